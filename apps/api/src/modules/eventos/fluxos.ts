import type { Invalidacao } from '../../lib/auth-cache.ts';

// The open event streams of this process, indexed by who holds them: to refuse one more over the caps, and to
// close those of a session, user or business whose access just ended (logout, revoked session, deactivated user,
// changed password or permissions, deleted business). A closed stream reconnects on its own when its holder may
// still see it, authenticating again; one that may not gets 401 and stops.

export interface Titular {
  empresa_id: number;
  usuario_id: number;
  sessao_id: number;
}

export interface Limites {
  porUsuario: number;
  porEmpresa: number;
}

/** Why a new stream is refused (the route answers 429 with it). */
export type Recusa = { motivo: 'usuario' | 'empresa'; limite: number };

interface Fluxo extends Titular {
  fechar(): void;
}

export class Fluxos {
  private todos = new Set<Fluxo>();
  private porUsuario = new Map<number, Set<Fluxo>>();
  private porEmpresa = new Map<number, Set<Fluxo>>();

  constructor(private readonly limites: Limites) {}

  /** Checks the caps; null when a stream may open. */
  recusa(t: Titular): Recusa | null {
    if ((this.porUsuario.get(t.usuario_id)?.size ?? 0) >= this.limites.porUsuario)
      return { motivo: 'usuario', limite: this.limites.porUsuario };
    if ((this.porEmpresa.get(t.empresa_id)?.size ?? 0) >= this.limites.porEmpresa)
      return { motivo: 'empresa', limite: this.limites.porEmpresa };
    return null;
  }

  /** Registers an open stream; `fechar` ends it. Returns the function that unregisters it. */
  registrar(t: Titular, fechar: () => void): () => void {
    const f: Fluxo = { ...t, fechar };
    this.todos.add(f);
    adicionar(this.porUsuario, t.usuario_id, f);
    adicionar(this.porEmpresa, t.empresa_id, f);
    return () => {
      this.todos.delete(f);
      remover(this.porUsuario, t.usuario_id, f);
      remover(this.porEmpresa, t.empresa_id, f);
    };
  }

  /** Closes the streams an invalidation concerns (all of them when invalidations may have been missed). */
  fecharPor(i: Invalidacao): void {
    if (i.tudo) return this.fecharTodos();
    const alvo = new Set<Fluxo>();
    if (i.empresa_id !== undefined) for (const f of this.porEmpresa.get(i.empresa_id) ?? []) alvo.add(f);
    if (i.usuario_id !== undefined) for (const f of this.porUsuario.get(i.usuario_id) ?? []) alvo.add(f);
    if (i.sessao_id !== undefined) for (const f of this.todos) if (f.sessao_id === i.sessao_id) alvo.add(f);
    for (const f of alvo) f.fechar();
  }

  fecharTodos(): void {
    for (const f of [...this.todos]) f.fechar();
  }

  get abertos(): number {
    return this.todos.size;
  }
}

function adicionar(m: Map<number, Set<Fluxo>>, k: number, f: Fluxo) {
  let s = m.get(k);
  if (!s) m.set(k, (s = new Set()));
  s.add(f);
}
function remover(m: Map<number, Set<Fluxo>>, k: number, f: Fluxo) {
  const s = m.get(k);
  if (!s) return;
  s.delete(f);
  if (s.size === 0) m.delete(k);
}
