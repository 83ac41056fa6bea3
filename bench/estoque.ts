// Stock benchmark, in process (Fastify inject, no network), same run for every figure:
// 1. order creation with and without automatic deduction: business A has technical sheets for everything it
//    sells (a half-and-half Grande pizza with crust and two drinks: 3 product/option sheets, 9 ingredients),
//    business B the same menu without sheets; orders alternate A, B, A, B… so machine noise hits both alike.
// 2. GET /estoque/saldos, /estoque/alertas and /estoque/movimentos on a large catalogue (2,000 ingredients,
//    200,000 movements), beside GET /unidades (auth + a constant) as the floor.
//
//   npx tsx bench/estoque.ts                     PGlite in memory
//   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/estoque.ts   a fresh PostgreSQL database
//   options: --orders=200 --reads=300 --insumos=2000 --movimentos=200000
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { bearer, createFixture } from '../apps/api/test/helpers.ts';
import { criarDadosPedido } from '../apps/api/test/pedidos-fixture.ts';

const argv = process.argv.slice(2);
const num = (name: string, def: number) => {
  const v = argv.find((a) => a.startsWith(`--${name}=`));
  return v ? Number(v.slice(name.length + 3)) : def;
};
const ORDERS = num('orders', 200);
const READS = num('reads', 300);
const INSUMOS = num('insumos', 2000);
const MOVIMENTOS = num('movimentos', 200_000);

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const fmt = (xs: number[]) =>
  `mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(2)} ms, p50 ${pct(xs, 50).toFixed(2)}, p99 ${pct(xs, 99).toFixed(2)}`;

const f = await createFixture();
const A = await criarDadosPedido(f.database.db, f.A.id, 'A');
const B = await criarDadosPedido(f.database.db, f.B.id, 'B');
const tA = await f.token('gerente.a@teste.com');
const tB = await f.token('gerente.b@teste.com');
const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) => {
  const r = await f.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  if (r.statusCode >= 300) throw new Error(`${url}: ${r.statusCode} ${r.body}`);
  return r.json();
};

// sheets for A: the Grande base, both flavours, the crust, the drink
const ins: Record<string, number> = {};
for (const [nome, u] of [
  ['massa', 'kg'],
  ['molho', 'kg'],
  ['caixa', 'un'],
  ['mussarela', 'kg'],
  ['calabresa', 'kg'],
  ['tomate', 'kg'],
  ['catupiry', 'kg'],
  ['lata', 'un'],
  ['oregano', 'kg'],
] as const) {
  ins[nome] = (await call(tA, 'POST', '/insumos', { nome, unidade_padrao: u, custo_por_un_base: 0.01 })).id;
  await call(tA, 'POST', '/estoque/movimentos', {
    tipo: 'entrada_compra',
    insumo_id: ins[nome],
    qtde: 1000,
    unidade: u,
    custo_total: 1000,
  });
}
const it = (n: string, q: number, u: string) => ({ insumo_id: ins[n], quantidade: q, unidade: u });
await call(tA, 'POST', '/fichas', {
  descricao: 'Base G',
  tipo_ficha: 'produto',
  produto_id: A.pizza,
  tamanho: 'Grande',
  itens: [it('massa', 400, 'g'), it('molho', 120, 'g'), it('caixa', 1, 'un')],
});
await call(tA, 'POST', '/fichas', {
  descricao: 'Calabresa G',
  tipo_ficha: 'opcao',
  opcao_id: A.calabresa,
  tamanho: 'Grande',
  itens: [it('mussarela', 150, 'g'), it('calabresa', 180, 'g'), it('oregano', 2, 'g')],
});
await call(tA, 'POST', '/fichas', {
  descricao: 'Marguerita G',
  tipo_ficha: 'opcao',
  opcao_id: A.marguerita,
  tamanho: 'Grande',
  itens: [it('mussarela', 250, 'g'), it('tomate', 100, 'g')],
});
await call(tA, 'POST', '/fichas', {
  descricao: 'Catupiry',
  tipo_ficha: 'opcao',
  opcao_id: A.catupiry,
  itens: [it('catupiry', 120, 'g')],
});
await call(tA, 'POST', '/fichas', {
  descricao: 'Refri',
  tipo_ficha: 'produto',
  produto_id: A.refri,
  itens: [it('lata', 1, 'un')],
});

