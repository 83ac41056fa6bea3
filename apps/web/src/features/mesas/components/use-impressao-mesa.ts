import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Comanda, ComandaItem, Lote } from '@app/shared/schemas/comandas.ts';
import { ticketCozinha, ticketDoLote } from '@app/shared/domain/recibo-cozinha.ts';
import { preConta } from '@app/shared/domain/recibo-preconta.ts';
import { detalhesDoItem } from '@app/shared/domain/recibo.ts';
import { reaisToCentavos } from '@app/shared/domain/money.ts';
import { configuracaoImpressaoQuery } from '@/api/impressao.ts';
import { traduzirErro } from '@/lib/qz/cliente.ts';
import { imprimirDocumentos, opcoesDoc } from '@/lib/qz/documentos.ts';
import { useEstacao } from '@/lib/qz/estacao.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useSession } from '@/lib/use-session.ts';
import { useMesasT } from '../i18n.ts';
import { ticketDeCancelamento } from './ticket-cancelamento.ts';

/**
 * Printing from the tab: a batch's kitchen ticket and the pre-bill, on this computer's printer through QZ Tray, with
 * the business's layout settings. A failure is told on screen; the batch stays on the server and can be reprinted.
 */
export function useImpressaoMesa() {
  const { t } = useMesasT();
  const { t: tApp } = useTranslation();
  const sessao = useSession();
  const { impressora } = useEstacao();
  const config = useQuery({ ...configuracaoImpressaoQuery(), meta: { silent: true } });
  const tz = sessao?.timezone ?? 'America/Sao_Paulo';

  async function enviar(montar: () => Parameters<typeof imprimirDocumentos>[1], trabalho: string) {
    if (!config.data) return;
    try {
      await imprimirDocumentos(impressora, montar(), trabalho);
      showSnackbar(t('comanda.impresso'), 'success');
    } catch (err) {
      const e = traduzirErro(err);
      console.error('Falha ao imprimir', e.codigo, e.detalhe ?? '');
      showSnackbar(t('comanda.impressaoFalhou', { motivo: tApp(`impressao.erros.${e.codigo}`) }), 'error');
    }
  }

  const imprimirLote = (l: Lote) =>
    enviar(() => {
      const o = opcoesDoc(config.data!, tz);
      const impresso = l.reimpressoes > 0 ? { ...l.impresso, reimpressao: l.reimpressoes } : l.impresso;
      return [{ doc: ticketCozinha(ticketDoLote(impresso, tz), o), copias: 1 }];
    }, `mesa-lote-${l.id}`);

  /** Units cancelled after they were sent: the kitchen must know to stop. */
  const imprimirCancelamento = (c: Comanda, item: ComandaItem, quantidade: number, motivo: string) =>
    enviar(() => {
      const o = opcoesDoc(config.data!, tz);
      return [{ doc: ticketCozinha(ticketDeCancelamento(c, item, quantidade, motivo), o), copias: 1 }];
    }, `mesa-cancelamento-${item.id}`);

  const imprimirPreconta = (c: Comanda) =>
    enviar(() => {
      const o = opcoesDoc(config.data!, tz);
      const cents = reaisToCentavos;
      const doc = preConta(
        {
          nome_empresa: sessao?.nome_empresa ?? '',
          titulo: `MESA ${c.mesa_nome}`,
          subtitulos: [
            ...(c.grupo_nome ? [`Comanda: ${c.grupo_nome}`] : []),
            ...(c.garcom_nome ? [`Garçom: ${c.garcom_nome}`] : []),
            `Pessoas: ${c.pessoas_qtd}`,
          ],
          emitida_em: new Date().toISOString(),
          itens: c.itens
            .filter((i) => i.status !== 'cancelado')
            .map((i) => ({
              quantidade: i.quantidade,
              nome: i.nome,
              detalhes: detalhesDoItem(i),
              total_centavos: cents(i.total),
            })),
          subtotal_centavos: cents(c.saldo.subtotal),
          taxa_servico_percent: c.saldo.taxa_servico > 0 ? c.taxa_servico_percent : null,
          taxa_servico_centavos: cents(c.saldo.taxa_servico),
          desconto_centavos: cents(c.saldo.descontos),
          acrescimo_centavos: cents(c.saldo.acrescimos),
          pago_centavos: cents(c.saldo.pago),
          total_centavos: cents(c.saldo.devido),
          pessoas: c.pessoas_qtd,
        },
        o,
      );
      return [{ doc, copias: 1 }];
    }, `mesa-preconta-${c.id}`);

  return { imprimirLote, imprimirPreconta, imprimirCancelamento, pronto: !!config.data };
}
