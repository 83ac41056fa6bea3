// The mutation shape every resource module uses: call the API, then refresh the lists it touched.
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

export interface OpcoesMutacao {
  /** The form shows this mutation's errors on its fields, so the global snackbar stays quiet. */
  silent?: boolean;
}

/** A mutation that, on success, invalidates every query under the given key roots. */
export function useMutacao<V, R>(
  fn: (vars: V) => Promise<R>,
  invalida: readonly QueryKey[],
  opcoes: OpcoesMutacao = {},
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    ...(opcoes.silent ? { meta: { silent: true } } : {}),
    onSuccess: () => Promise.all(invalida.map((queryKey) => qc.invalidateQueries({ queryKey }))).then(() => undefined),
  });
}
