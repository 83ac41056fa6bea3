import { describe, expect, it } from 'vitest';
import {
  cmvNivel,
  cmvTexto,
  custoDaCompra,
  custoDoItem,
  custoPorUnidadeTexto,
  emBase,
  numeroBR,
  qtdeNaUnidade,
  reais4,
} from './formato.ts';

describe('stock numbers on screen', () => {
  it('writes decimals the pt-BR way, exactly', () => {
    expect(numeroBR(1234.5)).toBe('1.234,5');
    expect(numeroBR(1234.5, 2, 4, false)).toBe('1234,50');
    expect(numeroBR(0.1 + 0.2, 0, 4)).toBe('0,3'); // no float drift on screen
    expect(numeroBR(-0.5, 2)).toBe('-0,50');
    expect(reais4(18.344)).toBe('R$ 18,344');
    expect(reais4(9)).toBe('R$ 9,00');
  });

  it('reads a cost per base unit in the unit the buyer thinks in', () => {
    // 1 g of a R$ 49,90/kg cheese costs R$ 0,0499
    expect(custoPorUnidadeTexto(0.0499, 'kg')).toBe('R$ 49,90/kg');
    expect(custoPorUnidadeTexto(0.0499, 'g')).toBe('R$ 0,0499/g');
    expect(custoPorUnidadeTexto(2.5, 'un')).toBe('R$ 2,50/un');
  });

  it('shows base quantities in a friendly unit and what a typed quantity is in base units', () => {
    expect(qtdeNaUnidade(1250, 'kg')).toBe('1,250 kg');
    expect(qtdeNaUnidade(-500, 'L')).toBe('-0,500 L');
    expect(qtdeNaUnidade(12, 'un')).toBe('12 un');
    expect(emBase('1,25', 'kg')).toBe('1.250 g');
    expect(emBase('0.5', 'L')).toBe('500 ml');
    expect(emBase('abc', 'kg')).toBeNull();
    expect(emBase('', 'kg')).toBeNull();
  });

  it('costs a sheet item live: quantity in any unit × correction factor × cost per base unit', () => {
    expect(custoDoItem('200', 'g', '1', 0.045)).toBe(9);
    expect(custoDoItem('0,2', 'kg', '', 0.045)).toBe(9);
    // the research vector: 50 g of onion net, FC 1,25 → 62,5 g gross at R$ 0,006/g = R$ 0,375
    expect(custoDoItem('50', 'g', '1,25', 0.006)).toBe(0.375);
    expect(custoDoItem('x', 'g', '1', 0.045)).toBeNull();
    expect(custoDoItem('10', 'g', '0', 0.045)).toBeNull();
  });

  it('shows what a purchase costs per unit as it is typed', () => {
    expect(custoDaCompra('5', 'kg', '225,00')).toBe('R$ 45,00/kg');
    expect(custoDaCompra('500', 'g', '24,95')).toBe('R$ 0,0499/g');
    expect(custoDaCompra('0', 'kg', '10')).toBeNull();
    expect(custoDaCompra('5', 'kg', 'dez')).toBeNull();
  });

  it('writes the CMV with two decimals and colours it by how much of the price it eats', () => {
    expect(cmvTexto(26.24)).toBe('26,24 %');
    expect(cmvTexto(30)).toBe('30,00 %');
    expect(cmvTexto(null)).toBe('-');
    expect([cmvNivel(26.24), cmvNivel(30), cmvNivel(32.5), cmvNivel(35.01), cmvNivel(null)]).toEqual([
      'success',
      'success',
      'warning',
      'error',
      'default',
    ]);
  });
});
