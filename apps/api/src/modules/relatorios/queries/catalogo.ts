import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { limites, sqlVendas, type FiltrosVenda, type Periodo } from './base.ts';

// What was sold: the items of the period's sales (orders' items; tabs' items not cancelled), with the product's
// category as the catalogue has it now, and the options chosen (`escolhas.opcoes`).

export function sqlItens(tx: TenantTx, p: Periodo, f: FiltrosVenda): SQL {
  const { de, ate } = limites(p);
  // escolhas: {tamanho, opcoes: [{complemento_id, opcao_id, quantidade?}]} (older rows: the bare list)
  const opcoes = (c: string) =>
    sql.raw(`CASE WHEN jsonb_typeof(${c}.escolhas) = 'object' THEN ${c}.escolhas -> 'opcoes' ELSE ${c}.escolhas END`);
  return sql`
    WITH v AS (${sqlVendas(tx, de, ate, p.tz, f)}),
    it AS (
      SELECT v.dia, v.tipo, v.canal, pi.produto_id, pi.nome, pi.quantidade, pi.preco_unitario_centavos AS preco,
        ${opcoes('pi')} AS opcoes
      FROM v JOIN pedido_itens pi ON pi.empresa_id = ${tx.empresaId} AND pi.pedido_id = v.id
      WHERE v.venda AND v.origem = 'pedido'
      UNION ALL
      SELECT v.dia, v.tipo, v.canal, ci.produto_id, ci.nome, ci.quantidade, ci.preco_unitario_centavos, ${opcoes('ci')}
      FROM v JOIN comanda_itens ci ON ci.empresa_id = ${tx.empresaId} AND ci.comanda_id = v.id AND ci.status <> 'cancelado'
      WHERE v.venda AND v.origem = 'comanda')`;
}

export interface ProdutoSoma {
  produto_id: number | null;
  produto: string;
  categoria_id: number | null;
  categoria: string;
  quantidade: number;
  faturamento: number;
}

/**
 * Quantity and revenue (cents) per product, from the daily product rollup (exact: rewritten per day from the
 * items, as the sales rollup); a product deleted since is grouped by its name at the sale, without a category.
 */
export async function produtos(tx: TenantTx, p: Periodo, f: FiltrosVenda): Promise<ProdutoSoma[]> {
  const filtros = sql.join(
    [f.canal ? sql`AND r.canal = ${f.canal}` : sql``, f.tipo ? sql`AND r.tipo = ${f.tipo}` : sql``],
    sql` `,
  );
  return queryRows(
    tx,
    sql`SELECT pr.id::int AS produto_id, COALESCE(pr.nome, min(r.nome)) AS produto, ca.id::int AS categoria_id,
               COALESCE(ca.nome, 'Sem categoria') AS categoria, sum(r.quantidade)::float8 AS quantidade,
               sum(r.faturamento_centavos)::float8 AS faturamento
        FROM relatorio_produtos_diarios r
        LEFT JOIN produtos pr ON pr.empresa_id = ${tx.empresaId} AND pr.id = r.produto_id
        LEFT JOIN categorias ca ON ca.empresa_id = ${tx.empresaId} AND ca.id = pr.categoria_id
        WHERE r.empresa_id = ${tx.empresaId} AND r.dia BETWEEN ${p.inicio}::date AND ${p.fim}::date ${filtros}
        GROUP BY pr.id, pr.nome, ca.id, ca.nome, CASE WHEN pr.id IS NULL THEN r.nome END
        ORDER BY 6 DESC, 2`,
  );
}

export interface OpcaoSoma {
  opcao_id: number;
  opcao: string;
  complemento: string | null;
  quantidade: number;
  faturamento: number;
}

/**
 * Units and revenue (cents) per option, leaving out options flagged `ignorar_relatorio` (and options deleted
 * since). Orders keep no per-option price, so revenue is units × the option's price in its complement today.
 */
export async function opcoes(tx: TenantTx, p: Periodo, f: FiltrosVenda, produtoId?: number): Promise<OpcaoSoma[]> {
  const doProduto = produtoId === undefined ? sql`` : sql`AND it.produto_id = ${produtoId}`;
  return queryRows(
    tx,
    sql`${sqlItens(tx, p, f)},
        es AS (
          SELECT (e ->> 'opcao_id')::bigint AS opcao_id, (e ->> 'complemento_id')::bigint AS complemento_id,
                 COALESCE((e ->> 'quantidade')::int, 1) * it.quantidade AS unidades
          FROM it CROSS JOIN LATERAL jsonb_array_elements(
            CASE WHEN jsonb_typeof(it.opcoes) = 'array' THEN it.opcoes ELSE '[]'::jsonb END) e
          WHERE (e ->> 'opcao_id') ~ '^[0-9]{1,15}$' ${doProduto})
        SELECT o.id::int AS opcao_id, o.nome AS opcao, min(c.nome) AS complemento, sum(es.unidades)::float8 AS quantidade,
               sum(es.unidades * COALESCE(co.preco_centavos, o.preco_centavos))::float8 AS faturamento
        FROM es
        JOIN opcoes o ON o.empresa_id = ${tx.empresaId} AND o.id = es.opcao_id AND NOT o.ignorar_relatorio
        LEFT JOIN complementos c ON c.empresa_id = ${tx.empresaId} AND c.id = es.complemento_id
        LEFT JOIN complementos_opcoes co ON co.empresa_id = ${tx.empresaId} AND co.complemento_id = es.complemento_id
          AND co.opcao_id = es.opcao_id
        GROUP BY o.id, o.nome
        ORDER BY 4 DESC, 2`,
  );
}

export async function nomeProduto(tx: TenantTx, id: number): Promise<string | null> {
  const [r] = await queryRows<{ nome: string }>(
    tx,
    sql`SELECT nome FROM produtos WHERE empresa_id = ${tx.empresaId} AND id = ${id}`,
  );
  return r?.nome ?? null;
}
