import { describe, expect, it } from 'vitest';
import {
  diasNoPeriodo,
  hojeNoFuso,
  periodoAnterior,
  periodoDoPreset,
  segundaDaSemana,
  validarPeriodo,
} from './periodo.ts';

describe('report period', () => {
  it("counts today in the business's timezone, not in UTC", () => {
    // 23:30 in São Paulo on Friday the 27th is already the 28th in UTC
    const agora = new Date('2026-11-28T02:30:00Z');
    expect(hojeNoFuso(agora, 'America/Sao_Paulo')).toBe('2026-11-27');
    expect(hojeNoFuso(agora, 'UTC')).toBe('2026-11-28');
  });

  it('resolves each preset from today, both ends included', () => {
    const hoje = '2026-11-27'; // a Friday
    expect(periodoDoPreset('hoje', hoje)).toEqual({ inicio: '2026-11-27', fim: '2026-11-27' });
    expect(periodoDoPreset('ontem', hoje)).toEqual({ inicio: '2026-11-26', fim: '2026-11-26' });
    expect(periodoDoPreset('7dias', hoje)).toEqual({ inicio: '2026-11-21', fim: '2026-11-27' });
    expect(periodoDoPreset('30dias', hoje)).toEqual({ inicio: '2026-10-29', fim: '2026-11-27' });
    expect(periodoDoPreset('mes', hoje)).toEqual({ inicio: '2026-11-01', fim: '2026-11-27' });
    expect(diasNoPeriodo(periodoDoPreset('7dias', hoje))).toBe(7);
    expect(diasNoPeriodo(periodoDoPreset('30dias', hoje))).toBe(30);
  });

  it('crosses month and year ends, leap days included', () => {
    expect(periodoDoPreset('ontem', '2026-03-01')).toEqual({ inicio: '2026-02-28', fim: '2026-02-28' });
    expect(periodoDoPreset('ontem', '2024-03-01')).toEqual({ inicio: '2024-02-29', fim: '2024-02-29' });
    expect(periodoDoPreset('7dias', '2027-01-03')).toEqual({ inicio: '2026-12-28', fim: '2027-01-03' });
  });

  it('starts the week on Monday (spec date picker), a Sunday belonging to the week before it', () => {
    expect(segundaDaSemana('2026-11-27')).toBe('2026-11-23'); // Friday → Monday
    expect(segundaDaSemana('2026-11-23')).toBe('2026-11-23'); // Monday stays
    expect(segundaDaSemana('2026-11-29')).toBe('2026-11-23'); // Sunday → the Monday six days before
    expect(segundaDaSemana('2026-11-30')).toBe('2026-11-30');
    expect(periodoDoPreset('semana', '2026-11-29')).toEqual({ inicio: '2026-11-23', fim: '2026-11-29' });
    expect(periodoDoPreset('semana', '2026-11-30')).toEqual({ inicio: '2026-11-30', fim: '2026-11-30' });
  });

  it('compares with the period of equal length just before', () => {
    expect(periodoAnterior({ inicio: '2026-11-21', fim: '2026-11-27' })).toEqual({
      inicio: '2026-11-14',
      fim: '2026-11-20',
    });
    expect(periodoAnterior({ inicio: '2026-03-01', fim: '2026-03-01' })).toEqual({
      inicio: '2026-02-28',
      fim: '2026-02-28',
    });
  });

  it('validates a custom range: both dates, real dates, start ≤ end, at most 366 days', () => {
    expect(validarPeriodo('', '2026-11-27')).toBe('obrigatorio');
    expect(validarPeriodo('2026-11-01', '')).toBe('obrigatorio');
    expect(validarPeriodo('2026-02-30', '2026-03-01')).toBe('invalida');
    expect(validarPeriodo('27/11/2026', '2026-11-28')).toBe('invalida');
    expect(validarPeriodo('1899-12-31', '1900-01-01')).toBe('invalida');
    expect(validarPeriodo('2026-11-28', '2026-11-27')).toBe('invertido');
    expect(validarPeriodo('2026-11-27', '2026-11-27')).toBeNull();
    expect(validarPeriodo('2024-01-01', '2024-12-31')).toBeNull(); // 366 days of a leap year
    expect(validarPeriodo('2025-01-01', '2026-01-02')).toBe('longo'); // 367 days
    expect(validarPeriodo('2006-01-01', '2026-01-01')).toBe('longo'); // twenty years
  });
});
