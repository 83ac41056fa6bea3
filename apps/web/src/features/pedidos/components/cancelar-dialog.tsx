import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { usePedidosT } from '../i18n.ts';

interface Props {
  open: boolean;
  numero: number;
  enviando: boolean;
  onClose: () => void;
  onConfirm: (motivo: string) => void;
}

/** Cancelling needs a reason (the API refuses it without one). */
export function CancelarDialog({ open, numero, enviando, onClose, onConfirm }: Props) {
  const { t } = usePedidosT();
  const [motivo, setMotivo] = useState('');
  const [tocado, setTocado] = useState(false);
  const vazio = motivo.trim() === '';

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setTocado(true);
          if (!vazio) onConfirm(motivo.trim());
        }}
      >
        <DialogTitle>{t('cancelar.titulo', { numero })}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            required
            multiline
            minRows={2}
            margin="dense"
            label={t('cancelar.motivo')}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            onBlur={() => setTocado(true)}
            error={tocado && vazio}
            helperText={tocado && vazio ? t('cancelar.obrigatorio') : ' '}
            slotProps={{ htmlInput: { maxLength: 300 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancelar.voltar')}</Button>
          <Button type="submit" color="error" variant="contained" disabled={enviando}>
            {t('cancelar.confirmar')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
