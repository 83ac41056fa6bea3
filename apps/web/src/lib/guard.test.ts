import { describe, expect, it } from 'vitest';
import { decideGuard } from './guard.ts';
import { makeToken } from '../test/fixtures.ts';

const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);
const manager = { token: makeToken(600, 'm', NOW), superadmin: false };
const superadmin = { token: makeToken(600, 's', NOW), superadmin: true };

describe('decideGuard (spec §2)', () => {
  it('lets public routes pass with or without a session', () => {
    expect(decideGuard({ path: '/login', session: null, now: NOW })).toBe('allow');
    expect(decideGuard({ path: '/login?redirect=%2Fadmin', session: manager, now: NOW })).toBe('allow');
  });

  it('sends a protected route without a token to login with the wanted path (incl. search)', () => {
    expect(decideGuard({ path: '/admin/customers?page=2', session: null, now: NOW })).toEqual({
      redirect: '/login?redirect=%2Fadmin%2Fcustomers%3Fpage%3D2',
    });
    expect(decideGuard({ path: '/dashboard/mesas/3/comanda', session: null, now: NOW })).toEqual({
      redirect: '/login?redirect=%2Fdashboard%2Fmesas%2F3%2Fcomanda',
    });
  });

  it('asks for a refresh when the token is expired or within 5 s of expiry', () => {
    const expired = { token: makeToken(-10, 'x', NOW), superadmin: false };
    const almost = { token: makeToken(4, 'x', NOW), superadmin: false };
    const atMargin = { token: makeToken(5, 'x', NOW), superadmin: false };
    const safe = { token: makeToken(6, 'x', NOW), superadmin: false };
    expect(decideGuard({ path: '/admin/orders', session: expired, now: NOW })).toBe('refresh');
    expect(decideGuard({ path: '/admin/orders', session: almost, now: NOW })).toBe('refresh');
    expect(decideGuard({ path: '/admin/orders', session: atMargin, now: NOW })).toBe('refresh');
    expect(decideGuard({ path: '/admin/orders', session: safe, now: NOW })).toBe('allow');
    expect(decideGuard({ path: '/admin/orders', session: { token: 'not-a-jwt', superadmin: false }, now: NOW })).toBe(
      'refresh',
    );
  });

  it('sends non-superadmins away from superadmin-only routes to orders', () => {
    for (const p of [
      '/admin/cadastro-empresas',
      '/admin/faturas-empresas',
      '/admin/formas-pagamento',
      '/admin/cadastro-empresas/7',
    ]) {
      expect(decideGuard({ path: p, session: manager, now: NOW })).toEqual({ redirect: '/admin/orders' });
    }
    // a similarly named business route is not superadmin-only
    expect(decideGuard({ path: '/admin/business/payment-methods', session: manager, now: NOW })).toBe('allow');
  });

  it('lets a superadmin open superadmin routes and a manager open ordinary ones', () => {
    expect(decideGuard({ path: '/admin/cadastro-empresas', session: superadmin, now: NOW })).toBe('allow');
    expect(decideGuard({ path: '/admin/customers', session: manager, now: NOW })).toBe('allow');
  });
});
