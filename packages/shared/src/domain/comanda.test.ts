import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  dentroDaTolerancia,
  dividirIgual,
  dividirPorPesos,
  estadoDaMesa,
  motivoRecusa,
  resumoComanda,
  taxaDoPagamento,
  taxaServico,
  totalPagamento,
  type ComandaLedger,
  type PagamentoLedger,
} from './comanda.ts';

const soma = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function pagar(c: ComandaLedger, base: number, aplicar = true, extra: Partial<PagamentoLedger> = {}): PagamentoLedger {
  const p: PagamentoLedger = {
    base_centavos: base,
    aplicar_taxa: aplicar,
    taxa_centavos: taxaDoPagamento(c, base, aplicar),
    desconto_centavos: 0,
    acrescimo_centavos: 0,
    status: 'ativo',
    ...extra,
  };
  c.pagamentos.push(p);
  return p;
}

/** The worked example: 2×Picanha 89,90 + 3×Chopp 12,90 + 1×Água 5,50, 10 %, three people. */
function exemplo(): ComandaLedger {
  return {
    itens: [
      { quantidade: 2, preco_unitario_centavos: 8990, cancelado: false },
      { quantidade: 3, preco_unitario_centavos: 1290, cancelado: false },
      { quantidade: 1, preco_unitario_centavos: 550, cancelado: false },
    ],
    pagamentos: [],
    taxa_servico_centesimos: 1000,
    aplicar_taxa_padrao: true,
    ajuste_centavos: 0,
  };
}

describe('service fee', () => {
  it('rounds half-up once on the base', () => {
    expect(taxaServico(12345, 1000)).toBe(1235);
    expect(taxaServico(1035, 1000)).toBe(104);
    expect(taxaServico(35, 1000)).toBe(4);
    expect(taxaServico(22400, 1000)).toBe(2240);
    expect(taxaServico(10000, 1250)).toBe(1250);
  });

  it('follows the worked example: pre-bill, pay, reverse, partial, settle', () => {
    const c = exemplo();
    let r = resumoComanda(c);
    expect(r.subtotal_centavos).toBe(22400);
    expect(r.taxa_servico_centavos).toBe(2240);
    expect(r.saldo_centavos).toBe(24640);
    expect(dividirIgual(r.saldo_centavos, 3)).toEqual([8214, 8213, 8213]);
    const p1 = pagar(c, dividirIgual(r.saldo_base_centavos, 3)[0]!);
    expect([p1.base_centavos, p1.taxa_centavos, totalPagamento(p1)]).toEqual([7467, 747, 8214]);
    r = resumoComanda(c);
    const p2 = pagar(c, dividirIgual(r.saldo_base_centavos, 2)[0]!);
    expect([p2.base_centavos, p2.taxa_centavos, totalPagamento(p2)]).toEqual([7467, 746, 8213]);
    p2.status = 'estornado';
    r = resumoComanda(c);
    expect(r.saldo_base_centavos).toBe(14933);
    expect(r.saldo_centavos).toBe(16426);
    const p3 = pagar(c, 5000);
    expect(p3.taxa_centavos).toBe(500);
    r = resumoComanda(c);
    expect(r.saldo_centavos).toBe(10926);
    const p4 = pagar(c, r.saldo_base_centavos);
    expect([p4.base_centavos, p4.taxa_centavos]).toEqual([9933, 993]);
    r = resumoComanda(c);
    expect(r.saldo_centavos).toBe(0);
    expect(r.pago_centavos).toBe(24640);
    expect(r.taxa_paga_centavos).toBe(2240);
  });

  it('a payment without the fee leaves the fee of the rest only', () => {
    const c = exemplo();
    pagar(c, 12467);
    pagar(c, resumoComanda(c).saldo_base_centavos, false);
    const r = resumoComanda(c);
    expect(r.taxa_servico_centavos).toBe(1247);
    expect(r.saldo_centavos).toBe(0);
  });

  it('the tolerance admits 5 cents either way', () => {
    expect(dentroDaTolerancia(5, 5)).toBe(true);
    expect(dentroDaTolerancia(-5, 5)).toBe(true);
    expect(dentroDaTolerancia(7, 5)).toBe(false);
  });

  it('Σ fees of any sequence of payments = round(pct × Σ their bases) (cumulative rule)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 500_000 }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 3000 }),
        (bases, pct) => {
          const c: ComandaLedger = { ...exemplo(), taxa_servico_centesimos: pct };
          for (const b of bases) pagar(c, b);
          expect(soma(c.pagamentos.map((p) => p.taxa_centavos))).toBe(taxaServico(soma(bases), pct));
        },
      ),
    );
  });
});

