import { sql } from 'drizzle-orm';
import type { Database, Db } from '../db/client.ts';
import type { AuthUser } from '../plugins/auth.ts';
import type { MeResponse } from '@app/shared/schemas/auth.ts';

// Every request re-reads its user, session and permission overrides (so logout and permission changes apply at
// once). The 5 s board poll of every open screen made that lookup the cost of a 304 (bench/pedidos.ts), so
// lookups are cached per session for a short time. Whatever changes them invalidates the entry here at once
// and, through NOTIFY, in every other API process; if that channel drops, the cache is emptied, and the TTL
// bounds staleness for anything not invalidated explicitly.
export const AUTH_CACHE_TTL_MS = 30_000;
const MAX = 20_000;
export const CANAL_AUTH = 'auth_invalidar';

export interface Carregado {
  user: AuthUser;
  empresa: MeResponse['empresa'];
}
/** What changed: one session (logout, revocation), one user (deactivation, password, permissions) or a business (deleted). */
export interface Invalidacao {
  sessao_id?: number;
  usuario_id?: number;
  empresa_id?: number;
  /** The channel was lost: any access may have ended meanwhile (observers treat everything as invalidated). */
  tudo?: true;
}
type Observador = (i: Invalidacao) => void;

export class AuthCache {
  private porSessao = new Map<number, { v: Carregado; ate: number }>();
  private unlisten: (() => Promise<void>) | undefined;
  private db: Db | undefined;
  private observadores = new Set<Observador>();

  async start(database: Database): Promise<void> {
    this.db = database.db;
    this.unlisten = await database.listen(
      CANAL_AUTH,
      (payload) => {
        try {
          this.aplicar(JSON.parse(payload) as Invalidacao);
        } catch {
          this.perdido();
        }
      },
      () => this.perdido(),
    );
  }

  async stop(): Promise<void> {
    await this.unlisten?.();
    this.limpar();
  }

  get(sessaoId: number, usuarioId: number, agora = Date.now()): Carregado | undefined {
    const e = this.porSessao.get(sessaoId);
    if (!e || e.ate <= agora || e.v.user.id !== usuarioId) return undefined;
    return e.v;
  }

  set(v: Carregado, agora = Date.now()): void {
    if (this.porSessao.size >= MAX) this.porSessao.clear();
    this.porSessao.set(v.user.sessao_id, { v, ate: agora + AUTH_CACHE_TTL_MS });
  }

  /** Drops every entry (the invalidation channel was lost: anything may have changed meanwhile). */
  limpar(): void {
    this.porSessao.clear();
  }

  /** Invalidations may have been missed: drop every entry and tell the observers so (they fail closed). */
  private perdido(): void {
    this.limpar();
    for (const fn of this.observadores) fn({ tudo: true });
  }

  /**
   * Runs `fn` on every invalidation, from this process or another (the open event streams close on them).
   * Returns the unsubscribe function.
   */
  observar(fn: Observador): () => void {
    this.observadores.add(fn);
    return () => this.observadores.delete(fn);
  }

  private aplicar(i: Invalidacao): void {
    if (i.sessao_id !== undefined) this.porSessao.delete(i.sessao_id);
    if (i.usuario_id !== undefined || i.empresa_id !== undefined)
      for (const [k, e] of this.porSessao)
        if (e.v.user.id === i.usuario_id || e.v.user.empresa_id === i.empresa_id) this.porSessao.delete(k);
    for (const fn of this.observadores) fn(i);
  }

  /** Drops the entries here now, and tells the other API processes. */
  async invalidar(i: Invalidacao): Promise<void> {
    this.aplicar(i);
    await this.db?.execute(sql`SELECT pg_notify(${CANAL_AUTH}, ${JSON.stringify(i)})`);
  }
}
