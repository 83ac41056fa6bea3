import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { empresaStatusQuery } from '@/api/empresas.ts';
import { statusText } from '@/components/order-controls/store-switch.tsx';
import { useNow } from '@/lib/use-now.ts';

/**
 * On a phone the store switch lives in the ⋮ menu, so a closed store would go unnoticed on the board: this line says
 * it ("Fechada até 19:30") above the orders. Same query as the switch, so both agree.
 */
export function LojaFechadaAviso({ empresaId, timezone }: { empresaId: number; timezone: string }) {
  const { t } = useTranslation();
  const now = useNow(15_000);
  const status = useQuery({ ...empresaStatusQuery(empresaId), refetchInterval: 30_000 });
  if (!status.data || status.data.aberta) return null;
  return (
    <Alert
      severity="warning"
      icon={<StorefrontIcon fontSize="inherit" />}
      sx={{ mb: 1.5, py: 0 }}
      data-testid="aviso-loja-fechada"
    >
      {statusText(t, status.data, timezone, now)}
    </Alert>
  );
}
