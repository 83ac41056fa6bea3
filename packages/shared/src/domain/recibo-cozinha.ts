// The kitchen ticket ("via da cozinha"): no prices, item names large, notes white on black. Its input is not an
// order: a delivery order becomes one through `ticketDoPedido`, a table's batch (lote) through `ticketDoLote`, so
// the kitchen reads both the same way.
import type { Pedido } from '../schemas/pedidos.ts';
import { formatTime } from './dates.ts';
import { CANAL_IMPRESSO, detalhesDoItem, TIPO_IMPRESSO } from './recibo.ts';
import { Pagina, type Documento, type OpcoesDocumento } from './recibo-texto.ts';

export interface ItemCozinha {
  quantidade: number;
  nome: string;
  /** Lines under the name: flavours ("1/2 Calabresa"), crust, extras. */
  detalhes: string[];
  observacao: string | null;
}

export interface TicketCozinha {
  /** Large, at the top: "PEDIDO #1234", "MESA 5". */
  titulo: string;
  /** Centred, bold, under the title: kind and time, tab, waiter, batch. */
  subtitulos: string[];
  itens: ItemCozinha[];
  /** A note for the whole ticket (the order's note), highlighted like the items' notes. */
  observacao?: string | null;
}

export function ticketCozinha(t: TicketCozinha, o: OpcoesDocumento): Documento {
  const pg = new Pagina(o);
  pg.grande(t.titulo, true, { negrito: true });
  for (const s of t.subtitulos) pg.centro(s, { negrito: true });
  pg.regua('=');
  t.itens.forEach((item, i) => {
    if (i > 0) pg.regua();
    pg.grande(`${item.quantidade}x ${item.nome}`, false, { negrito: true });
    for (const d of item.detalhes) pg.recuado(d, 2, { negrito: true });
    if (item.observacao) pg.texto(`OBS: ${item.observacao}`, { negrito: true, invertido: true });
  });
  if (t.observacao) {
    pg.regua('=');
    pg.texto(`OBS DO PEDIDO: ${t.observacao}`, { negrito: true, invertido: true });
  }
  pg.regua('=');
  return pg.documento();
}

/** A delivery, pickup or dine-in order as a kitchen ticket. */
export function ticketDoPedido(p: Pedido, timezone: string): TicketCozinha {
  const tipo = TIPO_IMPRESSO[p.tipo] ?? p.tipo;
  return {
    titulo: `PEDIDO #${p.numero_pedido}`,
    subtitulos: [
      `${tipo} - ${CANAL_IMPRESSO[p.canal] ?? p.canal} - ${formatTime(p.data_criacao, timezone)}`,
      ...(p.nome_cliente ? [`Cliente: ${p.nome_cliente}`] : []),
      ...(p.previsao_entrega ? [`Previsão: ${formatTime(p.previsao_entrega, timezone)}`] : []),
      ...(p.status === 'cancelado' ? ['*** CANCELADO ***'] : []),
    ],
    itens: p.produtos.map((i) => ({
      quantidade: i.quantidade,
      nome: i.nome,
      detalhes: detalhesDoItem(i),
      observacao: i.observacao,
    })),
    observacao: p.observacao,
  };
}

/** A table's batch (lote) as the tables module hands it over: what the kitchen must make for one table now. */
export interface LoteImpresso {
  mesa: string;
  comanda: string | null;
  garcom: string | null;
  numero_lote: number;
  /** ISO instant the batch was sent. */
  enviado_em: string;
  /** A reprint's number (1, 2…): the kitchen sees it is the same batch again, not a new one. */
  reimpressao?: number;
  itens: {
    quantidade: number;
    nome: string;
    sabores: string[];
    borda: string | null;
    complementos: { complementName: string; quantity: number }[];
    observacao: string | null;
  }[];
}

export function ticketDoLote(l: LoteImpresso, timezone: string): TicketCozinha {
  return {
    titulo: `MESA ${l.mesa}`,
    subtitulos: [
      ...(l.comanda ? [`Comanda: ${l.comanda}`] : []),
      ...(l.garcom ? [`Garçom: ${l.garcom}`] : []),
      `Lote ${l.numero_lote} - ${formatTime(l.enviado_em, timezone)}`,
      ...(l.reimpressao ? [`*** REIMPRESSÃO ${l.reimpressao} ***`] : []),
    ],
    itens: l.itens.map((i) => ({
      quantidade: i.quantidade,
      nome: i.nome,
      detalhes: detalhesDoItem({ sabores: i.sabores, borda: i.borda, complementos: i.complementos }),
      observacao: i.observacao,
    })),
  };
}
