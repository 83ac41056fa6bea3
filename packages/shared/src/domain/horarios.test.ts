import { describe, expect, it } from 'vitest';
import { resumoHorarioHoje } from './horarios.ts';
import { statusLoja } from './loja.ts';

describe("sidebar summary of today's hours", () => {
  // 2026-11-23 is a Monday; 15:00Z is 12:00 in São Paulo
  const monday = new Date('2026-11-23T15:00:00Z');
  it("shows today's intervals", () => {
    expect(
      resumoHorarioHoje(
        {
          segunda: [
            { inicio: '11:00', fim: '14:00' },
            { inicio: '18:00', fim: '23:00' },
          ],
        },
        monday,
      ),
    ).toBe('11:00–14:00, 18:00–23:00');
  });
  it('says Fechado hoje without intervals', () => {
    expect(resumoHorarioHoje({ terca: [{ inicio: '18:00', fim: '23:00' }] }, monday)).toBe('Fechado hoje');
    expect(resumoHorarioHoje(null, monday)).toBe('Fechado hoje');
  });
  it('uses the business timezone to know which day it is', () => {
    const lateSunday = new Date('2026-11-23T02:00:00Z'); // 23:00 Sunday in São Paulo
    expect(resumoHorarioHoje({ domingo: [{ inicio: '18:00', fim: '23:30' }] }, lateSunday)).toBe('18:00–23:30');
  });
});

describe('store status', () => {
  const now = new Date('2026-11-23T15:00:00Z');
  it('is closed during a temporary closing and open again after it', () => {
    const ate = new Date(now.getTime() + 30 * 60_000);
    expect(statusLoja({ aberto: true, fechamento_temporario_ativo: true, fechamento_ate: ate }, now)).toEqual({
      aberta: false,
      fechado_ate: ate.toISOString(),
    });
    expect(
      statusLoja({ aberto: true, fechamento_temporario_ativo: true, fechamento_ate: ate }, new Date(ate.getTime() + 1)),
    ).toEqual({ aberta: true, fechado_ate: null });
  });
  it('follows aberto otherwise', () => {
    expect(statusLoja({ aberto: false, fechamento_temporario_ativo: false, fechamento_ate: null }, now).aberta).toBe(
      false,
    );
  });
});
