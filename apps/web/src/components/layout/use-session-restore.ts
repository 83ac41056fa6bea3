// Spec §8 "Session restore failure: logged, then logout". Entering the shell re-reads GET /auth/me once, so
// permissions or the superadmin flag changed since login take effect, and a session the server no longer
// accepts ends here. (A 401 is the HTTP client's: refresh, or logout.) Without any answer — the network is
// down — the user stays: logging out a waiter because the Wi-Fi dropped helps nobody.
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMe } from '../../api/auth.ts';
import { keys } from '../../api/keys.ts';
import { statusOf } from '../../api/problem.ts';
import { clearSession, getSession, setSession } from '../../lib/session.ts';

/** The session re-read: once per shell, never retried (its failure is handled below), errors not announced. */
export const meQuery = () =>
  queryOptions({
    queryKey: keys.auth.me(),
    queryFn: fetchMe,
    staleTime: Infinity,
    retry: false,
    meta: { silent: true },
  });

export function useSessionRestore(enabled: boolean): void {
  const me = useQuery({ ...meQuery(), enabled });

  useEffect(() => {
    const current = getSession();
    if (!current) return;
    if (me.data) {
      const { user, empresa } = me.data;
      const next = {
        ...current,
        empresa_id: user.empresa_id,
        usuario_id: user.id,
        usuario_nome: user.nome,
        email: user.email,
        role: user.role,
        superadmin: user.superadmin,
        permissoes: user.permissoes,
        nome_empresa: empresa.nome,
        timezone: empresa.timezone || current.timezone,
        cor_menu: empresa.cor_menu || current.cor_menu,
      };
      if (JSON.stringify(next) !== JSON.stringify(current)) setSession(next);
    } else if (me.isError) {
      const status = statusOf(me.error);
      console.error('Falha ao restaurar a sessão', me.error);
      if (status !== null && status !== 401) clearSession();
    }
  }, [me.data, me.isError, me.error]);
}
