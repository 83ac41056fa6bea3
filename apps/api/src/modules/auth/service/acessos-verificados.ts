import { LRUCache } from 'lru-cache';
import { verifyAccessToken, type AccessClaims } from './tokens.ts';

// Checking an access token's signature and claims (jose, HS256) was the largest cost of the board's 304 poll: every
// open screen sends the same token every few seconds. A token's claims cannot change, so they are kept per token
// string until the token's own expiry, never longer, in a bounded LRU (the least recently used token is the first
// to go). Only what the signature proved is kept; whether the session still holds — logout, password change,
// deactivation, a deleted business — is still asked of the session lookup (the auth cache, which those events
// invalidate at once here and, through NOTIFY, in every other process), so caching claims revokes nothing later.

/** Distinct live tokens kept: well above one per open screen of a large deployment's API process. */
export const ACESSOS_MAX = 5000;

type Verificar = (key: Uint8Array, token: string) => Promise<AccessClaims | null>;
type Claims = Readonly<Required<AccessClaims>>;

export class AcessosVerificados {
  private readonly porToken: LRUCache<string, Claims>;

  constructor(
    private readonly key: Uint8Array,
    opcoes: { max?: number; verificar?: Verificar; agora?: () => number } = {},
  ) {
    this.porToken = new LRUCache({ max: opcoes.max ?? ACESSOS_MAX });
    this.verificar = opcoes.verificar ?? verifyAccessToken;
    this.agora = opcoes.agora ?? Date.now;
  }

  private readonly verificar: Verificar;
  private readonly agora: () => number;

  /** The token's claims if its signature and claims are valid and it has not expired; null otherwise. */
  async claims(token: string): Promise<AccessClaims | null> {
    const guardado = this.jaVerificadas(token);
    if (guardado) return guardado;
    const c = await this.verificar(this.key, token);
    // jose allows a few seconds of clock skew past `exp`; such a token is answered but not kept
    if (c?.exp !== undefined && c.exp * 1000 > this.agora())
      this.porToken.set(token, Object.freeze({ ...c, exp: c.exp }));
    return c;
  }

  /**
   * The claims kept for this token, at once (no promise: the poll's usual case ends its authentication without
   * waiting on anything); undefined when they must be verified (`claims`). An expired token's are dropped here.
   */
  jaVerificadas(token: string): AccessClaims | undefined {
    const guardado = this.porToken.get(token);
    if (!guardado) return undefined;
    if (guardado.exp * 1000 > this.agora()) return guardado;
    this.porToken.delete(token);
    return undefined;
  }

  /** Whether the token's claims are kept (for tests). */
  guardado(token: string): boolean {
    return this.porToken.has(token);
  }

  get tamanho(): number {
    return this.porToken.size;
  }
}
