import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatarTelefone } from '@app/shared/domain/telefone.ts';
import { formatTime } from '@app/shared/domain/dates.ts';
import type { InstanciaWhatsappResposta } from '@app/shared/schemas/whatsapp.ts';
import { useCriarInstancia, useExcluirInstancia, useReconectarInstancia } from '@/api/whatsapp.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useWhatsappT } from '../i18n.ts';

const COR = { open: 'success', connecting: 'warning', close: 'default', refused: 'error' } as const;

/** The business's WhatsApp: connect (QR code, refreshed by itself; or a pairing code), its state, reconnect, delete. */
export function ConexaoCard({ dados, timezone }: { dados: InstanciaWhatsappResposta; timezone: string }) {
  const { t } = useWhatsappT();
  const criar = useCriarInstancia();
  const reconectar = useReconectarInstancia();
  const excluir = useExcluirInstancia();
  const [numero, setNumero] = useState('');
  const [confirmar, setConfirmar] = useState(false);
  const i = dados.instancia;
  const numeroOuNada = numero.trim() || undefined;

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="h6" component="h2">
          {t('w.conexao')}
        </Typography>
        {dados.aviso && <Alert severity="warning">{dados.aviso}</Alert>}
        {!i ? (
          <>
            <Typography variant="body2">{t('w.semInstancia')}</Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
              <TextField
                label={t('w.numeroPareamento')}
                value={numero}
                onChange={(e) => setNumero(e.target.value)}
                inputMode="tel"
                sx={{ minWidth: { xs: '100%', sm: 320 } }}
              />
              <Button variant="contained" disabled={criar.isPending} onClick={() => criar.mutate(numeroOuNada)}>
                {t('w.conectar')}
              </Button>
            </Box>
          </>
        ) : (
          <>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <Chip data-testid="whatsapp-estado" color={COR[i.estado]} label={t(`w.estados.${i.estado}`)} />
              {i.estado === 'open' && i.numero && (
                <Typography variant="body2">
                  {t('w.conectadoComo', { numero: formatarTelefone(i.numero) })}
                  {i.nome_perfil ? ` (${i.nome_perfil})` : ''}
                </Typography>
              )}
            </Box>
            {i.estado !== 'open' && (
              <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                {i.qr_base64 && (
                  <Box
                    component="img"
                    src={i.qr_base64}
                    alt="QR code"
                    data-testid="whatsapp-qr"
                    sx={{
                      width: 240,
                      maxWidth: '100%',
                      aspectRatio: '1',
                      imageRendering: 'pixelated',
                      bgcolor: '#fff',
                    }}
                  />
                )}
                <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0, flex: 1 }}>
                  <Typography variant="body2">{t('w.escaneie')}</Typography>
                  {i.pairing_code && (
                    <Typography variant="body1" sx={{ fontFamily: 'monospace' }}>
                      {t('w.codigo', { codigo: i.pairing_code })}
                    </Typography>
                  )}
                  {i.qr_atualizado_em && (
                    <Typography variant="caption" color="text.secondary">
                      {t('w.qrAtualizado', { hora: formatTime(i.qr_atualizado_em, timezone) })}
                    </Typography>
                  )}
                  <TextField
                    size="small"
                    label={t('w.numeroPareamento')}
                    value={numero}
                    onChange={(e) => setNumero(e.target.value)}
                    inputMode="tel"
                  />
                </Box>
              </Box>
            )}
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                disabled={reconectar.isPending}
                onClick={() => reconectar.mutate(numeroOuNada)}
              >
                {t('w.reconectar')}
              </Button>
              <Button color="error" variant="outlined" onClick={() => setConfirmar(true)}>
                {t('w.excluir')}
              </Button>
            </Box>
          </>
        )}
        <Typography variant="caption" color="text.secondary">
          {t('w.evolution')}
        </Typography>
      </CardContent>
      <ConfirmDialog
        open={confirmar}
        message={t('w.excluirPergunta')}
        busy={excluir.isPending}
        onClose={() => setConfirmar(false)}
        onConfirm={() =>
          excluir.mutate(undefined, {
            onSuccess: () => {
              setConfirmar(false);
              showSnackbar(t('w.excluido'), 'success');
            },
          })
        }
      />
    </Card>
  );
}
