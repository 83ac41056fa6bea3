import { describe, expect, it } from 'vitest';
import {
  SOM_INICIAL,
  SOM_STORAGE,
  deveTocar,
  estadoSom,
  formatarContagem,
  lerSomDoStorage,
  normalizarVolume,
  reduzirSom,
  somParaStorage,
  sonecaRestante,
  volumeValido,
  type Som,
} from './som.ts';

const agora = 1_800_000_000_000;
const ativo: Som = { ...SOM_INICIAL, desbloqueado: true };

describe('alert sound state machine (spec §4)', () => {
  it('starts locked and does not play until the user unlocks audio', () => {
    expect(estadoSom(SOM_INICIAL, agora)).toBe('bloqueado');
    expect(deveTocar(SOM_INICIAL, agora)).toBe(false);
    expect(deveTocar(reduzirSom(SOM_INICIAL, { tipo: 'desbloquear' }), agora)).toBe(true);
  });
  it('muted does not play; unmuting plays again', () => {
    const mudo = reduzirSom(ativo, { tipo: 'mudo', valor: true });
    expect(estadoSom(mudo, agora)).toBe('mudo');
    expect(deveTocar(mudo, agora)).toBe(false);
    expect(deveTocar(reduzirSom(mudo, { tipo: 'mudo', valor: false }), agora)).toBe(true);
  });
  it('snoozed for 5 minutes does not play until the 5 minutes pass, and cancelling plays again', () => {
    const soneca = reduzirSom(ativo, { tipo: 'soneca', minutos: 5, agora });
    expect(estadoSom(soneca, agora)).toBe('soneca');
    expect(deveTocar(soneca, agora + 4 * 60_000)).toBe(false);
    expect(sonecaRestante(soneca, agora + 60_000)).toBe(4 * 60_000);
    expect(deveTocar(soneca, agora + 5 * 60_000)).toBe(true);
    expect(deveTocar(reduzirSom(soneca, { tipo: 'cancelar_soneca' }), agora)).toBe(true);
  });
  it('locked wins over everything, muted over snoozed', () => {
    const tudo: Som = { desbloqueado: false, mudo: true, sonecaAte: agora + 1000, volume: 0.7 };
    expect(estadoSom(tudo, agora)).toBe('bloqueado');
    expect(estadoSom({ ...tudo, desbloqueado: true }, agora)).toBe('mudo');
  });
  it('only the active state plays, for every combination', () => {
    for (const desbloqueado of [true, false])
      for (const mudo of [true, false])
        for (const sonecaAte of [null, agora - 1, agora + 1]) {
          const s: Som = { desbloqueado, mudo, sonecaAte, volume: 0.7 };
          expect(deveTocar(s, agora)).toBe(desbloqueado && !mudo && (sonecaAte === null || sonecaAte <= agora));
        }
  });
});

describe('volume and storage (spec §5, §9)', () => {
  it('volume is 0–1 in steps of 0.01, default 0.7', () => {
    expect(SOM_INICIAL.volume).toBe(0.7);
    expect(volumeValido(0.55)).toBe(true);
    expect(volumeValido(2)).toBe(false);
    expect(volumeValido(0.555)).toBe(false);
    expect(normalizarVolume('2')).toBe(0.7);
    expect(normalizarVolume('abc')).toBe(0.7);
    expect(normalizarVolume(0.333)).toBe(0.33);
  });
  it('keeps muted, volume and snooze-until under the spec keys; unlocking is never stored', () => {
    expect(SOM_STORAGE).toEqual({ mudo: 'muted', volume: 'volume', sonecaAte: 'snooze-until' });
    const store = somParaStorage({ desbloqueado: true, mudo: true, sonecaAte: agora + 60_000, volume: 0.4 });
    expect(store).toEqual({ muted: 'true', volume: '0.4', 'snooze-until': String(agora + 60_000) });
    const lido = lerSomDoStorage((k) => store[k] ?? null, agora);
    expect(lido).toEqual({ desbloqueado: false, mudo: true, sonecaAte: agora + 60_000, volume: 0.4 });
    expect(lerSomDoStorage((k) => store[k] ?? null, agora + 120_000).sonecaAte).toBeNull(); // an old snooze is over
    expect(lerSomDoStorage(() => null, agora)).toEqual(SOM_INICIAL);
  });
  it('formats the countdown', () => {
    expect(formatarContagem(5 * 60_000)).toBe('05:00');
    expect(formatarContagem(61_500)).toBe('01:02');
  });
});
