import { centavosToReais } from '@app/shared/domain/money.ts';
import type { MetricasVenda } from '@app/shared/schemas/relatorios.ts';
import type { SomasCentavos } from '../queries/base.ts';

// From the cents the queries sum to the reais the API speaks, once per figure (glossary "Relatórios").

export const ZERO: SomasCentavos = {
  pedidos: 0,
  itens: 0,
  acrescimos: 0,
  taxa_entrega: 0,
  descontos: 0,
  taxa_servico: 0,
  cancelados: 0,
  cancelados_valor: 0,
};

export const brutoCentavos = (s: SomasCentavos) => s.itens + s.acrescimos + s.taxa_entrega;
export const liquidoCentavos = (s: SomasCentavos) => brutoCentavos(s) - s.descontos;

/** Ticket in cents, rounded half-up once (null without sales). */
export const ticketCentavos = (liquido: number, vendas: number) => (vendas > 0 ? Math.round(liquido / vendas) : null);

export function metricas(s: SomasCentavos): MetricasVenda {
  const liquido = liquidoCentavos(s);
  const ticket = ticketCentavos(liquido, s.pedidos);
  return {
    pedidos: s.pedidos,
    itens: centavosToReais(s.itens),
    acrescimos: centavosToReais(s.acrescimos),
    taxa_entrega: centavosToReais(s.taxa_entrega),
    descontos: centavosToReais(s.descontos),
    faturamento_bruto: centavosToReais(brutoCentavos(s)),
    faturamento_liquido: centavosToReais(liquido),
    ticket_medio: ticket === null ? null : centavosToReais(ticket),
    taxa_servico: centavosToReais(s.taxa_servico),
  };
}

/** Share of a part in a whole, in %, one decimal (0 when the whole is 0). */
export const pct = (parte: number, todo: number) => (todo > 0 ? Math.round((parte / todo) * 1000) / 10 : 0);
