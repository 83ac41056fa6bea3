import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useMesasT } from '../i18n.ts';

/** Asks the reason a destructive action needs (cancel an item or a tab, reverse a payment, reopen). */
export function MotivoDialog({
  titulo,
  onConfirmar,
  onClose,
}: {
  titulo: string;
  onConfirmar: (motivo: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useMesasT();
  const [motivo, setMotivo] = useState('');
  const [enviando, setEnviando] = useState(false);
  const ok = motivo.trim().length > 0;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="motivo-titulo">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!ok || enviando) return;
          setEnviando(true);
          onConfirmar(motivo.trim())
            .then(onClose)
            .catch(() => setEnviando(false));
        }}
      >
        <DialogTitle id="motivo-titulo">{titulo}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('comanda.motivo')}
            value={motivo}
            onChange={(e) => setMotivo(e.target.value)}
            fullWidth
            autoFocus
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('acoes.cancelar')}</Button>
          <Button type="submit" variant="contained" color="error" disabled={!ok || enviando}>
            {t('comanda.confirmar')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
