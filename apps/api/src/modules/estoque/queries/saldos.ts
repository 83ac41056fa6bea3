import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import type { SaldosQuery } from '@app/shared/schemas/estoque-movimentos.ts';
import type { InsumoLinha } from './insumos.ts';

// Balances: one row per active, stock-controlled ingredient, below-minimum first. The totals (stock value, counts)
// are summed in SQL numeric over all of them, not over the page.

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export async function listar(tx: TenantTx, q: SaldosQuery) {
  const where = sql`i.empresa_id = ${tx.empresaId} AND i.ativo AND i.controla_estoque
    ${q.search ? sql`AND i.nome ILIKE ${like(q.search)}` : sql``}
    ${q.categoria_id ? sql`AND i.categoria_id = ${q.categoria_id}` : sql``}
    ${q.abaixo_minimo === undefined ? sql`` : sql`AND (i.qtde_base <= i.estoque_minimo_base) = ${q.abaixo_minimo}`}`;
  const linhas = await queryRows<InsumoLinha>(
    tx,
    sql`
    SELECT i.id::float8 AS id, i.nome, i.categoria_id::float8 AS categoria_id, i.fornecedor_id::float8 AS fornecedor_id,
      i.tipo_insumo, i.unidade_padrao, i.custo_por_un_base::text AS custo_por_un_base,
      i.estoque_minimo_base::text AS estoque_minimo_base, i.qtde_base::text AS qtde_base, i.controla_estoque,
      i.compoe_cmv, i.ativo, i.criado_em, i.atualizado_em, c.nome AS categoria_nome, NULL AS fornecedor_nome
    FROM insumos i LEFT JOIN insumo_categorias c ON c.empresa_id = i.empresa_id AND c.id = i.categoria_id
    WHERE ${where}
    ORDER BY (i.qtde_base <= i.estoque_minimo_base) DESC, i.nome, i.id
    LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`,
  );
  const [t] = await queryRows<{ n: number; valor: string; abaixo: number; negativos: number }>(
    tx,
    sql`SELECT count(*)::int AS n,
      coalesce(round(sum(i.qtde_base * i.custo_por_un_base), 2), 0)::text AS valor,
      count(*) FILTER (WHERE i.qtde_base <= i.estoque_minimo_base)::int AS abaixo,
      count(*) FILTER (WHERE i.qtde_base < 0)::int AS negativos
    FROM insumos i WHERE ${where}`,
  );
  return {
    linhas,
    total: Number(t?.n ?? 0),
    valor: t?.valor ?? '0',
    abaixo: t?.abaixo ?? 0,
    negativos: t?.negativos ?? 0,
  };
}

/** The shell's warning: two counts over the partial index insumos_alerta_idx. */
export async function alertas(tx: TenantTx) {
  const [l] = await queryRows<{ abaixo: number; negativos: number }>(
    tx,
    sql`SELECT count(*)::int AS abaixo, count(*) FILTER (WHERE qtde_base < 0)::int AS negativos
    FROM insumos WHERE empresa_id = ${tx.empresaId} AND ativo AND controla_estoque
      AND qtde_base <= estoque_minimo_base`,
  );
  return { abaixo_minimo: Number(l?.abaixo ?? 0), negativos: Number(l?.negativos ?? 0) };
}
