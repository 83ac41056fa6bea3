import { describe, expect, it } from 'vitest';
import { HOME_PATH, loginUrl, safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('accepts internal back-office paths', () => {
    expect(safeRedirect('/admin/customers?page=2')).toBe('/admin/customers?page=2');
    expect(safeRedirect('/admin')).toBe('/admin');
    expect(safeRedirect('/dashboard/mesas/3/comanda/9')).toBe('/dashboard/mesas/3/comanda/9');
  });

  it('falls back to orders for anything else', () => {
    for (const r of [
      null,
      '',
      '/login',
      '/',
      'https://evil.example/admin',
      '//evil.example/admin',
      '/admin//evil',
      '/administrator',
      '/admin\\x',
      'javascript:alert(1)',
    ]) {
      expect(safeRedirect(r)).toBe(HOME_PATH);
    }
  });
});

describe('loginUrl', () => {
  it('carries the wanted path, but not a login page or the root', () => {
    expect(loginUrl('/admin/customers')).toBe('/login?redirect=%2Fadmin%2Fcustomers');
    expect(loginUrl('/login?redirect=x')).toBe('/login');
    expect(loginUrl('/')).toBe('/login');
  });
});
