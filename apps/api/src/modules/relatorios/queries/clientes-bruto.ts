import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { limites, sqlVendas, type Periodo } from './base.ts';
import { filtroBusca, ORDEM_CLIENTES, type ClienteLinha, type ClientesResumo, type OpcoesTabela } from './clientes.ts';

// The customers' answers computed from the raw orders and tabs of the period and each customer's history (no
// rollup): what the customers' rollup must equal (D-300), for the tests and the bench's before/after. Not used by
// the routes.

/** Per customer with a sale in the period: sales, net cents, last sale's local day, whether they bought before. */
function sqlPorCliente(tx: TenantTx, p: Periodo): SQL {
  const { de, ate } = limites(p);
  return sql`
    WITH v AS (${sqlVendas(tx, de, ate, p.tz)}),
    pc AS (
      SELECT v.cliente_id, count(*)::int AS pedidos, sum(v.itens + v.acrescimos + v.taxa_entrega - v.descontos)::float8 AS liquido,
             max(v.dia) AS ultimo_dia
      FROM v WHERE v.venda AND v.cliente_id IS NOT NULL GROUP BY v.cliente_id),
    pcx AS (
      SELECT pc.*, (EXISTS (SELECT 1 FROM pedidos p WHERE p.empresa_id = ${tx.empresaId} AND p.cliente_id = pc.cliente_id
                              AND p.criado_em < ${de} AND p.status NOT IN ('pendente', 'cancelado'))
                 OR EXISTS (SELECT 1 FROM comandas c WHERE c.empresa_id = ${tx.empresaId} AND c.cliente_id = pc.cliente_id
                              AND c.aberta_em < ${de} AND c.status IN ('quitada', 'encerrada'))) AS antes
      FROM pc)`;
}

export async function resumoBruto(tx: TenantTx, p: Periodo): Promise<ClientesResumo> {
  const [r] = await queryRows<ClientesResumo>(
    tx,
    sql`${sqlPorCliente(tx, p)}
        SELECT count(*)::int AS clientes, count(*) FILTER (WHERE NOT antes)::int AS novos,
               count(*) FILTER (WHERE antes)::int AS recorrentes, COALESCE(sum(pedidos), 0)::int AS pedidos,
               COALESCE(sum(liquido), 0)::float8 AS liquido,
               COALESCE(sum(${p.fim}::date - ultimo_dia), 0)::int AS recencia_soma
        FROM pcx`,
  );
  return r!;
}

/** Sales and net cents of new and of returning customers in the period. */
export async function porTipoBruto(tx: TenantTx, p: Periodo) {
  const linhas = await queryRows<{ antes: boolean; pedidos: number; liquido: number }>(
    tx,
    sql`${sqlPorCliente(tx, p)}
        SELECT antes, sum(pedidos)::int AS pedidos, sum(liquido)::float8 AS liquido FROM pcx GROUP BY antes`,
  );
  const de = (antes: boolean) => {
    const l = linhas.find((x) => x.antes === antes);
    return { pedidos: l?.pedidos ?? 0, liquido: l?.liquido ?? 0 };
  };
  return { novo: de(false), recorrente: de(true) };
}

/** Customers with a sale before the period, none in it, and none in the `dias` before its end. */
export async function inativosBrutos(tx: TenantTx, p: Periodo, dias: number): Promise<number> {
  const { de, ate } = limites(p);
  const corte = sql`((${p.fim}::date - ${dias}::int + 1)::timestamp AT TIME ZONE ${p.tz})`;
  const [r] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM (
          SELECT cliente_id, max(d) AS ultima FROM (
            SELECT p.cliente_id, p.criado_em AS d FROM pedidos p
            WHERE p.empresa_id = ${tx.empresaId} AND p.cliente_id IS NOT NULL AND p.criado_em < ${ate}
              AND p.status NOT IN ('pendente', 'cancelado')
            UNION ALL
            SELECT c.cliente_id, c.aberta_em FROM comandas c
            WHERE c.empresa_id = ${tx.empresaId} AND c.cliente_id IS NOT NULL AND c.aberta_em < ${ate}
              AND c.status IN ('quitada', 'encerrada')) x
          GROUP BY cliente_id) u
        WHERE u.ultima < ${de} AND u.ultima < ${corte}`,
  );
  return r!.n;
}

/** The customers table: per customer with a sale in the period; first and last sale ever. */
export async function tabelaBruta(
  tx: TenantTx,
  p: Periodo,
  o: OpcoesTabela,
): Promise<{ total: number; linhas: ClienteLinha[] }> {
  const base = sql`${sqlPorCliente(tx, p)},
    t AS (
      SELECT pc.cliente_id::int AS cliente_id, cl.nome, cl.telefone, pc.pedidos, pc.liquido
      FROM pc JOIN clientes cl ON cl.empresa_id = ${tx.empresaId} AND cl.id = pc.cliente_id
      WHERE true ${filtroBusca(o.busca)})`;
  const [c] = await queryRows<{ n: number }>(tx, sql`${base} SELECT count(*)::int AS n FROM t`);
  const dir = o.dir === 'asc' ? sql`ASC` : sql`DESC`;
  const limite = o.limite === null ? sql`` : sql`LIMIT ${o.limite} OFFSET ${o.offset}`;
  const linhas = await queryRows<ClienteLinha>(
    tx,
    sql`${base},
      h AS (
        SELECT x.cliente_id, min(x.d) AS primeiro, max(x.d) AS ultimo FROM (
          SELECT p.cliente_id, p.criado_em AS d FROM pedidos p
          WHERE p.empresa_id = ${tx.empresaId} AND p.cliente_id IN (SELECT cliente_id FROM t)
            AND p.status NOT IN ('pendente', 'cancelado')
          UNION ALL
          SELECT c.cliente_id, c.aberta_em FROM comandas c
          WHERE c.empresa_id = ${tx.empresaId} AND c.cliente_id IN (SELECT cliente_id FROM t)
            AND c.status IN ('quitada', 'encerrada')) x
        GROUP BY x.cliente_id)
      SELECT t.cliente_id, t.nome, t.telefone, t.pedidos, t.liquido,
        to_char(h.primeiro AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS primeiro,
        to_char(h.ultimo AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS ultimo,
        ((now() AT TIME ZONE ${p.tz})::date - (h.ultimo AT TIME ZONE ${p.tz})::date)::int AS dias_desde_ultimo
      FROM t JOIN h ON h.cliente_id = t.cliente_id
      ORDER BY ${ORDEM_CLIENTES[o.ordem]} ${dir}, t.cliente_id ${dir} ${limite}`,
  );
  return { total: c!.n, linhas };
}
