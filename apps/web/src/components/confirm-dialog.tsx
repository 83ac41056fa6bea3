import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';

interface Props { open: boolean; message: string; confirmLabel?: string; busy?: boolean; onConfirm: () => void; onClose: () => void }

/** Confirmation before a destructive action (deletes, resets). */
export function ConfirmDialog({ open, message, confirmLabel, busy, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('acoes.cancelar')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>{confirmLabel ?? t('acoes.confirmar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
