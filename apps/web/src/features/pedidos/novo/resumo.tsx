import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Cotacao } from '@app/shared/schemas/pedidos-cardapio.ts';
import { formatBRL, formatReais } from '@app/shared/domain/money.ts';
import { formatTime } from '@app/shared/domain/dates.ts';
import { usePedidosT } from '../i18n.ts';

interface Props {
  /** The server's quote for exactly this draft, or null while it loads. */
  cotacao: Cotacao | null;
  /** Quoted without the delivery fee: customer or address still missing. */
  parcial: boolean;
  subtotalLocalCentavos: number;
  erro: string | null;
  timezone: string;
}

function Linha({ rotulo, valor, forte, testId }: { rotulo: string; valor: string; forte?: boolean; testId?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
      <Typography variant={forte ? 'subtitle1' : 'body2'} sx={{ fontWeight: forte ? 700 : 400 }}>
        {rotulo}
      </Typography>
      <Typography variant={forte ? 'subtitle1' : 'body2'} sx={{ fontWeight: forte ? 700 : 400 }} data-testid={testId}>
        {valor}
      </Typography>
    </Box>
  );
}

/** Subtotal, fee, discount and the total the server will charge (its quote); the local sum only while it loads. */
export function Resumo({ cotacao, parcial, subtotalLocalCentavos, erro, timezone }: Props) {
  const { t } = usePedidosT();
  return (
    <Box aria-live="polite">
      <Linha
        rotulo={t('novo.subtotal')}
        valor={cotacao ? formatReais(cotacao.subtotal_itens) : formatBRL(subtotalLocalCentavos)}
      />
      {cotacao && cotacao.taxa_entrega > 0 && (
        <Linha
          rotulo={cotacao.area_nome ? t('novo.taxaArea', { area: cotacao.area_nome }) : t('novo.taxaEntrega')}
          valor={formatReais(cotacao.taxa_entrega)}
        />
      )}
      {cotacao && cotacao.desconto > 0 && (
        <Linha rotulo={t('novo.desconto')} valor={`- ${formatReais(cotacao.desconto)}`} />
      )}
      {cotacao?.cupom && (
        <Typography variant="caption" color={cotacao.cupom.ok ? 'success.main' : 'error'} component="div" role="status">
          {cotacao.cupom.ok ? `${t('novo.cupomOk')}: ${cotacao.cupom.codigo}` : (cotacao.cupom.motivo ?? '')}
        </Typography>
      )}
      {parcial && cotacao && (
        <Typography variant="caption" color="text.secondary" component="div">
          {t('novo.semTaxa')}
        </Typography>
      )}
      <Linha
        rotulo={t('novo.total')}
        valor={cotacao ? formatReais(cotacao.total_pedido) : t('novo.calculando')}
        forte
        testId="novo-pedido-total"
      />
      {cotacao?.previsao_entrega && (
        <Typography variant="caption" color="text.secondary">
          {t('novo.previsao', { hora: formatTime(cotacao.previsao_entrega, timezone) })}
        </Typography>
      )}
      {erro && (
        <Typography variant="body2" color="error" role="alert">
          {erro}
        </Typography>
      )}
    </Box>
  );
}
