import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { ComandaPagamento, Lote } from '@app/shared/schemas/comandas.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { formatTime } from '@app/shared/domain/dates.ts';
import { useMesasT } from '../i18n.ts';

/** Payments with who and when; reversed and cancelled ones stay, with the reason. */
export function PagamentosLista({
  pagamentos,
  tz,
  podeAnular,
  onAnular,
}: {
  pagamentos: ComandaPagamento[];
  tz: string;
  podeAnular: boolean;
  onAnular: (p: ComandaPagamento, como: 'estornar' | 'cancelar') => void;
}) {
  const { t } = useMesasT();
  if (pagamentos.length === 0) return <Typography color="text.secondary">{t('comanda.semPagamentos')}</Typography>;
  return (
    <List dense disablePadding aria-label={t('comanda.pagamentos')}>
      {pagamentos.map((p) => (
        <ListItem key={p.id} divider data-testid={`pagamento-${p.id}`} sx={{ flexWrap: 'wrap' }}>
          <ListItemText
            primary={
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <span style={{ textDecoration: p.status === 'ativo' ? undefined : 'line-through' }}>
                  {p.forma_pagamento}
                  {p.nome_pagador ? ` · ${p.nome_pagador}` : ''}
                </span>
                <span>{formatReais(p.total)}</span>
              </Box>
            }
            secondary={[
              `${formatTime(p.criado_em, tz)} ${p.criado_por_nome ?? ''}`,
              p.taxa_servico ? `${t('comanda.taxa')} ${formatReais(p.taxa_servico)}` : null,
              p.valor_troco ? t('pagamento.troco', { valor: formatReais(p.valor_troco) }) : null,
              p.status === 'estornado' ? t('comanda.estornado', { motivo: p.motivo ?? '' }) : null,
              p.status === 'cancelado' ? t('comanda.canceladoPag', { motivo: p.motivo ?? '' }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          {podeAnular && p.status === 'ativo' && (
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Button size="small" onClick={() => onAnular(p, 'estornar')}>
                {t('comanda.estornar')}
              </Button>
              <Button size="small" color="error" onClick={() => onAnular(p, 'cancelar')}>
                {t('comanda.cancelarPagamento')}
              </Button>
            </Box>
          )}
        </ListItem>
      ))}
    </List>
  );
}

/** Batches sent to the kitchen, with their time and a reprint. */
export function LotesLista({
  lotes,
  tz,
  onReimprimir,
}: {
  lotes: Lote[];
  tz: string;
  onReimprimir: (l: Lote) => void;
}) {
  const { t } = useMesasT();
  if (lotes.length === 0) return null;
  return (
    <List dense disablePadding aria-label={t('comanda.lotes')}>
      {lotes.map((l) => (
        <ListItem
          key={l.id}
          divider
          secondaryAction={
            <Button size="small" onClick={() => onReimprimir(l)}>
              {t('comanda.reimprimir')}
            </Button>
          }
        >
          <ListItemText
            primary={`${t('comanda.enviado', { n: l.numero })} · ${formatTime(l.criado_em, tz)}`}
            secondary={l.impresso.itens.map((i) => `${i.quantidade}× ${i.nome}`).join(', ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
