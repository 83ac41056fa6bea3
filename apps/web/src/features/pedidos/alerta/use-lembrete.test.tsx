import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { deveTocar, type EstadoSom } from '@app/shared/domain/som.ts';
import { createAlertSound } from '@/lib/alert-sound.ts';
import { pedido } from '../test-fixtures.ts';
import { LEMBRETE_MS, pedidosPedindoAtencao, useLembreteNovosPedidos } from './use-lembrete.ts';
import { adaptarSom, type SomAlerta } from './som-adapter.ts';

/** A sound panel stand-in: rings only in state 'ativo', as the spec's rule says. */
function somFalso(estado: EstadoSom = 'ativo') {
  const s = { estado, tocadas: 0 };
  const som: SomAlerta = {
    estado: () => s.estado,
    tocar: () => {
      if (s.estado !== 'ativo') return false;
      s.tocadas++;
      return true;
    },
    desbloquear: async () => {
      s.estado = 'ativo';
    },
  };
  return { s, som };
}

const novo = pedido({ id: 10, numero_pedido: 210, status: 'pendente', visto: false });
const vistoPendente = pedido({ id: 10, numero_pedido: 210, status: 'pendente', visto: true });
const aceito = pedido({ id: 10, numero_pedido: 210, status: 'preparacao', visto: true });
const antigo = pedido({ id: 1, numero_pedido: 100, status: 'preparacao', visto: true });

describe('pedidosPedindoAtencao', () => {
  it('keeps unseen open orders and every pending one; never finished ones', () => {
    const lista = [
      antigo,
      novo,
      pedido({ id: 2, status: 'preparacao', visto: false }),
      pedido({ id: 3, status: 'pendente', visto: true }),
      pedido({ id: 4, status: 'cancelado', visto: false }),
      pedido({ id: 5, status: 'concluido', visto: false }),
    ];
    expect(pedidosPedindoAtencao(lista).map((p) => p.id)).toEqual([10, 2, 3]);
  });
});

describe('useLembreteNovosPedidos', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const montar = (som: SomAlerta, inicial: Pedido[]) =>
    renderHook(({ pedidos }: { pedidos: Pedido[] }) => useLembreteNovosPedidos(pedidos, som), {
      initialProps: { pedidos: inicial },
    });

  it('rings at once for a new order and keeps reminding while it is unseen or pending; stops when accepted', () => {
    const { s, som } = somFalso();
    const h = montar(som, [antigo]);
    expect(s.tocadas).toBe(0);

    h.rerender({ pedidos: [antigo, novo] });
    expect(s.tocadas).toBe(1);
    expect(h.result.current.atencao.map((p) => p.id)).toEqual([10]);

    act(() => vi.advanceTimersByTime(LEMBRETE_MS));
    expect(s.tocadas).toBe(2);
    act(() => vi.advanceTimersByTime(LEMBRETE_MS * 2));
    expect(s.tocadas).toBe(4);

    // someone opened it (visto) but it still awaits acceptance: keep reminding
    h.rerender({ pedidos: [antigo, vistoPendente] });
    act(() => vi.advanceTimersByTime(LEMBRETE_MS));
    expect(s.tocadas).toBe(5);

    // accepted: silence
    h.rerender({ pedidos: [antigo, aceito] });
    act(() => vi.advanceTimersByTime(LEMBRETE_MS * 5));
    expect(s.tocadas).toBe(5);
    expect(h.result.current.atencao).toEqual([]);
    expect(h.result.current.disparos).toBe(5);
    expect(h.result.current.tocados).toBe(5);
  });

  it('stops once the unseen order is seen (an accepted order that nobody opened yet also counts)', () => {
    const { s, som } = somFalso();
    const naoVisto = pedido({ id: 11, status: 'preparacao', visto: false });
    const h = montar(som, [naoVisto]);
    expect(s.tocadas).toBe(1); // unseen on the first load rings too
    h.rerender({ pedidos: [{ ...naoVisto, visto: true }] });
    act(() => vi.advanceTimersByTime(LEMBRETE_MS * 3));
    expect(s.tocadas).toBe(1);
  });

  it('respects muted and snoozed: the reminder fires (banner, counter) but no sound plays', () => {
    const { s, som } = somFalso('mudo');
    const h = montar(som, [novo]);
    act(() => vi.advanceTimersByTime(LEMBRETE_MS));
    expect(h.result.current.disparos).toBe(2);
    expect(h.result.current.tocados).toBe(0);
    expect(s.tocadas).toBe(0);

    s.estado = 'soneca';
    act(() => vi.advanceTimersByTime(LEMBRETE_MS));
    expect(s.tocadas).toBe(0);

    // the snooze ends: the next reminder is heard
    s.estado = 'ativo';
    act(() => vi.advanceTimersByTime(LEMBRETE_MS));
    expect(s.tocadas).toBe(1);
    expect(h.result.current.tocados).toBe(1);
  });
});

describe('adaptarSom (the orders screen rings through the sound panel store)', () => {
  const play = vi.fn(() => Promise.resolve());
  const store = () => createAlertSound(() => ({ volume: 1, currentTime: 0, play, pause: () => undefined }));
  beforeEach(() => {
    play.mockClear();
    localStorage.clear();
  });

  it('is locked until the user enables sound, then plays; muted and snoozed stay silent', async () => {
    const st = store();
    const som = adaptarSom(st);
    expect(som.estado()).toBe('bloqueado');
    expect(som.tocar()).toBe(false);
    expect(play).not.toHaveBeenCalled();

    await som.desbloquear(); // the unlock itself plays once (a user gesture)
    expect(som.estado()).toBe('ativo');
    expect(som.tocar()).toBe(true);
    await Promise.resolve();
    expect(play).toHaveBeenCalledTimes(2);

    st.mudo(true);
    expect(som.estado()).toBe('mudo');
    expect(som.tocar()).toBe(false);
    st.mudo(false);
    st.soneca(5);
    expect(som.estado()).toBe('soneca');
    expect(som.tocar()).toBe(false);
    expect(play).toHaveBeenCalledTimes(2);
    expect(deveTocar({ desbloqueado: true, mudo: false, sonecaAte: null, volume: 0.7 }, Date.now())).toBe(true);
  });
});
