// The businesses module: a business's data and store state, its settings, and the superadmin's list. Other
// modules read the business through these functions (in their own tenant transaction); nothing else of this
// folder is imported from outside.
export { empresasRoutes as empresasModulo } from './routes.ts';
export { empresaExiste, nomeEmpresa, sqlFusoHorario, sqlNomeEmpresa } from './queries/empresa.ts';
export { configuracaoDePedidos, type ConfiguracaoDePedidos } from './service/configuracoes-pedidos.ts';
