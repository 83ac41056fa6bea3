import type { FastifyInstance } from 'fastify';
import { empresaRoutes } from './routes/empresa.ts';
import { plataformaRoutes } from './routes/plataforma.ts';
import { configuracoesRoutes } from './routes/configuracoes.ts';

// The businesses module: a business's data, store state and logo, its settings, and the superadmin's list. It is
// the bottom of the module graph (every tenant table references a business): other modules read the business
// through the functions below, in their own transaction; nothing else of this folder is imported from outside.

export async function empresasModulo(app: FastifyInstance) {
  await empresaRoutes(app);
  await plataformaRoutes(app);
  await configuracoesRoutes(app);
}

export { empresaExiste, nomeEmpresa, sqlFusoHorario, sqlNomeEmpresa } from './queries/empresa.ts';
export { configuracaoDePedidos } from './service/configuracoes-pedidos.ts';
// for the auth module's platform routes (a business is created with its first manager) and its session loader
export { criarEmpresa, excluirEmpresa, exigirEmpresa } from './service/plataforma.ts';
export { sqlResumoEmpresa } from './queries/plataforma.ts';
// for the invoices module's superadmin routes (pickers, a month generated for every business)
export { listarLite, sqlIdsEmpresas } from './queries/plataforma.ts';
// for the public menu (customer side): name, logo, colour, open state and hours, timezone
export { carregar as carregarEmpresa } from './queries/empresa.ts';
