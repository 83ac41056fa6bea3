import { describe, expect, it } from 'vitest';
import { ErroImpressao, impressoraPreferida, traduzirErro } from './cliente.ts';

describe('QZ client rules', () => {
  it('keeps the computer’s choice while QZ reports it; else prefers an Elgin (spec §9); else the first', () => {
    const lista = ['Microsoft Print to PDF', 'EPSON TM-T20', 'ELGIN i9'];
    expect(impressoraPreferida(lista, null)).toBe('ELGIN i9');
    expect(impressoraPreferida(lista, 'EPSON TM-T20')).toBe('EPSON TM-T20');
    expect(impressoraPreferida(lista, 'Impressora que sumiu')).toBe('ELGIN i9');
    expect(impressoraPreferida(['Bematech MP-4200'], null)).toBe('Bematech MP-4200');
    expect(impressoraPreferida([], 'x')).toBeNull();
  });

  it("turns QZ's rejections into the spec's printing messages", () => {
    expect(traduzirErro(new Error('Failed to sign request')).codigo).toBe('falha_assinar');
    expect(traduzirErro(new Error('Specified printer could not be found.')).codigo).toBe('nenhuma_disponivel');
    expect(traduzirErro(new Error('Unable to establish connection with QZ Tray')).codigo).toBe('qz_nao_carregado');
    expect(traduzirErro(new Error('Printer "X" is not accepting jobs')).codigo).toBe('falha_impressora');
    const e = new ErroImpressao('nenhuma_detectada');
    expect(traduzirErro(e)).toBe(e);
  });
});
