import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatDate } from '@app/shared/domain/dates.ts';
import { certificadoQuery, useGerarCertificado, useRemoverCertificado } from '@/api/impressao.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { baixarArquivo } from '@/lib/download.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useImpressaoT } from '../i18n.ts';
import { EnviarCertificadoDialog } from './enviar-certificado-dialog.tsx';

/** Silent printing: the business's certificate, generated here or uploaded, and how to install it in QZ Tray. */
export function CertificadoCard({ pode, timezone }: { pode: boolean; timezone: string }) {
  const { t } = useImpressaoT();
  const cert = useQuery(certificadoQuery());
  const gerar = useGerarCertificado();
  const remover = useRemoverCertificado();
  const [confirmar, setConfirmar] = useState<'gerar' | 'remover' | null>(null);
  const [enviando, setEnviando] = useState(false);
  const c = cert.data;

  const fazerGerar = () =>
    gerar.mutate(
      {},
      {
        onSuccess: () => {
          setConfirmar(null);
          showSnackbar(t('p.gerado'), 'success');
        },
      },
    );

  return (
    <Card variant="outlined">
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {t('p.certificado')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('p.certificadoTexto')}
        </Typography>
        {c?.certificado ? (
          <Box data-testid="certificado-dados">
            <Typography variant="body2">
              {t('p.assunto')}: {c.assunto} ({c.origem ? t(`p.origens.${c.origem}`) : ''})
            </Typography>
            <Typography variant="body2">
              {t('p.validoAte')}: {formatDate(c.valido_ate, timezone)}
            </Typography>
            <Typography variant="caption" sx={{ wordBreak: 'break-all' }}>
              {t('p.digital')}: {c.impressao_digital}
            </Typography>
          </Box>
        ) : (
          <Typography variant="body2" color="warning.dark">
            {t('p.semCertificado')}
          </Typography>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {pode && (
            <Button
              variant="contained"
              disabled={gerar.isPending}
              onClick={() => (c?.certificado ? setConfirmar('gerar') : fazerGerar())}
            >
              {t('p.gerar')}
            </Button>
          )}
          {c?.certificado && (
            <Button
              variant="outlined"
              onClick={() =>
                baixarArquivo(new Blob([c.certificado!], { type: 'application/x-pem-file' }), 'override.crt')
              }
            >
              {t('p.baixar')}
            </Button>
          )}
          {pode && <Button onClick={() => setEnviando(true)}>{t('p.enviar')}</Button>}
          {pode && c?.certificado && (
            <Button color="error" onClick={() => setConfirmar('remover')}>
              {t('p.remover')}
            </Button>
          )}
        </Box>
        <Typography variant="subtitle2">{t('p.instrucoes')}</Typography>
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {(['passo1', 'passo2', 'passo3'] as const).map((p) => (
            <Typography key={p} component="li" variant="body2">
              {t(`p.${p}`)}
            </Typography>
          ))}
        </Box>
      </CardContent>
      <ConfirmDialog
        open={confirmar !== null}
        message={confirmar === 'gerar' ? t('p.gerarPergunta') : t('p.removerPergunta')}
        confirmLabel={confirmar === 'gerar' ? t('p.gerar') : t('p.remover')}
        busy={gerar.isPending || remover.isPending}
        onClose={() => setConfirmar(null)}
        onConfirm={() =>
          confirmar === 'gerar' ? fazerGerar() : remover.mutate(undefined, { onSuccess: () => setConfirmar(null) })
        }
      />
      <EnviarCertificadoDialog open={enviando} onClose={() => setEnviando(false)} />
    </Card>
  );
}
