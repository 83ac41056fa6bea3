import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';

/** Writing the catalogue needs catalogo.gerenciar (the API checks it too); reading needs only a login. */
export function usePodeEditar(): boolean {
  return sessionHasPermission(useSession(), 'catalogo.gerenciar');
}
