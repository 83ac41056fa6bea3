import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Comanda } from '@app/shared/schemas/comandas.ts';
import { keys } from '@/api/keys.ts';

/**
 * Runs one action on the tab: the answer (the tab as it is now) goes straight into the cache, the board and the
 * batches refresh. Errors reach the global snackbar with the API's Portuguese reason (409 "a comanda está …").
 */
export function useAcaoComanda(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (fn: () => Promise<Comanda>) => fn(),
    onSuccess: async (c) => {
      qc.setQueryData(keys.mesas.comanda(id), c);
      await Promise.all([
        qc.invalidateQueries({ queryKey: keys.mesas.painel() }),
        qc.invalidateQueries({ queryKey: keys.mesas.lotes(id) }),
        qc.invalidateQueries({ queryKey: keys.mesas.daMesa(c.mesa_id) }),
      ]);
    },
  });
}
