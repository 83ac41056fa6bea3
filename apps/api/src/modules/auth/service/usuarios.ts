import type { PlataformaDb } from '../../../db/tenant.ts';
import { notFound } from '../../../lib/errors.ts';
import * as q from '../queries/usuarios.ts';

/** The business a user belongs to, over all businesses (the superadmin manages any business's users); 404 if unknown. */
export async function empresaDoUsuario(p: PlataformaDb, usuarioId: number): Promise<number> {
  const empresaId = await q.empresaDoUsuario(p, usuarioId);
  if (empresaId === undefined) throw notFound('Usuário não encontrado');
  return empresaId;
}
