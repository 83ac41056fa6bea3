import type { TenantTx } from '../../../db/tenant.ts';
import { conflict } from '../../../lib/errors.ts';
import { baseParaQ4 } from '@app/shared/domain/estoque-unidades.ts';
import { CicloDeFichas, custoDeFicha, resolverCustos, type FichaParaCusto } from '@app/shared/domain/estoque-ficha.ts';
import * as qi from '../queries/insumos.ts';
import * as qf from '../queries/fichas.ts';
import { custoUc } from './mapa.ts';

// The cost book of a business at this moment: every ingredient, every sheet and its items, and the unit cost of
// each ingredient as recipes see it (a produced ingredient costs its sheet's unit cost, recursively). Built per
// request from three queries; a sheet that reaches itself through sub-recipes is a 409.

export interface LivroDeCustos {
  insumos: Map<number, qi.InsumoLinha>;
  fichas: Map<number, qf.FichaLinha>;
  itens: Map<number, qf.ItemLinha[]>;
  /** uc per base unit, as recipes see it. */
  custo: Map<number, number>;
  paraCusto: Map<number, FichaParaCusto>;
}

export function paraCusto(f: qf.FichaLinha, itens: qf.ItemLinha[]): FichaParaCusto {
  return {
    id: Number(f.id),
    insumo_resultante_id:
      f.tipo_ficha === 'producao' && f.insumo_resultante_id !== null ? Number(f.insumo_resultante_id) : null,
    rendimento_q4: baseParaQ4(f.rendimento_base),
    itens: itens.map((i) => ({ insumo_id: Number(i.insumo_id), q4: baseParaQ4(i.quantidade_base) })),
  };
}

export async function carregarLivro(tx: TenantTx): Promise<LivroDeCustos> {
  const [insumos, fichas, itens] = await Promise.all([qi.todos(tx), qf.todas(tx), qf.itensDe(tx)]);
  const porFicha = new Map<number, qf.ItemLinha[]>();
  for (const i of itens) {
    const k = Number(i.ficha_id);
    const l = porFicha.get(k);
    if (l) l.push(i);
    else porFicha.set(k, [i]);
  }
  const fichasMap = new Map(fichas.map((f) => [Number(f.id), f]));
  const pc = new Map(fichas.map((f) => [Number(f.id), paraCusto(f, porFicha.get(Number(f.id)) ?? [])]));
  const base = new Map(insumos.map((i) => [Number(i.id), custoUc(i.custo_por_un_base)]));
  return {
    insumos: new Map(insumos.map((i) => [Number(i.id), i])),
    fichas: fichasMap,
    itens: porFicha,
    custo: resolverSemCiclo(
      base,
      [...pc.values()].filter((f) => fichasMap.get(f.id)!.ativo),
    ),
    paraCusto: pc,
  };
}

/** resolverCustos, a cycle turned into the API's 409. */
export function resolverSemCiclo(base: Map<number, number>, fichas: FichaParaCusto[]): Map<number, number> {
  try {
    return resolverCustos(base, fichas);
  } catch (e) {
    if (e instanceof CicloDeFichas)
      throw conflict('A ficha técnica contém a si mesma pelas sub-receitas: retire o insumo que fecha o ciclo');
    throw e;
  }
}

export function custoDaFicha(livro: LivroDeCustos, fichaId: number) {
  const f = livro.paraCusto.get(fichaId)!;
  return custoDeFicha(f, (id) => livro.custo.get(id) ?? 0);
}

/**
 * The sheets whose cost an ingredient moves: those using it, and, through sub-recipes, those using an ingredient
 * produced by one of those.
 */
export function fichasAfetadas(livro: LivroDeCustos, insumoId: number): number[] {
  const afetadas = new Set<number>();
  const fila = [insumoId];
  const vistos = new Set<number>();
  while (fila.length) {
    const ins = fila.pop()!;
    if (vistos.has(ins)) continue;
    vistos.add(ins);
    for (const f of livro.paraCusto.values()) {
      if (!f.itens.some((i) => i.insumo_id === ins)) continue;
      afetadas.add(f.id);
      if (f.insumo_resultante_id !== null) fila.push(f.insumo_resultante_id);
    }
  }
  return [...afetadas];
}

/** A sheet and the sub-recipe sheets under it, sub-recipes first (what /recalcular stores). */
export function comSubReceitas(livro: LivroDeCustos, fichaId: number): number[] {
  const produtora = new Map<number, number>();
  for (const f of livro.paraCusto.values())
    if (f.insumo_resultante_id !== null) produtora.set(f.insumo_resultante_id, f.id);
  const ordem: number[] = [];
  const emCurso = new Set<number>();
  const visitar = (id: number) => {
    if (ordem.includes(id) || emCurso.has(id)) return;
    emCurso.add(id);
    for (const it of livro.paraCusto.get(id)?.itens ?? []) {
      const sub = produtora.get(it.insumo_id);
      if (sub !== undefined && sub !== id) visitar(sub);
    }
    ordem.push(id);
  };
  visitar(fichaId);
  return ordem;
}
