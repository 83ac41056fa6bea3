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
import * as q from '../queries/tabelas.ts';
import { pct, ticketCentavos } from './metricas.ts';
import { periodoResposta } from './periodo.ts';
import { comPeriodo, filtros } from './vendas.ts';

// Payment methods, neighbourhoods, details and cancelled: sales split or listed from the raw rows.

export function formasPagamento(
  t: Tenant,
  qs: RelatorioVendasQuery,
): Promise<z.infer<typeof formasPagamentoRelatorioSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const linhas = await q.formasPagamento(tx, p, filtros(qs));
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
    const linhas = await q.bairros(tx, p, filtros(qs));
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
    const r = await q.listar(tx, p, f, 'cancelado', pagina(pg));
    const motivos = await q.canceladosPorMotivo(tx, p, f);
    return {
      periodo: periodoResposta(p),
      quantidade: motivos.reduce((a, m) => a + m.quantidade, 0),
      valor: centavosToReais(motivos.reduce((a, m) => a + m.valor, 0)),
      por_motivo: motivos.map((m) => ({ ...m, valor: centavosToReais(m.valor) })),
      items: r.linhas.map(paraLinha),
      total: r.total,
    };
  });
}
