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
  // issue 3: business, core and generic settings, payment methods (B's rows created in beforeAll → idsB)
  { method: 'PATCH', url: (f) => `/api/empresas/${f.B.id}`, payload: () => ({ aberto: false, nome: 'Tomada' }) },
  { method: 'DELETE', url: (f) => `/api/empresas/${f.B.id}` },
  { method: 'GET', url: (f) => `/api/empresas/${f.B.id}/configuracoes-core` },
  { method: 'PUT', url: (f) => `/api/empresas/${f.B.id}/configuracoes-core`, payload: () => ({ tempo_entrega_padrao: 15, auto_aceite_pedidos: true, volume_alerta: 0 }) },
  { method: 'PATCH', url: (f) => `/api/empresas/${f.B.id}/configuracoes-core`, payload: () => ({ tempo_entrega_padrao: 15 }) },
  { method: 'GET', url: (f) => `/api/empresas/${f.B.id}/configuracoes-core/tempo_entrega_padrao` },
  { method: 'PATCH', url: (f) => `/api/empresas/${f.B.id}/configuracoes-core/auto_aceite_pedidos`, payload: () => ({ valor: true }) },
  { method: 'POST', url: (f) => `/api/empresas/${f.B.id}/configuracoes-core/reset` },
  { method: 'PATCH', url: () => `/api/configuracoes/${idsB.configuracao}`, payload: () => ({ valor: 'mudei' }) },
  { method: 'DELETE', url: () => `/api/configuracoes/${idsB.configuracao}` },
  { method: 'PATCH', url: () => `/api/formas-pagamento/${idsB.forma}`, payload: () => ({ nome: 'Tomada' }) },
  { method: 'DELETE', url: () => `/api/formas-pagamento/${idsB.forma}` },
];
const idsB: Record<string, number> = {};

let f: Fixture;
let tokenA: string;
beforeAll(async () => {
  f = await createFixture();
  tokenA = await f.token('gerente.a@teste.com');
  const tokenB = await f.token('gerente.b@teste.com');
  idsB.configuracao = (await f.app.inject({ method: 'POST', url: '/api/configuracoes', headers: bearer(tokenB), payload: { chave: 'canary', valor: 'CANARY-B' } })).json().id;
  idsB.forma = (await f.app.inject({ method: 'POST', url: '/api/formas-pagamento', headers: bearer(tokenB), payload: { nome: 'CANARY-B', tipo: 'outro' } })).json().id;
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

  it('left B\'s business, settings and payment methods unchanged', async () => {
    const tokenB = await f.token('gerente.b@teste.com');
    const get = async (url: string) => (await f.app.inject({ url, headers: bearer(tokenB) })).json();
    expect(await get(`/api/empresas/${f.B.id}`)).toMatchObject({ aberto: true, nome: 'Empresa B CANARY-B' });
    expect(await get(`/api/empresas/${f.B.id}/configuracoes-core`)).toMatchObject({ tempo_entrega_padrao: 45, auto_aceite_pedidos: false });
    expect((await get('/api/configuracoes')).items).toEqual([expect.objectContaining({ id: idsB.configuracao, valor: 'CANARY-B' })]);
    expect((await get('/api/formas-pagamento')).items).toContainEqual(expect.objectContaining({ id: idsB.forma, nome: 'CANARY-B', padrao: false }));
  });

  it('row-level security hides B\'s rows inside a tenant transaction even without a WHERE', async () => {
    const { withTenant } = await import('../src/db/tenant.ts');
    const { usuarios } = await import('../src/db/schema/index.ts');
    const rows = await withTenant(f.database.db, f.A.id, (tx) => tx.select({ empresa_id: usuarios.empresa_id }).from(usuarios));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.empresa_id === f.A.id)).toBe(true);
  });
});
