import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixture, type Fixture } from './helpers.ts';

/**
 * The tenancy matrix (ARCHITECTURE §3, security.md §3.6): a token of business A on every route that takes an
 * id of business B must answer 404 (or 403), never B's data, and must change nothing. Each module adds its
 * routes to CELLS; `ids` gives B's ids to put in the path/body.
 */
interface Cell {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: (f: Fixture) => string; payload?: (f: Fixture) => unknown;
  /** A list filtered by a foreign id: 200 with nothing of B is the right answer. */
  empty?: boolean;
  /** Send a small PNG as multipart field "imagem". */
  multipart?: boolean;
}

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
  // catalogue (issue 4): B's ids in the path, in body id slots and in id arrays; A's own ids where the slot is not under test
  { method: 'PUT', url: () => `/api/categorias/${cat.B.categoria}`, payload: () => ({ nome: 'x' }) },
  { method: 'DELETE', url: () => `/api/categorias/${cat.B.categoriaVazia}` },
  { method: 'PATCH', url: () => `/api/categorias/${cat.B.categoria}/toggle` },
  { method: 'POST', url: () => `/api/categorias/${cat.B.categoria}/duplicar` },
  { method: 'PATCH', url: () => '/api/categorias/reordenar', payload: () => ({ ids: [...cat.A.categorias, cat.B.categoria] }) },
  { method: 'PATCH', url: () => '/api/categorias/reordenar', payload: () => ({ ids: [cat.B.categoria, cat.B.categoriaVazia] }) },
  { method: 'GET', url: () => `/api/produtos?categoria_id=${cat.B.categoria}`, empty: true },
  { method: 'POST', url: () => '/api/produtos', payload: () => ({ categoria_id: cat.B.categoria, nome: 'x', preco: 1 }) },
  { method: 'POST', url: () => '/api/produtos', payload: () => ({ categoria_id: cat.A.categoria, nome: 'x', preco: 1, complementos: [cat.B.complemento] }) },
  { method: 'PUT', url: () => `/api/produtos/${cat.B.produto}`, payload: () => ({ categoria_id: cat.A.categoria, nome: 'x', preco: 1 }) },
  { method: 'PUT', url: () => `/api/produtos/${cat.A.produto}`, payload: () => ({ categoria_id: cat.B.categoria, nome: 'x', preco: 1 }) },
  { method: 'PUT', url: () => `/api/produtos/${cat.A.produto}`, payload: () => ({ categoria_id: cat.A.categoria, nome: 'x', preco: 1, complementos: [cat.B.complemento] }) },
  { method: 'DELETE', url: () => `/api/produtos/${cat.B.produto}` },
  { method: 'POST', url: () => `/api/produtos/${cat.B.produto}/duplicar` },
  { method: 'PATCH', url: () => `/api/produtos/${cat.B.produto}/status`, payload: () => ({ ativo: false }) },
  { method: 'PATCH', url: () => '/api/produtos/reordenar', payload: () => ({ categoria_id: cat.B.categoria, ids: [cat.B.produto] }) },
  { method: 'PATCH', url: () => '/api/produtos/reordenar', payload: () => ({ categoria_id: cat.A.categoria, ids: [cat.A.produto, cat.B.produto] }) },
  { method: 'POST', url: () => `/api/produtos/${cat.B.produto}/imagem`, multipart: true },
  { method: 'DELETE', url: () => `/api/produtos/${cat.B.produto}/imagem` },
  { method: 'GET', url: () => `/api/complementos/${cat.B.complemento}` },
  { method: 'PUT', url: () => `/api/complementos/${cat.B.complemento}`, payload: () => ({ nome: 'x' }) },
  { method: 'DELETE', url: () => `/api/complementos/${cat.B.complemento}` },
  { method: 'PATCH', url: () => `/api/complementos/${cat.B.complemento}/status`, payload: () => ({ ativo: false }) },
  { method: 'POST', url: () => `/api/complementos/${cat.B.complemento}/duplicar` },
  { method: 'GET', url: () => `/api/complementos-opcoes/${cat.B.complemento}` },
  { method: 'POST', url: () => '/api/complementos-opcoes', payload: () => ({ complemento_id: cat.B.complemento, opcao_id: cat.A.opcao }) },
  { method: 'POST', url: () => '/api/complementos-opcoes', payload: () => ({ complemento_id: cat.A.complemento, opcao_id: cat.B.opcao }) },
  { method: 'PUT', url: () => `/api/complementos-opcoes/${cat.B.link}`, payload: () => ({ preco: 0 }) },
  { method: 'DELETE', url: () => `/api/complementos-opcoes/${cat.B.link}` },
  { method: 'DELETE', url: () => `/api/complementos-opcoes/complemento/${cat.B.complemento}` },
  { method: 'PUT', url: () => `/api/opcoes/${cat.B.opcao}`, payload: () => ({ nome: 'x', preco: 0 }) },
  { method: 'DELETE', url: () => `/api/opcoes/${cat.B.opcao}` },
  { method: 'POST', url: () => `/api/opcoes/${cat.B.opcao}/duplicar` },
  { method: 'PATCH', url: () => `/api/opcoes/${cat.B.opcao}/status`, payload: () => ({ ativo: false }) },
  { method: 'GET', url: () => `/api/opcoes/${cat.B.opcao}/complementos` },
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
const idsB: Record<string, number> = {};

