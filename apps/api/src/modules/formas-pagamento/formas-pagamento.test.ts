import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';

let f: Fixture;
let gerenteA: string;
let atendenteA: string;
let gerenteB: string;
let superadmin: string;
beforeAll(async () => {
  f = await createFixture();
  [gerenteA, atendenteA, gerenteB, superadmin] = await Promise.all([
    f.token('gerente.a@teste.com'),
    f.token('atendente.a@teste.com'),
    f.token('gerente.b@teste.com'),
    f.token('super@teste.com'),
  ]);
});
afterAll(async () => {
  await f?.close();
});

const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  f.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
type Item = { id: number; nome: string; padrao: boolean; ativo: boolean };

describe('payment methods', () => {
  let idA: number;
  let idB: number;
  it('lists the standard methods to every user of a business', async () => {
    const res = await req('GET', '/formas-pagamento', atendenteA);
    expect(res.statusCode).toBe(200);
    const nomes = res
      .json()
      .items.filter((i: Item) => i.padrao)
      .map((i: Item) => i.nome);
    expect(nomes).toEqual(
      expect.arrayContaining(['Dinheiro', 'Pix', 'Cartão de crédito', 'Cartão de débito', 'Vale-refeição']),
    );
  });

  it("a manager creates the business's own method; the icon defaults from the type", async () => {
    const res = await req('POST', '/formas-pagamento', gerenteA, { nome: 'Ticket', tipo: 'vale_refeicao' });
    expect(res.statusCode).toBe(201);
    idA = res.json().id;
    expect(res.json()).toEqual({
      chave: `empresa:${idA}`,
      id: idA,
      nome: 'Ticket',
      tipo: 'vale_refeicao',
      icone: 'vale',
      ativo: true,
      padrao: false,
    });
    idB = (
      await req('POST', '/formas-pagamento', gerenteB, { nome: 'Fiado CANARY-B', tipo: 'outro', icone: 'carteira' })
    ).json().id;
    const list = await req('GET', '/formas-pagamento', gerenteA);
    expect(list.json().items.filter((i: Item) => !i.padrao)).toEqual([res.json()]);
    expect(list.body).not.toContain('CANARY-B');
  });

  it('validates input (400), duplicate names (409), and rejects mass assignment', async () => {
    const bad = await req('POST', '/formas-pagamento', gerenteA, { nome: '', tipo: 'cheque' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { campo: string; mensagem: string }) => `${e.campo}: ${e.mensagem}`)
        .sort(),
    ).toEqual(['nome: Este campo é obrigatório', 'tipo: Tipo inválido']);
    expect((await req('POST', '/formas-pagamento', gerenteA, { nome: 'ticket', tipo: 'outro' })).statusCode).toBe(409);
    expect(
      (await req('POST', '/formas-pagamento', gerenteA, { nome: 'X', tipo: 'outro', empresa_id: f.B.id })).statusCode,
    ).toBe(400);
    expect(
      (await req('POST', '/formas-pagamento', gerenteA, { nome: 'X', tipo: 'outro', padrao: true })).statusCode,
    ).toBe(400);
  });

  it('a manager edits and deletes own methods; the attendant may not', async () => {
    expect((await req('POST', '/formas-pagamento', atendenteA, { nome: 'Y', tipo: 'outro' })).statusCode).toBe(403);
    expect((await req('PATCH', `/formas-pagamento/${idA}`, atendenteA, { ativo: false })).statusCode).toBe(403);
    const p = await req('PATCH', `/formas-pagamento/${idA}`, gerenteA, { nome: 'Ticket Restaurante', ativo: false });
    expect(p.json()).toMatchObject({ nome: 'Ticket Restaurante', ativo: false, padrao: false });
    expect((await req('PATCH', `/formas-pagamento/${idA}`, gerenteA, {})).statusCode).toBe(200);
  });

  it("business A cannot change or delete B's methods, nor a standard one through its own routes", async () => {
    expect((await req('PATCH', `/formas-pagamento/${idB}`, gerenteA, { nome: 'Roubada' })).statusCode).toBe(404);
    expect((await req('DELETE', `/formas-pagamento/${idB}`, gerenteA)).statusCode).toBe(404);
    const padrao = (await req('GET', '/formas-pagamento', gerenteA))
      .json()
      .items.find((i: Item) => i.padrao && i.id !== idA);
    expect((await req('DELETE', `/formas-pagamento/${padrao.id}`, gerenteA)).statusCode).toBe(404);
    const b = (await req('GET', '/formas-pagamento', gerenteB))
      .json()
      .items.find((i: Item) => i.id === idB && !i.padrao);
    expect(b.nome).toBe('Fiado CANARY-B');
  });

  it('deletes an own method', async () => {
    expect((await req('DELETE', `/formas-pagamento/${idA}`, gerenteA)).statusCode).toBe(204);
    expect((await req('GET', '/formas-pagamento', gerenteA)).json().items.some((i: Item) => !i.padrao)).toBe(false);
  });
});

