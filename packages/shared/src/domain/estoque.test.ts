import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  paraQ4,
  q4ParaNumero,
  q4ParaTexto,
  qtdeAmigavel,
  UNIDADES_CODIGOS,
  UNIDADES,
  decimalEscalado,
} from './estoque-unidades.ts';
import {
  custoDaEntrada,
  custoPorBaseDeUnidade,
  entradaAvco,
  saidaAvco,
  valorCentavos,
  cmvPercentual,
  e10ParaReais4,
  e10ParaCentavos,
  type PosicaoEstoque,
} from './estoque-custo.ts';
import { consumoDaVenda, custoDeFicha, fracao, fracaoDoSabor, resolverCustos, CicloDeFichas } from './estoque-ficha.ts';

const g = (gramas: number) => gramas * 10_000; // q4 of grams
const porKg = (reais: string) => custoPorBaseDeUnidade(reais, 'kg')!;

describe('units', () => {
  it('converts with fator_base and shows a friendly quantity', () => {
    expect(paraQ4('1,25', 'kg')).toBe(g(1250));
    expect(paraQ4(0.5, 'L')).toBe(g(500));
    expect(paraQ4('62.5', 'g')).toBe(625_000);
    expect(qtdeAmigavel(g(1250), 'kg')).toBe('1,250 kg');
    expect(qtdeAmigavel(g(-500), 'kg')).toBe('-0,500 kg');
    expect(qtdeAmigavel(g(12_000), 'g')).toBe('12.000 g');
    expect(qtdeAmigavel(g(3), 'un')).toBe('3 un');
    expect(paraQ4('1e3', 'g')).toBeNull();
    expect(paraQ4('abc', 'g')).toBeNull();
  });

  it('round-trips any quantity through any unit of its family', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.constantFrom(...UNIDADES_CODIGOS), (q4, u) => {
        expect(paraQ4(q4ParaTexto(q4, u), u)).toBe(q4);
        expect(paraQ4(q4ParaNumero(q4, u), u)).toBe(q4);
        expect(paraQ4(String(q4ParaNumero(q4, UNIDADES[u].unidade_base)), UNIDADES[u].unidade_base)).toBe(q4);
      }),
    );
  });

  it('parses decimals exactly, half-up past the kept places', () => {
    expect(decimalEscalado('0,00005', 4)).toBe(1n);
    expect(decimalEscalado('0,00004', 4)).toBe(0n);
    expect(decimalEscalado(0.1, 8)).toBe(10_000_000n);
  });
});

describe('weighted average cost (research vector V3, mussarela)', () => {
  it('follows the table to the cent', () => {
    let p: PosicaoEstoque = { q4: 0, custo: 0 };
    p = entradaAvco(p, g(10_000), 40_000);
    expect(p.custo).toBe(porKg('40')); // R$ 0,040/g
    expect(valorCentavos(g(3000), p.custo)).toBe(12_000);
    p = saidaAvco(p, -g(3000));
    expect(valorCentavos(p.q4, p.custo)).toBe(28_000);
    p = entradaAvco(p, g(5000), 23_000);
    expect(p.custo).toBe(porKg('42.5'));
    expect(valorCentavos(p.q4, p.custo)).toBe(51_000);
    const venda2 = valorCentavos(g(8000), p.custo);
    expect(venda2).toBe(34_000);
    p = saidaAvco(p, -g(8000));
    expect(valorCentavos(p.q4, p.custo)).toBe(17_000);
    p = entradaAvco(p, g(6000), 27_000);
    expect(p.custo).toBe(porKg('44'));
    expect(valorCentavos(p.q4, p.custo)).toBe(44_000);
    expect(12_000 + venda2).toBe(46_000); // CMV 460,00
    // negative branch: sell 10,5 kg → −500 g valued −22,00; buy 2 kg @ 50,00 → average 50,00 (not 52,00)
    p = saidaAvco(p, -g(10_500));
    expect(valorCentavos(p.q4, p.custo)).toBe(-2_200);
    p = entradaAvco(p, g(2000), 10_000);
    expect(p.custo).toBe(porKg('50'));
    expect(valorCentavos(p.q4, p.custo)).toBe(7_500);
  });

  it('after any purchases and exits, value = Σ purchases − Σ exits at the average, within rounding', () => {
    const op = fc.oneof(
      fc.record({
        t: fc.constant('c' as const),
        q: fc.integer({ min: 1, max: 1e8 }),
        v: fc.integer({ min: 0, max: 1e7 }),
      }),
      fc.record({ t: fc.constant('s' as const), q: fc.integer({ min: 1, max: 1e8 }) }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let p: PosicaoEstoque = { q4: 0, custo: 0 };
        for (const o of ops) {
          if (o.t === 'c') {
            const antes = p;
            p = entradaAvco(p, o.q, o.v);
            // the new average lies between the old one and the entry's (or is the entry's after a non-positive balance)
            const ce = custoDaEntrada(o.v, o.q);
            if (antes.q4 <= 0) expect(p.custo).toBe(ce);
            else {
              expect(p.custo).toBeGreaterThanOrEqual(Math.min(antes.custo, ce));
              expect(p.custo).toBeLessThanOrEqual(Math.max(antes.custo, ce));
            }
          } else {
            const antes = p.custo;
            p = saidaAvco(p, -o.q);
            expect(p.custo).toBe(antes);
          }
        }
      }),
    );
  });
});

