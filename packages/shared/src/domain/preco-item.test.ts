import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  calcularPrecoItem,
  combinarSabores,
  montarItemPedido,
  type ComplementoPrecificavel,
  type EscolhaItem,
  type ProdutoPrecificavel,
} from './preco-item.ts';
import { produtoPrecificavel } from './preco-item-api.ts';

const TAMANHOS = ['Broto', 'Média', 'Grande'];

function pizza(over: Partial<ProdutoPrecificavel> = {}): ProdutoPrecificavel {
  return {
    nome: 'Pizza',
    tipo: 'pizza',
    preco_centavos: 0,
    max_sabores: 2,
    regra_preco: 'maior',
    tamanhos: [
      { nome: 'Média', preco_centavos: 0 },
      { nome: 'Grande', preco_centavos: 500 },
    ],
    complementos: [
      {
        id: 1,
        nome: 'Sabores',
        tipo: 'sabor',
        min_escolhas: 1,
        max_escolhas: 4,
        obrigatorio: true,
        opcoes: [
          { id: 10, nome: 'Calabresa', preco_centavos: 4000, precos_tamanho: { Grande: 5500 } },
          { id: 11, nome: 'Portuguesa', preco_centavos: 4500, precos_tamanho: { Grande: 6050 } },
          { id: 12, nome: 'Camarão', preco_centavos: 6000 },
        ],
      },
      {
        id: 2,
        nome: 'Escolha a borda',
        tipo: 'borda',
        min_escolhas: 0,
        max_escolhas: 1,
        obrigatorio: false,
        opcoes: [{ id: 20, nome: 'Catupiry', preco_centavos: 800, precos_tamanho: { Grande: 1000 } }],
      },
      {
        id: 3,
        nome: 'Adicionais',
        tipo: 'adicional',
        min_escolhas: 0,
        max_escolhas: 3,
        obrigatorio: false,
        opcoes: [{ id: 30, nome: 'Bacon', preco_centavos: 450 }],
      },
    ],
    ...over,
  };
}

describe('calcularPrecoItem — examples', () => {
  it('half-and-half with crust on a large pizza, most expensive flavour rule', () => {
    const r = calcularPrecoItem(pizza(), {
      tamanho: 'Grande',
      opcoes: [
        { complemento_id: 1, opcao_id: 10 },
        { complemento_id: 1, opcao_id: 11 },
        { complemento_id: 2, opcao_id: 20 },
        { complemento_id: 3, opcao_id: 30, quantidade: 2 },
      ],
    });
    expect(r).toEqual({
      ok: true,
      valor: {
        preco_unitario_centavos: 500 + 6050 + 1000 + 900,
        base_centavos: 500,
        sabores_centavos: 6050,
        adicionais_centavos: 1900,
      },
    });
  });

  it('average rule rounds half-up to the cent', () => {
    const r = calcularPrecoItem(pizza({ regra_preco: 'media' }), {
      tamanho: 'Grande',
      opcoes: [
        { complemento_id: 1, opcao_id: 10 },
        { complemento_id: 1, opcao_id: 11 },
      ],
    });
    expect(r.ok && r.valor.sabores_centavos).toBe(5775); // (5500 + 6050) / 2
    expect(combinarSabores([1, 2], 'media')).toBe(2); // 1,5 → 2
    expect(combinarSabores([100, 100, 101], 'media')).toBe(100); // 100,33 → 100
    expect(combinarSabores([100, 101, 101], 'media')).toBe(101); // 100,67 → 101
  });

  it('explains in Portuguese what is wrong', () => {
    const r = calcularPrecoItem(pizza(), {
      opcoes: [
        { complemento_id: 2, opcao_id: 20 },
        { complemento_id: 3, opcao_id: 99 },
      ],
    });
    expect(r).toEqual({
      ok: false,
      erros: [
        'Escolha um tamanho',
        'Opção indisponível em "Adicionais"',
        'Escolha pelo menos 1 opção em "Sabores"',
        'Escolha de 1 a 2 sabores',
      ],
    });
    const tres = calcularPrecoItem(pizza(), {
      tamanho: 'Média',
      opcoes: [10, 11, 12].map((id) => ({ complemento_id: 1, opcao_id: id })),
    });
    expect(tres).toEqual({ ok: false, erros: ['Escolha de 1 a 2 sabores'] });
    const dupla = calcularPrecoItem(pizza(), {
      tamanho: 'Média',
      opcoes: [
        { complemento_id: 1, opcao_id: 10 },
        { complemento_id: 2, opcao_id: 20, quantidade: 2 },
      ],
    });
    expect(dupla).toEqual({ ok: false, erros: ['Em "Escolha a borda" cada opção conta uma vez'] });
    expect(calcularPrecoItem(pizza(), { tamanho: 'Família', opcoes: [{ complemento_id: 1, opcao_id: 10 }] })).toEqual({
      ok: false,
      erros: ['Tamanho indisponível: Família'],
    });
    expect(
      calcularPrecoItem(pizza(), {
        tamanho: 'Média',
        opcoes: [
          { complemento_id: 1, opcao_id: 10 },
          { complemento_id: 3, opcao_id: 30, quantidade: 4 },
        ],
      }),
    ).toEqual({ ok: false, erros: ['Quantidade inválida em "Adicionais"'] });
  });

  it('a simple product without complements costs its price', () => {
    const lata: ProdutoPrecificavel = {
      nome: 'Refrigerante lata',
      tipo: 'simples',
      preco_centavos: 650,
      tamanhos: [],
      max_sabores: 1,
      regra_preco: 'maior',
      complementos: [],
    };
    expect(calcularPrecoItem(lata, { opcoes: [] })).toEqual({
      ok: true,
      valor: { preco_unitario_centavos: 650, base_centavos: 650, sabores_centavos: 0, adicionais_centavos: 0 },
    });
    expect(calcularPrecoItem(lata, { tamanho: 'Grande', opcoes: [] })).toEqual({
      ok: false,
      erros: ['Este produto não tem tamanhos'],
    });
  });
});

