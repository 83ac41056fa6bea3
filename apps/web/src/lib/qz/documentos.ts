// From an order and the business's settings to the documents a printer gets, and their printing. The layouts are
// the shared pure functions; the ESC/POS encoder is loaded only when something is actually printed.
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import type { ImpressaoConfig } from '@app/shared/schemas/impressao.ts';
import { COLUNAS_DO_PAPEL } from '@app/shared/domain/limites.ts';
import { reciboDoPedido } from '@app/shared/domain/recibo.ts';
import { ticketCozinha, ticketDoPedido } from '@app/shared/domain/recibo-cozinha.ts';
import type { Documento, OpcoesDocumento } from '@app/shared/domain/recibo-texto.ts';
import { segurancaQz } from '../../api/impressao.ts';
import { imprimirBruto } from './cliente.ts';

export type ParteImpressa = { doc: Documento; copias: number };
export type QuaisDocumentos = 'recibo' | 'cozinha' | 'ambos';

export function opcoesDoc(config: ImpressaoConfig, timezone: string): OpcoesDocumento {
  return { colunas: COLUNAS_DO_PAPEL[config.papel], codepage: config.codepage, timezone };
}

/**
 * The order's documents with the business's copies. A reprint asked from the order's screen prints one copy of what
 * was asked; automatic printing prints the configured copies of both.
 */
export function documentosDoPedido(
  p: Pedido,
  config: ImpressaoConfig,
  timezone: string,
  quais: QuaisDocumentos,
  manual = false,
): ParteImpressa[] {
  const o = opcoesDoc(config, timezone);
  const partes: ParteImpressa[] = [];
  if (quais !== 'cozinha') partes.push({ doc: reciboDoPedido(p, o), copias: manual ? 1 : config.copias_recibo });
  if (quais !== 'recibo')
    partes.push({ doc: ticketCozinha(ticketDoPedido(p, timezone), o), copias: manual ? 1 : config.copias_cozinha });
  return partes.filter((x) => x.copias > 0);
}

/** Encodes and sends the documents as one job. */
export async function imprimirDocumentos(impressora: string | null, partes: ParteImpressa[], trabalho: string) {
  const { juntar, paraBase64 } = await import('./escpos.ts');
  const bytes = juntar(partes);
  if (bytes.length === 0) return;
  await imprimirBruto(segurancaQz, impressora, paraBase64(bytes), trabalho);
}
