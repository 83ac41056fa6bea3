// "The alert that nobody misses": a new order rings at once and keeps ringing every few seconds while
// any order is unseen or waiting for acceptance — until someone opens it (PATCH visto) or accepts it. Whether a
// ring makes sound is the sound panel's business (locked, muted, snoozed); the visual banner never stops.
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import type { SomAlerta } from './som-adapter.ts';

/** Reminder period while something needs attention. */
export const LEMBRETE_MS = 12_000;

/** Orders that keep the reminder going: open and unseen, or waiting for acceptance. */
export function pedidosPedindoAtencao(pedidos: readonly Pedido[]): Pedido[] {
  return pedidos.filter(
    (p) => p.status === 'pendente' || (!p.visto && p.status !== 'concluido' && p.status !== 'cancelado'),
  );
}

export interface Lembrete {
  atencao: Pedido[];
  /** How many times the reminder rang (sound or not): a hook for tests and the e2e journey. */
  disparos: number;
  /** How many of those rings the sound panel let through. */
  tocados: number;
}

export function useLembreteNovosPedidos(
  pedidos: readonly Pedido[] | undefined,
  som: SomAlerta,
  intervaloMs = LEMBRETE_MS,
): Lembrete {
  const atencao = useMemo(() => pedidosPedindoAtencao(pedidos ?? []), [pedidos]);
  const [contagem, setContagem] = useState({ disparos: 0, tocados: 0 });
  const vistos = useRef<Set<number>>(new Set());
  const somRef = useRef(som);
  useEffect(() => {
    somRef.current = som;
  });

  const idsAtencao = atencao.map((p) => p.id).join(',');
  const ativo = atencao.length > 0;

  // a ring right away for every order that newly needs attention
  useEffect(() => {
    const ids = idsAtencao ? idsAtencao.split(',').map(Number) : [];
    const novos = ids.filter((id) => !vistos.current.has(id));
    vistos.current = new Set(ids);
    if (novos.length === 0) return;
    const tocou = somRef.current.tocar();
    setContagem((c) => ({ disparos: c.disparos + 1, tocados: c.tocados + (tocou ? 1 : 0) }));
  }, [idsAtencao]);

  // and again every period while anything still needs attention
  useEffect(() => {
    if (!ativo) return;
    const timer = setInterval(() => {
      const tocou = somRef.current.tocar();
      setContagem((c) => ({ disparos: c.disparos + 1, tocados: c.tocados + (tocou ? 1 : 0) }));
    }, intervaloMs);
    return () => clearInterval(timer);
  }, [ativo, intervaloMs]);

  return { atencao, ...contagem };
}
