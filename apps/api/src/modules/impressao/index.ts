import type { FastifyInstance } from 'fastify';
import { certificadoRoutes } from './routes/certificado.ts';
import { configuracaoRoutes } from './routes/configuracao.ts';
import { marcasRoutes } from './routes/marcas.ts';

// The printing module: the business's printing settings, the certificate and signing that let QZ Tray print
// silently, and the printed marks that make automatic printing of site orders happen exactly once. It sits above
// orders (its marks reference orders; it reads them through the orders module's index.ts). Receipts are laid out
// by pure functions in packages/shared (domain/recibo*.ts) and printed by the browser, which talks to QZ Tray.

export async function impressaoModulo(app: FastifyInstance) {
  await configuracaoRoutes(app);
  await certificadoRoutes(app);
  await marcasRoutes(app);
}
