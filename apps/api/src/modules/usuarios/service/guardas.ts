import { forbidden } from '../../../lib/errors.ts';
import type { UsuarioLinha } from '../queries/usuarios.ts';

/** Who is acting (the request's user). */
export interface Quem {
  id: number;
  superadmin: boolean;
}

/** The platform's superadmin account sits in a business; only a superadmin may change or remove it. */
export function exigirPodeMexer(quem: Quem, alvo: UsuarioLinha) {
  if (alvo.superadmin && !quem.superadmin) throw forbidden('Apenas o superadmin altera a conta do superadmin');
}
