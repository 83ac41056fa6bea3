import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';
import { reconstruirRollup } from './index.ts';

// The rollup's pending days: an order only marks its day, and a report rewrites the pending days before it reads.
// The invariant that keeps reports exact: a day without a mark equals its rebuild from the raw rows, whatever
// order the order transactions and the report reads commit in.

let f: Fixture;
let token: string;
let d: DadosPedido;
let hoje: string;
const db = () => f.database.db;
const json = async <T>(url: string, t = token): Promise<T> => {
  const res = await f.app.inject({ url: `/api${url}`, headers: bearer(t) });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};
const resumo = () => json<{ pedidos: number; periodo: { inicio: string } }>('/relatorios/vendas/resumo?preset=hoje');
const novoPedido = async (empresaToken = token) => {
  const r = await f.app.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: bearer(empresaToken),
    payload: {
      tipo: 'retirada',
      canal: 'balcao',
      itens: [{ produto_id: d.refri, quantidade: 2 }],
      pagamentos: [{ forma_pagamento_padrao_id: d.pix, valor: 15 }],
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ id: number; status: string }>();
};
const marcas = async (empresa = f.A.id) =>
  (
    await queryRows<{ dia: string }>(
      db(),
      sql`SELECT to_char(dia, 'YYYY-MM-DD') AS dia FROM relatorio_dias_pendentes WHERE empresa_id = ${empresa}`,
    )
  ).map((r) => r.dia);
const linhasDoDia = (empresa = f.A.id) =>
  Promise.all([
    queryRows(
      db(),
      sql`SELECT * FROM relatorio_vendas_diarias WHERE empresa_id = ${empresa} AND dia = ${hoje}::date ORDER BY tipo, canal`,
    ),
    queryRows(
      db(),
      sql`SELECT * FROM relatorio_produtos_diarios WHERE empresa_id = ${empresa} AND dia = ${hoje}::date ORDER BY tipo, canal, chave`,
    ),
  ]);
/** The day's rows as a rebuild from the raw rows writes them (rebuilds the day, then reads it). */
const reconstruido = async (empresa = f.A.id) => {
  await reconstruirRollup(tenantDe(db(), empresa as EmpresaId), hoje, hoje);
  return linhasDoDia(empresa);
};

beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  d = await criarDadosPedido(db(), f.A.id, 'A');
  hoje = (await resumo()).periodo.inicio;
}, 180_000);
afterAll(async () => {
  await f?.close();
});

describe('pending days of the rollup', () => {
  it('an order marks its day and leaves the rollup alone; the next report rewrites the day and clears the mark', async () => {
    const antes = await linhasDoDia();
    const vendasAntes = (await resumo()).pedidos;
    const p = await novoPedido();
    expect(await marcas()).toEqual([hoje]);
    expect(await linhasDoDia()).toEqual(antes);
    const r = await resumo();
    expect(r.pedidos).toBe(vendasAntes + (p.status === 'pendente' ? 0 : 1));
    expect(await marcas()).toEqual([]);
    const lidas = await linhasDoDia();
    expect(await reconstruido()).toEqual(lidas);
  });

  it('orders and report reads racing: a day without a mark always equals its rebuild', async () => {
    for (let rodada = 0; rodada < 3; rodada++) {
      const trabalho = Array.from({ length: 12 }, (_, i) => (i % 3 === 2 ? resumo() : novoPedido()));
      await Promise.all(trabalho);
      const semMarca = (await marcas()).length === 0;
      const lidas = await linhasDoDia();
      if (semMarca) expect(await reconstruido()).toEqual(lidas);
      // after one more read, there is no mark and the day is exact either way
      await resumo();
      expect(await marcas()).toEqual([]);
      const depois = await linhasDoDia();
      expect(await reconstruido()).toEqual(depois);
    }
  });

  it("the superadmin's summary rewrites every business's pending days before it reads", async () => {
    const tokenB = await f.token('gerente.b@teste.com');
    const dB = await criarDadosPedido(db(), f.B.id, 'B');
    const r = await f.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: bearer(tokenB),
      payload: {
        tipo: 'retirada',
        canal: 'balcao',
        itens: [{ produto_id: dB.refri, quantidade: 1 }],
        pagamentos: [{ forma_pagamento_padrao_id: dB.pix, valor: 7.5 }],
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    await novoPedido();
    expect(await marcas(f.B.id)).toEqual([hoje]);
    const s = await f.token('super@teste.com');
    const sumario = await json<{ items: { empresa_id: number; pedidos: number }[] }>(
      '/relatorios/plataforma/resumo?preset=hoje',
      s,
    );
    expect(await marcas(f.A.id)).toEqual([]);
    expect(await marcas(f.B.id)).toEqual([]);
    const b = sumario.items.find((i) => i.empresa_id === f.B.id);
    const [rebuiltB] = await reconstruido(f.B.id);
    const vendasB = (rebuiltB as { pedidos: number }[]).reduce((a, l) => a + Number(l.pedidos), 0);
    expect(b?.pedidos ?? 0).toBe(vendasB);
    expect(await marcas(f.B.id)).toEqual([]);
  });
});
