import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';
import { reconstruirRollup } from './index.ts';
import * as cat from './queries/catalogo.ts';
import { opcoesBrutas, produtosBrutos } from './queries/catalogo-bruto.ts';
import { reescreverDias } from './queries/rollup.ts';

// The month rollups kept by the orders' own path: orders with options created and changed through the API, on two
// days of one month changing at once (each rewrite takes its day and then its month, D-232). The rollup rows are
// compared after a report read (which brings the rollups up to date however they are refreshed) with a rebuild.
// Last, a business in another timezone (Tokyo): its months start at its own midnight.

let f: Fixture;
let token: string;
let d: DadosPedido;
const db = () => f.database.db;
const A = () => f.A.id as EmpresaId;

beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  d = await criarDadosPedido(db(), f.A.id, 'A');
}, 180_000);
afterAll(async () => {
  await f?.close();
});

const api = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: unknown) =>
  f.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

/** Half calabresa, half marguerita, Grande, with catupiry (64,00), ×2. */
async function pedidoComOpcoes() {
  const r = await api('POST', '/pedidos', {
    tipo: 'retirada',
    canal: 'balcao',
    itens: [
      {
        produto_id: d.pizza,
        quantidade: 2,
        tamanho: 'Grande',
        opcoes: [
          { complemento_id: d.sabores, opcao_id: d.calabresa },
          { complemento_id: d.sabores, opcao_id: d.marguerita },
          { complemento_id: d.bordas, opcao_id: d.catupiry },
        ],
      },
    ],
    pagamentos: [{ forma_pagamento_padrao_id: d.pix, valor: 128 }],
  });
  expect(r.statusCode, r.body).toBe(201);
  const { id, status } = r.json<{ id: number; status: string }>();
  if (status === 'pendente')
    expect((await api('PATCH', `/pedidos/${id}/status`, { status: 'preparacao' })).statusCode).toBe(200);
  return id;
}

let dias: [string, string, string] = ['', '', ''];

const mensais = () =>
  Promise.all([
    queryRows(db(), sql`SELECT * FROM relatorio_produtos_mensais WHERE empresa_id = ${f.A.id} ORDER BY 2, 3, 4, 5, 7`),
    queryRows(db(), sql`SELECT * FROM relatorio_opcoes_mensais WHERE empresa_id = ${f.A.id} ORDER BY 2, 3, 4, 5, 6, 7`),
    // the totals over type and channel (D-366): rewritten with their months, so a rebuild leaves them as they are
    queryRows(db(), sql`SELECT * FROM relatorio_produtos_mensais_totais WHERE empresa_id = ${f.A.id} ORDER BY 2, 3, 5`),
    queryRows(
      db(),
      sql`SELECT * FROM relatorio_opcoes_mensais_totais WHERE empresa_id = ${f.A.id} ORDER BY 2, 3, 4, 5`,
    ),
    // … and equal to the monthly rows summed over type and channel (empty when they are)
    queryRows(
      db(),
      sql`(SELECT mes, chave, produto_id, nome, sum(quantidade)::bigint, sum(faturamento_centavos)::bigint
           FROM relatorio_produtos_mensais WHERE empresa_id = ${f.A.id} GROUP BY 1, 2, 3, 4
           EXCEPT ALL SELECT mes, chave, produto_id, nome, quantidade, faturamento_centavos
           FROM relatorio_produtos_mensais_totais WHERE empresa_id = ${f.A.id})
          UNION ALL
          (SELECT mes, chave, produto_id, nome, quantidade, faturamento_centavos
           FROM relatorio_produtos_mensais_totais WHERE empresa_id = ${f.A.id}
           EXCEPT ALL SELECT mes, chave, produto_id, nome, sum(quantidade)::bigint, sum(faturamento_centavos)::bigint
           FROM relatorio_produtos_mensais WHERE empresa_id = ${f.A.id} GROUP BY 1, 2, 3, 4)`,
    ),
  ]);

