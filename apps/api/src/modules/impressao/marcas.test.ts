import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';
import { usuarios } from '../../db/schema/index.ts';

// Automatic printing exactly once: which site orders wait, the claim per station, the printed mark and failures.

let f: Fixture;
let gA: string;
let aA: string;
let gB: string;
let A: DadosPedido;
beforeAll(async () => {
  f = await createFixture();
  gA = await f.token('gerente.a@teste.com');
  aA = await f.token('atendente.a@teste.com');
  gB = await f.token('gerente.b@teste.com');
  A = await criarDadosPedido(f.database.db, f.A.id, 'A');
  await criarDadosPedido(f.database.db, f.B.id, 'B');
  // site orders start in preparation with automatic acceptance (spec §4)
  await req('PATCH', `/api/empresas/${f.A.id}/configuracoes-core`, gA, { auto_aceite_pedidos: true });
});
afterAll(async () => {
  await f?.close();
});

const req = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, token: string, payload?: object) =>
  f.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function pedido(canal: string, token = gA): Promise<{ id: number; status: string }> {
  const r = await req('POST', '/api/pedidos', token, {
    tipo: 'delivery',
    canal,
    cliente_id: A.cliente,
    endereco_id: A.endereco,
    itens: [{ produto_id: A.refri, quantidade: 4 }],
    pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 38 }],
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}
const pendentes = async (estacao: string, token = gA) => {
  const r = await req('POST', '/api/impressao/pendentes', token, { estacao });
  expect(r.statusCode, r.body).toBe(200);
  return r.json<{ impressao_automatica: boolean; reserva_segundos: number; items: { id: number }[] }>();
};
const ids = (p: { items: { id: number }[] }) => p.items.map((i) => i.id);

describe('pending site orders and their claim', () => {
  it('answers the site channels in preparation, claimed for one station; another station gets none', async () => {
    const site = await pedido('site');
    const cardapio = await pedido('cardapio');
    const publico = await pedido('public');
    const balcao = await pedido('balcao');
    expect(site.status).toBe('preparacao');
    expect(balcao.status).toBe('preparacao');
    const p1 = await pendentes('estacao-um');
    expect(p1).toMatchObject({ impressao_automatica: true, reserva_segundos: 60 });
    expect(ids(p1)).toEqual([site.id, cardapio.id, publico.id]);
    // the order as read for printing, every field
    expect(p1.items[0]).toMatchObject({ id: site.id, canal: 'site', produtos: [{ quantidade: 4 }], total_pedido: 38 });
    expect(ids(await pendentes('estacao-dois'))).toEqual([]);
    // the same station polling again keeps (and renews) its claim
    expect(ids(await pendentes('estacao-um'))).toEqual([site.id, cardapio.id, publico.id]);
    for (const id of [site.id, cardapio.id, publico.id])
      await req('POST', `/api/impressao/pedidos/${id}/impresso`, gA, { impressora: 'ELGIN i9' });
  });

  it('two stations polling at the same instant: exactly one gets the order', async () => {
    const p = await pedido('site');
    const [x, y] = await Promise.all([pendentes('estacao-x'), pendentes('estacao-y')]);
    expect([...ids(x), ...ids(y)].filter((id) => id === p.id)).toHaveLength(1);
    await req('POST', `/api/impressao/pedidos/${p.id}/impresso`, gA, { impressora: 'ELGIN i9' });
  });

  it('an expired claim goes to the next station; a pending (not accepted) order waits', async () => {
    const p = await pedido('site');
    expect(ids(await pendentes('estacao-velha'))).toEqual([p.id]);
    await f.database.db.execute(
      sql`UPDATE impressao_marcas SET reservado_ate = now() - interval '1 second' WHERE pedido_id = ${p.id}`,
    );
    expect(ids(await pendentes('estacao-nova'))).toEqual([p.id]);
    await req('POST', `/api/impressao/pedidos/${p.id}/impresso`, gA, { impressora: 'ELGIN i9' });

    await req('PATCH', `/api/empresas/${f.A.id}/configuracoes-core`, gA, { auto_aceite_pedidos: false });
    const aguardando = await pedido('site');
    expect(aguardando.status).toBe('pendente');
    expect(ids(await pendentes('estacao-nova'))).toEqual([]);
    await req('PATCH', `/api/pedidos/${aguardando.id}/status`, gA, { status: 'preparacao' });
    expect(ids(await pendentes('estacao-nova'))).toEqual([aguardando.id]);
    await req('POST', `/api/impressao/pedidos/${aguardando.id}/impresso`, gA, { impressora: 'ELGIN i9' });
    await req('PATCH', `/api/empresas/${f.A.id}/configuracoes-core`, gA, { auto_aceite_pedidos: true });
  });
});

