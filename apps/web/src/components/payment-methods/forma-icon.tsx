import PaymentsIcon from '@mui/icons-material/Payments';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import PixIcon from '@mui/icons-material/Pix';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlined';
import type { IconeFormaPagamento } from '@app/shared/schemas/formas-pagamento.ts';

const ICONES = {
  dinheiro: PaymentsIcon,
  cartao: CreditCardIcon,
  pix: PixIcon,
  vale: RestaurantIcon,
  carteira: AccountBalanceWalletIcon,
  outro: HelpOutlineIcon,
} as const;

export function FormaIcon({ icone }: { icone: IconeFormaPagamento }) {
  const Icon = ICONES[icone] ?? HelpOutlineIcon;
  return <Icon fontSize="small" aria-hidden />;
}
