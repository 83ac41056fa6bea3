import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDe, type EmpresaId } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { semearEmpresa, type VendaSemeada } from '../../../test/relatorios-semente.ts';
import { noPeriodo } from '../../../test/relatorios-esperado.ts';
import { reconstruirRollup } from './index.ts';

// A courier's deliveries on /taxa come a page at a time (D-351): the pages, read in turn, are every delivery of
// the period in order (as the seeded rows say), `total` is the number of deliveries, the sums do not change with
// the page, a page past the end is empty, and the CSV still lists them all.

let f: Fixture;
let token: string;
let entregador = 0;
let vendas: VendaSemeada[] = [];
const BASE = Date.UTC(2026, 2, 5, 12);

beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  const s = await semearEmpresa(f.database.db, f.A.id, {
    seed: 20261129,
    pedidos: 300,
    comandas: 5,
    dias: 60,
    base: BASE,
  });
  [entregador, vendas] = [s.entregador, s.vendas];
  await reconstruirRollup(tenantDe(f.database.db, f.A.id as EmpresaId));
}, 180_000);
afterAll(async () => {
  await f?.close();
});

type Taxa = {
  entregas: number;
  taxas: number;
  a_pagar: number;
  total: number;
  items: { pedido_id: number; taxa: number }[];
};
const get = async (url: string) => {
  const res = await f.app.inject({
    url: `/api/relatorios/vendas/entregadores/${entregador}/taxa${url}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

describe('/taxa, a page of deliveries at a time', () => {
  it('the pages in turn are every delivery of the period, oldest first; total and sums as the seeded rows', async () => {
    const [inicio, fim] = ['2026-01-10', '2026-03-05'];
    const entregas = noPeriodo(vendas, inicio, fim)
      .filter(
        (v) =>
          v.tipo === 'delivery' && v.entregador_id === entregador && ['em_entrega', 'concluido'].includes(v.status),
      )
      .sort((a, b) => a.em - b.em || a.id - b.id);
    expect(entregas.length).toBeGreaterThan(20);
    const lidas: Taxa['items'] = [];
    let primeira: Taxa | undefined;
    for (let page = 1; ; page++) {
      const r = (await get(`?inicio=${inicio}&fim=${fim}&page=${page}&per_page=7`)).json<Taxa>();
      primeira ??= r;
      expect(r.items.length).toBeLessThanOrEqual(7);
      expect([r.entregas, r.taxas, r.a_pagar, r.total]).toEqual([
        primeira.entregas,
        primeira.taxas,
        primeira.a_pagar,
        entregas.length,
      ]);
      if (r.items.length === 0) break;
      lidas.push(...r.items);
    }
    expect(lidas.map((l) => [l.pedido_id, l.taxa])).toEqual(entregas.map((v) => [v.id, v.taxa_entrega / 100]));
    expect(primeira!.taxas).toBe(entregas.reduce((a, v) => a + v.taxa_entrega, 0) / 100);
    // without a page: the first 50
    expect((await get(`?inicio=${inicio}&fim=${fim}`)).json<Taxa>().items).toEqual(lidas.slice(0, 50));
    const csv = (await get(`/csv?inicio=${inicio}&fim=${fim}`)).body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(entregas.length + 1);
  });

  it('refuses a page size over 100 in Portuguese', async () => {
    const res = await f.app.inject({
      url: `/api/relatorios/vendas/entregadores/${entregador}/taxa?preset=30d&per_page=500`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toContain('Máximo de 100 por página');
  });
});
