import type { z } from 'zod';
import { centavosToReais } from '@app/shared/domain/money.ts';
import type { RelatorioVendasQuery } from '@app/shared/schemas/relatorios.ts';
import type {
  bairrosRelatorioSchema,
  canceladosSchema,
  detalhesVendasSchema,
  formasPagamentoRelatorioSchema,
  VendaLinha,
} from '@app/shared/schemas/relatorios-vendas.ts';
import type { Tenant } from '../../../db/tenant.ts';
import type { Periodo } from '../queries/base.ts';
import { bairros as somarBairros } from '../queries/bairros.ts';
import { canceladosPorMotivo } from '../queries/cancelados.ts';
import { formasPagamento as somarFormas } from '../queries/formas.ts';
import * as q from '../queries/tabelas.ts';
import { cabecalhoCsv, linhasCsv, type Coluna } from './csv.ts';
import { pct, ticketCentavos } from './metricas.ts';
import { periodoResposta } from './periodo.ts';
import { comPeriodo, filtros } from './vendas.ts';

// Payment methods, neighbourhoods, details and cancelled: sales split or listed from the raw rows.

export function formasPagamento(
  t: Tenant,
  qs: RelatorioVendasQuery,
): Promise<z.infer<typeof formasPagamentoRelatorioSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const linhas = await somarFormas(tx, p, filtros(qs));
    const total = linhas.reduce((a, l) => a + l.valor, 0);
    const items = linhas.map((l) => ({
      forma: l.forma,
      forma_tipo: l.forma_tipo,
      pedidos: l.pedidos,
      valor: centavosToReais(l.valor),
      taxa_servico: centavosToReais(l.taxa_servico),
      participacao_pct: pct(l.valor, total),
    }));
    return { periodo: periodoResposta(p), items, total: items.length };
  });
}

export function bairros(t: Tenant, qs: RelatorioVendasQuery): Promise<z.infer<typeof bairrosRelatorioSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const linhas = await somarBairros(tx, p, filtros(qs));
    const total = linhas.reduce((a, l) => a + l.liquido, 0);
    const items = linhas.map((l) => {
      const ticket = ticketCentavos(l.liquido, l.pedidos);
      return {
        bairro: l.bairro,
        pedidos: l.pedidos,
        faturamento_liquido: centavosToReais(l.liquido),
        taxa_entrega: centavosToReais(l.taxa_entrega),
        ticket_medio: ticket === null ? null : centavosToReais(ticket),
        participacao_pct: pct(l.liquido, total),
      };
    });
    return { periodo: periodoResposta(p), items, total: items.length };
  });
}

export function paraLinha(v: q.VendaBruta): VendaLinha {
  return {
    origem: v.origem,
    id: Number(v.id),
    numero: Number(v.numero),
    data: v.data,
    tipo: v.tipo,
    canal: v.canal,
    status: v.status,
    cliente: v.cliente,
    bairro: v.bairro,
    entregador: v.entregador,
    pagamentos: v.pagamentos,
    itens: centavosToReais(v.itens),
    acrescimos: centavosToReais(v.acrescimos),
    taxa_entrega: centavosToReais(v.taxa_entrega),
    descontos: centavosToReais(v.descontos),
    total: centavosToReais(v.itens + v.acrescimos + v.taxa_entrega - v.descontos),
    taxa_servico: centavosToReais(v.taxa_servico),
    motivo_cancelamento: v.motivo,
  };
}

type Pagina = { page: number; per_page: number } | null;
const pagina = (pg: Pagina) =>
  pg ? { limite: pg.per_page, offset: (pg.page - 1) * pg.per_page } : { limite: null, offset: 0 };

/** The sales of the period, newest first; `pg` null: every row (CSV). */
export function detalhes(
  t: Tenant,
  qs: RelatorioVendasQuery,
  pg: Pagina,
): Promise<z.infer<typeof detalhesVendasSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const r = await q.listar(tx, p, filtros(qs), 'venda', pagina(pg));
    return { periodo: periodoResposta(p), items: r.linhas.map(paraLinha), total: r.total };
  });
}

export function cancelados(t: Tenant, qs: RelatorioVendasQuery, pg: Pagina): Promise<z.infer<typeof canceladosSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const f = filtros(qs);
    const motivos = await canceladosPorMotivo(tx, p, f);
    // every cancelled sale has one reason (blank ones together): Σ per reason is the listing's exact total
    const quantidade = motivos.reduce((a, m) => a + m.quantidade, 0);
    const r = await q.listar(tx, p, f, 'cancelado', pagina(pg), { total: quantidade });
    return {
      periodo: periodoResposta(p),
      quantidade,
      valor: centavosToReais(motivos.reduce((a, m) => a + m.valor, 0)),
      por_motivo: motivos.map((m) => ({ ...m, valor: centavosToReais(m.valor) })),
      items: r.linhas.map(paraLinha),
      total: r.total,
    };
  });
}

/** Rows per batch of a streamed CSV: one bounded keyset query and one chunk of the answer each. */
export const LOTE_CSV = 1000;

/**
 * The CSV of every sale (or cancelled sale) of the period, in batches (D-233): the header rides with the first
 * batch, each later chunk is one keyset query in its own transaction, so a year of sales is never one array in
 * memory nor one long transaction. The period is resolved once (a preset does not move between batches).
 */
export async function* vendasCsv(
  t: Tenant,
  qs: RelatorioVendasQuery,
  quais: 'venda' | 'cancelado',
  colunas: Coluna<VendaLinha>[],
  lote = LOTE_CSV,
): AsyncGenerator<string> {
  const f = filtros(qs);
  let periodo: Periodo | undefined;
  let depois: q.FimDoLote | undefined;
  let texto = cabecalhoCsv(colunas);
  for (;;) {
    const linhas = periodo
      ? await t.transacao((tx) => q.lote(tx, periodo!, f, quais, depois, lote))
      : await comPeriodo(t, qs, (tx, p) => {
          periodo = p;
          return q.lote(tx, p, f, quais, undefined, lote);
        });
    if (linhas.length === 0) break;
    yield texto + linhasCsv(colunas, linhas.map(paraLinha));
    texto = '';
    const ultima = linhas[linhas.length - 1]!;
    depois = { cursor: ultima.cursor, origem: ultima.origem, id: Number(ultima.id) };
    if (linhas.length < lote) break;
  }
  if (texto) yield texto;
}
