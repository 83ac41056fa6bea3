import { memo, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { usePedidosT } from '../i18n.ts';
import { estaAtrasado, minutosDesde } from '@app/shared/domain/pedido-atraso.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { chaveStatus } from '../quadro.ts';

interface Props {
  pedido: Pedido;
  agora: number;
  onOpen: (id: number) => void;
  /**
   * The card's action row (advance, print, courier), when the screen offers them. A function, not an element: the
   * card is memoised, and a new element each render of the page would re-render every card for nothing.
   */
  acoes?: ((p: Pedido) => ReactNode) | undefined;
}

export function useDecorrido() {
  const { t } = usePedidosT();
  return (min: number) =>
    min < 60 ? t('quadro.minutos', { n: min }) : t('quadro.horas', { h: Math.floor(min / 60), m: min % 60 });
}

/**
 * One order on the board: number, customer, type, channel, courier, time since creation, total; then its actions.
 * Memoised: the board page re-renders when any of its start-up answers arrives (the live stream's state, the alert,
 * the session), and a card only changes with its order (kept as the same object by the query's structural sharing
 * when the order did not change), the clock, or the actions' options.
 */
export const PedidoCard = memo(function PedidoCard({ pedido: p, agora, onOpen, acoes }: Props) {
  const { t } = usePedidosT();
  const decorrido = useDecorrido();
  const atrasado = estaAtrasado(p, agora);
  const novo = !p.visto && p.status !== 'concluido' && p.status !== 'cancelado';
  return (
    <Card
      variant="outlined"
      data-testid={`pedido-card-${p.numero_pedido}`}
      data-atrasado={atrasado ? 'true' : 'false'}
      sx={{
        borderRadius: 2,
        borderWidth: atrasado || novo ? 2 : 1,
        borderColor: atrasado ? 'warning.main' : novo ? 'primary.main' : 'divider',
        bgcolor: atrasado ? 'rgba(237, 108, 2, 0.08)' : 'background.paper',
      }}
    >
      {/* no aria-label: the button's name is exactly what the card shows, as speech control users read it */}
      <CardActionArea onClick={() => onOpen(p.id)} sx={{ p: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700 }}>
            #{p.numero_pedido}
          </Typography>
          {novo && <Chip size="small" color="primary" label={t('quadro.naoVisto')} />}
          {atrasado && <Chip size="small" color="warning" label={t('quadro.atrasado')} />}
          <Box sx={{ flexGrow: 1 }} />
          <Typography variant="subtitle2" component="span">
            {formatReais(p.total_pedido)}
          </Typography>
        </Box>
        <Typography variant="body2" noWrap>
          {p.nome_cliente ?? t('detalhe.semCliente')}
        </Typography>
        {p.entregador_nome && (
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
            data-testid="pedido-entregador"
          >
            <TwoWheelerIcon sx={{ fontSize: 14 }} aria-hidden />
            {p.entregador_nome}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5, flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={t(`tipo.${p.tipo}`)} />
          <Chip size="small" variant="outlined" label={t(`canal.${p.canal}`, { defaultValue: p.canal })} />
          {((p.status === 'pronto' && p.tipo === 'retirada') ||
            p.status === 'concluido' ||
            p.status === 'cancelado') && (
            <Chip
              size="small"
              color={p.status === 'cancelado' ? 'error' : p.status === 'concluido' ? 'success' : 'info'}
              label={t(chaveStatus(p.status, p.tipo))}
            />
          )}
          <Box sx={{ flexGrow: 1 }} />
          <Typography
            variant="caption"
            color={atrasado ? 'warning.dark' : 'text.secondary'}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, fontWeight: atrasado ? 700 : 400 }}
            data-testid="pedido-decorrido"
          >
            <AccessTimeIcon sx={{ fontSize: 14 }} aria-hidden />
            {decorrido(minutosDesde(p.data_criacao, agora))}
          </Typography>
        </Box>
      </CardActionArea>
      {acoes?.(p)}
    </Card>
  );
});
