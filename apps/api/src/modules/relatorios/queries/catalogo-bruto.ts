import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import type { FiltrosVenda, Periodo } from './base.ts';
import { sqlEscolhas, sqlItens, sqlOpcoesDe, sqlProdutosDe, type OpcaoSoma, type ProdutoSoma } from './catalogo.ts';

// The catalogue answers computed from the raw items of the period (no rollup): what the rollups must equal, for
// the tests and the bench's before/after. Not used by the routes.

export function produtosBrutos(tx: TenantTx, p: Periodo, f: FiltrosVenda): Promise<ProdutoSoma[]> {
  const fonte = sql`${sqlItens(tx, p, f)}
    SELECT it.produto_id, it.nome, it.quantidade, it.quantidade * it.preco AS faturamento FROM it`;
  return queryRows(tx, sqlProdutosDe(tx, fonte));
}

export function opcoesBrutas(tx: TenantTx, p: Periodo, f: FiltrosVenda, produtoId?: number): Promise<OpcaoSoma[]> {
  const doProduto = produtoId === undefined ? sql`` : sql`WHERE es.produto_id = ${produtoId}`;
  const fonte = sql`${sqlEscolhas(tx, p, f)} SELECT es.opcao_id, es.complemento_id, es.unidades FROM es ${doProduto}`;
  return queryRows(tx, sqlOpcoesDe(tx, fonte));
}
