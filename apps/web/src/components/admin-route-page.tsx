import { useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from './placeholder-page.tsx';

/** What a route of the admin table carries in its `handle`. */
export interface AdminRouteHandle {
  adminPath: string;
  titulo: string;
}

function isAdminHandle(h: unknown): h is AdminRouteHandle {
  return typeof h === 'object' && h !== null && 'adminPath' in h && 'titulo' in h;
}

/** The placeholder for the matched admin route, titled from the route table (spec §2). */
export function AdminRoutePage() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((m) => m.handle)
    .filter(isAdminHandle)
    .at(-1);
  const title = handle ? t(`rotas.${handle.adminPath}`, { defaultValue: handle.titulo }) : '';
  return <PlaceholderPage title={title} />;
}
