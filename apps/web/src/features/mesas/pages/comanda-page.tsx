import { useParams } from 'react-router';
import { PlaceholderPage } from '@/components/placeholder-page.tsx';
import { useMesasT } from '../i18n.ts';

interface Props {
  mesaId: string;
  comandaId?: string | undefined;
}

/** The tab of a table (spec §2: optional tab id, params passed as props). Built in a later issue. */
export function ComandaPage({ mesaId, comandaId }: Props) {
  const { t } = useMesasT();
  const title = `${t('comanda.titulo', { mesa: mesaId })} · ${comandaId ? t('comanda.numero', { comanda: comandaId }) : t('comanda.nova')}`;
  return <PlaceholderPage title={title} />;
}

/** Route element: turns the URL params into props. */
export function ComandaRoute() {
  const { mesaId = '', comandaId } = useParams();
  return <ComandaPage mesaId={mesaId} comandaId={comandaId} />;
}

export { ComandaRoute as Component };