describe('montarItemPedido — the order snapshot', () => {
  it('builds sabores, borda and complementos with categoryName/complementName/quantity', () => {
    const r = montarItemPedido(pizza(), {
      tamanho: 'Grande',
      opcoes: [
        { complemento_id: 1, opcao_id: 10 },
        { complemento_id: 1, opcao_id: 11 },
        { complemento_id: 2, opcao_id: 20 },
        { complemento_id: 3, opcao_id: 30, quantidade: 2 },
      ],
    });
    expect(r).toEqual({
      ok: true,
      valor: {
        nome: 'Pizza (Grande)',
        tamanho: 'Grande',
        preco_unitario_centavos: 8450,
        sabores: ['Calabresa', 'Portuguesa'],
        borda: 'Catupiry',
        complementos: [{ categoryName: 'Adicionais', complementName: 'Bacon', quantity: 2 }],
      },
    });
  });

  it('converts the API shape in reais into cents exactly', () => {
    const p = produtoPrecificavel({
      nome: 'X-Burguer',
      tipo: 'simples',
      preco: 29.9,
      tamanhos: [],
      max_sabores: 1,
      regra_preco: 'media',
      complementos: [
        {
          id: 5,
          nome: 'Adicionais',
          tipo: 'adicional',
          min_escolhas: 0,
          max_escolhas: 5,
          obrigatorio: false,
          opcoes: [
            { opcao_id: 7, nome: 'Ovo', preco: 0.1, precos_tamanho: [] },
            { opcao_id: 8, nome: 'Cheddar', preco: 0.2, precos_tamanho: [] },
          ],
        },
      ],
    });
    const r = calcularPrecoItem(p, {
      opcoes: [
        { complemento_id: 5, opcao_id: 7 },
        { complemento_id: 5, opcao_id: 8 },
      ],
    });
    expect(r.ok && r.valor.preco_unitario_centavos).toBe(3020); // 29,90 + 0,10 + 0,20, no float drift
  });
});

// ---------- properties ----------

const cents = fc.integer({ min: 0, max: 2_000_000 });
const opcao = (id: number) =>
  fc.record({
    id: fc.constant(id),
    nome: fc.constant(`Opção ${id}`),
    preco_centavos: cents,
    precos_tamanho: fc.dictionary(fc.constantFrom(...TAMANHOS), cents, { maxKeys: 3 }),
  });
const complemento = (id: number, tipo: ComplementoPrecificavel['tipo']) =>
  fc
    .tuple(
      fc.integer({ min: 0, max: 3 }),
      fc.integer({ min: 0, max: 4 }),
      fc.array(fc.constant(0), { minLength: 1, maxLength: 5 }),
    )
    .chain(([min, extra, ops]) =>
      fc.tuple(...ops.map((_, i) => opcao(id * 100 + i))).map((opcoes): ComplementoPrecificavel => ({
        id,
        nome: `Comp ${id}`,
        tipo,
        min_escolhas: min,
        max_escolhas: Math.max(1, min + extra),
        obrigatorio: min > 0,
        opcoes,
      })),
    );

