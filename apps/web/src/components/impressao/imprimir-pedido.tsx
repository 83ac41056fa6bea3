import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { formatTime } from '@app/shared/domain/dates.ts';
import { configuracaoImpressaoQuery, marcaQuery, marcarImpresso } from '../../api/impressao.ts';
import { keys } from '../../api/keys.ts';
import { traduzirErro } from '../../lib/qz/cliente.ts';
import { documentosDoPedido, imprimirDocumentos, type QuaisDocumentos } from '../../lib/qz/documentos.ts';
import { idDaEstacao, registrarImpresso, useEstacao } from '../../lib/qz/estacao.ts';
import { showSnackbar } from '../../lib/snackbar.ts';

/**
 * Print and reprint an order's delivery receipt or kitchen ticket on this computer's printer (order detail on the
 * board and in the history). A manual print is the order's printed mark too, so automatic printing does not print
 * it again.
 */
export function ImprimirPedido({ pedido, timezone }: { pedido: Pedido; timezone: string }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const { impressora } = useEstacao();
  const config = useQuery({ ...configuracaoImpressaoQuery(), meta: { silent: true } });
  const marca = useQuery({ ...marcaQuery(pedido.id), meta: { silent: true } });
  const [imprimindo, setImprimindo] = useState<QuaisDocumentos | null>(null);
  const impresso = marca.data?.impresso === true;

  const imprimir = async (quais: QuaisDocumentos) => {
    if (!config.data) return;
    setImprimindo(quais);
    try {
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

  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(['recibo', 'cozinha'] as const).map((q) => (
          <Button
            key={q}
            size="small"
            variant="outlined"
            startIcon={<PrintIcon />}
            disabled={imprimindo !== null || !config.data}
            onClick={() => void imprimir(q)}
          >
            {t(`impressao.${impresso ? 're' : ''}imprimir${q === 'recibo' ? 'Recibo' : 'Cozinha'}`)}
          </Button>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" data-testid="marca-impressao">
        {marca.data?.impresso
          ? t('impressao.impresso', {
              hora: formatTime(marca.data.impresso_em, timezone),
              impressora: marca.data.impressora,
            })
          : t('impressao.naoImpresso')}
      </Typography>
    </Box>
  );
}
