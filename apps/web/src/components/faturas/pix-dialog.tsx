import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { faturaPixQuery } from '../../api/faturas.ts';
import { errorMessage } from '../../api/problem.ts';
import { PixCodigo } from './pix-codigo.tsx';

/** The Pix of one invoice in a dialog (business/subscription, the banner, and the superadmin's list with `admin`). */
export function PixDialog({
  fatura,
  admin = false,
  onClose,
}: {
  fatura: { id: number; mes: number; ano: number } | null;
  admin?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const q = useQuery({ ...faturaPixQuery(fatura?.id ?? 0, admin), enabled: fatura !== null });
  const mes = fatura ? `${String(fatura.mes).padStart(2, '0')}/${fatura.ano}` : '';
  return (
    <Dialog open={fatura !== null} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="pix-dialog-titulo">
      <DialogTitle id="pix-dialog-titulo">{t('faturas.pixTitulo', { mes })}</DialogTitle>
      <DialogContent>
        {q.isPending && fatura !== null ? <CircularProgress /> : null}
        {q.error ? <Alert severity="warning">{errorMessage(q.error, t('comum.erroInesperado'))}</Alert> : null}
        {q.data ? <PixCodigo pix={q.data} /> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('acoes.fechar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
