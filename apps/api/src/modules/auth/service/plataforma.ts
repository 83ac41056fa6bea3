import { transacaoPlataforma, type PlataformaDb } from '../../../db/tenant.ts';
import type { Empresa, EmpresaCreate } from '@app/shared/schemas/empresas.ts';
import { AppError, conflict } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import * as empresas from '../../empresas/index.ts';
import * as usuarios from '../queries/usuarios.ts';
import type { AuthCache } from '../../../lib/auth-cache.ts';
import { hashPassword } from './passwords.ts';

// The superadmin's creation and deletion of a business. They live here, not in empresas, because they create or
// protect user accounts, and this module sits above empresas (its session loader reads the business).

const EMAIL_EM_USO = 'Este e-mail já está em uso';
const emailEmUso = () => new AppError(409, EMAIL_EM_USO, [{ campo: 'email', mensagem: EMAIL_EM_USO }]);

/** A new business and its first manager (role gerente), in one transaction. */
export async function criarEmpresaComGerente(p: PlataformaDb, input: EmpresaCreate): Promise<Empresa> {
  const email = input.email.trim().toLowerCase();
  if (await usuarios.emailEmUso(p, email)) throw emailEmUso();
  const senha_hash = await hashPassword(input.senha);
  try {
    return await transacaoPlataforma(p, async (tx) => {
      const empresa = await empresas.criarEmpresa(tx, input);
      await usuarios.inserir(tx, {
        empresa_id: empresa.id,
        nome: input.gerente_nome ?? 'Gerente',
        email,
        senha_hash,
        role: 'gerente',
      });
      return empresa;
    });
  } catch (err) {
    // two creations racing for the same e-mail: the unique index decides
    if (isUniqueViolation(err)) throw emailEmUso();
    throw err;
  }
}

/**
 * Deletes a business and everything it owns. A business holding a superadmin is refused (the platform keeps its
 * admin). Its sessions go with it; the cached ones are dropped in every API process at once, so its tokens answer
 * 401 from the next request on (not a write failing on a business that no longer exists) and its streams close.
 */
export async function excluirEmpresa(p: PlataformaDb, empresaId: number, cache: AuthCache): Promise<void> {
  await empresas.exigirEmpresa(p, empresaId);
  if (await usuarios.empresaTemSuperadmin(p, empresaId))
    throw conflict('Esta empresa tem um superadmin e não pode ser excluída');
  await empresas.excluirEmpresa(p, empresaId);
  await cache.invalidar({ empresa_id: empresaId });
}
