import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { queryRows } from '../../db/tenant.ts';

// Couriers' advances (vales): recorded, listed and deleted under the courier; bad input and foreign ids answered
// in Portuguese 4xx. The deduction from the pay is in relatorios/entregadores-vales.test.ts.

let f: Fixture;
let gA: string;
let aA: string;
let ana: number;
let deB: number;
/** The business's local dates: today and `n` days from it. */
let dia: (n: number) => string;

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  f.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  f = await createFixture();
  gA = await f.token('gerente.a@teste.com');
  aA = await f.token('atendente.a@teste.com');
  const gB = await f.token('gerente.b@teste.com');
  ana = (await req('POST', '/entregadores', gA, { nome: 'Ana' })).json<{ id: number }>().id;
  deB = (await req('POST', '/entregadores', gB, { nome: 'Bia' })).json<{ id: number }>().id;
  const [r] = await queryRows<{ hoje: string }>(
    f.database.db,
    sql`SELECT to_char((now() AT TIME ZONE COALESCE(timezone, 'America/Sao_Paulo'))::date, 'YYYY-MM-DD') AS hoje
        FROM empresas WHERE id = ${f.A.id}`,
  );
  const hoje = new Date(`${r!.hoje}T00:00:00Z`);
  dia = (n) => new Date(hoje.getTime() + n * 86_400_000).toISOString().slice(0, 10);
});
afterAll(async () => {
  await f?.close();
});

describe('vales', () => {
  it('records in cents from reais with a comma, lists newest first within the dates, deletes', async () => {
    const v1 = await req('POST', `/entregadores/${ana}/vales`, gA, {
      data: dia(-3),
      valor: '20,00',
      observacao: ' x ',
    });
    expect(v1.statusCode, v1.body).toBe(201);
    expect(v1.json()).toMatchObject({ entregador_id: ana, data: dia(-3), valor: 20, observacao: 'x' });
    const v2 = (await req('POST', `/entregadores/${ana}/vales`, gA, { data: dia(0), valor: 12.5 })).json();
    expect(v2).toMatchObject({ valor: 12.5, observacao: null });
    const [linha] = await queryRows<{ c: number; por: number }>(
      f.database.db,
      sql`SELECT valor_centavos AS c, criado_por::int AS por FROM entregador_vales WHERE id = ${v2.id}`,
    );
    expect(linha).toEqual({ c: 1250, por: f.A.gerente });

    const todos = (await req('GET', `/entregadores/${ana}/vales`, gA)).json();
    expect([todos.total, todos.items.map((v: { valor: number }) => v.valor)]).toEqual([2, [12.5, 20]]);
    const janela = (await req('GET', `/entregadores/${ana}/vales?data_ini=${dia(-5)}&data_fim=${dia(-1)}`, gA)).json();
    expect(janela.items.map((v: { id: number }) => v.id)).toEqual([v1.json().id]);

    expect((await req('DELETE', `/entregadores/${ana}/vales/${v2.id}`, gA)).json()).toEqual({ ok: true });
    const outra = await req('DELETE', `/entregadores/${ana}/vales/${v2.id}`, gA);
    expect([outra.statusCode, outra.json().detail]).toEqual([404, 'Vale não encontrado']);
  });

  it('bad input: Portuguese 400s, never a 500', async () => {
    const casos: [object, string][] = [
      [{ data: dia(0), valor: 0 }, 'O valor do vale deve ser maior que zero'],
      [{ data: dia(0), valor: '-5,00' }, 'O valor do vale deve ser maior que zero'],
      [{ data: dia(0), valor: '10.000,01' }, 'Valor do vale acima do máximo (R$ 10.000,00)'],
      [{ data: dia(0), valor: '12,345' }, 'Informe um valor com no máximo 2 casas decimais'],
      [{ data: '2026-02-30', valor: 5 }, 'Data inexistente (confira dia, mês e ano entre 1900 e 2100)'],
      [{ data: '20/11/2026', valor: 5 }, 'Data inválida (use aaaa-mm-dd)'],
      [{ data: dia(1), valor: 5 }, 'A data do vale não pode ser depois de hoje'],
      [{ data: dia(-367), valor: 5 }, 'A data do vale não pode ser de mais de 366 dias atrás'],
      [{ valor: 5 }, 'Este campo é obrigatório'],
    ];
    for (const [payload, detail] of casos) {
      const r = await req('POST', `/entregadores/${ana}/vales`, gA, payload);
      expect([r.statusCode, r.headers['content-type'], r.json().detail], JSON.stringify(payload)).toEqual([
        400,
        'application/problem+json; charset=utf-8',
        detail,
      ]);
    }
    expect((await req('POST', `/entregadores/${ana}/vales`, gA, { data: dia(-366), valor: 5 })).statusCode).toBe(201);
    const inv = await req('GET', `/entregadores/${ana}/vales?data_ini=${dia(0)}&data_fim=${dia(-1)}`, gA);
    expect([inv.statusCode, inv.json().detail]).toEqual([400, 'A data final deve ser igual ou posterior à inicial']);
  });

  it("another business's courier or advance → 404; without entrega.gerenciar → 403", async () => {
    for (const r of [
      await req('GET', `/entregadores/${deB}/vales`, gA),
      await req('POST', `/entregadores/${deB}/vales`, gA, { data: dia(0), valor: 5 }),
      await req('DELETE', `/entregadores/${deB}/vales/1`, gA),
    ])
      expect([r.statusCode, r.json().detail]).toEqual([404, 'Entregador não encontrado']);
    const gB = await f.token('gerente.b@teste.com');
    const deBVale = (await req('POST', `/entregadores/${deB}/vales`, gB, { data: dia(0), valor: 5 })).json().id;
    const cruzado = await req('DELETE', `/entregadores/${ana}/vales/${deBVale}`, gA);
    expect([cruzado.statusCode, cruzado.json().detail]).toEqual([404, 'Vale não encontrado']);
    expect((await req('POST', `/entregadores/${ana}/vales`, aA, { data: dia(0), valor: 5 })).statusCode).toBe(403);
    expect((await req('GET', `/entregadores/${ana}/vales`, aA)).statusCode).toBe(403);
  });

  it('deleting the courier deletes his advances (they cannot be paid to anyone else)', async () => {
    const bruno = (await req('POST', '/entregadores', gA, { nome: 'Bruno' })).json().id;
    await req('POST', `/entregadores/${bruno}/vales`, gA, { data: dia(0), valor: 5 });
    expect((await req('DELETE', `/entregadores/${bruno}`, gA)).statusCode).toBe(200);
    const r = await queryRows(f.database.db, sql`SELECT 1 FROM entregador_vales WHERE entregador_id = ${bruno}`);
    expect(r).toHaveLength(0);
  });
});