/** Catalogue rows of A and B, created through the API with each business's own manager. */
const cat = {
  A: { categoria: 0, categorias: [] as number[], produto: 0, complemento: 0, opcao: 0 },
  B: { categoria: 0, categoriaVazia: 0, produto: 0, complemento: 0, opcao: 0, link: 0 },
};
async function seedCatalogo(f: Fixture) {
  const mk = async (token: string, url: string, payload: object) => {
    const res = await f.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`);
    return res.json<{ id: number }>().id;
  };
  const a = await f.token('gerente.a@teste.com');
  const b = await f.token('gerente.b@teste.com');
  cat.A.categoria = await mk(a, '/categorias', { nome: 'Pizzas A' });
  cat.A.categorias = [cat.A.categoria];
  cat.A.complemento = await mk(a, '/complementos', { nome: 'Bordas A', tipo: 'borda' });
  cat.A.opcao = await mk(a, '/opcoes', { nome: 'Catupiry A', preco: 8 });
  cat.A.produto = await mk(a, '/produtos', { categoria_id: cat.A.categoria, nome: 'Pizza A', preco: 40 });
  cat.B.categoria = await mk(b, '/categorias', { nome: 'Pizzas CANARY-B' });
  cat.B.categoriaVazia = await mk(b, '/categorias', { nome: 'Vazia CANARY-B' });
  cat.B.complemento = await mk(b, '/complementos', { nome: 'Bordas CANARY-B', tipo: 'borda' });
  cat.B.opcao = await mk(b, '/opcoes', { nome: 'Cheddar CANARY-B', preco: 9 });
  cat.B.link = await mk(b, '/complementos-opcoes', { complemento_id: cat.B.complemento, opcao_id: cat.B.opcao });
  cat.B.produto = await mk(b, '/produtos', { categoria_id: cat.B.categoria, nome: 'Pizza CANARY-B', preco: 50, complementos: [cat.B.complemento] });
}

/** Everything B's manager sees of B's catalogue: must be identical before and after the matrix. */
async function snapshotB(f: Fixture) {
  const b = await f.token('gerente.b@teste.com');
  const urls = ['/api/categorias', '/api/produtos', '/api/complementos', '/api/opcoes', `/api/complementos-opcoes/${cat.B.complemento}`, `/api/complementos/${cat.B.complemento}`];
  const bodies = await Promise.all(urls.map((url) => f.app.inject({ url, headers: bearer(b) }).then((r) => r.body)));
  return bodies.join('\n');
}

let f: Fixture;
let tokenA: string;
let antesB = '';
beforeAll(async () => {
  f = await createFixture();
  tokenA = await f.token('gerente.a@teste.com');
  const tokenB = await f.token('gerente.b@teste.com');
  idsB.configuracao = (await f.app.inject({ method: 'POST', url: '/api/configuracoes', headers: bearer(tokenB), payload: { chave: 'canary', valor: 'CANARY-B' } })).json().id;
  idsB.forma = (await f.app.inject({ method: 'POST', url: '/api/formas-pagamento', headers: bearer(tokenB), payload: { nome: 'CANARY-B', tipo: 'outro' } })).json().id;
  await seedCatalogo(f);
  antesB = await snapshotB(f);
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

function body(cell: Cell) {
  if (cell.multipart) {
    const boundary = '----tenancy';
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
    const payload = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="imagem"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`), png, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return { payload, headers: { ...bearer(tokenA), 'content-type': `multipart/form-data; boundary=${boundary}` } };
  }
  return cell.payload ? { payload: cell.payload(f) as object } : {};
}

describe('tenancy: business A\'s manager on business B\'s ids', () => {
  for (const cell of CELLS) {
    it(`${cell.method} ${cell.url({ A: { id: 'A' }, B: { id: ':idB', gerente: ':idB', atendente: ':idB' } } as unknown as Fixture)}`, async () => {
      const res = await f.app.inject({ method: cell.method, url: cell.url(f), headers: bearer(tokenA), ...body(cell) });
      if (cell.empty) {
        expect(res.statusCode).toBe(200);
        expect(res.json().items).toEqual([]);
      } else {
        expect([403, 404]).toContain(res.statusCode);
      }
      expect(res.body).not.toContain('CANARY-B');
    });
  }

  it('left B\'s catalogue unchanged', async () => {
    expect(await snapshotB(f)).toBe(antesB);
  });

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