describe('month rollups through the orders API', () => {
  it('two days of one month changing at once both succeed; the month equals a rebuild and the raw options', async () => {
    const res = await api('GET', '/relatorios/vendas/resumo?preset=hoje');
    const hoje = res.json<{ periodo: { inicio: string } }>().periodo.inicio;
    const mes = hoje.slice(0, 8);
    const outro = hoje.endsWith('-01') ? `${mes}02` : `${mes}01`;
    dias = [hoje, outro, `${mes}01`];
    const ultimo = new Date(Date.UTC(Number(hoje.slice(0, 4)), Number(hoje.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const ids = [await pedidoComOpcoes(), await pedidoComOpcoes(), await pedidoComOpcoes()];
    // the second order moves to another day of the month (written outside the app: rebuilt, as D-122 says)
    await db()
      .execute(sql`UPDATE pedidos SET criado_em = criado_em + (${outro}::date - ${hoje}::date) * interval '1 day'
      WHERE id = ${ids[1]}`);
    await reconstruirRollup(tenantDe(db(), A()), `${mes}01`, ultimo);

    const opcoes = async () => {
      const r = await api('GET', `/relatorios/catalogo/opcoes?inicio=${mes}01&fim=${ultimo}`);
      expect(r.statusCode, r.body).toBe(200);
      return r.json<{ items: { opcao: string; quantidade: number }[] }>().items;
    };
    const bruto = async () => {
      const tz = 'America/Sao_Paulo';
      const o = await tenantDe(db(), A()).transacao((tx) =>
        opcoesBrutas(tx, { inicio: `${mes}01`, fim: ultimo, tz }, {}),
      );
      return o.map((x) => ({ opcao: x.opcao, quantidade: x.quantidade }));
    };
    // the whole month is read from the monthly rows: 3 orders × 2 pizzas
    expect((await opcoes()).find((o) => o.opcao === 'Catupiry')?.quantidade).toBe(6);

    const respostas = await Promise.all(
      [ids[0], ids[1]].map((id) => api('PATCH', `/pedidos/${id}/status`, { status: 'cancelado', motivo: 'teste' })),
    );
    expect(respostas.map((r) => r.statusCode)).toEqual([200, 200]);
    const depois = await opcoes();
    expect(depois.find((o) => o.opcao === 'Catupiry')?.quantidade).toBe(2);
    expect(depois.map((o) => ({ opcao: o.opcao, quantidade: o.quantidade }))).toEqual(await bruto());
    const pelosEfeitos = await mensais();
    expect(pelosEfeitos[2]!.length).toBeGreaterThan(0);
    expect(pelosEfeitos[4]).toEqual([]);
    await reconstruirRollup(tenantDe(db(), A()), `${mes}01`, ultimo);
    expect(await mensais()).toEqual(pelosEfeitos);
  });

  it('two rewrites of different days of one month in overlapping transactions: the second waits for the month', async () => {
    const [hoje, outro] = dias;
    const tz = 'America/Sao_Paulo';
    let segundo: Promise<void> | undefined;
    // the first holds its day and month until the second is under way (on PostgreSQL the second's delete would
    // miss the first's new month rows and its insert collide with them, without the month's lock)
    await tenantDe(db(), A()).transacao(async (tx) => {
      await reescreverDias(tx, hoje, hoje, tz);
      segundo = tenantDe(db(), A()).transacao((tx2) => reescreverDias(tx2, outro, outro, tz));
      await new Promise((r) => setTimeout(r, 300));
    });
    await segundo;
    const juntos = await mensais();
    await reconstruirRollup(tenantDe(db(), A()), dias[2], hoje > outro ? hoje : outro);
    expect(await mensais()).toEqual(juntos);
  });

  it("another timezone: B in Tokyo, its month edges at Tokyo's midnight, equal to the raw items", async () => {
    const B = f.B.id as EmpresaId;
    await db().execute(sql`UPDATE empresas SET timezone = 'Asia/Tokyo' WHERE id = ${f.B.id}`);
    const [prod] = await queryRows<{ id: number }>(
      db(),
      sql`WITH c AS (INSERT INTO categorias (empresa_id, nome) VALUES (${f.B.id}, 'Pratos') RETURNING id)
          INSERT INTO produtos (empresa_id, categoria_id, nome, preco_centavos)
          SELECT ${f.B.id}, c.id, 'Lamen', 100 FROM c RETURNING id`,
    );
    const produto = Number(prod!.id);
    // 1, 2, 4, 8 units at 31 Jan 23:59:59, 1 Feb 00:00:00, 28 Feb 23:59:59 and 1 Mar 00:00:00 in Tokyo (UTC+9)
    let k = 0;
    for (const [utc, q] of [
      ['2026-01-31T14:59:59Z', 1],
      ['2026-01-31T15:00:00Z', 2],
      ['2026-02-28T14:59:59Z', 4],
      ['2026-02-28T15:00:00Z', 8],
    ] as const) {
      k++;
      const [p] = await queryRows<{ id: number }>(
        db(),
        sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, subtotal_itens_centavos,
              total_centavos, criado_em)
            VALUES (${f.B.id}, ${k}, ${'tokyo-' + k}, 'retirada', 'balcao', 'concluido', ${q * 100}, ${q * 100}, ${utc}::timestamptz)
            RETURNING id`,
      );
      await db().execute(sql`INSERT INTO pedido_itens (empresa_id, pedido_id, produto_id, nome, quantidade,
          preco_unitario_centavos, escolhas)
        VALUES (${f.B.id}, ${p!.id}, ${produto}, 'Lamen', ${q}, 100, '{"opcoes": []}'::jsonb)`);
    }
    await reconstruirRollup(tenantDe(db(), B));
    const tz = 'Asia/Tokyo';
    for (const [inicio, fim, esperado] of [
      ['2026-02-01', '2026-02-28', 6],
      ['2026-01-31', '2026-02-15', 3],
      ['2026-01-31', '2026-03-31', 15],
      ['2026-02-01', '2026-03-01', 14],
    ] as const) {
      const [rollup, bruto] = await tenantDe(db(), B).transacao(async (tx) => [
        await cat.produtos(tx, { inicio, fim, tz }, {}),
        await produtosBrutos(tx, { inicio, fim, tz }, {}),
      ]);
      expect(rollup, `${inicio}..${fim}`).toEqual(bruto);
      expect(rollup.map((r) => r.quantidade)).toEqual([esperado]);
    }
  });
});
