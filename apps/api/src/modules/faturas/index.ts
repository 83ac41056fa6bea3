import type { FastifyInstance } from 'fastify';
import { faturasRoutes } from './routes/faturas.ts';
import { plataformaRoutes } from './routes/plataforma.ts';

// The invoices module: a business's subscription invoices with their Pix copia e cola, and the superadmin's
// invoices of every business with the platform's billing settings. Nothing of this folder is imported from outside.
export async function faturasModulo(app: FastifyInstance) {
  await faturasRoutes(app);
  await plataformaRoutes(app);
}
