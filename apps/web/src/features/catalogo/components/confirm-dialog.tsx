import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** Delete confirmation: says what will be deleted and that it cannot be undone. */
export function ConfirmDialog({ nome, aviso, onConfirm, onClose }: { nome: string | null; aviso?: string; onConfirm: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={nome !== null} onClose={onClose}>
      <DialogTitle>{t('catalogo.confirmarExclusao', { nome })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{aviso ?? t('catalogo.naoDesfaz')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('catalogo.cancelar')}</Button>
        <Button color="error" variant="contained" onClick={onConfirm}>{t('catalogo.excluir')}</Button>
      </DialogActions>
    </Dialog>
  );
}