describe('technical sheets (research vector V4)', () => {
  const [
    FARINHA,
    AGUA,
    FERMENTO,
    SAL,
    AZEITE,
    TOMATE_P,
    OREGANO,
    MUSSARELA,
    CALABRESA,
    CEBOLA,
    TOMATE,
    MANJERICAO,
    CAIXA,
    MASSA,
    MOLHO,
  ] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15];
  const custos = new Map<number, number>([
    [FARINHA, porKg('5')],
    [AGUA, 0],
    [FERMENTO, porKg('40')],
    [SAL, porKg('2')],
    [AZEITE, porKg('48')],
    [TOMATE_P, porKg('12')],
    [OREGANO, porKg('60')],
    [MUSSARELA, porKg('40')],
    [CALABRESA, porKg('30')],
    [CEBOLA, porKg('6')],
    [TOMATE, porKg('8')],
    [MANJERICAO, porKg('80')],
    [CAIXA, custoPorBaseDeUnidade('2.5', 'un')!],
  ]);
  const massa = {
    id: 1,
    insumo_resultante_id: MASSA,
    rendimento_q4: g(1600),
    itens: [
      { insumo_id: FARINHA, q4: g(1000) },
      { insumo_id: AGUA, q4: g(600) },
      { insumo_id: FERMENTO, q4: g(10) },
      { insumo_id: SAL, q4: g(20) },
      { insumo_id: AZEITE, q4: g(30) },
    ],
  };
  const molho = {
    id: 2,
    insumo_resultante_id: MOLHO,
    rendimento_q4: g(1600),
    itens: [
      { insumo_id: TOMATE_P, q4: g(2000) },
      { insumo_id: AZEITE, q4: g(50) },
      { insumo_id: SAL, q4: g(10) },
      { insumo_id: OREGANO, q4: g(5) },
    ],
  };
  const base = {
    rendimento_q4: g(1),
    itens: [
      { insumo_id: MASSA, q4: g(400) },
      { insumo_id: MOLHO, q4: g(120) },
      { insumo_id: CAIXA, q4: g(1) },
    ],
  };
  const sMussarela = {
    rendimento_q4: g(1),
    itens: [
      { insumo_id: MUSSARELA, q4: g(300) },
      { insumo_id: OREGANO, q4: g(2) },
    ],
  };
  const sCalabresa = {
    rendimento_q4: g(1),
    itens: [
      { insumo_id: MUSSARELA, q4: g(150) },
      { insumo_id: CALABRESA, q4: g(180) },
      { insumo_id: CEBOLA, q4: paraQ4(50 * 1.25, 'g')! },
      { insumo_id: OREGANO, q4: g(2) },
    ],
  };
  const sMargherita = {
    rendimento_q4: g(1),
    itens: [
      { insumo_id: MUSSARELA, q4: g(250) },
      { insumo_id: TOMATE, q4: g(100) },
      { insumo_id: MANJERICAO, q4: g(5) },
    ],
  };

  it('costs sub-recipes, the base, each flavour and the CMV exactly', () => {
    const efetivos = resolverCustos(custos, [massa, molho]);
    const c = (id: number) => efetivos.get(id)!;
    const cm = custoDeFicha(massa, c);
    expect(e10ParaReais4(cm.total)).toBe(6.88);
    expect(cm.unitario).toBe(custoPorBaseDeUnidade('0.0043', 'g'));
    expect(custoDeFicha(molho, c).unitario).toBe(custoPorBaseDeUnidade('0.0167', 'g'));
    const b = custoDeFicha(base, c).total;
    expect(e10ParaReais4(b)).toBe(6.224);
    const m = custoDeFicha(sMussarela, c).total;
    const ca = custoDeFicha(sCalabresa, c).total;
    const ma = custoDeFicha(sMargherita, c).total;
    expect([m, ca, ma].map(e10ParaReais4)).toEqual([12.12, 11.895, 11.2]);
    expect(e10ParaCentavos(b + m)).toBe(1834); // 18,344 → 18,34
    expect(cmvPercentual(b + m, 6990)).toBe(26.24);
    expect(e10ParaReais4(b + m / 2n + ca / 2n)).toBe(18.2315);
    expect(e10ParaCentavos(b + m / 2n + ca / 2n)).toBe(1823);
    expect(e10ParaCentavos(b + (m + ca + ma) / 3n)).toBe(1796); // 17,9623
  });

  it('recalculates after flour goes to 6,00/kg', () => {
    const novos = new Map(custos).set(FARINHA, porKg('6'));
    const efetivos = resolverCustos(novos, [massa, molho]);
    expect(efetivos.get(MASSA)).toBe(custoPorBaseDeUnidade('0.004925', 'g'));
    const c = (id: number) => efetivos.get(id)!;
    expect(e10ParaReais4(custoDeFicha(base, c).total + custoDeFicha(sMussarela, c).total)).toBe(18.594);
  });

  it('deducts a half-and-half pizza as in the vector', () => {
    const usos = [
      { ...base, porcoes_q4: g(1), vezes: fracao(1) },
      { ...sMussarela, porcoes_q4: g(1), vezes: fracaoDoSabor(2) },
      { ...sCalabresa, porcoes_q4: g(1), vezes: fracaoDoSabor(2) },
    ];
    const c = consumoDaVenda(usos);
    expect(Object.fromEntries([...c].map(([k, v]) => [k, v / 10_000]))).toEqual({
      [MASSA]: 400,
      [MOLHO]: 120,
      [CAIXA]: 1,
      [MUSSARELA]: 225,
      [OREGANO]: 2,
      [CALABRESA]: 90,
      [CEBOLA]: 31.25,
    });
  });

  it('an order deducts Σ sheets × fractions, thirds included, rounding once per ingredient', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ q: fc.integer({ min: 1, max: 5 }), n: fc.integer({ min: 1, max: 4 }) }), {
          minLength: 1,
          maxLength: 6,
        }),
        (itens) => {
          const usos = itens.flatMap((it) =>
            Array.from({ length: it.n }, () => ({
              ...sMargherita,
              porcoes_q4: g(1),
              vezes: { num: BigInt(it.q), den: BigInt(it.n) },
            })),
          );
          const total = itens.reduce((s, it) => s + it.q, 0);
          expect(consumoDaVenda(usos).get(MUSSARELA)).toBe(g(250) * total);
        },
      ),
    );
  });

  it('refuses a sheet that contains itself through sub-recipes', () => {
    const a = { id: 10, insumo_resultante_id: 100, rendimento_q4: g(1), itens: [{ insumo_id: 101, q4: g(1) }] };
    const b = { id: 11, insumo_resultante_id: 101, rendimento_q4: g(1), itens: [{ insumo_id: 100, q4: g(1) }] };
    expect(() => resolverCustos(new Map(), [a, b])).toThrow(CicloDeFichas);
  });
});
