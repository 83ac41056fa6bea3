import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dentroDoHorario,
  fechamentoAte,
  fimDoDia,
  instanteLocal,
  proximaAbertura,
  situacaoLoja,
  validarHorarios,
  type EmpresaFuncionamento,
} from './funcionamento.ts';
import type { HorariosFuncionamento } from './horarios.ts';

// São Paulo is UTC−3 all year (no DST since 2019): 2026-11-27 is a Friday.
const sp = (local: string) => new Date(`${local}:00-03:00`);
const HORARIOS: HorariosFuncionamento = {
  sexta: [
    { inicio: '11:30', fim: '14:30' },
    { inicio: '18:00', fim: '02:00' },
  ],
  sabado: [{ inicio: '18:00', fim: '23:00' }],
};
const empresa = (over: Partial<EmpresaFuncionamento> = {}): EmpresaFuncionamento => ({
  aberto: true,
  fechamento_temporario_ativo: false,
  fechamento_ate: null,
  horarios_funcionamento: HORARIOS,
  timezone: 'America/Sao_Paulo',
  ...over,
});

describe('opening hours: open now?', () => {
  it('is open inside an interval and closed between intervals', () => {
    expect(dentroDoHorario(HORARIOS, sp('2026-11-27T12:00'))).toBe(true);
    expect(dentroDoHorario(HORARIOS, sp('2026-11-27T15:00'))).toBe(false);
    expect(dentroDoHorario(HORARIOS, sp('2026-11-27T14:30'))).toBe(false); // the end is exclusive
    expect(dentroDoHorario(HORARIOS, sp('2026-11-27T11:30'))).toBe(true);
  });
  it('an interval crossing midnight stays open into the next day and belongs to the day it started', () => {
    expect(dentroDoHorario(HORARIOS, sp('2026-11-27T23:59'))).toBe(true);
    expect(dentroDoHorario(HORARIOS, sp('2026-11-28T01:30'))).toBe(true); // Saturday 01:30, Friday's service
    expect(dentroDoHorario(HORARIOS, sp('2026-11-28T02:00'))).toBe(false);
    expect(dentroDoHorario(HORARIOS, sp('2026-11-27T01:00'))).toBe(false); // Friday 01:00: Thursday has no hours
  });
  it('reads the hours in the business timezone', () => {
    // 12:00 in São Paulo is 11:00 in Manaus (UTC−4), before the 11:30 opening
    expect(dentroDoHorario(HORARIOS, sp('2026-11-27T12:00'), 'America/Manaus')).toBe(false);
    expect(dentroDoHorario(HORARIOS, sp('2026-11-27T12:31'), 'America/Manaus')).toBe(true);
  });
  it('without any hours configured the schedule does not close the store', () => {
    expect(dentroDoHorario({}, sp('2026-11-27T04:00'))).toBe(true);
    expect(proximaAbertura({}, sp('2026-11-27T04:00'))).toBeNull();
  });
  it('finds the next opening', () => {
    expect(proximaAbertura(HORARIOS, sp('2026-11-27T15:00'))).toEqual(sp('2026-11-27T18:00'));
    expect(proximaAbertura(HORARIOS, sp('2026-11-28T03:00'))).toEqual(sp('2026-11-28T18:00'));
    expect(proximaAbertura(HORARIOS, sp('2026-11-29T10:00'))).toEqual(sp('2026-12-04T11:30')); // next Friday
  });
});

describe('temporary closing: 30 min, 60 min, end of day', () => {
  it('30 and 60 minutes from now', () => {
    const now = sp('2026-11-27T19:00');
    expect(fechamentoAte(30, HORARIOS, now)).toEqual(sp('2026-11-27T19:30'));
    expect(fechamentoAte(60, HORARIOS, now)).toEqual(sp('2026-11-27T20:00'));
  });
  it('end of day is the next local midnight when no interval runs past it', () => {
    expect(fimDoDia(HORARIOS, sp('2026-11-28T19:00'))).toEqual(sp('2026-11-29T00:00'));
    expect(fimDoDia({}, sp('2026-11-28T10:00'))).toEqual(sp('2026-11-29T00:00'));
  });
  it("end of day covers tonight's service when it crosses midnight", () => {
    expect(fimDoDia(HORARIOS, sp('2026-11-27T19:00'))).toEqual(sp('2026-11-28T02:00'));
    expect(fimDoDia(HORARIOS, sp('2026-11-27T12:00'))).toEqual(sp('2026-11-28T02:00'));
  });
  it("after midnight, inside yesterday's service, end of day is the end of that service", () => {
    expect(fimDoDia(HORARIOS, sp('2026-11-28T00:30'))).toEqual(sp('2026-11-28T02:00'));
  });
  it('uses the business timezone for midnight', () => {
    expect(fimDoDia({}, new Date('2026-11-28T12:00:00Z'), 'America/Manaus')).toEqual(new Date('2026-11-29T04:00:00Z'));
  });
  it('converts wall-clock times to instants across a DST change (New York, 2026-03-08)', () => {
    expect(instanteLocal(2026, 3, 7, 12, 0, 'America/New_York')).toEqual(new Date('2026-03-07T17:00:00Z'));
    expect(instanteLocal(2026, 3, 9, 12, 0, 'America/New_York')).toEqual(new Date('2026-03-09T16:00:00Z'));
  });
});

