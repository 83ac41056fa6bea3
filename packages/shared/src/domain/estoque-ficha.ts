// Technical sheets (fichas técnicas): the cost of a recipe from its items, sub-recipes resolved to their unit
// cost, cycles refused, and what a sale consumes. Units as in estoque-unidades.ts (q4, uc) and estoque-custo.ts
// (e10 = 1e-10 cent).
import { dividirArredondando } from './estoque-unidades.ts';
import { valorE10 } from './estoque-custo.ts';

export const TIPOS_FICHA = ['produto', 'opcao', 'producao'] as const;
export type TipoFicha = (typeof TIPOS_FICHA)[number];

export interface ItemDeFicha {
  insumo_id: number;
  /** Gross quantity in base units (q4), correction factor already applied. */
  q4: number;
}

export interface FichaParaCusto {
  id: number;
  /** The ingredient this sheet produces (sub-recipe), if any. */
  insumo_resultante_id: number | null;
  /** What one batch yields, q4 of the base unit (portions: 1 un = 10 000). */
  rendimento_q4: number;
  itens: ItemDeFicha[];
}

export interface CustoDeFicha {
  /** Each item's cost in the recipe (`custo_na_porcao`), e10, in the order of the items. */
  itens: { insumo_id: number; custo_unitario: number; custo: bigint }[];
  total: bigint;
  /** Cost per base unit of the yield (`custo_unitario_saida_base`), uc. */
  unitario: number;
}

export class CicloDeFichas extends Error {
  constructor(public readonly caminho: number[]) {
    super(`Ficha técnica contém a si mesma pelas sub-receitas (fichas ${caminho.join(' → ')})`);
  }
}

/**
 * Unit costs (uc) of every ingredient as seen by recipes: a produced ingredient with a sheet costs its sheet's
 * unit cost (recursively), any other its average cost. Throws CicloDeFichas when a sheet uses, directly or
 * through sub-recipes, the ingredient it produces.
 */
export function resolverCustos(custosInsumos: Map<number, number>, fichas: FichaParaCusto[]): Map<number, number> {
  const produtora = new Map<number, FichaParaCusto>();
  for (const f of fichas) if (f.insumo_resultante_id !== null) produtora.set(f.insumo_resultante_id, f);
  const pronto = new Map<number, number>();
  const emCurso: number[] = [];
  const custoDe = (insumoId: number): number => {
    const feito = pronto.get(insumoId);
    if (feito !== undefined) return feito;
    const f = produtora.get(insumoId);
    if (!f) {
      const c = custosInsumos.get(insumoId) ?? 0;
      pronto.set(insumoId, c);
      return c;
    }
    const i = emCurso.indexOf(f.id);
    if (i >= 0) throw new CicloDeFichas([...emCurso.slice(i), f.id]);
    emCurso.push(f.id);
    const c = custoDeFicha(f, custoDe).unitario;
    emCurso.pop();
    pronto.set(insumoId, c);
    return c;
  };
  for (const id of custosInsumos.keys()) custoDe(id);
  for (const f of fichas) {
    if (f.insumo_resultante_id !== null) custoDe(f.insumo_resultante_id);
    for (const it of f.itens) custoDe(it.insumo_id);
  }
  return pronto;
}

/** Whether a sheet would reach itself: `resultante` used (directly or through sub-recipes) by the items. */
export function verificarCiclos(fichas: FichaParaCusto[]): void {
  resolverCustos(new Map(), fichas);
}

/** A sheet's cost from its items' unit costs (uc per base unit). */
export function custoDeFicha(f: Pick<FichaParaCusto, 'itens' | 'rendimento_q4'>, custo: (insumoId: number) => number) {
  let total = 0n;
  const itens = f.itens.map((it) => {
    const c = custo(it.insumo_id);
    const v = valorE10(it.q4, c);
    total += v;
    return { insumo_id: it.insumo_id, custo_unitario: c, custo: v };
  });
  const unitario = f.rendimento_q4 > 0 ? Number(dividirArredondando(total, BigInt(f.rendimento_q4))) : 0;
  return { itens, total, unitario } satisfies CustoDeFicha;
}

/** An exact fraction, for pizza flavours (½, ⅓, ¼) and per-portion yields. */
export interface Fracao {
  num: bigint;
  den: bigint;
}

export interface UsoDeFicha {
  /** The sheet's items, q4 per batch. */
  itens: ItemDeFicha[];
  /** Portions one batch yields (product and option sheets: `rendimento_qtde`, usually 1). */
  porcoes_q4: number;
  /** Portions consumed: item quantity × flavour fraction. */
  vezes: Fracao;
}

/**
 * What a sale consumes, per ingredient (q4, positive): Σ sheet item × portions sold / portions per batch, kept
 * as an exact fraction per ingredient and rounded half-up once per ingredient per sale — so ⅓ + ⅓ + ⅓ of a
 * flavour is exactly one flavour and a half-and-half pizza never loses a ten-thousandth to rounding.
 */
export function consumoDaVenda(usos: UsoDeFicha[]): Map<number, number> {
  const acc = new Map<number, Fracao>();
  for (const u of usos) {
    const den = u.vezes.den * BigInt(u.porcoes_q4);
    for (const it of u.itens) {
      const num = BigInt(it.q4) * u.vezes.num * 10_000n;
      const a = acc.get(it.insumo_id);
      acc.set(it.insumo_id, a ? { num: a.num * den + num * a.den, den: a.den * den } : { num, den });
    }
  }
  const out = new Map<number, number>();
  for (const [id, f] of acc) {
    const q = Number(dividirArredondando(f.num, f.den));
    if (q !== 0) out.set(id, q);
  }
  return out;
}

/** The fraction of a pizza one of its `n` flavours is. */
export function fracaoDoSabor(n: number): Fracao {
  return { num: 1n, den: BigInt(Math.max(1, n)) };
}

export function fracao(num: number, den = 1): Fracao {
  return { num: BigInt(num), den: BigInt(den) };
}
