import type { FastifyInstance } from 'fastify';
import { formatarTelefone } from '@app/shared/domain/telefone.ts';
import {
  abandonosQuerySchema,
  abandonosSchema,
  historicoVisitantesSchema,
  tabelaClientesQuerySchema,
  tabelaClientesSchema,
  tiposClientesSchema,
  visaoGeralClientesSchema,
} from '@app/shared/schemas/relatorios-clientes.ts';
import { periodoQuerySchema } from '@app/shared/schemas/relatorios.ts';
import * as clientes from '../service/clientes.ts';
import { relatorio, verDados } from './comum.ts';

// /relatorios/clientes/*: customers (new, returning, inactive, the table) and the public menu's funnel.

export async function clientesRoutes(app: FastifyInstance) {
  const P = '/relatorios/clientes';
  relatorio(app, {
    path: `${P}/visao-geral`,
    summary: 'Clientes novos e recorrentes, frequência, recência e o funil (visitas → carrinho → checkout → pedido)',
    querystring: periodoQuerySchema,
    response: visaoGeralClientesSchema,
    handler: (req) => clientes.visaoGeral(req.tenant, req.query),
  });
  relatorio(app, {
    path: `${P}/tipos`,
    summary: 'Clientes por tipo: novos, recorrentes, inativos',
    querystring: periodoQuerySchema,
    response: tiposClientesSchema,
    handler: (req) => clientes.tipos(req.tenant, req.query),
    csv: {
      nome: 'clientes-tipos',
      linhas: (r) => r.items,
      colunas: [
        { titulo: 'Tipo', valor: (l) => l.rotulo },
        { titulo: 'Clientes', valor: (l) => l.clientes },
        { titulo: 'Vendas', valor: (l) => l.pedidos },
        { titulo: 'Faturamento líquido', valor: (l) => l.faturamento_liquido, dinheiro: true },
      ],
    },
  });
  relatorio(app, {
    path: `${P}/historico-visitantes`,
    summary: 'O funil dia a dia: visitas, carrinhos, checkouts, pedidos',
    querystring: periodoQuerySchema,
    response: historicoVisitantesSchema,
    handler: (req) => clientes.historicoVisitantes(req.tenant, req.query),
    csv: {
      nome: 'clientes-visitantes',
      linhas: (r) => r.items,
      colunas: [
        { titulo: 'Dia', valor: (l) => l.dia },
        { titulo: 'Visitas', valor: (l) => l.visitas },
        { titulo: 'Carrinhos', valor: (l) => l.carrinhos },
        { titulo: 'Checkouts', valor: (l) => l.checkouts },
        { titulo: 'Pedidos', valor: (l) => l.pedidos },
      ],
    },
  });
  relatorio(app, {
    path: `${P}/tabela`,
    summary: 'Por cliente: vendas, faturamento, ticket, primeira e última compra (paginada, ordenável)',
    querystring: tabelaClientesQuerySchema,
    response: tabelaClientesSchema,
    handler: (req, todas) => clientes.tabela(req.tenant, req.query, verDados(req), todas),
    csv: {
      nome: 'clientes',
      linhas: (r) => r.items,
      colunas: [
        { titulo: 'Cliente', valor: (l) => l.nome },
        { titulo: 'Telefone', valor: (l) => l.telefone && formatarTelefone(l.telefone) },
        { titulo: 'Vendas', valor: (l) => l.pedidos },
        { titulo: 'Faturamento', valor: (l) => l.faturamento, dinheiro: true },
        { titulo: 'Ticket médio', valor: (l) => l.ticket_medio, dinheiro: true },
        { titulo: 'Primeira compra', valor: (l) => l.primeiro_pedido },
        { titulo: 'Última compra', valor: (l) => l.ultimo_pedido },
        { titulo: 'Dias desde a última', valor: (l) => l.dias_desde_ultimo },
      ],
    },
  });
  relatorio(app, {
    path: `${P}/abandonos`,
    summary: 'Carrinhos abandonados (sem pedido, parados há mais de 1 hora), com telefone e valor; taxas de abandono',
    querystring: abandonosQuerySchema,
    response: abandonosSchema,
    handler: (req, todas) => clientes.abandonos(req.tenant, req.query, todas ? null : req.query, verDados(req)),
    csv: {
      nome: 'carrinhos-abandonados',
      linhas: (r) => r.items,
      colunas: [
        { titulo: 'Carrinho', valor: (l) => l.carrinho_id },
        { titulo: 'Nome', valor: (l) => l.nome },
        { titulo: 'Telefone', valor: (l) => l.telefone && formatarTelefone(l.telefone) },
        { titulo: 'Valor', valor: (l) => l.valor, dinheiro: true },
        { titulo: 'Itens', valor: (l) => l.qtde_itens },
        { titulo: 'Etapa', valor: (l) => l.etapa },
        { titulo: 'Atualizado em', valor: (l) => l.atualizado_em },
      ],
    },
  });
}
