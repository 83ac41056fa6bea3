import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { Convite } from '@app/shared/schemas/usuarios.ts';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import { copiarTexto } from '@/lib/clipboard.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useUsuariosT } from '../i18n.ts';

/** The one-time set-password link, shown once after it is made, with a copy button. */
export function LinkDialog({
  link,
  onClose,
}: {
  link: { nome: string; convite: Convite } | null;
  onClose: () => void;
}) {
  const { t } = useUsuariosT();
  const url = link ? `${window.location.origin}${link.convite.convite_url}` : '';
  return (
    <Dialog open={link !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="link-titulo">
      <DialogTitle id="link-titulo">{t('usuarios.linkTitulo')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">
            {t('usuarios.linkTexto', {
              nome: link?.nome ?? '',
              ate: link ? formatDateTime(link.convite.expira_em) : '',
            })}
          </Typography>
          <TextField
            label={t('usuarios.linkTitulo')}
            value={url}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'link-senha' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<ContentCopyIcon />}
          onClick={async () => {
            await copiarTexto(url);
            showSnackbar(t('usuarios.linkCopiado'), 'success');
          }}
        >
          {t('usuarios.linkCopiar')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('acoes.fechar')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