const produtoArb = fc
  .record({
    tipo: fc.constantFrom<'simples' | 'pizza'>('simples', 'pizza'),
    preco_centavos: cents,
    tamanhos: fc
      .subarray(TAMANHOS)
      .chain((nomes) => fc.tuple(...nomes.map((nome) => cents.map((preco_centavos) => ({ nome, preco_centavos }))))),
    max_sabores: fc.integer({ min: 1, max: 4 }),
    regra_preco: fc.constantFrom<'maior' | 'media'>('maior', 'media'),
    complementos: fc.tuple(complemento(1, 'sabor'), complemento(2, 'borda'), complemento(3, 'adicional')),
  })
  .map((p): ProdutoPrecificavel => ({ nome: 'P', ...p, complementos: [...p.complementos] }));

/** Random choices: any options of any complement, any quantities (valid or not). */
const escolhaArb = (p: ProdutoPrecificavel) =>
  fc.record({
    tamanho: p.tamanhos.length ? fc.constantFrom(...p.tamanhos.map((t) => t.nome)) : fc.constant(null),
    opcoes: fc
      .uniqueArray(
        fc.constantFrom(
          ...p.complementos.flatMap((c) => c.opcoes.map((o) => ({ complemento_id: c.id, opcao_id: o.id }))),
        ),
        { selector: (e) => `${e.complemento_id}:${e.opcao_id}`, maxLength: 8 },
      )
      .chain((sel) =>
        fc.tuple(...sel.map((e) => fc.integer({ min: 1, max: 3 }).map((q) => ({ ...e, quantidade: q })))),
      ),
  }) as fc.Arbitrary<EscolhaItem>;

const casos = produtoArb.chain((p) => escolhaArb(p).map((e) => [p, e] as const));

describe('calcularPrecoItem — properties', () => {
  it('is never negative and always an exact integer number of cents', () => {
    fc.assert(
      fc.property(casos, ([p, e]) => {
        const r = calcularPrecoItem(p, e);
        if (!r.ok) return true;
        const v = r.valor;
        return (
          Number.isSafeInteger(v.preco_unitario_centavos) &&
          v.preco_unitario_centavos >= 0 &&
          v.preco_unitario_centavos === v.base_centavos + v.sabores_centavos + v.adicionais_centavos
        );
      }),
      { numRuns: 500 },
    );
  });

  it('the "most expensive" rule is never cheaper than the "average" rule for the same choices', () => {
    fc.assert(
      fc.property(casos, ([p, e]) => {
        const maior = calcularPrecoItem({ ...p, regra_preco: 'maior' }, e);
        const media = calcularPrecoItem({ ...p, regra_preco: 'media' }, e);
        expect(maior.ok).toBe(media.ok);
        if (maior.ok && media.ok)
          expect(maior.valor.preco_unitario_centavos).toBeGreaterThanOrEqual(media.valor.preco_unitario_centavos);
      }),
      { numRuns: 500 },
    );
  });

  it('the flavour part lies between the cheapest and the most expensive flavour', () => {
    fc.assert(
      fc.property(
        fc.array(cents, { minLength: 1, maxLength: 4 }),
        fc.constantFrom<'maior' | 'media'>('maior', 'media'),
        (precos, regra) => {
          const v = combinarSabores(precos, regra);
          return Number.isInteger(v) && v >= Math.min(...precos) && v <= Math.max(...precos);
        },
      ),
    );
  });

  it('accepts a choice only when every complement min/max and the flavour count hold', () => {
    fc.assert(
      fc.property(casos, ([p, e]) => {
        const r = calcularPrecoItem(p, e);
        const qtd = (id: number) =>
          e.opcoes.filter((o) => o.complemento_id === id).reduce((a, o) => a + (o.quantidade ?? 1), 0);
        const dentro = p.complementos.every(
          (c) => qtd(c.id) >= Math.max(c.min_escolhas, c.obrigatorio ? 1 : 0) && qtd(c.id) <= c.max_escolhas,
        );
        const sabores = e.opcoes.filter((o) => o.complemento_id === 1).length;
        const saboresOk = p.tipo !== 'pizza' || (sabores >= 1 && sabores <= p.max_sabores);
        const unidades = e.opcoes.every((o) => o.complemento_id === 3 || (o.quantidade ?? 1) === 1);
        expect(r.ok).toBe(dentro && saboresOk && unidades);
      }),
      { numRuns: 1000 },
    );
  });

  it('the snapshot carries the same price as the price function', () => {
    fc.assert(
      fc.property(casos, ([p, e]) => {
        const preco = calcularPrecoItem(p, e);
        const item = montarItemPedido(p, e);
        expect(item.ok).toBe(preco.ok);
        if (item.ok && preco.ok) {
          expect(item.valor.preco_unitario_centavos).toBe(preco.valor.preco_unitario_centavos);
          expect(item.valor.complementos.every((c) => c.quantity >= 1)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });
});
