import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CancelIcon from '@mui/icons-material/CancelOutlined';
import type { ComandaItem, Lote } from '@app/shared/schemas/comandas.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { detalhesDoItem } from '@app/shared/domain/recibo.ts';
import { useMesasT } from '../i18n.ts';

/** The tab's items: pending ones marked, sent ones with their batch, cancelled ones struck through with the reason. */
export function ItensLista({
  itens,
  lotes,
  podeCancelar,
  onCancelar,
}: {
  itens: ComandaItem[];
  lotes: Lote[];
  podeCancelar: boolean;
  onCancelar: (item: ComandaItem) => void;
}) {
  const { t } = useMesasT();
  const numeroDoLote = new Map(lotes.map((l) => [l.id, l.numero]));
  if (itens.length === 0) return <Typography color="text.secondary">{t('comanda.semItens')}</Typography>;
  return (
    <List dense disablePadding aria-label={t('comanda.itens')}>
      {itens.map((i) => {
        const cancelado = i.status === 'cancelado';
        const detalhes = [...detalhesDoItem(i), ...(i.observacao ? [`Obs: ${i.observacao}`] : [])];
        return (
          <ListItem
            key={i.id}
            divider
            data-testid={`item-${i.id}`}
            data-status={i.status}
            secondaryAction={
              podeCancelar && !cancelado && i.quantidade_paga < i.quantidade ? (
                <IconButton
                  edge="end"
                  aria-label={`${t('comanda.cancelarItem')} ${i.nome}`}
                  onClick={() => onCancelar(i)}
                >
                  <CancelIcon />
                </IconButton>
              ) : undefined
            }
            sx={{ pr: 6 }}
          >
            <ListItemText
              primary={
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <span style={{ textDecoration: cancelado ? 'line-through' : undefined }}>
                    {i.quantidade}× {i.nome}
                  </span>
                  <span style={{ whiteSpace: 'nowrap' }}>{formatReais(i.total)}</span>
                </Box>
              }
              secondary={
                <>
                  {detalhes.join(' · ')}
                  <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                    <Chip
                      size="small"
                      variant={i.status === 'pendente' ? 'filled' : 'outlined'}
                      color={i.status === 'pendente' ? 'warning' : cancelado ? 'error' : 'default'}
                      label={
                        cancelado
                          ? t('comanda.cancelado', { motivo: i.motivo_cancelamento ?? '' })
                          : i.status === 'pendente'
                            ? t('comanda.pendente')
                            : t('comanda.enviado', { n: numeroDoLote.get(i.lote_id ?? 0) ?? '' })
                      }
                    />
                  </Box>
                </>
              }
              slotProps={{ secondary: { component: 'div' } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
