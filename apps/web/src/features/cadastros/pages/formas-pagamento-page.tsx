import { useTranslation } from 'react-i18next';
import { FormasTable } from '@/components/payment-methods/formas-table.tsx';

/** formas-pagamento (superadmin): the standard methods every business sees. */
export function FormasPadraoPage() {
  const { t } = useTranslation();
  return <FormasTable title={t('rotas.formas-pagamento')} padrao podeEditar />;
}

export { FormasPadraoPage as Component };