describe('store situation (what GET /empresas/{id}/status answers)', () => {
  it('open when switched on, not temporarily closed and within hours', () => {
    expect(situacaoLoja(empresa(), sp('2026-11-27T19:00'))).toEqual({ aberta: true, fechado_ate: null, motivo: null });
  });
  it('the manual switch closes it whatever the hours', () => {
    expect(situacaoLoja(empresa({ aberto: false }), sp('2026-11-27T19:00'))).toEqual({
      aberta: false,
      fechado_ate: null,
      motivo: 'fechada',
    });
  });
  it('a temporary closing closes it until fechamento_ate, then it opens again by itself', () => {
    const ate = sp('2026-11-27T19:30');
    const e = empresa({ fechamento_temporario_ativo: true, fechamento_ate: ate });
    expect(situacaoLoja(e, sp('2026-11-27T19:00'))).toEqual({
      aberta: false,
      fechado_ate: ate.toISOString(),
      motivo: 'fechamento_temporario',
    });
    expect(situacaoLoja(e, sp('2026-11-27T19:30')).aberta).toBe(true);
  });
  it('closing until the end of the day keeps it closed through a service that crosses midnight', () => {
    const now = sp('2026-11-27T20:00');
    const e = empresa({
      fechamento_temporario_ativo: true,
      fechamento_ate: fechamentoAte('fim_do_dia', HORARIOS, now),
    });
    expect(situacaoLoja(e, sp('2026-11-28T00:45')).aberta).toBe(false);
    // it reopens with Saturday's service, not at 02:00 when the hours are closed anyway
    expect(situacaoLoja(e, sp('2026-11-27T23:00')).fechado_ate).toBe(sp('2026-11-28T18:00').toISOString());
    expect(situacaoLoja(e, sp('2026-11-28T18:00')).aberta).toBe(true);
  });
  it('outside the hours it is closed until the next opening', () => {
    expect(situacaoLoja(empresa(), sp('2026-11-27T16:00'))).toEqual({
      aberta: false,
      fechado_ate: sp('2026-11-27T18:00').toISOString(),
      motivo: 'fora_do_horario',
    });
  });
  it('an expired temporary closing is ignored', () => {
    const e = empresa({ fechamento_temporario_ativo: true, fechamento_ate: sp('2026-11-27T10:00') });
    expect(situacaoLoja(e, sp('2026-11-27T12:00')).aberta).toBe(true);
  });
});

describe('hours validation', () => {
  it('accepts intervals that cross midnight ending by 06:00', () => {
    expect(validarHorarios({ sexta: [{ inicio: '18:00', fim: '02:00' }] })).toEqual([]);
    expect(validarHorarios({ sexta: [{ inicio: '18:00', fim: '00:00' }] })).toEqual([]);
  });
  it('refuses an end before the start that is not a night service', () => {
    expect(validarHorarios({ sexta: [{ inicio: '18:00', fim: '12:00' }] })[0]).toMatchObject({ campo: 'sexta.0.fim' });
    expect(validarHorarios({ sexta: [{ inicio: '18:00', fim: '18:00' }] })[0]!.mensagem).toBe(
      'O horário final deve ser diferente do inicial',
    );
  });
  it("refuses overlapping intervals, also across midnight and across the week's end", () => {
    expect(
      validarHorarios({
        sexta: [
          { inicio: '11:00', fim: '15:00' },
          { inicio: '14:00', fim: '18:00' },
        ],
      })[0]!.mensagem,
    ).toBe('Os intervalos de sexta se sobrepõem');
    expect(
      validarHorarios({ sexta: [{ inicio: '18:00', fim: '03:00' }], sabado: [{ inicio: '01:00', fim: '04:00' }] }),
    ).toHaveLength(1);
    expect(
      validarHorarios({ sabado: [{ inicio: '20:00', fim: '03:00' }], domingo: [{ inicio: '02:00', fim: '05:00' }] }),
    ).toHaveLength(1);
    expect(
      validarHorarios({
        sexta: [
          { inicio: '11:00', fim: '14:00' },
          { inicio: '14:00', fim: '18:00' },
        ],
      }),
    ).toEqual([]);
  });
  it('property: valid hours never make two concrete ranges overlap, and "open now" matches a brute-force check', () => {
    const hhmm = fc
      .integer({ min: 0, max: 47 })
      .map((n) => `${String(Math.floor(n / 2)).padStart(2, '0')}:${n % 2 ? '30' : '00'}`);
    const intervalo = fc.record({ inicio: hhmm, fim: hhmm });
    const semana = fc.record({
      sexta: fc.array(intervalo, { maxLength: 3 }),
      sabado: fc.array(intervalo, { maxLength: 3 }),
    });
    fc.assert(
      fc.property(semana, fc.integer({ min: 0, max: 2 * 48 - 1 }), (h, slot) => {
        if (validarHorarios(h).length) return;
        const now = new Date(sp('2026-11-27T00:00').getTime() + slot * 30 * 60_000 + 60_000); // Fri/Sat, 1 min past a slot
        const local = (slot % 48) * 30 + 1;
        const dia = slot < 48 ? 'sexta' : 'sabado';
        const ontem = slot < 48 ? 'quinta' : 'sexta';
        const m = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3));
        const hoje = (h[dia as 'sexta'] ?? []).some((i) =>
          m(i.fim) > m(i.inicio) ? local >= m(i.inicio) && local < m(i.fim) : local >= m(i.inicio),
        );
        const deOntem = ((h as HorariosFuncionamento)[ontem as 'sexta'] ?? []).some(
          (i) => m(i.fim) < m(i.inicio) && local < m(i.fim),
        );
        const esperado = hoje || deOntem || (h.sexta.length === 0 && h.sabado.length === 0);
        expect(dentroDoHorario(h, now)).toBe(esperado);
      }),
      { numRuns: 300 },
    );
  });
});
