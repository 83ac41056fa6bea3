import { describe, expect, it } from 'vitest';
import { estaAtrasado, minutosDesde, type PedidoNoTempo } from './pedido-atraso.ts';

const AGORA = new Date('2026-03-10T18:00:00Z').getTime();
const minutosAtras = (min: number) => new Date(AGORA - min * 60_000).toISOString();
const pedido = (over: Partial<PedidoNoTempo>): PedidoNoTempo => ({
  status: 'preparacao',
  data_criacao: minutosAtras(10),
  status_em: minutosAtras(10),
  previsao_entrega: null,
  ...over,
});

describe('late orders', () => {
  it('marks late: past the delivery estimate, > 40 min in preparation, > 5 min awaiting acceptance; never when finished', () => {
    expect(estaAtrasado(pedido({ status: 'preparacao', status_em: minutosAtras(41) }), AGORA)).toBe(true);
    expect(estaAtrasado(pedido({ status: 'preparacao', status_em: minutosAtras(39) }), AGORA)).toBe(false);
    expect(
      estaAtrasado(
        pedido({ status: 'em_entrega', status_em: minutosAtras(5), previsao_entrega: minutosAtras(1) }),
        AGORA,
      ),
    ).toBe(true);
    expect(estaAtrasado(pedido({ status: 'pendente', status_em: minutosAtras(6) }), AGORA)).toBe(true);
    expect(
      estaAtrasado(
        pedido({ status: 'concluido', status_em: minutosAtras(300), previsao_entrega: minutosAtras(200) }),
        AGORA,
      ),
    ).toBe(false);
    expect(estaAtrasado(pedido({ status: 'cancelado', status_em: minutosAtras(300) }), AGORA)).toBe(false);
  });

  it('counts the limit strictly and from the status change, falling back to the creation time', () => {
    expect(estaAtrasado(pedido({ status: 'pronto', status_em: minutosAtras(20) }), AGORA)).toBe(false);
    expect(estaAtrasado(pedido({ status: 'pronto', status_em: minutosAtras(21) }), AGORA)).toBe(true);
    expect(estaAtrasado(pedido({ status: 'em_entrega', data_criacao: minutosAtras(61), status_em: '' }), AGORA)).toBe(
      true,
    );
    // an estimate still ahead does not make it late, but the status limit still does
    expect(
      estaAtrasado(
        pedido({
          status: 'em_entrega',
          status_em: minutosAtras(61),
          previsao_entrega: new Date(AGORA + 60_000).toISOString(),
        }),
        AGORA,
      ),
    ).toBe(true);
  });

  it('measures whole minutes and never a negative wait', () => {
    expect(minutosDesde(minutosAtras(50), AGORA)).toBe(50);
    expect(minutosDesde(new Date(AGORA - 59_999).toISOString(), AGORA)).toBe(0);
    expect(minutosDesde(new Date(AGORA + 120_000).toISOString(), AGORA)).toBe(0);
  });
});
