import { sql, type SQL } from 'drizzle-orm';
import { ultimaInstrucao, type TenantTx } from '../../../db/tenant.ts';
import { sqlVendas } from './base.ts';

// The live dashboard of today: sales so far, the same weekday of the last four weeks up to the same local time,
// hour by hour; open orders; preparation and delivery times; late orders. All from the raw rows (a day is small).
// Two messages on a server: the reports' opening with BEGIN (`sqlFusoHojeEPendentes`), then everything else in one
// statement sent with COMMIT (`painel`); it was six (BEGIN and the scope, the opening, three reads, COMMIT), each a wake-up of the
// API process and of the server at the dashboard's refetch on every order event.

export interface HoraSoma {
  semana: number;
  hora: number;
  pedidos: number;
  liquido: number;
}

/**
 * Sales per (weeks back, local hour): week 0 is today from midnight to now, week k the same weekday k weeks ago
 * from midnight to the same local time. One statement over five short windows.
 */
function sqlPorHora(tx: TenantTx, tz: string, hoje: string): SQL {
  const janelas: SQL[] = [0, 1, 2, 3, 4].map((k) => {
    const de = sql`(((${hoje}::date - ${7 * k}::int)::timestamp) AT TIME ZONE ${tz})`;
    const ate = sql`((now() AT TIME ZONE ${tz}) - make_interval(days => ${7 * k}::int)) AT TIME ZONE ${tz}`;
    return sql`SELECT ${k}::int AS semana, v.* FROM (${sqlVendas(tx, de, ate, tz)}) v`;
  });
  return sql`SELECT w.semana, extract(hour FROM w.data AT TIME ZONE ${tz})::int AS hora, count(*)::int AS pedidos,
          sum(w.itens + w.acrescimos + w.taxa_entrega - w.descontos)::float8 AS liquido
        FROM (${sql.join(janelas, sql` UNION ALL `)}) w WHERE w.venda
        GROUP BY 1, 2`;
}

export interface Aberto {
  id: number;
  numero_pedido: number;
  status: string;
  tipo: string;
  nome_cliente: string | null;
  data_criacao: string;
  status_em: string;
  previsao_entrega: string | null;
}

/** Open orders of the last 24 hours (the board's window), oldest first. */
function sqlAbertos(tx: TenantTx): SQL {
  const iso = (c: string) => sql.raw(`to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
  return sql`SELECT p.id::int AS id, p.numero_pedido, p.status, p.tipo, p.nome_cliente, ${iso('p.criado_em')} AS data_criacao,
          ${iso('p.status_em')} AS status_em, ${iso('p.previsao_entrega')} AS previsao_entrega,
          p.criado_em AS ordem
        FROM pedidos p
        WHERE p.empresa_id = ${tx.empresaId} AND p.criado_em >= now() - interval '24 hours'
          AND p.status IN ('pendente', 'preparacao', 'pronto', 'em_entrega')`;
}

/**
 * Mean minutes over today's orders: from entering `preparacao` to `pronto` (preparation), from `em_entrega` to
 * `concluido` (delivery), by the status history. Null when no order of today made the step.
 */
function sqlTempos(tx: TenantTx, tz: string, hoje: string): SQL {
  return sql`WITH h AS (
          SELECT ph.pedido_id, ph.status, min(ph.em) AS em FROM pedido_historico ph
          JOIN pedidos p ON p.empresa_id = ph.empresa_id AND p.id = ph.pedido_id
          WHERE p.empresa_id = ${tx.empresaId} AND p.criado_em >= ((${hoje}::date)::timestamp AT TIME ZONE ${tz})
            AND ph.empresa_id = ${tx.empresaId}
          GROUP BY ph.pedido_id, ph.status)
        SELECT
          (SELECT round((avg(extract(epoch FROM b.em - a.em)) / 60)::numeric, 1)::float8 FROM h a
           JOIN h b ON b.pedido_id = a.pedido_id AND b.status = 'pronto' WHERE a.status = 'preparacao' AND b.em >= a.em) AS preparo,
          (SELECT round((avg(extract(epoch FROM b.em - a.em)) / 60)::numeric, 1)::float8 FROM h a
           JOIN h b ON b.pedido_id = a.pedido_id AND b.status = 'concluido' WHERE a.status = 'em_entrega' AND b.em >= a.em) AS entrega`;
}

export interface Painel {
  horas: HoraSoma[];
  abertos: Aberto[];
  preparo: number | null;
  entrega: number | null;
}

/**
 * The hours, the open orders (oldest first) and the mean times in one statement, the transaction's last: it
 * travels with COMMIT on a server. The lists come as JSON arrays (a few dozen rows at most).
 */
export async function painel(tx: TenantTx, tz: string, hoje: string): Promise<Painel> {
  const [r] = await ultimaInstrucao<Painel>(
    tx,
    sql`SELECT
          (SELECT COALESCE(json_agg(h ORDER BY h.semana, h.hora), '[]') FROM (${sqlPorHora(tx, tz, hoje)}) h) AS horas,
          (SELECT COALESCE(json_agg(to_jsonb(a) - 'ordem' ORDER BY a.ordem, a.id), '[]') FROM (${sqlAbertos(tx)}) a) AS abertos,
          t.preparo, t.entrega
        FROM (${sqlTempos(tx, tz, hoje)}) t`,
  );
  return r!;
}
