import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { FaturaPix } from '@app/shared/schemas/faturas.ts';
import { formatDate } from '@app/shared/domain/dates.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { copiarTexto } from '../../lib/clipboard.ts';
import { showSnackbar } from '../../lib/snackbar.ts';
import { QrCode } from './qr-code.tsx';

/** An invoice's Pix: QR code, the copia e cola text and a copy button, amount, due date and receiver. */
export function PixCodigo({ pix }: { pix: FaturaPix }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <QrCode texto={pix.pix} rotulo={t('faturas.pixQr')} />
      <Typography variant="body2">
        {t('faturas.pixValor', { valor: formatReais(pix.valor), data: formatDate(pix.vencimento) })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('faturas.pixRecebedor', { nome: pix.recebedor.nome, cidade: pix.recebedor.cidade })}
      </Typography>
      <TextField
        label={t('faturas.pixCopiaECola')}
        value={pix.pix}
        multiline
        fullWidth
        slotProps={{
          htmlInput: { readOnly: true, 'data-testid': 'pix-copia-e-cola', style: { fontFamily: 'monospace' } },
        }}
      />
      <Button
        variant="contained"
        startIcon={<ContentCopyIcon />}
        onClick={async () => {
          await copiarTexto(pix.pix);
          showSnackbar(t('faturas.pixCopiado'), 'success');
        }}
      >
        {t('faturas.pixCopiar')}
      </Button>
    </Stack>
  );
}
