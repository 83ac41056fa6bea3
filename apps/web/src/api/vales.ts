// Couriers' advances (vales, /entregadores/{id}/vales). The screens read them through the couriers' reports (the
// statement's `vales_lista`), so recording or deleting one refreshes the reports.
import type { Vale, ValeCriarEntrada } from '@app/shared/schemas/entrega-vales.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { useMutacao } from './mutacao.ts';

/** Records an advance; the form shows the errors on its fields. */
export const useRegistrarVale = () =>
  useMutacao(
    async ({ entregadorId, dados }: { entregadorId: number; dados: ValeCriarEntrada }) =>
      (await http.post<Vale>(`/entregadores/${entregadorId}/vales`, dados)).data,
    [keys.relatorios.all],
    { silent: true },
  );

export const useExcluirVale = () =>
  useMutacao(
    async ({ entregadorId, valeId }: { entregadorId: number; valeId: number }) => {
      await http.delete(`/entregadores/${entregadorId}/vales/${valeId}`);
    },
    [keys.relatorios.all],
  );
