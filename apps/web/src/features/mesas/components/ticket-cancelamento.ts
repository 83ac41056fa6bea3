// The kitchen's ticket for units cancelled after they were sent: the same kitchen layout, marked CANCELAMENTO, so the
// kitchen stops making them. Built from the tab as the API answered the cancellation.
import type { Comanda, ComandaItem } from '@app/shared/schemas/comandas.ts';
import type { TicketCozinha } from '@app/shared/domain/recibo-cozinha.ts';
import { detalhesDoItem } from '@app/shared/domain/recibo.ts';

export function ticketDeCancelamento(c: Comanda, item: ComandaItem, quantidade: number, motivo: string): TicketCozinha {
  return {
    titulo: `MESA ${c.mesa_nome}`,
    subtitulos: [...(c.grupo_nome ? [`Comanda: ${c.grupo_nome}`] : []), '*** CANCELAMENTO ***'],
    itens: [{ quantidade, nome: item.nome, detalhes: detalhesDoItem(item), observacao: `CANCELADO: ${motivo}` }],
  };
}
