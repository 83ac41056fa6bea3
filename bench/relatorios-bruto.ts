// The sales listings' totals (D-292) and the couriers' rollup (D-290) for bench/relatorios.ts: each question as it
// was read before ("antes": the raw count over the whole period, the listing's union sorted whole, the couriers'
// sums from every delivery) beside its reading now, at the database, in the same run.
import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../apps/api/src/db/tenant.ts';
import * as entrega from '../apps/api/src/modules/entrega/index.ts';
import { limites, sqlVendas, type Periodo } from '../apps/api/src/modules/relatorios/queries/base.ts';
import * as ent from '../apps/api/src/modules/relatorios/queries/entregadores.ts';
import {
  canceladosPorMotivo,
  canceladosPorMotivoBrutos,
} from '../apps/api/src/modules/relatorios/queries/cancelados.ts';
import { colunasVenda, listar } from '../apps/api/src/modules/relatorios/queries/tabelas.ts';

type Pergunta = { nome: string; fn: (tx: TenantTx, p: Periodo) => Promise<unknown> };

/** The listing's first page as it was read before D-292: the raw count, then the whole union sorted. */
async function listarAntes(tx: TenantTx, p: Periodo, quais: 'venda' | 'cancelado', offset: number) {
  const { de, ate } = limites(p);
  const cond = quais === 'venda' ? sql`v.venda` : sql`v.cancelado`;
  await queryRows(tx, sql`SELECT count(*)::int AS total FROM (${sqlVendas(tx, de, ate, p.tz)}) v WHERE ${cond}`);
  return queryRows(
    tx,
    sql`SELECT ${colunasVenda(tx)} FROM (${sqlVendas(tx, de, ate, p.tz)}) v WHERE ${cond}
        ORDER BY v.data DESC, v.origem, v.id DESC LIMIT 50 OFFSET ${offset}`,
  );
}

/** The busiest courier of the bench seed's business (its first: the seed spreads deliveries over three). */
const entregador = (tx: TenantTx) => (tx.empresaId - 1) * 3 + 1;

export const PERGUNTAS_BRUTO: Pergunta[] = [
  { nome: 'detalhes, página 1 (raw, antes)', fn: (tx, p) => listarAntes(tx, p, 'venda', 0) },
  {
    nome: 'detalhes, página 1 (total do rollup)',
    fn: (tx, p) => listar(tx, p, {}, 'venda', { limite: 50, offset: 0 }),
  },
  { nome: 'detalhes, página 20 (raw, antes)', fn: (tx, p) => listarAntes(tx, p, 'venda', 950) },
  {
    nome: 'detalhes, página 20 (total do rollup)',
    fn: (tx, p) => listar(tx, p, {}, 'venda', { limite: 50, offset: 950 }),
  },
  {
    nome: 'cancelados, página 1 + motivos (raw, antes)',
    fn: async (tx, p) => [await listarAntes(tx, p, 'cancelado', 0), await canceladosPorMotivoBrutos(tx, p, {})],
  },
  {
    nome: 'cancelados, página 1 + motivos (total do rollup)',
    fn: async (tx, p) => [
      await listar(tx, p, {}, 'cancelado', { limite: 50, offset: 0 }),
      await canceladosPorMotivoBrutos(tx, p, {}),
    ],
  },
  {
    nome: 'cancelados, página 1 + motivos (rollup de motivos, D-350)',
    fn: async (tx, p) => {
      const motivos = await canceladosPorMotivo(tx, p, {});
      const total = motivos.reduce((a, m) => a + m.quantidade, 0);
      return [motivos, await listar(tx, p, {}, 'cancelado', { limite: 50, offset: 0 }, { total })];
    },
  },
  { nome: 'entregadores (raw, antes)', fn: (tx, p) => ent.porEntregadorBruto(tx, p) },
  { nome: 'entregadores (mensal + diário)', fn: (tx, p) => ent.porEntregador(tx, p) },
  {
    nome: 'entregador /taxa (raw, antes)',
    fn: async (tx, p) => [
      await ent.porEntregadorBruto(tx, p, entregador(tx)),
      await ent.entregas(tx, p, entregador(tx)),
    ],
  },
  {
    nome: 'entregador /taxa (somas do rollup)',
    fn: async (tx, p) => [await ent.porEntregador(tx, p, entregador(tx)), await ent.entregas(tx, p, entregador(tx))],
  },
  {
    nome: 'entregador /total (raw, antes)',
    fn: async (tx, p) => [
      await ent.porEntregadorBruto(tx, p, entregador(tx)),
      await ent.entregas(tx, p, entregador(tx)),
      await entrega.valesDoPeriodo(tx, entregador(tx), p.inicio, p.fim),
    ],
  },
  {
    nome: 'entregador /total (mensal + diário)',
    fn: async (tx, p) => [
      await ent.porEntregador(tx, p, entregador(tx)),
      await ent.porDia(tx, p, entregador(tx)),
      await entrega.valesDoPeriodo(tx, entregador(tx), p.inicio, p.fim),
    ],
  },
];
