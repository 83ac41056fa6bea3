import { beforeEach, describe, expect, it } from 'vitest';
import {
  CHAVES,
  definirImpressaoAutomatica,
  escolherImpressora,
  idDaEstacao,
  impressoraEscolhida,
  imprimeAutomaticamente,
  jaImpresso,
  registrarImpresso,
} from './estacao.ts';

describe('the print station in browser storage', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the chosen printer and the automatic switch (on by default)', () => {
    expect(impressoraEscolhida()).toBeNull();
    escolherImpressora('ELGIN i9');
    expect(impressoraEscolhida()).toBe('ELGIN i9');
    expect(imprimeAutomaticamente()).toBe(true);
    definirImpressaoAutomatica(false);
    expect(imprimeAutomaticamente()).toBe(false);
    escolherImpressora(null);
    expect(localStorage.getItem(CHAVES.impressora)).toBeNull();
  });

  it('makes one random station id and keeps it', () => {
    const id = idDaEstacao();
    expect(id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(idDaEstacao()).toBe(id);
  });

  it('tracks printed order ids (spec §4) and forgets them after two days', () => {
    const agora = Date.UTC(2026, 10, 24, 20);
    registrarImpresso(10, agora - 3 * 24 * 3600_000);
    registrarImpresso(11, agora);
    expect(jaImpresso(11)).toBe(true);
    expect(jaImpresso(10)).toBe(false);
    expect(jaImpresso(12)).toBe(false);
    localStorage.setItem(CHAVES.impressos, 'não é json');
    expect(jaImpresso(11)).toBe(false);
  });
});
