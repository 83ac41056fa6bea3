import { describe, expect, it } from 'vitest';
import { estadoDaUrl, paramsDoEstado, urlDoEstado } from './use-filtros-url.ts';

const HOJE = '2026-11-27';

describe('report state in the URL', () => {
  it('opens on the last 7 days and keeps a preset by name, so a shared link stays relative to its day', () => {
    const vazio = estadoDaUrl(new URLSearchParams(), HOJE);
    expect(vazio.preset).toBe('7dias');
    expect(vazio.periodo).toEqual({ inicio: '2026-11-21', fim: HOJE });
    expect(urlDoEstado(vazio).toString()).toBe('');

    const ontem = estadoDaUrl(new URLSearchParams('periodo=ontem&canal=ifood'), HOJE);
    expect(ontem.periodo).toEqual({ inicio: '2026-11-26', fim: '2026-11-26' });
    expect(urlDoEstado(ontem).toString()).toBe('periodo=ontem&canal=ifood');
  });

  it('round-trips a custom range and the filters, dropping the page when they change', () => {
    const sp = new URLSearchParams('periodo=personalizado&inicio=2026-11-01&fim=2026-11-15&tipo=mesa&bairro=Centro');
    const e = estadoDaUrl(sp, HOJE);
    expect(e.periodo).toEqual({ inicio: '2026-11-01', fim: '2026-11-15' });
    const volta = urlDoEstado(
      { ...e, filtros: { ...e.filtros, pagto: 'pix' } },
      new URLSearchParams('aba=detalhes&page=3'),
    );
    expect(Object.fromEntries(volta)).toEqual({
      aba: 'detalhes',
      periodo: 'personalizado',
      inicio: '2026-11-01',
      fim: '2026-11-15',
      tipo: 'mesa',
      pagto: 'pix',
      bairro: 'Centro',
    });
    // the API gets only the filters the report offers
    expect(paramsDoEstado(e, ['tipo'])).toEqual({ inicio: '2026-11-01', fim: '2026-11-15', tipo: 'mesa' });
  });

  it('falls back to the default period when a typed URL has a broken range', () => {
    for (const q of [
      'periodo=personalizado&inicio=2026-11-15&fim=2026-11-01',
      'periodo=personalizado',
      'periodo=xyz',
    ]) {
      expect(estadoDaUrl(new URLSearchParams(q), HOJE).preset).toBe('7dias');
    }
  });
});
