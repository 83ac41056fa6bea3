import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import type { TenantTx } from '../db/tenant.ts';

/**
 * Business events for the live screens (GET /api/eventos) and the board's version cache.
 * Writers call `notificar(tx, …)` inside their tenant transaction (the event is that business's): PostgreSQL delivers NOTIFY only on commit, to every
 * API process (and PGlite to its one process), so a rolled-back order never shows up and several API processes
 * stay in step without sharing memory.
 */
export const CANAL = 'eventos_empresa';

export interface Evento {
  empresa_id: number;
  tipo: 'pedido.criado' | 'pedido.atualizado' | 'mesa.atualizada';
  pedido_id?: number;
  /** Tables: the table (and tab) that changed; the board refetches. */
  mesa_id?: number;
  comanda_id?: number;
  numero_pedido?: number;
  status?: string;
  /** The business's board version after this change (see `pedido_contadores.versao`). */
  versao?: number;
}

export async function notificar(tx: TenantTx, evento: Omit<Evento, 'empresa_id'>): Promise<void> {
  const completo: Evento = { empresa_id: tx.empresaId, ...evento };
  await tx.execute(sql`SELECT pg_notify(${CANAL}, ${JSON.stringify(completo)})`);
}

type Ouvinte = (e: Evento) => void;

export class EventBus {
  private ouvintes = new Map<number, Set<Ouvinte>>();
  /** Last known board version per business, fed by events; empty after a lost connection. */
  readonly versoes = new Map<number, number>();
  private unlisten: (() => Promise<void>) | undefined;

  async start(database: Database): Promise<void> {
    this.unlisten = await database.listen(
      CANAL,
      (payload) => this.receber(payload),
      () => this.versoes.clear(),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.ouvintes.clear();
  }

  private receber(payload: string): void {
    let e: Evento;
    try {
      e = JSON.parse(payload) as Evento;
    } catch {
      return;
    }
    if (typeof e.empresa_id !== 'number') return;
    if (typeof e.versao === 'number' && e.versao > (this.versoes.get(e.empresa_id) ?? 0))
      this.versoes.set(e.empresa_id, e.versao);
    for (const fn of this.ouvintes.get(e.empresa_id) ?? []) fn(e);
  }

  /** Subscribes to one business's events; returns the unsubscribe function. */
  assinar(empresaId: number, fn: Ouvinte): () => void {
    let set = this.ouvintes.get(empresaId);
    if (!set) this.ouvintes.set(empresaId, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (set.size === 0) this.ouvintes.delete(empresaId);
    };
  }

  assinantes(empresaId: number): number {
    return this.ouvintes.get(empresaId)?.size ?? 0;
  }
}
