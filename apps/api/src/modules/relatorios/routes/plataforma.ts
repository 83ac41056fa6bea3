import type { FastifyInstance } from 'fastify';
import { plataformaQuerySchema, plataformaResumoSchema } from '@app/shared/schemas/relatorios-desempenho.ts';
import { comoEmpresaId, plataformaDe, tenantDe } from '../../../db/tenant.ts';
import * as plataforma from '../service/plataforma.ts';
import { relatorio } from './comum.ts';

// The superadmin's summary of every business (platform code: it reads all businesses' rollup rows).
export async function plataformaRoutes(app: FastifyInstance) {
  const db = plataformaDe(app.database.db);
  // the summary first rewrites each business's pending rollup days, in that business's own transaction
  const paraEmpresa = (id: number) => tenantDe(app.database.db, comoEmpresaId(id));
  // every business's sums per period, kept with its rollups' version (D-331)
  const respostas = new plataforma.RespostasDaPlataforma();
  // pending days rewritten two businesses at a time on PostgreSQL (D-332); PGlite has one connection
  const conexoes = app.database.kind === 'postgres' ? 2 : 1;
  relatorio(app, {
    path: '/relatorios/plataforma/resumo',
    summary: 'Superadmin: vendas de todas as empresas no período (das somas diárias), da maior para a menor',
    config: { superadmin: true },
    querystring: plataformaQuerySchema,
    response: plataformaResumoSchema,
    handler: (req, todas) => plataforma.resumo(db, req.query, todas, paraEmpresa, respostas, conexoes),
    csv: {
      nome: 'plataforma-vendas',
      linhas: (r) => r.items,
      colunas: [
        { titulo: 'Empresa', valor: (l) => l.nome },
        { titulo: 'Vendas', valor: (l) => l.pedidos },
        { titulo: 'Faturamento bruto', valor: (l) => l.faturamento_bruto, dinheiro: true },
        { titulo: 'Faturamento líquido', valor: (l) => l.faturamento_liquido, dinheiro: true },
        { titulo: 'Ticket médio', valor: (l) => l.ticket_medio, dinheiro: true },
        { titulo: 'Taxa de serviço', valor: (l) => l.taxa_servico, dinheiro: true },
        { titulo: 'Cancelados', valor: (l) => l.cancelados },
      ],
    },
  });
}
