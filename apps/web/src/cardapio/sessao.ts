// The browser's identity on the public menu, kept in local storage: a random session id (the carts' and visits'
// `session`, not a secret: it only groups one browser's visits) and, after login, the customer token per business.
import type { SessaoCliente } from '@app/shared/schemas/cliente-conta.ts';

const CHAVE_SESSAO = 'cardapio:sessao';
const chaveCliente = (slug: string) => `cardapio:${slug}:cliente`;

function aleatorio(bytes: number): string {
  const b = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...b))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** A fresh Idempotency-Key for one order attempt. */
export const novaChaveIdempotencia = () => aleatorio(18);

export function sessaoDoNavegador(): string {
  let s = localStorage.getItem(CHAVE_SESSAO);
  if (!s || !/^[A-Za-z0-9_-]{8,100}$/.test(s)) {
    s = aleatorio(18);
    localStorage.setItem(CHAVE_SESSAO, s);
  }
  return s;
}

export interface ClienteLogado {
  token: string;
  /** Epoch ms after which the token is no longer sent. */
  expira: number;
  id: number;
  nome: string;
  telefone: string;
}

export function lerCliente(slug: string): ClienteLogado | null {
  try {
    const c = JSON.parse(localStorage.getItem(chaveCliente(slug)) ?? 'null') as ClienteLogado | null;
    return c && typeof c.token === 'string' && c.expira > Date.now() ? c : null;
  } catch {
    return null;
  }
}

export function guardarCliente(slug: string, s: SessaoCliente): ClienteLogado {
  const c = { token: s.token, expira: Date.now() + s.expira_em * 1000, ...s.cliente };
  localStorage.setItem(chaveCliente(slug), JSON.stringify(c));
  return c;
}

export function sairCliente(slug: string) {
  localStorage.removeItem(chaveCliente(slug));
}

export function dispositivo(): 'celular' | 'tablet' | 'computador' {
  const w = window.innerWidth;
  return w < 600 ? 'celular' : w < 1024 ? 'tablet' : 'computador';
}
