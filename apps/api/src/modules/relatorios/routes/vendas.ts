import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { idSchema } from '@app/shared/schemas/common.ts';
import { relatorioVendasQuerySchema } from '@app/shared/schemas/relatorios.ts';
import {
  bairrosRelatorioSchema,
  canceladosSchema,
  comparativoSchema,
  detalhesQuerySchema,
  detalhesVendasSchema,
  entregadoresRelatorioSchema,
  entregadorQuerySchema,
  formasPagamentoRelatorioSchema,
  gruposVendaSchema,
  resumoVendasSchema,
  serieTemporalQuerySchema,
  serieTemporalSchema,
  taxaEntregadorQuerySchema,
  taxaEntregadorSchema,
  totalEntregadorSchema,
  type VendaLinha,
} from '@app/shared/schemas/relatorios-vendas.ts';
import * as entregadores from '../service/entregadores.ts';
import * as tabelas from '../service/tabelas.ts';
import * as vendas from '../service/vendas.ts';
import type { Coluna } from '../service/csv.ts';
import { relatorio } from './comum.ts';

// /relatorios/vendas/*: sales, channels, types, payment methods, neighbourhoods, details, cancelled, couriers.

export const colunasVenda: Coluna<VendaLinha>[] = [
  { titulo: 'Origem', valor: (l) => (l.origem === 'pedido' ? 'Pedido' : 'Comanda') },
  { titulo: 'Número', valor: (l) => l.numero },
  { titulo: 'Data', valor: (l) => l.data },
  { titulo: 'Tipo', valor: (l) => l.tipo },
  { titulo: 'Canal', valor: (l) => l.canal },
  { titulo: 'Status', valor: (l) => l.status },
  { titulo: 'Cliente', valor: (l) => l.cliente },
  { titulo: 'Bairro', valor: (l) => l.bairro },
  { titulo: 'Entregador', valor: (l) => l.entregador },
  { titulo: 'Pagamentos', valor: (l) => l.pagamentos },
  { titulo: 'Itens', valor: (l) => l.itens, dinheiro: true },
  { titulo: 'Acréscimos', valor: (l) => l.acrescimos, dinheiro: true },
  { titulo: 'Taxa de entrega', valor: (l) => l.taxa_entrega, dinheiro: true },
  { titulo: 'Descontos', valor: (l) => l.descontos, dinheiro: true },
  { titulo: 'Total', valor: (l) => l.total, dinheiro: true },
  { titulo: 'Taxa de serviço', valor: (l) => l.taxa_servico, dinheiro: true },
  { titulo: 'Motivo do cancelamento', valor: (l) => l.motivo_cancelamento },
];

type Grupo = z.infer<typeof gruposVendaSchema>['items'][number];
const colunasGrupo = (titulo: string): Coluna<Grupo>[] => [
  { titulo, valor: (l) => l.rotulo },
  { titulo: 'Vendas', valor: (l) => l.pedidos },
  { titulo: 'Faturamento bruto', valor: (l) => l.faturamento_bruto, dinheiro: true },
  { titulo: 'Descontos', valor: (l) => l.descontos, dinheiro: true },
  { titulo: 'Faturamento líquido', valor: (l) => l.faturamento_liquido, dinheiro: true },
  { titulo: 'Ticket médio', valor: (l) => l.ticket_medio, dinheiro: true },
  { titulo: 'Taxa de serviço', valor: (l) => l.taxa_servico, dinheiro: true },
  { titulo: 'Participação (%)', valor: (l) => l.participacao_pct },
];

const idParams = z.object({ id: idSchema });

