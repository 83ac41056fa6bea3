import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useFalhaDaEstacao } from '../../lib/qz/estacao.ts';
import { useImpressaoAutomatica } from './use-impressao-automatica.ts';

/**
 * The shell's part of automatic printing: runs it (in the tab holding the lock) and shows, in every tab, that it
 * is failing — the printer off, QZ Tray closed — so nobody finds out from a customer at the door.
 */
export function AvisoImpressao({ ativo, timezone }: { ativo: boolean; timezone: string }) {
  const { t } = useTranslation();
  useImpressaoAutomatica(ativo, timezone);
  const falha = useFalhaDaEstacao();
  if (!ativo || !falha) return null;
  const motivo = t(`impressao.erros.${falha.codigo}`, { defaultValue: falha.codigo });
  return (
    <Alert
      severity="warning"
      data-testid="aviso-impressao"
      role="alert"
      sx={{ borderRadius: 0 }}
      action={
        <Button component={RouterLink} to="/admin/settings/print" color="inherit" size="small">
          {t('impressao.avisoAcao')}
        </Button>
      }
    >
      <AlertTitle>{t('impressao.avisoTitulo')}</AlertTitle>
      {t('impressao.avisoTexto', { motivo })}
    </Alert>
  );
}
