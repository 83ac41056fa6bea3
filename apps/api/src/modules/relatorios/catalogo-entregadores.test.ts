import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId } from '../../db/tenant.ts';
import { reconstruirRollup } from './index.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { classificarAbc } from './service/catalogo.ts';

// Catalogue (products, categories, options, ABC) and couriers' pay, on hand-made sales with known answers.

let f: Fixture;
let token: string;
const id = async (q: ReturnType<typeof sql>) => Number((await queryRows<{ id: number }>(f.database.db, q))[0]!.id);
const get = (url: string) => f.app.inject({ url: `/api${url}`, headers: bearer(token) });
const json = async <T = Record<string, unknown>>(url: string): Promise<T> => {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};
const P = 'inicio=2026-11-01&fim=2026-11-30';
let n = 0;
const ids: Record<string, number> = {};

/** An order of A at a São Paulo local time, with items [produto, nome, qtd, preço, opções]. */
async function pedido(
  local: string,
  status: string,
  itens: [number | null, string, number, number, { complemento_id: number; opcao_id: number; quantidade?: number }[]][],
  extra: { tipo?: string; entregador?: number; taxa?: number } = {},
) {
  const sub = itens.reduce((a, [, , q, p]) => a + q * p, 0);
  const taxa = extra.taxa ?? 0;
  n++;
  const pid = await id(sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, entregador_id,
      subtotal_itens_centavos, taxa_entrega_centavos, total_centavos, criado_em)
    VALUES (${f.A.id}, ${n}, ${'cat-' + n}, ${extra.tipo ?? 'retirada'}, 'balcao', ${status}, ${extra.entregador ?? null},
      ${sub}, ${taxa}, ${sub + taxa}, (${local}::timestamp AT TIME ZONE 'America/Sao_Paulo')) RETURNING id`);
  for (const [produto, nome, q, p, opcoes] of itens)
    await f.database.db.execute(sql`INSERT INTO pedido_itens (empresa_id, pedido_id, produto_id, nome, quantidade,
        preco_unitario_centavos, escolhas)
      VALUES (${f.A.id}, ${pid}, ${produto}, ${nome}, ${q}, ${p}, ${JSON.stringify({ tamanho: null, opcoes })}::jsonb)`);
  return pid;
}

beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  const A = f.A.id;
  ids.lanches = await id(sql`INSERT INTO categorias (empresa_id, nome) VALUES (${A}, 'Lanches') RETURNING id`);
  ids.bebidas = await id(sql`INSERT INTO categorias (empresa_id, nome) VALUES (${A}, 'Bebidas') RETURNING id`);
  for (const [k, cat, nome] of [
    ['xburger', 'lanches', 'X-Burger'],
    ['xsalada', 'lanches', 'X-Salada'],
    ['refri', 'bebidas', 'Refri'],
  ] as const)
    ids[k] = await id(
      sql`INSERT INTO produtos (empresa_id, categoria_id, nome, preco_centavos) VALUES (${A}, ${ids[cat]}, ${nome}, 100) RETURNING id`,
    );
  ids.adicionais = await id(sql`INSERT INTO complementos (empresa_id, nome) VALUES (${A}, 'Adicionais') RETURNING id`);
  ids.bacon = await id(
    sql`INSERT INTO opcoes (empresa_id, nome, preco_centavos) VALUES (${A}, 'Bacon', 400) RETURNING id`,
  );
  ids.sache = await id(
    sql`INSERT INTO opcoes (empresa_id, nome, ignorar_relatorio) VALUES (${A}, 'Sachê de ketchup', true) RETURNING id`,
  );
  await f.database.db.execute(sql`INSERT INTO complementos_opcoes (empresa_id, complemento_id, opcao_id, preco_centavos)
    VALUES (${A}, ${ids.adicionais}, ${ids.bacon}, 500), (${A}, ${ids.adicionais}, ${ids.sache}, 0)`);
  const bacon = { complemento_id: ids.adicionais!, opcao_id: ids.bacon! };
  const sache = { complemento_id: ids.adicionais!, opcao_id: ids.sache!, quantidade: 3 };
  // 2 × X-Burger (30,00 each, with bacon) + 1 Refri 6,00 ; 1 X-Salada 25,00 with bacon ×2 and sachês
  await pedido('2026-11-10 12:00', 'concluido', [
    [ids.xburger!, 'X-Burger', 2, 3000, [bacon]],
    [ids.refri!, 'Refri', 1, 600, []],
  ]);
  await pedido('2026-11-11 20:00', 'preparacao', [
    [ids.xsalada!, 'X-Salada', 1, 2500, [{ ...bacon, quantidade: 2 }, sache]],
  ]);
  // a product deleted since the sale: grouped by its name, without a category
  await pedido('2026-11-12 20:00', 'concluido', [[null, 'Combo antigo', 1, 1000, []]]);
  // not sales: cancelled and pending orders, and an order of December
  await pedido('2026-11-12 21:00', 'cancelado', [[ids.xburger!, 'X-Burger', 5, 3000, [bacon]]]);
  await pedido('2026-11-12 21:30', 'pendente', [[ids.refri!, 'Refri', 9, 600, []]]);
  await pedido('2026-12-01 00:00', 'concluido', [[ids.refri!, 'Refri', 9, 600, []]]);

  // couriers: Ana gets a daily 60,00; Beto none
  ids.ana = await id(sql`INSERT INTO entregadores (empresa_id, nome, recebe_diaria, valor_diaria_centavos)
    VALUES (${A}, 'Ana', true, 6000) RETURNING id`);
  ids.beto = await id(sql`INSERT INTO entregadores (empresa_id, nome) VALUES (${A}, 'Beto') RETURNING id`);
  const entrega = (local: string, status: string, entregador: number, taxa: number) =>
    pedido(local, status, [[ids.refri!, 'Refri', 1, 600, []]], { tipo: 'delivery', entregador, taxa });
  // Ana: 14 deliveries × 7,00 over 2 local days (one at 23:59 and one at 00:01 the next day), a cancelled one
  for (let i = 0; i < 6; i++)
    await entrega(`2026-11-20 ${String(18 + (i % 5)).padStart(2, '0')}:00`, 'concluido', ids.ana!, 700);
  await entrega('2026-11-20 23:59', 'em_entrega', ids.ana!, 700);
  for (let i = 0; i < 6; i++)
    await entrega(`2026-11-21 ${String(12 + i).padStart(2, '0')}:00`, 'concluido', ids.ana!, 700);
  await entrega('2026-11-21 00:01', 'concluido', ids.ana!, 700);
  await entrega('2026-11-21 19:00', 'cancelado', ids.ana!, 700);
  await entrega('2026-11-21 19:30', 'preparacao', ids.ana!, 700);
  await entrega('2026-11-22 19:00', 'concluido', ids.beto!, 500);
  // the rows above were written straight into the tables: the catalogue reports read the rebuilt daily rollup
  await reconstruirRollup(tenantDe(f.database.db, f.A.id as EmpresaId));
}, 180_000);
afterAll(async () => {
  await f?.close();
});

describe('catalogue reports', () => {
  it('products and categories: quantities and revenue of sales only, deleted products by name', async () => {
    const r = await json<{ items: { produto: string; categoria: string; quantidade: number; faturamento: number }[] }>(
      `/relatorios/catalogo/produtos?inicio=2026-11-01&fim=2026-11-15`,
    );
    expect(r.items.map((i) => [i.produto, i.categoria, i.quantidade, i.faturamento])).toEqual([
      ['X-Burger', 'Lanches', 2, 60],
      ['X-Salada', 'Lanches', 1, 25],
      ['Combo antigo', 'Sem categoria', 1, 10],
      ['Refri', 'Bebidas', 1, 6],
    ]);
    const c = await json<{ items: { categoria: string; faturamento: number; participacao_pct: number }[] }>(
      `/relatorios/catalogo/categorias?inicio=2026-11-01&fim=2026-11-15`,
    );
    expect(c.items.map((i) => [i.categoria, i.faturamento, i.participacao_pct])).toEqual([
      ['Lanches', 85, 84.2],
      ['Sem categoria', 10, 9.9],
      ['Bebidas', 6, 5.9],
    ]);
  });

  it('options: units × the item quantity, options flagged ignorar_relatorio left out; per product', async () => {
    const r = await json<{ items: { opcao: string; quantidade: number; faturamento: number }[] }>(
      `/relatorios/catalogo/opcoes?inicio=2026-11-01&fim=2026-11-15`,
    );
    // bacon: 2 (X-Burger ×2) + 2 (X-Salada, bacon ×2) = 4 units × 5,00 (its price in the complement)
    expect(r.items.map((i) => [i.opcao, i.quantidade, i.faturamento])).toEqual([['Bacon', 4, 20]]);
    const p = await json<{ produto: { nome: string }; items: { opcao: string; quantidade: number }[] }>(
      `/relatorios/catalogo/opcoes/produto?inicio=2026-11-01&fim=2026-11-15&produto_id=${ids.xsalada}`,
    );
    expect([p.produto.nome, p.items.map((i) => [i.opcao, i.quantidade])]).toEqual(['X-Salada', [['Bacon', 2]]]);
    expect((await get(`/relatorios/catalogo/opcoes/produto?${P}&produto_id=999999`)).statusCode).toBe(404);
    // a product of the business sold without options: its name and no rows (one statement answers both, D-364)
    const refri = await json<{ produto: { nome: string }; items: unknown[]; total: number }>(
      `/relatorios/catalogo/opcoes/produto?${P}&produto_id=${ids.refri}`,
    );
    expect([refri.produto.nome, refri.items, refri.total]).toEqual(['Refri', [], 0]);
  });

  it('ABC: the research vector (4 A, 3 B, 3 C; the item reaching exactly 80 % is A), ties by name', () => {
    const fat = [3000, 2500, 1500, 1000, 700, 500, 300, 250, 150, 100];
    const r = classificarAbc(fat.map((valor, i) => ({ id: i + 1, nome: `P${i + 1}`, valor })));
    expect(r.map((x) => x.classe).join('')).toBe('AAAABBBCCC');
    expect(r.map((x) => x.acumulado_pct)).toEqual([30, 55, 70, 80, 87, 92, 95, 97.5, 99, 100]);
    const dois = classificarAbc([
      { id: 1, nome: 'a', valor: 6000 },
      { id: 2, nome: 'b', valor: 2500 },
      { id: 3, nome: 'c', valor: 1500 },
    ]);
    expect(dois.map((x) => x.classe).join('')).toBe('ABC');
    const empate = classificarAbc([
      { id: 2, nome: 'Z', valor: 10 },
      { id: 1, nome: 'A', valor: 10 },
    ]);
    expect(empate.map((x) => x.nome)).toEqual(['A', 'Z']);
  });

  it('ABC over the sales, with CMV null until stock sheets exist', async () => {
    const r = await json<{
      items: { produto: string; classe: string; acumulado_pct: number; cmv: null }[];
      classes: { classe: string; produtos: number }[];
    }>(`/relatorios/catalogo/abc?inicio=2026-11-01&fim=2026-11-15`);
    expect(r.items.map((i) => [i.produto, i.classe, i.acumulado_pct, i.cmv])).toEqual([
      ['X-Burger', 'A', 59.4, null],
      ['X-Salada', 'B', 84.2, null],
      ['Combo antigo', 'B', 94.1, null],
      ['Refri', 'C', 100, null],
    ]);
    expect(r.classes.map((c) => c.produtos)).toEqual([1, 2, 1]);
    const csv = await get(`/relatorios/catalogo/abc/csv?inicio=2026-11-01&fim=2026-11-15`);
    expect(csv.body.split('\r\n')[1]).toBe('A;X-Burger;Lanches;2;60,00;59,4;59,4;');
  });

  it("ABC: CMV is the quantity sold × the product's current recipe cost once it has a technical sheet", async () => {
    const post = async (url: string, payload: object) => {
      const r = await f.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(token), payload });
      expect(r.statusCode, r.body).toBeLessThan(300);
      return r.json<{ id: number }>();
    };
    const carne = await post('/insumos', { nome: 'Hambúrguer 150 g', unidade_padrao: 'un', custo_por_un_base: 2.5 });
    await post('/fichas', {
      descricao: 'X-Burger',
      tipo_ficha: 'produto',
      produto_id: ids.xburger,
      itens: [{ insumo_id: carne.id, quantidade: 2, unidade: 'un' }],
    });
    const r = await json<{ items: { produto: string; quantidade: number; cmv: number | null }[] }>(
      `/relatorios/catalogo/abc?inicio=2026-11-01&fim=2026-11-15`,
    );
    // 2 X-Burgers sold × (2 × 2,50) per portion; the others have no sheet
    expect(r.items.map((i) => [i.produto, i.cmv])).toEqual([
      ['X-Burger', 10],
      ['X-Salada', null],
      ['Combo antigo', null],
      ['Refri', null],
    ]);
    // only an active product sheet costs a product (D-361 reads that in the products' statement): X-Salada's
    // sheet, once switched off, gives no CMV; an option's sheet never does; a second product with its sheet does
    const salada = await post('/fichas', {
      descricao: 'X-Salada',
      tipo_ficha: 'produto',
      produto_id: ids.xsalada,
      itens: [{ insumo_id: carne.id, quantidade: 1, unidade: 'un' }],
    });
    const cmv = async () =>
      (
        await json<{ items: { produto: string; cmv: number | null }[] }>(
          `/relatorios/catalogo/abc?inicio=2026-11-01&fim=2026-11-15`,
        )
      ).items.map((i) => [i.produto, i.cmv]);
    expect(await cmv()).toEqual([
      ['X-Burger', 10],
      ['X-Salada', 2.5],
      ['Combo antigo', null],
      ['Refri', null],
    ]);
    const patch = await f.app.inject({
      method: 'PATCH',
      url: `/api/fichas/${salada.id}`,
      headers: bearer(token),
      payload: { ativo: false },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    await post('/fichas', {
      descricao: 'Bacon',
      tipo_ficha: 'opcao',
      opcao_id: ids.bacon,
      itens: [{ insumo_id: carne.id, quantidade: 1, unidade: 'un' }],
    });
    expect(await cmv()).toEqual([
      ['X-Burger', 10],
      ['X-Salada', null],
      ['Combo antigo', null],
      ['Refri', null],
    ]);
  });
});

describe("couriers' pay", () => {
  it('deliveries that left, fees, days worked in local days, daily pay and the total (V7-like)', async () => {
    const r = await json<{ items: Record<string, unknown>[] }>(`/relatorios/vendas/entregadores?${P}`);
    expect(r.items).toEqual([
      {
        entregador_id: ids.ana,
        nome: 'Ana',
        entregas: 14,
        taxas: 98,
        dias_trabalhados: 2,
        recebe_diaria: true,
        valor_diaria: 60,
        diarias: 120,
        vales: 0,
        total: 218,
      },
      {
        entregador_id: ids.beto,
        nome: 'Beto',
        entregas: 1,
        taxas: 5,
        dias_trabalhados: 1,
        recebe_diaria: false,
        valor_diaria: 0,
        diarias: 0,
        vales: 0,
        total: 5,
      },
    ]);
    const t = await json<{ entregas: number; taxas: number; items: unknown[] }>(
      `/relatorios/vendas/entregadores/${ids.ana}/taxa?${P}`,
    );
    expect([t.entregas, t.taxas, t.items.length]).toEqual([14, 98, 14]);
    const tot = await json<{ total: number; items: { dia: string; entregas: number; total: number }[] }>(
      `/relatorios/vendas/entregadores/${ids.ana}/total?${P}`,
    );
    expect(tot.total).toBe(218);
    expect(tot.items).toEqual([
      { dia: '2026-11-20', entregas: 7, taxas: 49, diaria: 60, total: 109 },
      { dia: '2026-11-21', entregas: 7, taxas: 49, diaria: 60, total: 109 },
    ]);
    expect((await get(`/relatorios/vendas/entregadores/999999/total?${P}`)).statusCode).toBe(404);
  });
});
