import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixture, type Fixture } from './helpers.ts';

/**
 * The tenancy matrix (ARCHITECTURE §3, security.md §3.6): a token of business A on every route that takes an
 * id of business B must answer 404 (or 403), never B's data, and must change nothing. Each module adds its
 * routes to CELLS; `ids` gives B's ids to put in the path/body.
 */
interface Cell { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: (f: Fixture) => string; payload?: (f: Fixture) => unknown }

const CELLS: Cell[] = [
  { method: 'GET', url: (f) => `/api/empresas/${f.B.id}` },
  { method: 'GET', url: (f) => `/api/empresas/${f.B.id}/status` },
  { method: 'GET', url: (f) => `/api/empresas/${f.B.id}/cor` },
  { method: 'GET', url: (f) => `/api/horarios/${f.B.id}` },
  { method: 'GET', url: (f) => `/api/usuarios/${f.B.gerente}/permissoes` },
  { method: 'PATCH', url: (f) => `/api/usuarios/${f.B.atendente}/permissoes`, payload: () => ({ overrides: { 'usuarios.gerenciar': true } }) },
];

let f: Fixture;
let tokenA: string;
beforeAll(async () => {
  f = await createFixture();
  tokenA = await f.token('gerente.a@teste.com');
});
afterAll(async () => { await f?.close(); });

describe('tenancy: business A\'s manager on business B\'s ids', () => {
  for (const cell of CELLS) {
    it(`${cell.method} ${cell.url({ A: { id: 'A' }, B: { id: ':idB', gerente: ':idB', atendente: ':idB' } } as unknown as Fixture)}`, async () => {
      const res = await f.app.inject({ method: cell.method, url: cell.url(f), headers: bearer(tokenA), ...(cell.payload ? { payload: cell.payload(f) as object } : {}) });
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('CANARY-B');
    });
  }

  it('left B unchanged (B\'s attendant still has no user management)', async () => {
    const tokenB = await f.token('gerente.b@teste.com');
    const res = await f.app.inject({ url: `/api/usuarios/${f.B.atendente}/permissoes`, headers: bearer(tokenB) });
    expect(res.json().overrides).toEqual({});
  });

  it('row-level security hides B\'s rows inside a tenant transaction even without a WHERE', async () => {
    const { withTenant } = await import('../src/db/tenant.ts');
    const { usuarios } = await import('../src/db/schema/index.ts');
    const rows = await withTenant(f.database.db, f.A.id, (tx) => tx.select({ empresa_id: usuarios.empresa_id }).from(usuarios));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.empresa_id === f.A.id)).toBe(true);
  });
});
