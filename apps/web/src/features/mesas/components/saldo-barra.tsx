import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Comanda } from '@app/shared/schemas/comandas.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { useMesasT } from '../i18n.ts';

/** The balance, always on screen at the bottom, with the money actions. */
export function SaldoBarra({
  comanda: c,
  onPreconta,
  onPagar,
  onFechar,
}: {
  comanda: Comanda;
  onPreconta: () => void;
  onPagar: (() => void) | null;
  onFechar: (() => void) | null;
}) {
  const { t } = useMesasT();
  const s = c.saldo;
  const linha = (rotulo: string, valor: number, teste?: string) => (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
      <span>{rotulo}</span>
      <span data-testid={teste}>{formatReais(valor)}</span>
    </Box>
  );
  return (
    <Paper elevation={8} square sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, p: 1, zIndex: 3 }}>
      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <Box sx={{ typography: 'body2', display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 2 }}>
          {linha(t('comanda.subtotal'), s.subtotal)}
          {linha(t('comanda.taxa'), s.taxa_servico)}
          {linha(t('comanda.pago'), s.pago, 'valor-pago')}
          <Box sx={{ display: 'flex', justifyContent: 'space-between', fontWeight: 700 }}>
            <span>{t('comanda.saldo')}</span>
            <span data-testid="saldo">{formatReais(s.saldo)}</span>
          </Box>
        </Box>
        {s.por_pessoa.length > 1 && s.saldo > 0 && (
          <Typography variant="caption" color="text.secondary">
            {t('comanda.porPessoa', { valores: [...new Set(s.por_pessoa)].map(formatReais).join(' / ') })}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <Button
            variant="outlined"
            sx={{ flex: 1 }}
            onClick={onPreconta}
            disabled={c.status === 'encerrada' || c.status === 'cancelada'}
          >
            {t('comanda.preconta')}
          </Button>
          <Button
            variant="contained"
            sx={{ flex: 1 }}
            onClick={onPagar ?? undefined}
            disabled={!onPagar || s.saldo_base <= 0}
          >
            {t('comanda.pagar')}
          </Button>
          <Button
            variant="contained"
            color="success"
            sx={{ flex: 1 }}
            onClick={onFechar ?? undefined}
            disabled={!onFechar}
          >
            {t('comanda.fecharConta')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
