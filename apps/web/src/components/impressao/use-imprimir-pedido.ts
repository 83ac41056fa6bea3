import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { configuracaoImpressaoQuery, marcaQuery, marcarImpresso } from '../../api/impressao.ts';
import { keys } from '../../api/keys.ts';
import { traduzirErro } from '../../lib/qz/cliente.ts';
import type { QuaisDocumentos } from '../../lib/qz/documentos.ts';
import { idDaEstacao, registrarImpresso, useEstacao } from '../../lib/qz/estacao.ts';
import { showSnackbar } from '../../lib/snackbar.ts';

/**
 * Prints an order's delivery receipt or kitchen ticket on this computer's printer — from the order detail and from
 * the board's card. A manual print is the order's printed mark too, so automatic printing does not print it again.
 * `comMarca`: read the printed mark (the detail shows it; a board of 50 cards does not ask 50 times).
 */
export function useImprimirPedido(pedido: Pedido, timezone: string, comMarca = true) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { impressora } = useEstacao();
  const config = useQuery({ ...configuracaoImpressaoQuery(), meta: { silent: true } });
  const marca = useQuery({ ...marcaQuery(pedido.id), meta: { silent: true }, enabled: comMarca });
  const [imprimindo, setImprimindo] = useState<QuaisDocumentos | null>(null);

  const imprimir = async (quais: QuaisDocumentos) => {
    if (!config.data) return;
    setImprimindo(quais);
    try {
      // the receipt layouts load on the first print, not with every card of the board
      const { documentosDoPedido, imprimirDocumentos } = await import('../../lib/qz/documentos.ts');
      await imprimirDocumentos(
        impressora,
        documentosDoPedido(pedido, config.data, timezone, quais, true),
        `pedido-${pedido.numero_pedido}-${quais}`,
      );
      registrarImpresso(pedido.id);
      showSnackbar(t('impressao.enviado'), 'success');
      await marcarImpresso(pedido.id, { impressora: impressora!, estacao: idDaEstacao() }).catch(() => undefined);
      await qc.invalidateQueries({ queryKey: keys.impressao.marca(pedido.id) });
    } catch (err) {
      const e = traduzirErro(err);
      console.error('Falha ao imprimir', e.codigo, e.detalhe ?? '');
      showSnackbar(t('impressao.falhou', { motivo: t(`impressao.erros.${e.codigo}`) }), 'error');
    } finally {
      setImprimindo(null);
    }
  };

  return { imprimir, imprimindo, pronto: !!config.data, marca: marca.data };
}
