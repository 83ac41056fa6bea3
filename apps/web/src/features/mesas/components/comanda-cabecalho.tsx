import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { Comanda } from '@app/shared/schemas/comandas.ts';
import { useMesasT } from '../i18n.ts';
import { MaisAcoes, type Pedido } from './mais-acoes.tsx';

/** The tab's header, stuck to the top: back to the board, table, group, people, waiter, state, more actions. */
export function ComandaCabecalho({
  comanda: c,
  onPedido: pedido,
}: {
  comanda: Comanda;
  onPedido: (p: Pedido) => void;
}) {
  const { t } = useMesasT();
  const navigate = useNavigate();
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1,
        position: 'sticky',
        top: 0,
        bgcolor: 'background.default',
        zIndex: 2,
      }}
    >
      <IconButton aria-label={t('comanda.voltar')} onClick={() => void navigate('/admin/mesas')}>
        <ArrowBackIcon />
      </IconButton>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h6" component="h1" noWrap>
          {t('comanda.titulo', { mesa: c.mesa_nome })}
        </Typography>
        <Typography variant="caption" color="text.secondary" noWrap component="div">
          {[c.grupo_nome ?? t('comanda.numero', { comanda: c.id }), `${c.pessoas_qtd}p`, c.garcom_nome]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
      </Box>
      <Chip size="small" label={t(`status.${c.status}`)} data-testid="status-comanda" />
      <MaisAcoes comanda={c} onPedido={pedido} />
    </Box>
  );
}
