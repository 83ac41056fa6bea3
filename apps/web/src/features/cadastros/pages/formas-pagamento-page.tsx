import { FormasTable } from '@/components/payment-methods/formas-table.tsx';
import { useCadastrosT } from '../i18n.ts';

/** formas-pagamento (superadmin): the standard methods every business sees. */
export function FormasPadraoPage() {
  const { t } = useCadastrosT();
  return <FormasTable title={t('rotas.formas-pagamento')} padrao podeEditar />;
}

export { FormasPadraoPage as Component };
