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
interface Invalidacao {
  sessao_id?: number;
  usuario_id?: number;
}

export class AuthCache {
  private porSessao = new Map<number, { v: Carregado; ate: number }>();
  private unlisten: (() => Promise<void>) | undefined;
  private db: Db | undefined;

  async start(database: Database): Promise<void> {
    this.db = database.db;
    this.unlisten = await database.listen(
      CANAL_AUTH,
      (payload) => {
        try {
          this.aplicar(JSON.parse(payload) as Invalidacao);
        } catch {
          this.limpar();
        }
      },
      () => this.limpar(),
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

  limpar(): void {
    this.porSessao.clear();
  }

  private aplicar(i: Invalidacao): void {
    if (i.sessao_id !== undefined) this.porSessao.delete(i.sessao_id);
    if (i.usuario_id !== undefined)
      for (const [k, e] of this.porSessao) if (e.v.user.id === i.usuario_id) this.porSessao.delete(k);
  }

  /** Drops the entries here now, and tells the other API processes. */
  async invalidar(i: Invalidacao): Promise<void> {
    this.aplicar(i);
    await this.db?.execute(sql`SELECT pg_notify(${CANAL_AUTH}, ${JSON.stringify(i)})`);
  }
}
