import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { usePedidosT } from '../i18n.ts';

interface Props {
  /** Phone layout: a bar stuck to the bottom of the screen, visible while the form scrolls. */
  barra: boolean;
  /** The total as shown ("R$ 62,99", or "Calculando…"). */
  total: string;
  pronto: boolean;
  enviando: boolean;
  onEnviar: () => void;
}

/** FINALIZAR PEDIDO: under the summary on a wide screen; on a phone, with the total, always in view. */
export function Finalizar({ barra, total, pronto, enviando, onEnviar }: Props) {
  const { t } = usePedidosT();
  const botao = (
    <Button
      fullWidth={!barra}
      size="large"
      variant="contained"
      sx={barra ? { flexShrink: 0 } : { mt: 1.5 }}
      onClick={onEnviar}
      aria-disabled={!pronto}
      disabled={enviando}
    >
      {enviando ? t('novo.enviando') : t('novo.finalizar')}
    </Button>
  );
  if (!barra) return botao;
  return (
    <Box
      data-testid="novo-pedido-barra"
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: (th) => th.zIndex.appBar - 1,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        mt: 2,
        mx: { xs: -1.5, sm: -2 },
        px: { xs: 1.5, sm: 2 },
        py: 1,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        boxShadow: 3,
      }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('novo.total')}
        </Typography>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }} aria-live="polite">
          {total}
        </Typography>
      </Box>
      {botao}
    </Box>
  );
}
