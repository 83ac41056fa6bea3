// Test helpers: unsigned JWTs with a chosen expiry and auth answers shaped like the API's.
import type { LoginResponse } from '@app/shared/schemas/auth.ts';

function b64url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}

/** A JWT-shaped token whose exp is `secondsFromNow` after `nowMs`. `tag` makes tokens distinguishable. */
export function makeToken(secondsFromNow: number, tag = 't', nowMs = Date.now()): string {
  const exp = Math.floor(nowMs / 1000) + secondsFromNow;
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: '1', exp, tag })}.sig`;
}

export function authResponse(token: string, overrides: { superadmin?: boolean } = {}): LoginResponse {
  return {
    access_token: token,
    token_type: 'Bearer',
    expires_in: 900,
    user: {
      id: 2,
      empresa_id: 1,
      nome: 'Gerente Demo',
      email: 'gerente@demo.com.br',
      role: 'gerente',
      superadmin: overrides.superadmin ?? false,
      permissoes: ['*'],
    },
    empresa: { id: 1, nome: 'Pizzaria Demo', timezone: 'America/Sao_Paulo', cor_menu: '#000000' },
  };
}
