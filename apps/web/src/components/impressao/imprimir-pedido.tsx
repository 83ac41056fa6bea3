import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { formatTime } from '@app/shared/domain/dates.ts';
import { useImprimirPedido } from './use-imprimir-pedido.ts';

/** Print and reprint an order's delivery receipt or kitchen ticket (order detail on the board and in the history). */
export function ImprimirPedido({ pedido, timezone }: { pedido: Pedido; timezone: string }) {
  const { t } = useTranslation();
  const { imprimir, imprimindo, pronto, marca } = useImprimirPedido(pedido, timezone);
  const impresso = marca?.impresso === true;

  return (
    <Box sx={{ mt: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {(['recibo', 'cozinha'] as const).map((q) => (
          <Button
            key={q}
            size="small"
            variant="outlined"
            startIcon={<PrintIcon />}
            disabled={imprimindo !== null || !pronto}
            onClick={() => void imprimir(q)}
          >
            {t(`impressao.${impresso ? 're' : ''}imprimir${q === 'recibo' ? 'Recibo' : 'Cozinha'}`)}
          </Button>
        ))}
      </Box>
      <Typography variant="caption" color="text.secondary" data-testid="marca-impressao">
        {marca?.impresso
          ? t('impressao.impresso', {
              hora: formatTime(marca.impresso_em, timezone),
              impressora: marca.impressora,
            })
          : t('impressao.naoImpresso')}
      </Typography>
    </Box>
  );
}
