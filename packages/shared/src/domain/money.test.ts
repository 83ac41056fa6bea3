import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  allocate,
  centavosParaTexto,
  centavosToReais,
  formatBRL,
  formatReais,
  parseCentavos,
  percentOf,
  reaisParaTexto,
  reaisToCentavos,
} from './money.ts';

describe('money helpers (integer cents)', () => {
  it('parses comma and dot decimals exactly', () => {
    expect(parseCentavos('12,50')).toBe(1250);
    expect(parseCentavos('12.5')).toBe(1250);
    expect(parseCentavos('1.234,56')).toBe(123456);
    expect(parseCentavos(0.1)).toBe(10);
    expect(parseCentavos(1.005)).toBeNull(); // three decimals are refused, not rounded
    expect(parseCentavos('abc')).toBeNull();
    expect(parseCentavos('-3,20')).toBe(-320);
  });
  it('formats as R$ with thousands', () => {
    expect(formatBRL(123456)).toBe('R$ 1.234,56');
    expect(formatBRL(5)).toBe('R$ 0,05');
    expect(formatBRL(-1000)).toBe('-R$ 10,00');
  });
  it('formats reais from the API for display', () => {
    expect(formatReais(1234.5)).toBe('R$ 1.234,50');
    expect(formatReais(0.05)).toBe('R$ 0,05');
    expect(() => formatReais(1.005)).toThrow(RangeError);
  });
  it('writes the text of a money input: decimal comma, two decimals, no thousands separator', () => {
    expect(centavosParaTexto(123450)).toBe('1234,50');
    expect(centavosParaTexto(5)).toBe('0,05');
    expect(centavosParaTexto(-1000)).toBe('-10,00');
    expect(reaisParaTexto(15.5)).toBe('15,50');
    expect(reaisParaTexto(1234.5)).toBe('1234,50');
    expect(reaisParaTexto(null)).toBe('');
    expect(reaisParaTexto(undefined)).toBe('');
    expect(centavosParaTexto(0)).toBe('0,00');
    expect(centavosParaTexto(-5)).toBe('-0,05');
  });
  it('reads back every cent amount it writes into an input', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (c) => parseCentavos(centavosParaTexto(c)) === c),
      { numRuns: 10_000 },
    );
  });
  it('rounds percentages half-up on exact integers (the 10 % fee of R$ 10,35 is R$ 1,04)', () => {
    expect(percentOf(1035, 10)).toBe(104);
    expect(percentOf(35, 10)).toBe(4);
    expect(percentOf(12345, 10)).toBe(1235);
  });
  it('round-trips reais ↔ cents for every cent amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (c) => reaisToCentavos(centavosToReais(c)) === c),
      { numRuns: 10_000 },
    );
  });
  it('percentOf matches a BigInt reference', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000_000 }), fc.integer({ min: 0, max: 10_000 }), (c, bp) => {
        const expected = Number((BigInt(c) * BigInt(bp) + 5000n) / 10000n);
        return percentOf(c, bp / 100) === expected;
      }),
      { numRuns: 10_000 },
    );
  });
  it('allocate splits exactly, parts within 1 cent of their share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 10 }),
        (c, w) => {
          const parts = allocate(c, w);
          const total = w.reduce((a, b) => a + b, 0);
          return parts.reduce((a, b) => a + b, 0) === c && parts.every((p, i) => Math.abs(p - (c * w[i]!) / total) < 1);
        },
      ),
    );
  });
});
