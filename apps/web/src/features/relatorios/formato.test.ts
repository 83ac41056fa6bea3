import { describe, expect, it } from 'vitest';
import { diaCurto, minutos, moeda, moedaCentavos, moedaCsv, numero, percentual, variacao } from './formato.ts';

describe('report number formatting (pt-BR)', () => {
  it('formats money from integer cents, with thousands dots and a decimal comma', () => {
    expect(moedaCentavos(123456)).toBe('R$ 1.234,56');
    expect(moedaCentavos(5)).toBe('R$ 0,05');
    expect(moedaCentavos(-2000)).toBe('-R$ 20,00');
    expect(moedaCentavos(123456789012)).toBe('R$ 1.234.567.890,12');
    expect(moedaCentavos(null)).toBe('-');
  });

  it("converts the API's reais to cents exactly before formatting (no float drift)", () => {
    expect(moeda(0.1 + 0.2)).toBe('R$ 0,30');
    expect(moeda(1234.5)).toBe('R$ 1.234,50');
    expect(moeda(133.33)).toBe('R$ 133,33');
    expect(moeda(12.3456)).toBe('R$ 12,35'); // a mean with more decimals rounds to the cent
    expect(moeda(null)).toBe('-');
    expect(moedaCsv(1234.5)).toBe('1234,50');
    expect(moedaCsv(-0.05)).toBe('-0,05');
    expect(moedaCsv(null)).toBe('');
  });

  it('formats counts, fractional quantities and percentages', () => {
    expect(numero(1234)).toBe('1.234');
    expect(numero(12.5)).toBe('12,5');
    expect(numero(0.333333)).toBe('0,333');
    expect(percentual(12.5)).toBe('12,5 %');
    expect(percentual(80)).toBe('80,0 %');
    expect(percentual(null)).toBe('-');
  });

  it('signs the change against the previous period and calls a start from zero "novo"', () => {
    expect(variacao(25)).toBe('+25,0 %');
    expect(variacao(-3.24)).toBe('-3,2 %');
    expect(variacao(0)).toBe('0,0 %');
    expect(variacao(0.01)).toBe('0,0 %');
    expect(variacao(null)).toBe('novo');
    expect(variacao(1234.5)).toBe('+1.234,5 %');
  });

  it('formats minutes and short dates', () => {
    expect(minutos(12.4)).toBe('12 min');
    expect(minutos(65)).toBe('1 h 05 min');
    expect(minutos(null)).toBe('-');
    expect(diaCurto('2026-11-27')).toBe('27/11');
    expect(diaCurto('2026-11-27T14:00', true)).toBe('27/11/2026');
  });
});
