import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  AVISO_EXEMPLO,
  AVISO_VARIAVEIS,
  MODELO_MAX,
  preencherModelo,
  variaveisDesconhecidas,
  type AvisoStatus,
} from '@app/shared/domain/whatsapp-avisos.ts';
import type { Aviso } from '@app/shared/schemas/whatsapp.ts';
import { avisosWhatsappQuery, useSalvarAviso } from '@/api/whatsapp.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useWhatsappT } from '../i18n.ts';

/** One status's notice: the switch, the template and its preview with example values. */
function AvisoLinha({ aviso }: { aviso: Aviso }) {
  const { t } = useWhatsappT();
  const salvar = useSalvarAviso();
  const [ativo, setAtivo] = useState(aviso.ativo);
  const [modelo, setModelo] = useState(aviso.modelo);
  useEffect(() => {
    setAtivo(aviso.ativo);
    setModelo(aviso.modelo);
  }, [aviso.ativo, aviso.modelo]);
  const erradas = variaveisDesconhecidas(modelo);
  const alterado = ativo !== aviso.ativo || modelo !== aviso.modelo;
  const status = aviso.status as AvisoStatus;
  const rotulo = t(`w.avisoStatus.${status}`);

  return (
    <Box data-testid={`aviso-${status}`} sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <FormControlLabel
        control={<Switch checked={ativo} onChange={(e) => setAtivo(e.target.checked)} />}
        label={rotulo}
      />
      <TextField
        label={rotulo}
        value={modelo}
        multiline
        minRows={2}
        onChange={(e) => setModelo(e.target.value)}
        error={erradas.length > 0}
        helperText={
          erradas.length ? `Variável desconhecida: {${erradas.join('}, {')}}` : `${modelo.length}/${MODELO_MAX}`
        }
        slotProps={{ htmlInput: { maxLength: MODELO_MAX } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-wrap' }}>
        <strong>{t('w.previa')}:</strong> {preencherModelo(modelo, AVISO_EXEMPLO)}
      </Typography>
      <Box>
        <Button
          variant="contained"
          size="small"
          disabled={!alterado || erradas.length > 0 || !modelo.trim() || salvar.isPending}
          onClick={() =>
            salvar.mutate({ status, ativo, modelo }, { onSuccess: () => showSnackbar(t('w.salvo'), 'success') })
          }
        >
          {t('w.salvar')}
        </Button>
      </Box>
    </Box>
  );
}

/** The notices of every order status, and the variables a template may use. */
export function AvisosCard() {
  const { t } = useWhatsappT();
  const avisos = useQuery(avisosWhatsappQuery());
  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('w.avisos')}
        </Typography>
        <Typography variant="body2">{t('w.avisosTexto')}</Typography>
        <Typography variant="body2" color="text.secondary">
          <strong>{t('w.variaveis')}:</strong>{' '}
          {Object.entries(AVISO_VARIAVEIS)
            .map(([v, d]) => `{${v}} ${d}`)
            .join(' · ')}
        </Typography>
        {avisos.data?.items.map((a, i) => (
          <Box key={a.status} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            {i > 0 && <Divider />}
            <AvisoLinha aviso={a} />
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}
