import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { limites, type Periodo } from './base.ts';

// The public menu's funnel (tables of the customer side, read only): visits per session and day; the carts
// created in the period, the checkout steps each reached, and whether it became an order.

const CHECKOUT = sql`('identificacao', 'entrega', 'pagamento', 'confirmado')`;

export interface DiaFunil {
  dia: string;
  visitas: number;
  carrinhos: number;
  checkouts: number;
  pedidos: number;
}

/** Per local day: visits, carts created, those that started checkout, those that became an order. */
export async function porDia(tx: TenantTx, p: Periodo): Promise<DiaFunil[]> {
  const { de, ate } = limites(p);
  return queryRows(
    tx,
    sql`WITH vis AS (
          SELECT dia, count(*)::int AS n FROM visitas_cardapio
          WHERE empresa_id = ${tx.empresaId} AND dia BETWEEN ${p.inicio}::date AND ${p.fim}::date GROUP BY dia),
        car AS (
          SELECT (k.criado_em AT TIME ZONE ${p.tz})::date AS dia, count(*)::int AS carrinhos,
                 count(*) FILTER (WHERE EXISTS (SELECT 1 FROM carrinho_etapas e WHERE e.empresa_id = k.empresa_id
                   AND e.carrinho_id = k.id AND e.etapa IN ${CHECKOUT}))::int AS checkouts,
                 count(*) FILTER (WHERE k.pedido_id IS NOT NULL)::int AS pedidos
          FROM carrinhos k WHERE k.empresa_id = ${tx.empresaId} AND k.criado_em >= ${de} AND k.criado_em < ${ate}
          GROUP BY 1)
        SELECT to_char(d, 'YYYY-MM-DD') AS dia, COALESCE(vis.n, 0) AS visitas, COALESCE(car.carrinhos, 0) AS carrinhos,
               COALESCE(car.checkouts, 0) AS checkouts, COALESCE(car.pedidos, 0) AS pedidos
        FROM generate_series(${p.inicio}::date, ${p.fim}::date, interval '1 day') d
        LEFT JOIN vis ON vis.dia = d::date LEFT JOIN car ON car.dia = d::date
        ORDER BY d`,
  );
}

export interface Etapas {
  visitas: number;
  carrinho: number;
  identificacao: number;
  entrega: number;
  pagamento: number;
  pedidos: number;
}

/**
 * The funnel of the period as one row: visits, then the carts created in it by the furthest step (a cart counts
 * once per step). Its `pedidos` is named `funil_pedidos`, so the row can sit beside another statement's columns.
 */
export function sqlEtapas(tx: TenantTx, p: Periodo): SQL {
  const { de, ate } = limites(p);
  const chegou = (etapa: string) =>
    sql`count(*) FILTER (WHERE EXISTS (SELECT 1 FROM carrinho_etapas e WHERE e.empresa_id = k.empresa_id
          AND e.carrinho_id = k.id AND e.etapa = ${etapa}))::int`;
  return sql`SELECT (SELECT count(*)::int FROM visitas_cardapio WHERE empresa_id = ${tx.empresaId}
                  AND dia BETWEEN ${p.inicio}::date AND ${p.fim}::date) AS visitas,
               count(*)::int AS carrinho, ${chegou('identificacao')} AS identificacao, ${chegou('entrega')} AS entrega,
               ${chegou('pagamento')} AS pagamento,
               count(*) FILTER (WHERE k.pedido_id IS NOT NULL)::int AS funil_pedidos
        FROM carrinhos k WHERE k.empresa_id = ${tx.empresaId} AND k.criado_em >= ${de} AND k.criado_em < ${ate}`;
}

/** The funnel of the period alone (`sqlEtapas`), with its orders as `pedidos`. */
export async function etapas(tx: TenantTx, p: Periodo): Promise<Etapas> {
  const [r] = await queryRows<Omit<Etapas, 'pedidos'> & { funil_pedidos: number }>(tx, sqlEtapas(tx, p));
  const { funil_pedidos, ...resto } = r!;
  return { ...resto, pedidos: funil_pedidos };
}

export interface Abandono {
  carrinho_id: number;
  nome: string | null;
  telefone: string | null;
  valor: number;
  qtde_itens: number;
  etapa: string;
  atualizado_em: string;
}

/** Abandoned: created in the period, with items, no order, untouched for `horas`. Newest first. */
export async function abandonos(
  tx: TenantTx,
  p: Periodo,
  horas: number,
  pg: { limite: number | null; offset: number },
) {
  const { de, ate } = limites(p);
  const cond = sql`k.empresa_id = ${tx.empresaId} AND k.criado_em >= ${de} AND k.criado_em < ${ate}`;
  const abandonado = sql`k.pedido_id IS NULL AND k.qtde_itens > 0 AND k.atualizado_em < now() - make_interval(hours => ${horas}::int)`;
  const [c] = await queryRows<{
    carrinhos: number;
    checkouts: number;
    pedidos: number;
    abandonados: number;
    valor: number;
  }>(
    tx,
    sql`SELECT count(*)::int AS carrinhos,
          count(*) FILTER (WHERE EXISTS (SELECT 1 FROM carrinho_etapas e WHERE e.empresa_id = k.empresa_id
            AND e.carrinho_id = k.id AND e.etapa IN ${CHECKOUT}))::int AS checkouts,
          count(*) FILTER (WHERE k.pedido_id IS NOT NULL)::int AS pedidos,
          count(*) FILTER (WHERE ${abandonado})::int AS abandonados,
          COALESCE(sum(k.subtotal_centavos) FILTER (WHERE ${abandonado}), 0)::float8 AS valor
        FROM carrinhos k WHERE ${cond}`,
  );
  const limite = pg.limite === null ? sql`` : sql`LIMIT ${pg.limite} OFFSET ${pg.offset}`;
  const linhas = await queryRows<Abandono>(
    tx,
    sql`SELECT k.id::int AS carrinho_id, k.nome, k.telefone, k.subtotal_centavos::float8 AS valor, k.qtde_itens, k.step_atual AS etapa,
          to_char(k.atualizado_em AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS atualizado_em
        FROM carrinhos k WHERE ${cond} AND ${abandonado}
        ORDER BY k.atualizado_em DESC, k.id DESC ${limite}`,
  );
  return { ...c!, linhas };
}
