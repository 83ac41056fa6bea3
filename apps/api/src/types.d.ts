import type { Database } from './db/client.ts';
import type { Config } from './config.ts';
import type { AuthUser } from './plugins/auth.ts';
import type { EventBus } from './lib/eventos.ts';
import type { AuthCache } from './lib/auth-cache.ts';
import type { Tenant } from './db/tenant.ts';
import type { Cifra } from './lib/cifra.ts';
import type { AcessosVerificados } from './modules/auth/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    config: Config;
    /** Secret for access tokens (from JWT_SECRET or generated once and kept in the database). */
    jwtKey: Uint8Array;
    /** Encrypts secrets kept in the database (ENCRYPTION_KEY, or a key file in DATA_DIR made on first use). */
    cifra: () => Promise<Cifra>;
    /** Business events (LISTEN/NOTIFY) for SSE and the board's version cache. */
    eventos: EventBus;
    /** Short-lived cache of the per-request user lookup, invalidated through NOTIFY. */
    authCache: AuthCache;
    /** Verified access tokens' claims until each token's expiry (bounded LRU); sessions are still checked. */
    acessos: AcessosVerificados;
  }
  interface FastifyRequest {
    /** The verified caller; set by the auth plugin on every non-public route. */
    user: AuthUser;
    /** The caller's business, for its services; set with `user`. */
    tenant: Tenant;
  }
  interface FastifyContextConfig {
    /** No token needed (login, refresh, health, public menu). */
    public?: boolean;
    /** Named permission required (spec §6). */
    permissao?: string;
    /** Only a superadmin may call this route. */
    superadmin?: boolean;
  }
}
