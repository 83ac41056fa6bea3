import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PEDIDO_STATUS,
  PEDIDO_TIPOS,
  isAberto,
  podeTransitar,
  proximosStatus,
  caminhoDeStatus,
  statusAlcancaveis,
  statusInicial,
  statusSeguinte,
} from './pedido-status.ts';
import { calcularTotais, calcularTroco, validarPagamentos } from './pedido-totais.ts';

const status = fc.constantFrom(...PEDIDO_STATUS);
const tipo = fc.constantFrom(...PEDIDO_TIPOS);

describe('order status transitions', () => {
  it('final states have no way out; every open state can be cancelled', () => {
    fc.assert(
      fc.property(status, tipo, (s, t) =>
        isAberto(s) ? proximosStatus(s, t).includes('cancelado') : proximosStatus(s, t).length === 0,
      ),
    );
  });
  it('never goes back to pendente and never re-enters a state', () => {
    fc.assert(fc.property(status, status, tipo, (a, b, t) => !podeTransitar(a, b, t) || (b !== 'pendente' && a !== b)));
  });
  it('from any open state, following "advance" reaches concluido', () => {
    fc.assert(
      fc.property(status, tipo, (s, t) => {
        let cur = s;
        for (let i = 0; i < 10 && isAberto(cur); i++) cur = statusSeguinte(cur, t)!;
        return !isAberto(s) || cur === 'concluido';
      }),
    );
  });
  it('only delivery orders go out for delivery', () => {
    expect(podeTransitar('pronto', 'em_entrega', 'delivery')).toBe(true);
    expect(podeTransitar('pronto', 'em_entrega', 'retirada')).toBe(false);
    expect(podeTransitar('pronto', 'concluido', 'retirada')).toBe(true);
    expect(podeTransitar('pronto', 'concluido', 'delivery')).toBe(false);
  });
  it('a status set directly is a later one on the path; a delivery always stops at em_entrega', () => {
    expect(statusAlcancaveis('pendente', 'retirada')).toEqual(['preparacao', 'pronto', 'concluido', 'cancelado']);
    expect(statusAlcancaveis('preparacao', 'delivery')).toEqual(['pronto', 'em_entrega', 'cancelado']);
    expect(statusAlcancaveis('em_entrega', 'delivery')).toEqual(['concluido', 'cancelado']);
    expect(statusAlcancaveis('concluido', 'local')).toEqual([]);
    expect(caminhoDeStatus('pendente', 'concluido', 'local')).toEqual(['preparacao', 'pronto', 'concluido']);
    expect(caminhoDeStatus('preparacao', 'concluido', 'delivery')).toBeNull();
    expect(caminhoDeStatus('pronto', 'cancelado', 'delivery')).toEqual(['cancelado']);
  });
  it('every direct path is a chain of allowed single steps ending where asked', () => {
    fc.assert(
      fc.property(status, status, tipo, (a, b, t) => {
        const passos = caminhoDeStatus(a, b, t);
        if (passos === null) return !statusAlcancaveis(a, t).includes(b);
        let cur = a;
        for (const p of passos) {
          if (!podeTransitar(cur, p, t)) return false;
          cur = p;
        }
        return cur === b && (!podeTransitar(a, b, t) || passos.length === 1);
      }),
    );
  });
  it('site orders enter preparacao directly only with automatic acceptance', () => {
    expect(statusInicial('site', true)).toBe('preparacao');
    expect(statusInicial('cardapio', false)).toBe('pendente');
    expect(statusInicial('balcao', false)).toBe('preparacao');
  });
});

describe('order totals (integer cents)', () => {
  const item = fc.record({
    preco_unitario_centavos: fc.integer({ min: 0, max: 500_000 }),
    quantidade: fc.integer({ min: 1, max: 50 }),
  });
  it('total = Σ items × qty + fee − discount, never negative, exact integers', () => {
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 30 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        (itens, taxa, desc) => {
          const t = calcularTotais(itens, taxa, desc);
          const sub = itens.reduce((a, i) => a + i.preco_unitario_centavos * i.quantidade, 0);
          return (
            t.subtotal_itens_centavos === sub &&
            t.total_centavos === sub + taxa - t.desconto_centavos &&
            t.total_centavos >= 0 &&
            Number.isSafeInteger(t.total_centavos) &&
            t.desconto_centavos <= desc
          );
        },
      ),
      { numRuns: 5000 },
    );
  });
  it('change is what cash exceeds the paid value', () => {
    expect(calcularTroco([{ tipo: 'dinheiro', valor_centavos: 7350, troco_para_centavos: 10000 }])).toBe(2650);
    expect(calcularTroco([{ tipo: 'pix', valor_centavos: 7350 }])).toBe(0);
  });
  it('payments must add up to the total exactly', () => {
    expect(validarPagamentos(7350, [{ tipo: 'dinheiro', valor_centavos: 7350, troco_para_centavos: 10000 }])).toEqual({
      ok: true,
      troco_centavos: 2650,
    });
    expect(
      validarPagamentos(7350, [
        { tipo: 'pix', valor_centavos: 5000 },
        { tipo: 'dinheiro', valor_centavos: 2350 },
      ]),
    ).toEqual({ ok: true, troco_centavos: 0 });
    const short = validarPagamentos(7350, [{ tipo: 'pix', valor_centavos: 7000 }]);
    expect(short).toEqual({
      ok: false,
      motivo: 'A soma dos pagamentos (R$ 70,00) difere do total do pedido (R$ 73,50)',
    });
    expect(validarPagamentos(100, [{ tipo: 'dinheiro', valor_centavos: 100, troco_para_centavos: 50 }]).ok).toBe(false);
    expect(validarPagamentos(100, []).ok).toBe(false);
  });
});

describe('change (troco) bound', () => {
  it('refuses change above R$ 200,00, the largest note', () => {
    const r = validarPagamentos(30, [{ tipo: 'dinheiro', valor_centavos: 30, troco_para_centavos: 100_000_000 }]);
    expect(r).toEqual({
      ok: false,
      motivo: 'Troco para R$ 1.000.000,00 deixaria R$ 999.999,70 de troco; o máximo é R$ 200,00 (a maior cédula)',
    });
    expect(validarPagamentos(30, [{ tipo: 'dinheiro', valor_centavos: 30, troco_para_centavos: 20_030 }]).ok).toBe(
      true,
    );
    expect(validarPagamentos(30, [{ tipo: 'dinheiro', valor_centavos: 30, troco_para_centavos: 20_031 }]).ok).toBe(
      false,
    );
  });
});
