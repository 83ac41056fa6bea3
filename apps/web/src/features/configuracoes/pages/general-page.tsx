import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import PrintIcon from '@mui/icons-material/Print';
import { Page } from '@/components/page.tsx';
import { getEmpresaId } from '@/lib/session.ts';
import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { CoreCard } from '../components/core-card.tsx';
import { GenericSettings } from '../components/generic-settings.tsx';
import { useConfiguracoesT } from '../i18n.ts';

/** settings/general: core settings (with reset) and the generic settings. */
export function GeneralSettingsPage() {
  const { t } = useConfiguracoesT();
  const session = useSession();
  const pode = sessionHasPermission(session, 'configuracoes.gerenciar');
  return (
    <Page title={t('rotas.settings/general')}>
      <CoreCard empresaId={getEmpresaId()} pode={pode} />
      {/* the spec's sidebar has no printing entry: its settings are reached from here (and from the shell's warning) */}
      <Button
        component={RouterLink}
        to="/admin/settings/print"
        startIcon={<PrintIcon />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('configuracoes.impressao')}
      </Button>
      {pode && <GenericSettings />}
    </Page>
  );
}

export { GeneralSettingsPage as Component };
