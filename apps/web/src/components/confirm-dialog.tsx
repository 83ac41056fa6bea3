import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  message: string;
  /** Defaults to "Excluir": most confirmations guard a delete. */
  confirmLabel?: string;
  /** The action is running: the confirm button waits. */
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before destructive actions (deletes, resets, anonymisation). */
export function ConfirmDialog({ open, title, message, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const tituloId = useId();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={title ? tituloId : undefined}>
      {title && <DialogTitle id={tituloId}>{title}</DialogTitle>}
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('acoes.cancelar')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {confirmLabel ?? t('acoes.excluir')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
