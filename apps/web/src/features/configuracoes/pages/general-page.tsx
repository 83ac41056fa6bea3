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
      {pode && <GenericSettings />}
    </Page>
  );
}

export { GeneralSettingsPage as Component };
