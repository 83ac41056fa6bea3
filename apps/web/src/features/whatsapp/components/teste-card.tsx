import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEnviarMensagem } from '@/api/whatsapp.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useWhatsappT } from '../i18n.ts';

/** A message to any phone, through the same queue as the notices (the log shows how it went). */
export function TesteCard() {
  const { t } = useWhatsappT();
  const enviar = useEnviarMensagem();
  const [telefone, setTelefone] = useState('');
  const [texto, setTexto] = useState(() => t('w.textoPadrao'));
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('w.teste')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextField
            label={t('w.telefone')}
            value={telefone}
            inputMode="tel"
            onChange={(e) => setTelefone(e.target.value)}
            sx={{ minWidth: { xs: '100%', sm: 220 } }}
          />
          <TextField
            label={t('w.texto')}
            value={texto}
            onChange={(e) => setTexto(e.target.value)}
            sx={{ flex: 1, minWidth: { xs: '100%', sm: 260 } }}
          />
        </Box>
        <Box>
          <Button
            variant="contained"
            disabled={!telefone.trim() || !texto.trim() || enviar.isPending}
            onClick={() =>
              enviar.mutate({ telefone, texto }, { onSuccess: () => showSnackbar(t('w.enviado'), 'success') })
            }
          >
            {t('w.enviar')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