describe('splits conserve cents', () => {
  it('equal split: parts differ by at most a cent and sum to the total', () => {
    expect(dividirIgual(10000, 3)).toEqual([3334, 3333, 3333]);
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 10_000_000 }), fc.integer({ min: 1, max: 50 }), (t, n) => {
        const p = dividirIgual(t, n);
        expect(p).toHaveLength(n);
        expect(soma(p)).toBe(t);
        expect(Math.max(...p) - Math.min(...p)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('split by item weights: largest remainder, sum to the total', () => {
    expect(dividirPorPesos(1000, [1, 1, 1])).toEqual([334, 333, 333]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 30 }),
        (t, pesos) => {
          const p = dividirPorPesos(t, pesos);
          if (pesos.every((x) => x === 0)) expect(soma(p)).toBe(0);
          else expect(soma(p)).toBe(t);
          p.forEach((v, i) => expect(v === 0 || pesos[i]! > 0).toBe(true));
        },
      ),
    );
  });
});

/** A random operation on two tabs: pay, reverse, cancel a payment, cancel an item, transfer, merge. */
const operacao = fc.oneof(
  fc.record({
    t: fc.constant('pagar' as const),
    c: fc.nat(1),
    frac: fc.integer({ min: 1, max: 100 }),
    taxa: fc.boolean(),
    desc: fc.nat(300),
    acr: fc.nat(300),
  }),
  fc.record({ t: fc.constant('estornar' as const), c: fc.nat(1), i: fc.nat(20) }),
  fc.record({ t: fc.constant('cancelar_pag' as const), c: fc.nat(1), i: fc.nat(20) }),
  fc.record({ t: fc.constant('cancelar_item' as const), c: fc.nat(1), i: fc.nat(20) }),
  fc.record({ t: fc.constant('transferir' as const), c: fc.nat(1), i: fc.nat(20), q: fc.integer({ min: 1, max: 5 }) }),
  fc.record({ t: fc.constant('mesclar' as const), c: fc.nat(1) }),
);

