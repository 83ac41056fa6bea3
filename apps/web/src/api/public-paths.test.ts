import { describe, expect, it } from 'vitest';
import { apiPath, isPublicPath, skipsBearer } from './public-paths.ts';

describe('public paths (spec §7)', () => {
  it('normalises URLs to the API-relative path', () => {
    expect(apiPath('/api/clientes/login?x=1')).toBe('/clientes/login');
    expect(apiPath('clientes/auth-check/')).toBe('/clientes/auth-check');
    expect(apiPath('http://host/api/pedidos/1')).toBe('/pedidos/1');
  });

  it('recognises the public client paths', () => {
    for (const p of [
      '/clientes/login',
      '/clientes/definir-senha',
      '/clientes/redefinir-senha/request',
      '/clientes/redefinir-senha/confirm',
      '/clientes/auth-check',
    ]) {
      expect(isPublicPath(p)).toBe(true);
    }
  });

  it('keeps the bearer on admin client calls and everything else', () => {
    for (const p of ['/clientes', '/clientes/12', '/clientes/busca', '/pedidos', '/auth/me', '/auth/logout']) {
      expect(skipsBearer(p)).toBe(false);
    }
  });

  it('leaves the bearer off login and refresh', () => {
    expect(skipsBearer('/auth/login')).toBe(true);
    expect(skipsBearer('/auth/refresh')).toBe(true);
  });
});