const pedido = (d: typeof A) => ({
  tipo: 'retirada',
  canal: 'balcao',
  cliente_id: d.cliente,
  itens: [
    {
      produto_id: d.pizza,
      quantidade: 1,
      tamanho: 'Grande',
      opcoes: [
        { complemento_id: d.sabores, opcao_id: d.calabresa },
        { complemento_id: d.sabores, opcao_id: d.marguerita },
        { complemento_id: d.bordas, opcao_id: d.catupiry },
      ],
    },
    { produto_id: d.refri, quantidade: 2 },
  ],
  pagamentos: [{ forma_pagamento_padrao_id: d.pix, valor: 79 }],
});
const com: number[] = [];
const sem: number[] = [];
for (let i = 0; i < 10; i++) {
  await call(tA, 'POST', '/pedidos', pedido(A));
  await call(tB, 'POST', '/pedidos', pedido(B));
}
for (let i = 0; i < ORDERS; i++) {
  let t = performance.now();
  await call(tA, 'POST', '/pedidos', pedido(A));
  com.push(performance.now() - t);
  t = performance.now();
  await call(tB, 'POST', '/pedidos', pedido(B));
  sem.push(performance.now() - t);
}
const movs = (await call(tA, 'GET', '/estoque/movimentos?tipo=saida_venda&limit=1')).total;
console.log(`database: ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite (memory)'}`);
console.log(`order creation, ${ORDERS} each, alternating (A deducts ${movs / (ORDERS + 10)} movements per order):`);
console.log(`  with sheets    ${fmt(com)}`);
console.log(`  without        ${fmt(sem)}`);
const media = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
console.log(
  `  ratio (mean)   ${(media(com) / media(sem)).toFixed(3)}   ratio (p50) ${(pct(com, 50) / pct(sem, 50)).toFixed(3)}`,
);

// a large catalogue for B: 2,000 ingredients, 200,000 movements (balance rows consistent with them)
const empresa = f.B.id;
await f.database.db
  .execute(sql`INSERT INTO insumos (empresa_id, nome, unidade_padrao, custo_por_un_base, estoque_minimo_base, qtde_base)
  SELECT ${empresa}, 'Insumo ' || lpad(g::text, 5, '0'), (ARRAY['kg','L','un'])[1 + g % 3], 0.01 + (g % 97) / 1000.0,
    (g % 50) * 100, (g % 40) * 100 FROM generate_series(1, ${INSUMOS}) g`);
await f.database.db
  .execute(sql`INSERT INTO estoque_movimentos (empresa_id, insumo_id, tipo, qtde_base, qtde_informada, unidade,
    custo_unitario_base, valor_centavos, saldo_apos_base, criado_em)
  SELECT ${empresa}, i.id, 'entrada_compra', 100, 100, 'g', 0.01, 100, 100, now() - (g % 720) * interval '1 hour'
  FROM generate_series(1, ${MOVIMENTOS}) g
  JOIN LATERAL (SELECT id FROM insumos WHERE empresa_id = ${empresa} ORDER BY id OFFSET (g % ${INSUMOS}) LIMIT 1) i ON true`);
await f.database.db.execute(sql`ANALYZE`);
const medir = async (url: string) => {
  for (let i = 0; i < 10; i++) await call(tB, 'GET', url);
  const xs: number[] = [];
  for (let i = 0; i < READS; i++) {
    const t = performance.now();
    await call(tB, 'GET', url);
    xs.push(performance.now() - t);
  }
  return xs;
};
console.log(`reads on ${INSUMOS} ingredients / ${MOVIMENTOS} movements, ${READS} each:`);
const piso = await medir('/unidades');
console.log(`  GET /unidades (floor)                 ${fmt(piso)}`);
for (const url of [
  '/estoque/saldos',
  '/estoque/saldos?page=20&per_page=100',
  '/estoque/alertas',
  '/estoque/movimentos',
  `/estoque/movimentos?offset=100000`,
]) {
  const xs = await medir(url);
  console.log(`  GET ${url.padEnd(34)} ${fmt(xs)}   p99 / floor p99 ${(pct(xs, 99) / pct(piso, 99)).toFixed(1)}`);
}
await f.close();
