import type { TenantTx } from '../../../db/tenant.ts';
import { baseParaQ4, q4ParaBase, type UnidadeCodigo } from '@app/shared/domain/estoque-unidades.ts';
import { valorCentavos } from '@app/shared/domain/estoque-custo.ts';
import { consumoDaVenda, fracao, type Fracao, type UsoDeFicha } from '@app/shared/domain/estoque-ficha.ts';
import * as catalogo from '../../catalogo/index.ts';
import * as qb from '../queries/baixas.ts';
import * as qm from '../queries/movimentos.ts';
import { custoUc } from './mapa.ts';
import { lancar } from './razao.ts';

// Automatic deduction of a sale. One `estoque_baixas` row per sale, locked first: deducting a sale whose deduction
// stands is a no-op, giving back one that does not is a no-op, so replays, retries, status bounces and two
// concurrent status changes deduct once. Each ingredient's exit is computed exactly (fractions kept) and rounded
// once per ingredient per sale; a return re-enters exactly what left, at the cost it left with.

export type OrigemVenda = 'pedido' | 'comanda';

export interface ItemVendido {
  produto_id: number | null;
  quantidade: number;
  tamanho: string | null;
  opcoes: { complemento_id: number; opcao_id: number; quantidade?: number }[];
}

/** The sheet for a product or option and size: the size's own sheet, else the any-size one. */
function escolher(fichas: qb.FichaDeVenda[], chave: 'produto_id' | 'opcao_id', id: number, tamanho: string | null) {
  const daqui = fichas.filter((f) => Number(f[chave]) === id);
  return daqui.find((f) => tamanho !== null && f.tamanho === tamanho) ?? daqui.find((f) => f.tamanho === null);
}

/** What the items consume, ingredient → q4 (positive). Flavours split the pizza: n flavours are 1/n each. */
export async function consumoDosItens(tx: TenantTx, itens: ItemVendido[]): Promise<Map<number, number>> {
  const produtoIds = [...new Set(itens.flatMap((i) => (i.produto_id ? [i.produto_id] : [])))];
  const opcaoIds = [...new Set(itens.flatMap((i) => i.opcoes.map((o) => Number(o.opcao_id))))];
  const { fichas, itens: linhas } = await qb.fichasDeVenda(tx, produtoIds, opcaoIds);
  if (!fichas.length) return new Map();
  const porFicha = new Map<number, { insumo_id: number; q4: number }[]>();
  for (const l of linhas) {
    const k = Number(l.ficha_id);
    porFicha.set(k, [
      ...(porFicha.get(k) ?? []),
      { insumo_id: Number(l.insumo_id), q4: baseParaQ4(l.quantidade_base) },
    ]);
  }
  const complementos = [...new Set(itens.flatMap((i) => i.opcoes.map((o) => Number(o.complemento_id))))];
  const tipos = complementos.length ? await catalogo.tiposDeComplementos(tx, complementos) : new Map<number, string>();
  const usos: UsoDeFicha[] = [];
  const usar = (f: qb.FichaDeVenda | undefined, vezes: Fracao) => {
    if (f) usos.push({ itens: porFicha.get(Number(f.id)) ?? [], porcoes_q4: baseParaQ4(f.rendimento_base), vezes });
  };
  for (const it of itens) {
    if (it.produto_id) usar(escolher(fichas, 'produto_id', it.produto_id, it.tamanho), fracao(it.quantidade));
    const sabores = it.opcoes.filter((o) => tipos.get(Number(o.complemento_id)) === 'sabor').length;
    for (const o of it.opcoes) {
      const sabor = tipos.get(Number(o.complemento_id)) === 'sabor';
      const vezes = sabor ? fracao(it.quantidade, sabores) : fracao(it.quantidade * (o.quantidade ?? 1));
      usar(escolher(fichas, 'opcao_id', Number(o.opcao_id), it.tamanho), vezes);
    }
  }
  return consumoDaVenda(usos);
}

/**
 * Deducts a sale once. Returns the movement ids posted (none when it was already deducted). What the items consume
 * is read first: a sale with nothing to deduct (none of its products or options has a sheet, the usual order of a
 * business without stock control) writes nothing, not even its row — a missing row reads as a sale not deducted,
 * so `/vendas/aplicar-baixa` may still deduct it later, as before.
 */
export async function aplicarVenda(
  tx: TenantTx,
  origem: OrigemVenda,
  origemId: number,
  itens: ItemVendido[],
  usuarioId: number | null,
): Promise<number[]> {
  const consumo = await consumoDosItens(tx, itens);
  if (consumo.size === 0) return [];
  const baixa = await qb.travarBaixa(tx, origem, origemId);
  if (baixa.ativa) return [];
  const ciclo = baixa.ciclo + 1;
  const movs = await qb.lancarSaidasDeVenda(
    tx,
    [...consumo.keys()].sort((a, b) => a - b).map((id) => ({ insumo_id: id, qtde_base: q4ParaBase(consumo.get(id)!) })),
    { origem_tipo: origem, origem_id: origemId, baixa_id: baixa.id, ciclo, criado_por: usuarioId },
  );
  // a sale with nothing to deduct (no sheets yet) stays open: /vendas/aplicar-baixa may deduct it later
  if (movs.length) await qb.marcarBaixa(tx, baixa.id, true, ciclo);
  return movs;
}

/** Gives a sale's deduction back (cancelled order, reopened tab): exactly what left, at the cost it left with. */
export async function estornarVenda(tx: TenantTx, origem: OrigemVenda, origemId: number, usuarioId: number | null) {
  const baixa = await qb.travarBaixa(tx, origem, origemId);
  if (!baixa.ativa) return [];
  const saidas = await qm.saidasDaBaixa(tx, baixa.id, baixa.ciclo);
  const movs: number[] = [];
  for (const s of saidas) {
    const q4 = -baseParaQ4(s.qtde_base);
    movs.push(
      await lancar(tx, {
        insumoId: Number(s.insumo_id),
        tipo: 'estorno_venda',
        q4,
        totalCentavos: valorCentavos(q4, custoUc(s.custo_unitario_base)),
        qtdeInformada: q4ParaBase(q4),
        unidade: s.unidade as UnidadeCodigo,
        origemTipo: origem,
        origemId,
        baixaId: baixa.id,
        ciclo: baixa.ciclo,
        usuarioId,
      }),
    );
  }
  await qb.marcarBaixa(tx, baixa.id, false, baixa.ciclo);
  return movs;
}