describe('printed marks', () => {
  it('marks once: the first printer and time stay, the order never comes back', async () => {
    const p = await pedido('site');
    expect(ids(await pendentes('balcao-1'))).toEqual([p.id]);
    const antes = await req('GET', `/api/impressao/pedidos/${p.id}`, aA);
    expect(antes.json()).toEqual({
      pedido_id: p.id,
      impresso: false,
      impresso_em: null,
      impressora: null,
      tentativas: 0,
      ultimo_erro: null,
    });
    const m1 = await req('POST', `/api/impressao/pedidos/${p.id}/impresso`, aA, {
      impressora: 'ELGIN i9',
      impresso_em: '2026-11-22T19:42:00-03:00',
      estacao: 'balcao-1',
    });
    expect(m1.statusCode, m1.body).toBe(200);
    expect(m1.json()).toMatchObject({ impresso: true, impresso_em: '2026-11-22T22:42:00Z', impressora: 'ELGIN i9' });
    const m2 = await req('POST', `/api/impressao/pedidos/${p.id}/impresso`, gA, { impressora: 'EPSON TM-T20' });
    expect(m2.json()).toEqual(m1.json());
    expect(ids(await pendentes('balcao-1'))).toEqual([]);
    expect(ids(await pendentes('balcao-2'))).toEqual([]);
  });

  it('a failure is counted and logged, the order stays unprinted, and its claim is let go at once', async () => {
    const p = await pedido('site');
    expect(ids(await pendentes('balcao-1'))).toEqual([p.id]);
    expect(ids(await pendentes('balcao-2'))).toEqual([]);
    const falha = await req('POST', `/api/impressao/pedidos/${p.id}/falha`, aA, {
      estacao: 'balcao-1',
      erro: 'QZ Tray não carregado',
    });
    expect(falha.statusCode, falha.body).toBe(200);
    expect(falha.json()).toMatchObject({ impresso: false, tentativas: 1, ultimo_erro: 'QZ Tray não carregado' });
    // retried on the next poll, by whichever station asks first
    expect(ids(await pendentes('balcao-2'))).toEqual([p.id]);
    // a late failure report from the first station does not release the second one's claim
    await req('POST', `/api/impressao/pedidos/${p.id}/falha`, aA, { estacao: 'balcao-1', erro: 'atrasada' });
    expect(ids(await pendentes('balcao-1'))).toEqual([]);
    await req('POST', `/api/impressao/pedidos/${p.id}/impresso`, aA, { impressora: 'ELGIN i9' });
    expect((await req('GET', `/api/impressao/pedidos/${p.id}`, aA)).json()).toMatchObject({
      impresso: true,
      tentativas: 2,
    });
  });

  it('is per business: B sees none of A’s orders and cannot mark them', async () => {
    const p = await pedido('site');
    expect(ids(await pendentes('estacao-b', gB))).toEqual([]);
    expect((await req('POST', `/api/impressao/pedidos/${p.id}/impresso`, gB, { impressora: 'X' })).statusCode).toBe(
      404,
    );
    expect(
      (await req('POST', `/api/impressao/pedidos/${p.id}/falha`, gB, { estacao: 'estacao-b', erro: 'x' })).statusCode,
    ).toBe(404);
    expect((await req('GET', `/api/impressao/pedidos/${p.id}`, gB)).statusCode).toBe(404);
    expect(ids(await pendentes('estacao-a'))).toEqual([p.id]);
    await req('POST', `/api/impressao/pedidos/${p.id}/impresso`, gA, { impressora: 'ELGIN i9' });
  });

  it('with automatic printing off nothing is claimed', async () => {
    const cfg = { papel: '80', codepage: 'cp860', copias_recibo: 1, copias_cozinha: 1, copias_preconta: 1 };
    await req('PUT', '/api/impressao/configuracao', gA, { ...cfg, impressao_automatica: false });
    const p = await pedido('site');
    expect(await pendentes('estacao-a')).toMatchObject({ impressao_automatica: false, items: [] });
    await req('PUT', '/api/impressao/configuracao', gA, { ...cfg, impressao_automatica: true });
    expect(ids(await pendentes('estacao-a'))).toEqual([p.id]);
    await req('POST', `/api/impressao/pedidos/${p.id}/impresso`, gA, { impressora: 'ELGIN i9' });
  });

  it('refuses bad bodies and users without the printing permission', async () => {
    expect((await req('POST', '/api/impressao/pendentes', gA, { estacao: 'x' })).json().detail).toBe(
      'Estação de impressão inválida',
    );
    expect((await req('POST', '/api/impressao/pedidos/1/impresso', gA, {})).json().detail).toBe(
      'Este campo é obrigatório',
    );
    expect(
      (await req('POST', '/api/impressao/pedidos/1/impresso', gA, { impressora: 'X', empresa_id: 2 })).statusCode,
    ).toBe(400);
    await f.database.db.insert(usuarios).values({
      empresa_id: f.A.id,
      nome: 'Entregador A',
      email: 'entregador.a@teste.com',
      senha_hash: (await f.database.db.select().from(usuarios).limit(1))[0]!.senha_hash,
      role: 'entregador',
    });
    const e = await f.token('entregador.a@teste.com');
    expect((await req('POST', '/api/impressao/pendentes', e, { estacao: 'estacao-e' })).statusCode).toBe(403);
    expect((await req('POST', '/api/impressao/assinar', e, { request: 'a'.repeat(64) })).statusCode).toBe(403);
  });
});
