import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { usePedidosT } from '../i18n.ts';
import type { useAcoesPedido } from './use-acoes-pedido.ts';

// the picker (radio list, dialog) loads when a courier is asked for, not with every card of the board
const EntregadorDialog = lazy(async () => ({ default: (await import('./entregador-dialog.tsx')).EntregadorDialog }));

type Acoes = ReturnType<typeof useAcoesPedido>;

/** A delivery without a courier going to "Saiu para entrega": the courier is asked first (card and detail alike). */
export const precisaEntregador = (p: Pick<Pedido, 'tipo' | 'entregador_id'>, para: string) =>
  para === 'em_entrega' && p.tipo === 'delivery' && p.entregador_id === null;

/**
 * The courier picker of one order: `pedir(true)` on the way out (assign, then "Saiu para entrega"), `pedir(false)`
 * to only assign. Render `dialogo` where the order is shown.
 */
export function useEntregadorDoPedido(
  p: Pedido,
  { status, patch }: Acoes,
): {
  pedir: (saida: boolean) => void;
  dialogo: ReactNode;
} {
  const { t } = usePedidosT();
  const [saida, setSaida] = useState<boolean | null>(null);

  const escolher = async (entregadorId: number | null, naSaida: boolean) => {
    try {
      if (entregadorId !== null && entregadorId !== p.entregador_id)
        await patch.mutateAsync({ entregador_id: entregadorId });
      setSaida(null);
      if (naSaida) status.mutate({ para: 'em_entrega' });
      else showSnackbar(t('detalhe.entregadorAtribuido'), 'success', `pedido:${p.id}`);
    } catch {
      // the global handler announced the refusal; the dialog stays open for another choice
    }
  };

  const dialogo =
    saida === null ? null : (
      <Suspense fallback={null}>
        <EntregadorDialog
          numero={p.numero_pedido}
          atual={p.entregador_id}
          saida={saida}
          ocupado={status.isPending || patch.isPending}
          onClose={() => setSaida(null)}
          onConfirm={(id) => void escolher(id, saida)}
        />
      </Suspense>
    );
  return { pedir: setSaida, dialogo };
}
