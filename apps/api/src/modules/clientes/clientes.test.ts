import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { queryRows } from '../../db/tenant.ts';

let f: Fixture;
let gA: string; // manager of A
let aA: string; // attendant of A
let gB: string;
beforeAll(async () => {
  f = await createFixture();
  gA = await f.token('gerente.a@teste.com');
  aA = await f.token('atendente.a@teste.com');
  gB = await f.token('gerente.b@teste.com');
});
afterAll(async () => {
  await f?.close();
});

const END = {
  rua: 'Rua XV de Novembro',
  numero: '100',
  bairro: 'Centro',
  cidade: 'Curitiba',
  estado: 'pr',
  cep: '80020-310',
};
const post = (token: string, url: string, payload: object) =>
  f.app.inject({ method: 'POST', url, headers: bearer(token), payload });
const patch = (token: string, url: string, payload?: object) =>
  f.app.inject({ method: 'PATCH', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const get = (token: string, url: string) => f.app.inject({ url, headers: bearer(token) });

async function novo(token: string, nome: string, telefone: string, extra: object = {}) {
  const res = await post(token, '/api/clientes', { nome, telefone, ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('clientes: create, read, update, delete', () => {
  it('creates with E.164 phone, default origin portal, formatted phone, and addresses (first is the default)', async () => {
    const c = await novo(gA, 'João da Silva', '(41) 98765-4321', {
      enderecos: [
        END,
        { ...END, rua: 'Av. Sete de Setembro', bairro: 'Batel', taxa_entrega: '7,50', nome_identificacao: 'Trabalho' },
      ],
    });
    expect(c).toMatchObject({
      nome: 'João da Silva',
      telefone: '+5541987654321',
      telefone_exibicao: '(41) 98765-4321',
      telefone_mascarado: false,
      origem_cliente: 'portal',
      total_pedidos: 0,
      ultimo_pedido_em: null,
      anonimizado: false,
      bairro: 'Centro',
    });
    expect(c.enderecos).toHaveLength(2);
    expect(c.enderecos[0]).toMatchObject({
      rua: 'Rua XV de Novembro',
      estado: 'PR',
      cep: '80020310',
      taxa_entrega: 0,
      endereco_padrao: true,
    });
    expect(c.enderecos[1]).toMatchObject({
      bairro: 'Batel',
      taxa_entrega: 7.5,
      nome_identificacao: 'Trabalho',
      endereco_padrao: false,
    });
    const [{ cents } = { cents: -1 }] = await queryRows<{ cents: number }>(
      f.database.db,
      sql`SELECT taxa_entrega_centavos AS cents FROM enderecos WHERE id = ${c.enderecos[1].id}`,
    );
    expect(cents).toBe(750);
  });

  it('prevents duplicates by phone per business (any typing of the same number), not across businesses', async () => {
    await novo(gA, 'Maria', '41 99999-0001');
    const dup = await post(gA, '/api/clientes', { nome: 'Outra Maria', telefone: '+55 (41) 99999-0001' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('Já existe um cliente com este telefone');
    await novo(gB, 'Maria de B', '41999990001');
  });

  it('validates input in Portuguese and rejects unknown keys (mass assignment)', async () => {
    const bad = await post(gA, '/api/clientes', { nome: '', telefone: '1234' });
    expect(bad.statusCode).toBe(400);
    const campos = bad.json().errors.map((e: { campo: string }) => e.campo);
    expect(campos).toEqual(expect.arrayContaining(['nome', 'telefone']));
    expect(bad.json().errors.find((e: { campo: string }) => e.campo === 'telefone').mensagem).toBe(
      'Informe um telefone válido com DDD',
    );
    const extra = await post(gA, '/api/clientes', { nome: 'X', telefone: '41988887777', empresa_id: f.B.id });
    expect(extra.statusCode).toBe(400);
    const cep = await post(gA, '/api/clientes', {
      nome: 'X',
      telefone: '41988887777',
      enderecos: [{ ...END, cep: '123' }],
    });
    expect(cep.statusCode).toBe(400);
    expect(cep.json().detail).toBe('CEP inválido (use 00000-000)');
    const origem = await post(gA, '/api/clientes', { nome: 'X', telefone: '41988887777', origem_cliente: 'marte' });
    expect(origem.json().detail).toBe('Origem inválida');
  });

  it('GET /clientes/{id}, PUT and PATCH, DELETE', async () => {
    const c = await novo(gA, 'Pedro Alves', '41 3333-4444', { origem_cliente: 'balcao', enderecos: [END] });
    const got = await get(gA, `/api/clientes/${c.id}`);
    expect(got.json()).toMatchObject({
      id: c.id,
      telefone: '+554133334444',
      telefone_exibicao: '(41) 3333-4444',
      origem_cliente: 'balcao',
    });
    const put = await f.app.inject({
      method: 'PUT',
      url: `/api/clientes/${c.id}`,
      headers: bearer(gA),
      payload: { nome: 'Pedro A.', telefone: '41977776666' },
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      nome: 'Pedro A.',
      telefone: '+5541977776666',
      origem_cliente: 'balcao',
      enderecos: [expect.objectContaining({ bairro: 'Centro' })],
    });
    const p = await patch(gA, `/api/clientes/${c.id}`, { observacoes: 'Sem cebola' });
    expect(p.json()).toMatchObject({ nome: 'Pedro A.', observacoes: 'Sem cebola' });
    const empty = await patch(gA, `/api/clientes/${c.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().detail).toBe('Informe ao menos um campo para alterar');
    const dupTel = await patch(gA, `/api/clientes/${c.id}`, { telefone: '41999990001' });
    expect(dupTel.statusCode).toBe(409);
    const del = await f.app.inject({ method: 'DELETE', url: `/api/clientes/${c.id}`, headers: bearer(gA) });
    expect(del.json()).toEqual({ ok: true });
    expect((await get(gA, `/api/clientes/${c.id}`)).statusCode).toBe(404);
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(
      f.database.db,
      sql`SELECT count(*)::int AS n FROM enderecos WHERE cliente_id = ${c.id}`,
    );
    expect(n).toBe(0);
  });

  it('total-pedidos and ultimos-pedidos answer zero / empty until orders exist (404 for unknown)', async () => {
    const c = await novo(gA, 'Sem Pedidos', '41 98888-1111');
    expect((await get(gA, `/api/clientes/${c.id}/total-pedidos`)).json()).toEqual({ total: 0 });
    expect((await get(gA, `/api/clientes/${c.id}/ultimos-pedidos`)).json()).toEqual([]);
    expect((await get(gA, `/api/clientes/${c.id}/ultimos-pedidos?limit=10`)).statusCode).toBe(200);
    expect((await get(gA, `/api/clientes/${c.id}/ultimos-pedidos?limit=500`)).statusCode).toBe(400);
    expect((await get(gA, '/api/clientes/999999/total-pedidos')).statusCode).toBe(404);
  });
});

describe('clientes: list and quick search', () => {
  beforeAll(async () => {
    await novo(gA, 'Ana Beatriz Souza', '41 99123-4567', { enderecos: [{ ...END, bairro: 'Água Verde' }] });
    await novo(gA, 'Anabela Costa', '41 99123-9999', {
      origem_cliente: 'whatsapp',
      enderecos: [{ ...END, bairro: 'Batel' }],
    });
    await novo(gA, 'Zé Ângelo', '42 3222-1111');
    await novo(gB, 'Ana de B CANARY-B', '41 99123-4568');
  });

  it('paginates, sorts and reports the total', async () => {
    const p1 = (await get(gA, '/api/clientes?per_page=2&page=1&sort_field=nome&sort_dir=asc')).json();
    const p2 = (await get(gA, '/api/clientes?per_page=2&page=2&sort_field=nome&sort_dir=asc')).json();
    expect(p1.items).toHaveLength(2);
    expect(p1.total).toBe(p2.total);
    expect(p1.items[0].nome.localeCompare(p2.items[0].nome, 'pt')).toBeLessThan(0);
    const desc = (await get(gA, '/api/clientes?sort_field=nome&sort_dir=desc&per_page=100')).json();
    expect(desc.items[0].nome).toBe('Zé Ângelo');
    expect(JSON.stringify(desc)).not.toContain('CANARY-B');
    const byBairro = (await get(gA, '/api/clientes?sort_field=bairro&per_page=100')).json();
    expect(byBairro.items[0].bairro).toBe('Água Verde');
    expect((await get(gA, '/api/clientes?per_page=1000')).statusCode).toBe(400);
    expect((await get(gA, '/api/clientes?sort_field=senha')).statusCode).toBe(400);
  });

  it('searches by any part of the name (accents ignored) or of the phone', async () => {
    const porNome = (await get(gA, `/api/clientes?search=${encodeURIComponent('angelo')}`)).json();
    expect(porNome.items.map((c: { nome: string }) => c.nome)).toEqual(['Zé Ângelo']);
    const porTelefone = (await get(gA, `/api/clientes?search=${encodeURIComponent('(41) 99123')}`)).json();
    expect(porTelefone.items.map((c: { nome: string }) => c.nome).sort()).toEqual([
      'Ana Beatriz Souza',
      'Anabela Costa',
    ]);
    const meio = (await get(gA, '/api/clientes?search=4567')).json();
    expect(meio.items.map((c: { nome: string }) => c.nome)).toEqual(['Ana Beatriz Souza']);
  });

  it('filters (JSON in `filtros`) by neighbourhood and origin; bad filters are 400', async () => {
    const f1 = (
      await get(gA, `/api/clientes?filtros=${encodeURIComponent(JSON.stringify({ bairro: 'batel' }))}`)
    ).json();
    expect(f1.items.map((c: { nome: string }) => c.nome)).toEqual(['Anabela Costa']);
    const f2 = (
      await get(gA, `/api/clientes?filtros=${encodeURIComponent(JSON.stringify({ origem_cliente: 'whatsapp' }))}`)
    ).json();
    expect(f2.total).toBe(1);
    const f3 = (
      await get(gA, `/api/clientes?filtros=${encodeURIComponent(JSON.stringify({ com_pedidos: true }))}`)
    ).json();
    expect(f3.total).toBe(0);
    const bad = await get(gA, '/api/clientes?filtros=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Filtros inválidos (JSON esperado)');
    expect((await get(gA, `/api/clientes?filtros=${encodeURIComponent('{"empresa_id":2}')}`)).statusCode).toBe(400);
  });

  it('GET /clientes/busca: at most 20, names starting with the text first, only own business', async () => {
    const r = (await get(gA, '/api/clientes/busca?search=ana')).json();
    expect(r.map((c: { nome: string }) => c.nome)).toEqual(['Ana Beatriz Souza', 'Anabela Costa']);
    expect(JSON.stringify(r)).not.toContain('CANARY-B');
    const tel = (await get(gA, '/api/clientes/busca?search=991239')).json();
    expect(tel.map((c: { nome: string }) => c.nome)).toEqual(['Anabela Costa']);
    expect((await get(gA, '/api/clientes/busca?search=9')).json()).toEqual([]); // one digit is too unselective
    expect((await get(gA, '/api/clientes/busca?search=Z')).json().map((c: { nome: string }) => c.nome)).toEqual([
      'Zé Ângelo',
    ]); // prefix
    expect((await get(gA, '/api/clientes/busca?search=%25')).json()).toEqual([]); // LIKE wildcards are literal
    expect((await get(gA, '/api/clientes/busca')).statusCode).toBe(400);
    for (let i = 0; i < 25; i++)
      await novo(gA, `Cliente Lote ${String(i).padStart(2, '0')}`, `41 97000-${String(1000 + i)}`);
    expect((await get(gA, '/api/clientes/busca?search=lote')).json()).toHaveLength(20);
  });
});

describe('clientes: addresses', () => {
  it('adds, edits, switches the default (exactly one), deletes with promotion', async () => {
    const c = await novo(gA, 'Endereços Teste', '41 98111-2222');
    const e1 = await post(gA, `/api/clientes/${c.id}/enderecos`, END);
    expect(e1.statusCode).toBe(201);
    expect(e1.json()).toMatchObject({ endereco_padrao: true, taxa_entrega: 0, cliente_id: c.id });
    const e2 = (
      await post(gA, `/api/clientes/${c.id}/enderecos`, {
        ...END,
        bairro: 'Portão',
        taxa_entrega: 6,
        ponto_referencia: 'Perto do mercado',
      })
    ).json();
    expect(e2.endereco_padrao).toBe(false);
    const p = await patch(gA, `/api/enderecos/${e2.id}/padrao`);
    expect(p.statusCode).toBe(200);
    expect(p.json().endereco_padrao).toBe(true);
    const list = (await get(gA, `/api/clientes/${c.id}/enderecos`)).json();
    expect(
      list.filter((e: { endereco_padrao: boolean }) => e.endereco_padrao).map((e: { id: number }) => e.id),
    ).toEqual([e2.id]);
    expect((await get(gA, `/api/clientes/${c.id}`)).json().bairro).toBe('Portão');
    const edit = await patch(gA, `/api/enderecos/${e1.json().id}`, { complemento: 'Apto 12', taxa_entrega: '4,25' });
    expect(edit.json()).toMatchObject({ complemento: 'Apto 12', taxa_entrega: 4.25, endereco_padrao: false });
    const viaPatch = await patch(gA, `/api/enderecos/${e1.json().id}`, { endereco_padrao: true });
    expect(viaPatch.json().endereco_padrao).toBe(true);
    expect((await patch(gA, `/api/enderecos/${e1.json().id}`, { endereco_padrao: false })).statusCode).toBe(400);
    expect((await patch(gA, `/api/enderecos/${e1.json().id}`, { taxa_entrega: -1 })).json().detail).toBe(
      'Informe um valor com no máximo 2 casas decimais',
    );
    // a new address marked default takes it over
    const e3 = (
      await post(gA, `/api/clientes/${c.id}/enderecos`, { ...END, bairro: 'Cabral', endereco_padrao: true })
    ).json();
    expect(e3.endereco_padrao).toBe(true);
    const del = await f.app.inject({ method: 'DELETE', url: `/api/enderecos/${e3.id}`, headers: bearer(gA) });
    expect(del.statusCode).toBe(200);
    const rest = (await get(gA, `/api/clientes/${c.id}/enderecos`)).json();
    expect(
      rest.filter((e: { endereco_padrao: boolean }) => e.endereco_padrao).map((e: { id: number }) => e.id),
    ).toEqual([e1.json().id]); // oldest remaining
  });

  it('the database refuses a second default address for a customer', async () => {
    const c = await novo(gA, 'Dois Padrões', '41 98111-3333', { enderecos: [END, END] });
    await expect(
      f.database.db.execute(sql`UPDATE enderecos SET endereco_padrao = true WHERE cliente_id = ${c.id}`),
    ).rejects.toThrow();
  });

  it('404 for unknown ids and for address routes of unknown customers', async () => {
    expect((await post(gA, '/api/clientes/999999/enderecos', END)).statusCode).toBe(404);
    expect((await patch(gA, '/api/enderecos/999999', { rua: 'x' })).statusCode).toBe(404);
    expect((await patch(gA, '/api/enderecos/999999/padrao')).statusCode).toBe(404);
  });
});

describe('clientes: permissions and LGPD', () => {
  it('an attendant reads and writes customers but cannot anonymise (needs clientes.gerenciar + clientes.dados) — manager can', async () => {
    const c = await novo(aA, 'Criado pela Atendente', '41 98222-0000');
    expect(c.telefone).toBe('+5541982220000');
  });

  it('masks phones for users without clientes.dados, in list, search and detail; export is forbidden to them', async () => {
    const c = await novo(gA, 'Mascarado da Silva', '41 98765-1234');
    await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${f.A.atendente}/permissoes`,
      headers: bearer(gA),
      payload: { overrides: { 'clientes.dados': false } },
    });
    const det = (await get(aA, `/api/clientes/${c.id}`)).json();
    expect(det).toMatchObject({ telefone: null, telefone_exibicao: '(41) 9****-1234', telefone_mascarado: true });
    const lista = await get(aA, '/api/clientes?search=mascarado');
    expect(lista.json().items[0].telefone_exibicao).toBe('(41) 9****-1234');
    expect(lista.body).not.toContain('987651234');
    expect(lista.body).not.toContain('98765-1234');
    const busca = await get(aA, '/api/clientes/busca?search=mascarado');
    expect(busca.body).not.toContain('98765');
    expect((await get(aA, `/api/clientes/${c.id}/exportar`)).statusCode).toBe(403);
    expect((await post(aA, `/api/clientes/${c.id}/anonimizar`, {})).statusCode).toBe(403);
    await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${f.A.atendente}/permissoes`,
      headers: bearer(gA),
      payload: { overrides: {} },
    });
    expect((await get(aA, `/api/clientes/${c.id}`)).json().telefone).toBe('+5541987651234');
    // the attendant holds clientes.dados again but anonymising also needs... they have clientes.gerenciar: allowed
  });

  it('a user without clientes.ver gets 403', async () => {
    await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${f.A.atendente}/permissoes`,
      headers: bearer(gA),
      payload: { overrides: { 'clientes.ver': false, 'clientes.gerenciar': false } },
    });
    expect((await get(aA, '/api/clientes')).statusCode).toBe(403);
    expect((await post(aA, '/api/clientes', { nome: 'x', telefone: '41988881234' })).statusCode).toBe(403);
    await f.app.inject({
      method: 'PATCH',
      url: `/api/usuarios/${f.A.atendente}/permissoes`,
      headers: bearer(gA),
      payload: { overrides: {} },
    });
  });

  it('export returns every personal field held (customer + addresses), and is logged without PII', async () => {
    const c = await novo(gA, 'Exportável Pereira', '41 98333-4444', {
      email: 'exp@ex.com',
      observacoes: 'Portão azul',
      enderecos: [
        { ...END, complemento: 'Casa 2', ponto_referencia: 'Ao lado da padaria', nome_identificacao: 'Casa' },
      ],
    });
    const res = await get(gA, `/api/clientes/${c.id}/exportar`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`cliente-${c.id}.json`);
    const body = res.json();
    expect(body.empresa).toEqual({ id: f.A.id, nome: 'Empresa A' });
    expect(body.cliente).toMatchObject({
      id: c.id,
      nome: 'Exportável Pereira',
      telefone: '+5541983334444',
      email: 'exp@ex.com',
      observacoes: 'Portão azul',
      origem_cliente: 'portal',
    });
    expect(body.enderecos).toEqual([
      expect.objectContaining({
        rua: END.rua,
        numero: '100',
        bairro: 'Centro',
        complemento: 'Casa 2',
        cidade: 'Curitiba',
        estado: 'PR',
        cep: '80020310',
        ponto_referencia: 'Ao lado da padaria',
        nome_identificacao: 'Casa',
      }),
    ]);
    expect(body.pedidos).toEqual([]);
    // completeness: every personal column stored in the database appears in the export
    const [row] = await queryRows<Record<string, unknown>>(
      f.database.db,
      sql`SELECT nome, telefone, email, observacoes FROM clientes WHERE id = ${c.id}`,
    );
    for (const v of Object.values(row!)) expect(res.body).toContain(String(v));
    const [end] = await queryRows<Record<string, unknown>>(
      f.database.db,
      sql`SELECT rua, numero, bairro, complemento, cidade, estado, cep, ponto_referencia, nome_identificacao FROM enderecos WHERE cliente_id = ${c.id}`,
    );
    for (const v of Object.values(end!)) expect(res.body).toContain(String(v));
  });

  it('anonymise removes name, phone, e-mail, notes and addresses from the database, keeps the row and its order counter', async () => {
    const c = await novo(gA, 'Anônimo Futuro Kowalski', '41 98444-5555', {
      email: 'kowalski@ex.com',
      observacoes: 'Interfone 42',
      enderecos: [{ ...END, rua: 'Rua Kowalski Única', bairro: 'Juvevê' }],
    });
    await f.database.db.execute(sql`UPDATE clientes SET total_pedidos = 7 WHERE id = ${c.id}`);
    const res = await post(gA, `/api/clientes/${c.id}/anonimizar`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: c.id,
      nome: 'Cliente anonimizado',
      telefone: null,
      telefone_exibicao: null,
      email: null,
      observacoes: null,
      anonimizado: true,
      total_pedidos: 7,
      enderecos: [],
    });
    // nothing of the original values remains in the customer tables
    const dump = await queryRows<{ t: string }>(
      f.database.db,
      sql`SELECT (SELECT coalesce(string_agg(row_to_json(c)::text, ''), '') FROM clientes c) || (SELECT coalesce(string_agg(row_to_json(e)::text, ''), '') FROM enderecos e) AS t`,
    );
    for (const s of ['Kowalski', '984445555', 'kowalski@ex.com', 'Interfone 42']) expect(dump[0]!.t).not.toContain(s);
    expect((await get(gA, `/api/clientes/${c.id}/total-pedidos`)).json()).toEqual({ total: 7 });
    // stays anonymous: no edits, no new addresses, not in quick search; anonymising again is harmless
    expect((await patch(gA, `/api/clientes/${c.id}`, { nome: 'Volta' })).statusCode).toBe(409);
    expect((await post(gA, `/api/clientes/${c.id}/enderecos`, END)).statusCode).toBe(409);
    expect((await get(gA, '/api/clientes/busca?search=anonimizado')).json()).toEqual([]);
    expect((await post(gA, `/api/clientes/${c.id}/anonimizar`, {})).statusCode).toBe(200);
    // the phone is free again for a new customer
    await novo(gA, 'Novo Dono do Número', '41 98444-5555');
  });
});
