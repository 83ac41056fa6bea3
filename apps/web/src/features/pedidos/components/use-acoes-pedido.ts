import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PedidoStatus } from '@app/shared/domain/pedido-status.ts';
import { errorMessage, statusOf } from '@/api/problem.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import type { PedidoPatch } from '@app/shared/schemas/pedidos-consulta.ts';
import { keys } from '@/api/keys.ts';
import { mudarStatus, patchPedido } from '@/api/pedidos.ts';
import { usePedidosT } from '../i18n.ts';
import { chaveStatus } from '../quadro.ts';

/** Status changes and patches of one order; both refresh the board, the history and the detail. */
export function useAcoesPedido(id: number) {
  const { t } = usePedidosT();
  const qc = useQueryClient();
  const atualizar = () => qc.invalidateQueries({ queryKey: keys.pedidos.all });

  const status = useMutation({
    mutationFn: ({ para, motivo }: { para: PedidoStatus; motivo?: string }) => mudarStatus(id, para, motivo),
    meta: { silent: true },
    onSuccess: (p) => {
      showSnackbar(
        p.status === 'cancelado'
          ? t('cancelar.feito', { numero: p.numero_pedido })
          : t('detalhe.avancado', { numero: p.numero_pedido, status: t(chaveStatus(p.status, p.tipo)) }),
        'success',
        `pedido:${id}`,
      );
    },
    onError: (error) => {
      // 409: someone else moved it first; show the server's reason and the fresh state
      const conflito = statusOf(error) === 409;
      showSnackbar(
        errorMessage(error, conflito ? t('detalhe.conflito') : t('comum.erroInesperado', { ns: 'translation' })),
        conflito ? 'warning' : 'error',
        `pedido:${id}`,
      );
    },
    onSettled: atualizar,
  });

  const patch = useMutation({
    mutationFn: (body: PedidoPatch) => patchPedido(id, body),
    onSettled: atualizar,
  });

  return { status, patch };
}