describe('the ledger invariant', () => {
  it('holds for every tab after any sequence, and moves conserve items and payments across tabs', () => {
    const item = fc.record({
      quantidade: fc.integer({ min: 1, max: 6 }),
      preco_unitario_centavos: fc.integer({ min: 1, max: 20_000 }),
      cancelado: fc.constant(false),
    });
    fc.assert(
      fc.property(
        fc.array(item, { maxLength: 8 }),
        fc.array(item, { maxLength: 8 }),
        fc.array(operacao, { maxLength: 30 }),
        (ia, ib, ops) => {
          const tabs: ComandaLedger[] = [
            { itens: ia, pagamentos: [], taxa_servico_centesimos: 1000, aplicar_taxa_padrao: true, ajuste_centavos: 0 },
            { itens: ib, pagamentos: [], taxa_servico_centesimos: 1000, aplicar_taxa_padrao: true, ajuste_centavos: 0 },
          ];
          const totais = () => tabs.map(resumoComanda);
          for (const op of ops) {
            const c = tabs[op.c]!;
            const outra = tabs[1 - op.c]!;
            const antes = totais();
            const r = resumoComanda(c);
            if (op.t === 'pagar' && r.saldo_base_centavos > 0) {
              const base = Math.max(1, Math.floor((r.saldo_base_centavos * op.frac) / 100));
              pagar(c, base, op.taxa, { desconto_centavos: Math.min(op.desc, base), acrescimo_centavos: op.acr });
            } else if ((op.t === 'estornar' || op.t === 'cancelar_pag') && c.pagamentos[op.i]?.status === 'ativo') {
              c.pagamentos[op.i]!.status = op.t === 'estornar' ? 'estornado' : 'cancelado';
            } else if (op.t === 'cancelar_item' && c.itens[op.i] && c.pagamentos.length === 0) {
              c.itens[op.i]!.cancelado = true;
            } else if (op.t === 'transferir' && c.itens[op.i] && !c.itens[op.i]!.cancelado) {
              const it = c.itens[op.i]!;
              const q = Math.min(op.q, it.quantidade);
              outra.itens.push({ ...it, quantidade: q });
              if (q === it.quantidade) c.itens.splice(op.i, 1);
              else it.quantidade -= q;
              const depois = totais();
              expect(soma(depois.map((x) => x.subtotal_centavos))).toBe(soma(antes.map((x) => x.subtotal_centavos)));
            } else if (op.t === 'mesclar') {
              outra.itens.push(...c.itens.splice(0));
              outra.pagamentos.push(...c.pagamentos.splice(0));
              const depois = totais();
              expect(soma(depois.map((x) => x.pago_centavos))).toBe(soma(antes.map((x) => x.pago_centavos)));
              expect(soma(depois.map((x) => x.subtotal_centavos))).toBe(soma(antes.map((x) => x.subtotal_centavos)));
            }
            for (const t of totais()) {
              expect(t.saldo_centavos).toBe(t.devido_centavos - t.pago_centavos);
              expect(t.devido_centavos).toBe(
                t.itens_centavos -
                  t.cancelados_centavos +
                  t.taxa_servico_centavos -
                  t.descontos_centavos +
                  t.acrescimos_centavos -
                  t.ajuste_centavos,
              );
              expect(t.pago_centavos).toBe(t.pagamentos_centavos - t.estornos_centavos);
              expect(t.saldo_centavos).toBe(
                t.saldo_base_centavos + t.taxa_servico_centavos - t.taxa_paga_centavos - t.ajuste_centavos,
              );
            }
          }
        },
      ),
    );
  });
});

describe('states', () => {
  it('refuses items on a closed tab and anything on a cancelled one, in Portuguese', () => {
    expect(motivoRecusa('aberta', 'itens')).toBeNull();
    expect(motivoRecusa('fechada', 'itens')).toMatch(/reabra/);
    expect(motivoRecusa('encerrada', 'pagar')).toBe('Ação não permitida: a comanda está encerrada');
    expect(motivoRecusa('cancelada', 'reabrir')).toMatch(/cancelada/);
    expect(motivoRecusa('quitada', 'encerrar_pos_pagamento')).toBeNull();
  });

  it('colours the table from its live tabs', () => {
    const c = (status: 'aberta' | 'fechada' | 'quitada' | 'encerrada', pago = 0, preconta = false) => ({
      status,
      preconta,
      pago_centavos: pago,
      saldo_centavos: 100,
    });
    expect(estadoDaMesa([])).toBe('livre');
    expect(estadoDaMesa([c('encerrada')])).toBe('livre');
    expect(estadoDaMesa([c('aberta')])).toBe('ocupada');
    expect(estadoDaMesa([c('aberta', 0, true)])).toBe('preconta');
    expect(estadoDaMesa([c('fechada')])).toBe('preconta');
    expect(estadoDaMesa([c('aberta', 500)])).toBe('parcial');
    expect(estadoDaMesa([c('quitada', 500)])).toBe('paga');
  });
});
