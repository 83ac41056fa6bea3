import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import type { PedidoDetalhe } from '@app/shared/schemas/pedidos.ts';
import { formatBRL, formatReais, reaisToCentavos } from '@app/shared/domain/money.ts';
import { usePedidosT } from '../../i18n.ts';
import { Linha, Secao } from './secao.tsx';

/** Items with their flavours, crust, extras and notes, then subtotal, fee, discount and total. */
export function ItensDoPedido({ p }: { p: PedidoDetalhe }) {
  const { t } = usePedidosT();
  return (
    <Secao titulo={t('detalhe.itens')}>
      {p.produtos.map((it, i) => (
        <Box key={i} sx={{ py: 0.5 }}>
          <Linha
            rotulo={t('detalhe.quantidadeNome', { quantidade: it.quantidade, nome: it.nome })}
            valor={formatBRL(reaisToCentavos(it.preco_unitario) * it.quantidade)}
          />
          {it.sabores.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('detalhe.sabores', {
                lista: it.sabores
                  .map((s) => (it.sabores.length > 1 ? t('detalhe.fracao', { n: it.sabores.length, sabor: s }) : s))
                  .join(', '),
              })}
            </Typography>
          )}
          {it.borda && (
            <Typography variant="body2" color="text.secondary">
              {t('detalhe.borda', { nome: it.borda })}
            </Typography>
          )}
          {it.complementos.map((c, j) => (
            <Typography key={j} variant="body2" color="text.secondary">
              {c.quantity > 1
                ? t('detalhe.adicionalVarios', {
                    quantidade: c.quantity,
                    nome: c.complementName,
                    grupo: c.categoryName,
                  })
                : t('detalhe.adicional', { nome: c.complementName, grupo: c.categoryName })}
            </Typography>
          ))}
          {it.observacao && (
            <Typography variant="body2" sx={{ fontStyle: 'italic' }}>
              {t('detalhe.observacaoItem', { texto: it.observacao })}
            </Typography>
          )}
        </Box>
      ))}
      <Divider sx={{ my: 1 }} />
      <Linha rotulo={t('detalhe.subtotal')} valor={formatReais(p.subtotal_itens)} />
      {p.taxa_entrega > 0 && <Linha rotulo={t('detalhe.taxaEntrega')} valor={formatReais(p.taxa_entrega)} />}
      {p.desconto > 0 && (
        <Linha
          rotulo={p.cupom_codigo ? t('detalhe.cupom', { codigo: p.cupom_codigo }) : t('detalhe.desconto')}
          valor={t('detalhe.menos', { valor: formatReais(p.desconto) })}
        />
      )}
      <Linha rotulo={t('detalhe.total')} valor={formatReais(p.total_pedido)} forte />
    </Secao>
  );
}

/** Each payment, the note cash is paid with, and the change. */
export function PagamentosDoPedido({ p }: { p: PedidoDetalhe }) {
  const { t } = usePedidosT();
  return (
    <Secao titulo={t('detalhe.pagamentos')}>
      {p.pagamentos.map((pg, i) => (
        <Box key={i}>
          <Linha rotulo={pg.tipo} valor={formatReais(pg.valor)} />
          {pg.troco_para !== null && (
            <Typography variant="body2" color="text.secondary">
              {t('detalhe.trocoPara', { valor: formatReais(pg.troco_para) })}
            </Typography>
          )}
        </Box>
      ))}
      {p.troco > 0 && <Linha rotulo={t('detalhe.troco')} valor={formatReais(p.troco)} forte />}
    </Secao>
  );
}