describe('standard payment methods (superadmin)', () => {
  it('only the superadmin creates, edits and deletes them (403 otherwise)', async () => {
    expect(
      (await req('POST', '/formas-pagamento/padroes', gerenteA, { nome: 'Cripto', tipo: 'outro' })).statusCode,
    ).toBe(403);
    const res = await req('POST', '/formas-pagamento/padroes', superadmin, {
      nome: 'Cripto',
      tipo: 'outro',
      icone: 'carteira',
    });
    expect(res.statusCode).toBe(201);
    const id = res.json().id;
    expect(res.json()).toMatchObject({ nome: 'Cripto', padrao: true, ativo: true });
    expect((await req('PATCH', `/formas-pagamento/padroes/${id}`, gerenteA, { nome: 'X' })).statusCode).toBe(403);
    expect((await req('DELETE', `/formas-pagamento/padroes/${id}`, gerenteB)).statusCode).toBe(403);
    expect((await req('POST', '/formas-pagamento/padroes', superadmin, { nome: 'pix', tipo: 'pix' })).statusCode).toBe(
      409,
    );

    // an inactive standard method disappears for businesses, stays visible to the superadmin
    await req('PATCH', `/formas-pagamento/padroes/${id}`, superadmin, { ativo: false });
    expect(
      (await req('GET', '/formas-pagamento', gerenteA)).json().items.some((i: Item) => i.id === id && i.padrao),
    ).toBe(false);
    expect(
      (await req('GET', '/formas-pagamento', superadmin)).json().items.some((i: Item) => i.id === id && i.padrao),
    ).toBe(true);

    expect((await req('DELETE', `/formas-pagamento/padroes/${id}`, superadmin)).statusCode).toBe(204);
    expect((await req('DELETE', `/formas-pagamento/padroes/${id}`, superadmin)).statusCode).toBe(404);
    expect((await req('PATCH', '/formas-pagamento/padroes/abc', superadmin, { nome: 'X' })).statusCode).toBe(400);
  });
});

describe('formas de pagamento: chave única na lista', () => {
  it('gives standard and own methods keys that never collide, even when their ids do', async () => {
    const f2 = await createFixture();
    try {
      const t = await f2.token('gerente.a@teste.com');
      await f2.app.inject({
        method: 'POST',
        url: '/api/formas-pagamento',
        headers: bearer(t),
        payload: { nome: 'Fiado', tipo: 'outro' },
      });
      const itens = (await f2.app.inject({ url: '/api/formas-pagamento', headers: bearer(t) })).json<{
        items: { id: number; chave: string; padrao: boolean }[];
      }>().items;
      const fiado = itens.find((i) => !i.padrao)!;
      expect(itens.some((i) => i.padrao && i.id === fiado.id)).toBe(true); // the ids do overlap
      expect(new Set(itens.map((i) => i.chave)).size).toBe(itens.length);
      expect(fiado.chave).toBe(`empresa:${fiado.id}`);
    } finally {
      await f2.close();
    }
  });
});
