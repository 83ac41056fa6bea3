import { FormasTable } from '@/components/payment-methods/formas-table.tsx';
import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { useEmpresaT } from '../i18n.ts';

/** business/payment-methods: the business's own methods plus the standard ones (read-only here). */
export function PaymentMethodsPage() {
  const { t } = useEmpresaT();
  return (
    <FormasTable
      title={t('rotas.business/payment-methods')}
      padrao={false}
      podeEditar={sessionHasPermission(useSession(), 'empresa.gerenciar')}
    />
  );
}

export { PaymentMethodsPage as Component };
