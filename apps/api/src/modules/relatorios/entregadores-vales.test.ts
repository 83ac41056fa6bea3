import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { reconstruirRollup } from './index.ts';

// Couriers' pay less the advances (vales) dated in the period: the research vector V7 — 2 days × diária 60,00 +
// 14 entregas × 7,00 − vale 20,00 → taxas 98,00, diárias 120,00, total 198,00 — on the couriers' report, /taxa and
// /total; advances outside the period or of another courier or business are not deducted.

let f: Fixture;
let token: string;
const ids: Record<string, number> = {};
const P = 'inicio=2026-11-01&fim=2026-11-30';
const get = (url: string) => f.app.inject({ url: `/api${url}`, headers: bearer(token) });
const json = async <T = Record<string, unknown>>(url: string): Promise<T> => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};
const id = async (q: ReturnType<typeof sql>) => Number((await queryRows<{ id: number }>(f.database.db, q))[0]!.id);
let n = 0;

/** A delivery of courier `entregador` at a São Paulo local time, fee in cents. */
async function entrega(empresa: number, local: string, entregador: number, taxa: number, status = 'concluido') {
  n++;
  await f.database.db.execute(sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status,
      entregador_id, subtotal_itens_centavos, taxa_entrega_centavos, total_centavos, criado_em)
    VALUES (${empresa}, ${n}, ${'vale-' + n}, 'delivery', 'balcao', ${status}, ${entregador}, 1000, ${taxa},
      ${1000 + taxa}, (${local}::timestamp AT TIME ZONE 'America/Sao_Paulo'))`);
}
/** Advances are dated in the past of the fixed vector: written straight into the table, as the orders are. */
const vale = (empresa: number, entregador: number, data: string, centavos: number, obs: string | null = null) =>
  f.database.db.execute(sql`INSERT INTO entregador_vales (empresa_id, entregador_id, data, valor_centavos, observacao)
    VALUES (${empresa}, ${entregador}, ${data}, ${centavos}, ${obs})`);

beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  const A = f.A.id;
  ids.ana = await id(sql`INSERT INTO entregadores (empresa_id, nome, recebe_diaria, valor_diaria_centavos)
    VALUES (${A}, 'Ana', true, 6000) RETURNING id`);
  ids.beto = await id(sql`INSERT INTO entregadores (empresa_id, nome) VALUES (${A}, 'Beto') RETURNING id`);
  ids.caio = await id(sql`INSERT INTO entregadores (empresa_id, nome) VALUES (${A}, 'Caio') RETURNING id`);
  ids.deB = await id(sql`INSERT INTO entregadores (empresa_id, nome, recebe_diaria, valor_diaria_centavos)
    VALUES (${f.B.id}, 'Bia', true, 6000) RETURNING id`);
  // V7: Ana, 14 deliveries × 7,00 over 2 local days, daily 60,00, one advance of 20,00 in the period
  for (let i = 0; i < 7; i++) await entrega(A, `2026-11-20 ${18 + (i % 5)}:0${i}`, ids.ana!, 700);
  for (let i = 0; i < 7; i++) await entrega(A, `2026-11-21 ${12 + i}:00`, ids.ana!, 700);
  await vale(A, ids.ana!, '2026-11-20', 2000, 'Gasolina');
  // not deducted from November: advances of October and December
  await vale(A, ids.ana!, '2026-10-31', 5000);
  await vale(A, ids.ana!, '2026-12-01', 5000);
  // Beto: one delivery of 5,00 and no advance; Caio: no delivery, an advance of 30,00 (he owes it)
  await entrega(A, '2026-11-22 19:00', ids.beto!, 500);
  await vale(A, ids.caio!, '2026-11-25', 3000);
  // B's courier with B's advance on the same days: never in A's figures
  await entrega(f.B.id, '2026-11-20 19:00', ids.deB!, 700);
  await vale(f.B.id, ids.deB!, '2026-11-20', 2000);
  // the orders were written straight into the table: the couriers' sums read the rebuilt rollup (D-290)
  for (const e of [A, f.B.id]) await reconstruirRollup(tenantDe(f.database.db, e as EmpresaId));
}, 180_000);
afterAll(async () => {
  await f?.close();
});

describe("couriers' pay less advances", () => {
  it('V7 on the couriers report: taxas 98,00 + diárias 120,00 − vale 20,00 = 198,00', async () => {
    const r = await json<{ items: Record<string, unknown>[] }>(`/relatorios/vendas/entregadores?${P}`);
    expect(r.items.map((i) => [i.nome, i.entregas, i.taxas, i.dias_trabalhados, i.diarias, i.vales, i.total])).toEqual([
      ['Ana', 14, 98, 2, 120, 20, 198],
      ['Beto', 1, 5, 1, 0, 0, 5],
      ['Caio', 0, 0, 0, 0, 30, -30],
    ]);
    const csv = await get(`/relatorios/vendas/entregadores/csv?${P}`);
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFEntregador;Entregas;Taxas;Dias trabalhados;Diária;Diárias;Vales;Total',
      'Ana;14;98,00;2;60,00;120,00;20,00;198,00',
    ]);
  });

  it('V7 on /total: the figures, the days before advances, and the advances listed for the statement', async () => {
    const t = await json<Record<string, unknown>>(`/relatorios/vendas/entregadores/${ids.ana}/total?${P}`);
    expect([t.taxas, t.diarias, t.vales, t.total]).toEqual([98, 120, 20, 198]);
    expect(t.items).toEqual([
      { dia: '2026-11-20', entregas: 7, taxas: 49, diaria: 60, total: 109 },
      { dia: '2026-11-21', entregas: 7, taxas: 49, diaria: 60, total: 109 },
    ]);
    expect(t.vales_lista).toEqual([{ id: expect.any(Number), data: '2026-11-20', valor: 20, observacao: 'Gasolina' }]);
    const dez = await json<Record<string, unknown>>(
      `/relatorios/vendas/entregadores/${ids.ana}/total?inicio=2026-10-01&fim=2026-12-31`,
    );
    expect([dez.vales, dez.total, (dez.vales_lista as unknown[]).length]).toEqual([120, 98, 3]);
  });

  it('V7 on /taxa: the fees, the advances and what is left to pay', async () => {
    const t = await json<Record<string, unknown>>(`/relatorios/vendas/entregadores/${ids.ana}/taxa?${P}`);
    expect([t.entregas, t.taxas, t.vales, t.a_pagar, t.total]).toEqual([14, 98, 20, 198, 14]);
  });

  it("another business's courier answers 404 on /taxa and /total", async () => {
    for (const p of ['taxa', 'total']) {
      const r = await get(`/relatorios/vendas/entregadores/${ids.deB}/${p}?${P}`);
      expect([r.statusCode, r.json().detail]).toEqual([404, 'Entregador não encontrado']);
    }
  });
});
