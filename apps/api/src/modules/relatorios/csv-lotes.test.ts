import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { tenantDe, type EmpresaId } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { reconstruirRollup } from './index.ts';
import { colunasVenda } from './routes/vendas.ts';
import { paraCsv } from './service/csv.ts';
import * as tabelas from './service/tabelas.ts';

// The sales' CSVs stream in keyset batches (D-233): the file equals the whole table built in memory, row for row,
// including sales of the same instant (ties broken by origin and id), and leaves in several chunks.

let f: Fixture;
let token: string;
const PERIODO = { inicio: '2026-06-01', fim: '2026-06-30' };
const Q = `inicio=${PERIODO.inicio}&fim=${PERIODO.fim}`;

beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  const db = f.database.db;
  // 2,600 orders of A in June: g and g + 1300 share an instant; every 13th cancelled, every 17th pending; a payment
  // on every third. B's orders at the same instants must never show.
  for (const [empresa, n] of [
    [f.A.id, 2600],
    [f.B.id, 300],
  ] as const) {
    await db.execute(sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, nome_cliente,
        subtotal_itens_centavos, taxa_entrega_centavos, desconto_centavos, total_centavos, criado_em)
      SELECT ${empresa}, g, 'csv-' || ${empresa} || '-' || g, 'retirada', 'balcao',
        CASE WHEN g % 13 = 0 THEN 'cancelado' WHEN g % 17 = 0 THEN 'pendente' ELSE 'concluido' END,
        CASE WHEN g % 5 = 0 THEN '=cmd|x' ELSE 'Cliente ' || g END, 1000 + g, 0, g % 7, 1000 + g - g % 7,
        timestamptz '2026-06-01 03:00Z' + ((g % 1300) * interval '31 minutes')
      FROM generate_series(1, ${n}) g`);
    await db.execute(sql`INSERT INTO pedido_pagamentos (empresa_id, pedido_id, tipo, forma_tipo, valor_centavos)
      SELECT empresa_id, id, 'Pix', 'pix', total_centavos FROM pedidos WHERE empresa_id = ${empresa} AND numero_pedido % 3 = 0`);
  }
  // tabs opened at the same instants as orders (a tie across origins)
  await db.execute(sql`INSERT INTO mesas (empresa_id, nome) VALUES (${f.A.id}, 'M1')`);
  await db.execute(sql`INSERT INTO comandas (empresa_id, mesa_id, status, aberta_em)
    SELECT ${f.A.id}, (SELECT id FROM mesas WHERE empresa_id = ${f.A.id}), CASE WHEN g % 4 = 0 THEN 'cancelada' ELSE 'quitada' END,
      timestamptz '2026-06-01 03:00Z' + ((g % 1300) * interval '31 minutes')
    FROM generate_series(1, 60) g`);
  // written straight into the tables: the listings' totals read the rebuilt sales rollup (D-292)
  await reconstruirRollup(tenantDe(db, f.A.id as EmpresaId));
}, 180_000);
afterAll(async () => {
  await f?.close();
});

const t = () => tenantDe(f.database.db, f.A.id as EmpresaId);

describe('sales CSV in batches', () => {
  it('the details CSV is the whole table, row for row, sent in several chunks', async () => {
    const res = await f.app.inject({ url: `/api/relatorios/vendas/detalhes/csv?${Q}`, headers: bearer(token) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-length']).toBeUndefined(); // streamed, not one buffer
    const todas = await tabelas.detalhes(t(), PERIODO, null);
    expect(todas.total).toBeGreaterThan(2000);
    expect(todas.items).toHaveLength(todas.total);
    expect(res.body).toBe(paraCsv(colunasVenda, todas.items));
    expect(res.body).not.toContain(';=cmd'); // formula-looking text neutralised
    const linhas = res.body.split('\r\n');
    expect(new Set(linhas).size).toBe(linhas.length); // no row twice (each has its origin and number)

    const pedacos: string[] = [];
    for await (const c of tabelas.vendasCsv(t(), PERIODO, 'venda', colunasVenda, 400)) pedacos.push(c);
    expect(pedacos.join('')).toBe(res.body);
    expect(pedacos.length).toBe(Math.floor(todas.total / 400) + 1);
    for (const c of pedacos)
      expect(c.replace(/^\uFEFF[^\r]*\r\n/, '').split('\r\n').length - 1).toBeLessThanOrEqual(400);
  });

  it('the cancelled CSV, through a batch size that divides it exactly, is complete too', async () => {
    const todas = await tabelas.cancelados(t(), PERIODO, null);
    const res = await f.app.inject({ url: `/api/relatorios/vendas/cancelados/csv?${Q}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(paraCsv(colunasVenda, todas.items));
    const pedacos: string[] = [];
    // 200 cancelled orders and 15 cancelled tabs: five full batches, then one query that finds the end
    expect(todas.total).toBe(215);
    for await (const c of tabelas.vendasCsv(t(), PERIODO, 'cancelado', colunasVenda, 43)) pedacos.push(c);
    expect(pedacos.join('')).toBe(res.body);
    expect(pedacos).toHaveLength(5);
  });

  it('an empty period answers the header alone; a bad period a Portuguese 400, not a cut file', async () => {
    const vazio = await f.app.inject({
      url: '/api/relatorios/vendas/detalhes/csv?inicio=2020-01-01&fim=2020-01-31',
      headers: bearer(token),
    });
    expect(vazio.statusCode).toBe(200);
    expect(vazio.body.split('\r\n')).toHaveLength(2);
    const ruim = await f.app.inject({
      url: '/api/relatorios/vendas/detalhes/csv?inicio=2026-02-01&fim=2026-01-01',
      headers: bearer(token),
    });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.headers['content-type']).toContain('application/problem+json');
  });
});
