import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixture, type Fixture } from './helpers.ts';

/**
 * The tenancy matrix (ARCHITECTURE §3, security.md §3.6): a token of business A on every route that takes an
 * id of business B must answer 404 (or 403), never B's data, and must change nothing. Each module adds its
 * routes to CELLS; `ids` gives B's ids to put in the path/body.
 */
interface Cell { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: (f: Fixture) => string; payload?: (f: Fixture) => unknown }

// Issue 5 (clientes, entrega, cupons): B's rows, created through the API with B's manager token in beforeAll.
const B5 = { cliente: 0, endereco: 0, cidade: 0, area: 0, entregador: 0, cupom: 0, areaA: 0, clienteA: 0 };
async function seedIssue5(f: Fixture) {
  const post = async (token: string, url: string, payload: object) => {
    const res = await f.app.inject({ method: 'POST', url, headers: bearer(token), payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ id: number; enderecos?: { id: number }[] }>();
  };
  const tB = await f.token('gerente.b@teste.com');
  const tA = await f.token('gerente.a@teste.com');
  const c = await post(tB, '/api/clientes', { nome: 'CANARY-B Cliente', telefone: '41 99000-0001', observacoes: 'CANARY-B', enderecos: [{ rua: 'CANARY-B Rua', bairro: 'Centro', cidade: 'Curitiba', estado: 'PR' }] });
  B5.cliente = c.id;
  B5.endereco = c.enderecos![0]!.id;
  B5.cidade = (await post(tB, '/api/cidades-atendidas', { cidade: 'CANARY-B Cidade', estado: 'PR' })).id;
  B5.area = (await post(tB, '/api/areas-entrega', { nome: 'CANARY-B Área', bairros: ['Centro'], taxa_entrega: 5 })).id;
  B5.entregador = (await post(tB, '/api/entregadores', { nome: 'CANARY-B Entregador', valor_diaria: '10,00' })).id;
  B5.cupom = (await post(tB, '/api/cupons', { codigo: 'CANARYB', descricao: 'CANARY-B', tipo: 'frete_gratis' })).id;
  B5.areaA = (await post(tA, '/api/areas-entrega', { nome: 'Área de A', bairros: ['Batel'] })).id;
  B5.clienteA = (await post(tA, '/api/clientes', { nome: 'Cliente de A', telefone: '41 99000-0002' })).id;
}
const END5 = { rua: 'Rua A', bairro: 'Centro', cidade: 'Curitiba', estado: 'PR' };

const CELLS: Cell[] = [
  { method: 'GET', url: (f) => `/api/empresas/${f.B.id}` },
  { method: 'GET', url: (f) => `/api/empresas/${f.B.id}/status` },
  { method: 'GET', url: (f) => `/api/empresas/${f.B.id}/cor` },
  { method: 'GET', url: (f) => `/api/horarios/${f.B.id}` },
  { method: 'GET', url: (f) => `/api/usuarios/${f.B.gerente}/permissoes` },
  { method: 'PATCH', url: (f) => `/api/usuarios/${f.B.atendente}/permissoes`, payload: () => ({ overrides: { 'usuarios.gerenciar': true } }) },
  // issue 5 — customers and addresses
  { method: 'GET', url: () => `/api/clientes/${B5.cliente}` },
  { method: 'PUT', url: () => `/api/clientes/${B5.cliente}`, payload: () => ({ nome: 'Tomado', telefone: '41 99000-0009' }) },
  { method: 'PATCH', url: () => `/api/clientes/${B5.cliente}`, payload: () => ({ nome: 'Tomado' }) },
  { method: 'DELETE', url: () => `/api/clientes/${B5.cliente}` },
  { method: 'GET', url: () => `/api/clientes/${B5.cliente}/total-pedidos` },
  { method: 'GET', url: () => `/api/clientes/${B5.cliente}/ultimos-pedidos` },
  { method: 'GET', url: () => `/api/clientes/${B5.cliente}/enderecos` },
  { method: 'POST', url: () => `/api/clientes/${B5.cliente}/enderecos`, payload: () => END5 },
  { method: 'GET', url: () => `/api/clientes/${B5.cliente}/exportar` },
  { method: 'POST', url: () => `/api/clientes/${B5.cliente}/anonimizar`, payload: () => ({}) },
  { method: 'PATCH', url: () => `/api/enderecos/${B5.endereco}`, payload: () => ({ rua: 'Tomada' }) },
  { method: 'PATCH', url: () => `/api/enderecos/${B5.endereco}/padrao` },
  { method: 'DELETE', url: () => `/api/enderecos/${B5.endereco}` },
  // delivery: path ids, and B's served city in the body of A's area (create and patch)
  { method: 'PATCH', url: () => `/api/cidades-atendidas/${B5.cidade}`, payload: () => ({ cidade: 'Tomada' }) },
  { method: 'DELETE', url: () => `/api/cidades-atendidas/${B5.cidade}` },
  { method: 'PATCH', url: () => `/api/areas-entrega/${B5.area}`, payload: () => ({ ativo: false }) },
  { method: 'DELETE', url: () => `/api/areas-entrega/${B5.area}` },
  { method: 'POST', url: () => '/api/areas-entrega', payload: () => ({ nome: 'Intrusa', bairros: ['Centro'], cidade_atendida_id: B5.cidade }) },
  { method: 'PATCH', url: () => `/api/areas-entrega/${B5.areaA}`, payload: () => ({ cidade_atendida_id: B5.cidade }) },
  { method: 'PATCH', url: () => `/api/entregadores/${B5.entregador}`, payload: () => ({ valor_diaria: '99,00' }) },
  { method: 'DELETE', url: () => `/api/entregadores/${B5.entregador}` },
  // coupons
  { method: 'GET', url: () => `/api/cupons/${B5.cupom}` },
  { method: 'PATCH', url: () => `/api/cupons/${B5.cupom}`, payload: () => ({ ativo: false }) },
  { method: 'DELETE', url: () => `/api/cupons/${B5.cupom}` },
];

let f: Fixture;
let tokenA: string;
beforeAll(async () => {
  f = await createFixture();
  tokenA = await f.token('gerente.a@teste.com');
  await seedIssue5(f);
  snapshotB5 = await snapshotIssue5(f);
});

/** B's rows of the issue-5 tables, as text: must be identical after every cell ran. */
let snapshotB5 = '';
async function snapshotIssue5(f: Fixture): Promise<string> {
  const { sql } = await import('drizzle-orm');
  const { queryRows } = await import('../src/db/client.ts');
  const rows = await queryRows<{ t: string }>(f.database.db, sql`SELECT concat_ws('|',
    (SELECT string_agg(row_to_json(x)::text, ',' ORDER BY id) FROM clientes x WHERE empresa_id = ${f.B.id}),
    (SELECT string_agg(row_to_json(x)::text, ',' ORDER BY id) FROM enderecos x WHERE empresa_id = ${f.B.id}),
    (SELECT string_agg(row_to_json(x)::text, ',' ORDER BY id) FROM cidades_atendidas x WHERE empresa_id = ${f.B.id}),
    (SELECT string_agg(row_to_json(x)::text, ',' ORDER BY id) FROM areas_entrega x WHERE empresa_id = ${f.B.id}),
    (SELECT string_agg(row_to_json(x)::text, ',' ORDER BY id) FROM entregadores x WHERE empresa_id = ${f.B.id}),
    (SELECT string_agg(row_to_json(x)::text, ',' ORDER BY id) FROM cupons x WHERE empresa_id = ${f.B.id})) AS t`);
  return rows[0]!.t;
}
afterAll(async () => { await f?.close(); });

describe('tenancy: business A\'s manager on business B\'s ids', () => {
  for (const cell of CELLS) {
    it(`${cell.method} ${cell.url({ A: { id: 'A' }, B: { id: ':idB', gerente: ':idB', atendente: ':idB' } } as unknown as Fixture)}`, async () => {
      const res = await f.app.inject({ method: cell.method, url: cell.url(f), headers: bearer(tokenA), ...(cell.payload ? { payload: cell.payload(f) as object } : {}) });
      expect([403, 404]).toContain(res.statusCode);
      expect(res.body).not.toContain('CANARY-B');
    });
  }

  it('left B\'s customers, addresses, cities, areas, couriers and coupons unchanged', async () => {
    expect(snapshotB5).toContain('CANARY-B');
    expect(await snapshotIssue5(f)).toBe(snapshotB5);
  });

  it('B\'s customers, areas, couriers, cities and coupons never appear in A\'s lists and searches', async () => {
    for (const url of ['/api/clientes?per_page=100', '/api/clientes/busca?search=CANARY', '/api/clientes?search=990000001', '/api/cidades-atendidas', '/api/areas-entrega', '/api/entregadores', '/api/cupons?search=CANARY']) {
      const res = await f.app.inject({ url, headers: bearer(tokenA) });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('CANARY-B');
      expect(res.body, url).not.toContain('CANARYB');
    }
  });

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
