import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import InventoryIcon from '@mui/icons-material/Inventory2';
import { estoqueAlertasQuery } from '../../api/estoque.ts';

/** What the shell counts: every ingredient at or below its minimum (a negative balance is below any minimum). */
export const contagemAlerta = (a: { abaixo_minimo: number; negativos: number }) =>
  Math.max(a.abaixo_minimo, a.negativos);

/**
 * The shell's stock warning, in the top bar on every screen: how many ingredients are at or below their minimum,
 * from the API's cheap count (GET /estoque/alertas), linking to the balances. Nothing when all is well.
 */
export function AvisoEstoque({ ativo }: { ativo: boolean }) {
  const { t } = useTranslation();
  const q = useQuery({ ...estoqueAlertasQuery(), enabled: ativo });
  const n = q.data ? contagemAlerta(q.data) : 0;
  if (!ativo || n === 0) return null;
  const rotulo = t('estoqueAviso.rotulo', { n });
  return (
    <Tooltip title={rotulo}>
      <IconButton
        color="inherit"
        component={Link}
        to="/admin/stock/saldos"
        aria-label={rotulo}
        data-testid="aviso-estoque"
      >
        <Badge badgeContent={n} color="warning" max={99}>
          <InventoryIcon />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