export async function vendasRoutes(app: FastifyInstance) {
  const P = '/relatorios/vendas';
  relatorio(app, {
    path: `${P}/resumo`,
    summary: 'Resumo de vendas do período: bruto, líquido, vendas, ticket médio, taxas, descontos, cancelados',
    querystring: relatorioVendasQuerySchema,
    response: resumoVendasSchema,
    handler: (req) => vendas.resumo(req.tenant, req.query),
  });
  relatorio(app, {
    path: `${P}/serie-temporal`,
    summary: 'Vendas por hora, dia, semana ou mês (períodos sem vendas com zero)',
    querystring: serieTemporalQuerySchema,
    response: serieTemporalSchema,
    handler: (req) => vendas.serieTemporal(req.tenant, req.query),
    csv: {
      nome: 'vendas-serie',
      linhas: (r) => r.pontos,
      colunas: [
        { titulo: 'Início', valor: (l) => l.inicio },
        { titulo: 'Vendas', valor: (l) => l.pedidos },
        { titulo: 'Faturamento bruto', valor: (l) => l.faturamento_bruto, dinheiro: true },
        { titulo: 'Descontos', valor: (l) => l.descontos, dinheiro: true },
        { titulo: 'Faturamento líquido', valor: (l) => l.faturamento_liquido, dinheiro: true },
        { titulo: 'Ticket médio', valor: (l) => l.ticket_medio, dinheiro: true },
        { titulo: 'Taxa de serviço', valor: (l) => l.taxa_servico, dinheiro: true },
      ],
    },
  });
  relatorio(app, {
    path: `${P}/formas-pagamento`,
    summary: 'Quanto cada forma de pagamento recebeu das vendas (taxa de serviço à parte)',
    querystring: relatorioVendasQuerySchema,
    response: formasPagamentoRelatorioSchema,
    handler: (req) => tabelas.formasPagamento(req.tenant, req.query),
    csv: {
      nome: 'vendas-formas-pagamento',
      linhas: (r) => r.items,
      colunas: [
        { titulo: 'Forma', valor: (l) => l.forma },
        { titulo: 'Tipo', valor: (l) => l.forma_tipo },
        { titulo: 'Vendas', valor: (l) => l.pedidos },
        { titulo: 'Valor', valor: (l) => l.valor, dinheiro: true },
        { titulo: 'Taxa de serviço', valor: (l) => l.taxa_servico, dinheiro: true },
        { titulo: 'Participação (%)', valor: (l) => l.participacao_pct },
      ],
    },
  });
  relatorio(app, {
    path: `${P}/bairros`,
    summary: 'Pedidos de delivery por bairro',
    querystring: relatorioVendasQuerySchema,
    response: bairrosRelatorioSchema,
    handler: (req) => tabelas.bairros(req.tenant, req.query),
    csv: {
      nome: 'vendas-bairros',
      linhas: (r) => r.items,
      colunas: [
        { titulo: 'Bairro', valor: (l) => l.bairro },
        { titulo: 'Pedidos', valor: (l) => l.pedidos },
        { titulo: 'Faturamento líquido', valor: (l) => l.faturamento_liquido, dinheiro: true },
        { titulo: 'Taxa de entrega', valor: (l) => l.taxa_entrega, dinheiro: true },
        { titulo: 'Ticket médio', valor: (l) => l.ticket_medio, dinheiro: true },
        { titulo: 'Participação (%)', valor: (l) => l.participacao_pct },
      ],
    },
  });
  relatorio(app, {
    path: `${P}/detalhes`,
    summary: 'Cada venda do período (pedidos e comandas), da mais recente, paginada',
    querystring: detalhesQuerySchema,
    response: detalhesVendasSchema,
    handler: (req, todas) => tabelas.detalhes(req.tenant, req.query, todas ? null : req.query),
    csv: {
      nome: 'vendas-detalhes',
      linhas: (r) => r.items,
      colunas: colunasVenda,
      lotes: (req) => tabelas.vendasCsv(req.tenant, req.query, 'venda', colunasVenda),
    },
  });
  relatorio(app, {
    path: `${P}/cancelados`,
    summary: 'Pedidos e comandas cancelados: quantidade, valor, por motivo e a lista paginada',
    querystring: detalhesQuerySchema,
    response: canceladosSchema,
    handler: (req, todas) => tabelas.cancelados(req.tenant, req.query, todas ? null : req.query),
    csv: {
      nome: 'vendas-cancelados',
      linhas: (r) => r.items,
      colunas: colunasVenda,
      lotes: (req) => tabelas.vendasCsv(req.tenant, req.query, 'cancelado', colunasVenda),
    },
  });
  relatorio(app, {
    path: `${P}/comparativo`,
    summary: 'O período contra o anterior de mesmo tamanho, com a variação (%)',
    querystring: relatorioVendasQuerySchema,
    response: comparativoSchema,
    handler: (req) => vendas.comparativo(req.tenant, req.query),
  });
  relatorio(app, {
    path: `${P}/canais`,
    summary: 'Vendas por canal',
    querystring: relatorioVendasQuerySchema,
    response: gruposVendaSchema,
    handler: (req) => vendas.grupos(req.tenant, req.query, 'canal'),
    csv: { nome: 'vendas-canais', linhas: (r) => r.items, colunas: colunasGrupo('Canal') },
  });
  relatorio(app, {
    path: `${P}/tipos-pedido`,
    summary: 'Vendas por tipo (delivery, retirada, local, mesa)',
    querystring: relatorioVendasQuerySchema,
    response: gruposVendaSchema,
    handler: (req) => vendas.grupos(req.tenant, req.query, 'tipo'),
    csv: { nome: 'vendas-tipos', linhas: (r) => r.items, colunas: colunasGrupo('Tipo') },
  });
  relatorio(app, {
    path: `${P}/entregadores`,
    summary: 'Por entregador: entregas, taxas, dias trabalhados, diárias, vales e total a pagar',
    querystring: entregadorQuerySchema,
    response: entregadoresRelatorioSchema,
    handler: (req) => entregadores.entregadores(req.tenant, req.query),
    csv: {
      nome: 'entregadores',
      linhas: (r) => r.items,
      colunas: [
        { titulo: 'Entregador', valor: (l) => l.nome },
        { titulo: 'Entregas', valor: (l) => l.entregas },
        { titulo: 'Taxas', valor: (l) => l.taxas, dinheiro: true },
        { titulo: 'Dias trabalhados', valor: (l) => l.dias_trabalhados },
        { titulo: 'Diária', valor: (l) => (l.recebe_diaria ? l.valor_diaria : 0), dinheiro: true },
        { titulo: 'Diárias', valor: (l) => l.diarias, dinheiro: true },
        { titulo: 'Vales', valor: (l) => l.vales, dinheiro: true },
        { titulo: 'Total', valor: (l) => l.total, dinheiro: true },
      ],
    },
  });
  relatorio(app, {
    path: `${P}/entregadores/:id/taxa`,
    summary: 'As entregas de um entregador no período, com a taxa de cada uma (paginadas; o CSV traz todas)',
    querystring: taxaEntregadorQuerySchema,
    params: idParams,
    response: taxaEntregadorSchema,
    handler: (req, todas) => entregadores.taxa(req.tenant, req.params.id, req.query, todas ? null : req.query),
    csv: {
      nome: 'entregador-taxas',
      linhas: (r) => r.items,
      colunas: [
        { titulo: 'Pedido', valor: (l) => l.numero_pedido },
        { titulo: 'Data', valor: (l) => l.data },
        { titulo: 'Cliente', valor: (l) => l.cliente },
        { titulo: 'Bairro', valor: (l) => l.bairro },
        { titulo: 'Status', valor: (l) => l.status },
        { titulo: 'Taxa', valor: (l) => l.taxa, dinheiro: true },
      ],
    },
  });
  relatorio(app, {
    path: `${P}/entregadores/:id/total`,
    summary: 'O total a pagar a um entregador no período, dia a dia: taxas + diária; menos os vales do período',
    querystring: entregadorQuerySchema,
    params: idParams,
    response: totalEntregadorSchema,
    handler: (req) => entregadores.total(req.tenant, req.params.id, req.query),
    csv: {
      nome: 'entregador-total',
      linhas: (r) => r.items,
      colunas: [
        { titulo: 'Dia', valor: (l) => l.dia },
        { titulo: 'Entregas', valor: (l) => l.entregas },
        { titulo: 'Taxas', valor: (l) => l.taxas, dinheiro: true },
        { titulo: 'Diária', valor: (l) => l.diaria, dinheiro: true },
        { titulo: 'Total', valor: (l) => l.total, dinheiro: true },
      ],
    },
  });
}
