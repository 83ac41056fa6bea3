import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId, type TenantTx } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { aleatorio } from '../../../test/relatorios-semente.ts';
import { reconstruirRollup } from './index.ts';
import type { FiltrosVenda, Periodo } from './queries/base.ts';
import * as cat from './queries/catalogo.ts';
import { opcoesBrutas, produtosBrutos } from './queries/catalogo-bruto.ts';

// The catalogue's month rollups (D-230, D-231): products and options read whole months monthly and the edge days
// daily; every answer must equal the same question over the raw items, for periods cut at month edges and local
// midnights (São Paulo, UTC−3), with filters and per product. Through the orders' API: rollup-mensal-api.test.ts.

let f: Fixture;
let token: string;
const SEED = Number(process.env.SEED_RELATORIOS ?? 20261130);
const TZ = 'America/Sao_Paulo';
const ids: Record<string, number> = {};
const db = () => f.database.db;
const id = async (q: ReturnType<typeof sql>) => Number((await queryRows<{ id: number }>(db(), q))[0]!.id);
const A = () => f.A.id as EmpresaId;
const emA = <T>(fn: (tx: TenantTx) => Promise<T>) => tenantDe(db(), A()).transacao(fn);
let n = 0;

type Escolha = { complemento_id?: number; opcao_id: number | string; quantidade?: number };
/** An order of A at a São Paulo local time ('2026-01-31 23:59:30'), items [produto, nome, qtd, preço, escolhas]. */
async function pedido(
  local: string,
  o: { status?: string; tipo?: string; canal?: string },
  itens: [number | null, string, number, number, Escolha[], 'objeto' | 'lista'][],
) {
  const sub = itens.reduce((a, [, , q, p]) => a + q * p, 0);
  n++;
  const pid = await id(sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status,
      subtotal_itens_centavos, total_centavos, criado_em)
    VALUES (${f.A.id}, ${n}, ${'mes-' + n}, ${o.tipo ?? 'retirada'}, ${o.canal ?? 'balcao'}, ${o.status ?? 'concluido'},
      ${sub}, ${sub}, (${local}::timestamp AT TIME ZONE ${TZ})) RETURNING id`);
  for (const [produto, nome, q, p, escolhas, forma] of itens) {
    const e = forma === 'lista' ? escolhas : { tamanho: null, opcoes: escolhas };
    await db().execute(sql`INSERT INTO pedido_itens (empresa_id, pedido_id, produto_id, nome, quantidade,
        preco_unitario_centavos, escolhas)
      VALUES (${f.A.id}, ${pid}, ${produto}, ${nome}, ${q}, ${p}, ${JSON.stringify(e)}::jsonb)`);
  }
  return pid;
}

const pad = (x: number) => String(x).padStart(2, '0');
/** A local instant: 40 % within 90 s of a local midnight at a month edge, the rest anywhere in the range. */
function instante(g: ReturnType<typeof aleatorio>): string {
  if (g.r() < 0.4) {
    const [y, m, d] = g.de(['2026-02-01', '2026-03-01', '2026-04-01', '2026-01-31', '2026-03-31']).split('-');
    const base = Date.UTC(Number(y), Number(m) - 1, Number(d)) + g.int(-90, 90) * 1000;
    return new Date(base).toISOString().replace('T', ' ').slice(0, 19);
  }
  const t = Date.UTC(2026, 0, 20) + g.int(0, 80 * 86_400 - 1) * 1000;
  const x = new Date(t);
  return `${x.getUTCFullYear()}-${pad(x.getUTCMonth() + 1)}-${pad(x.getUTCDate())} ${pad(x.getUTCHours())}:${pad(x.getUTCMinutes())}:${pad(x.getUTCSeconds())}`;
}

beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  const a = f.A.id;
  ids.lanches = await id(sql`INSERT INTO categorias (empresa_id, nome) VALUES (${a}, 'Lanches') RETURNING id`);
  ids.bebidas = await id(sql`INSERT INTO categorias (empresa_id, nome) VALUES (${a}, 'Bebidas') RETURNING id`);
  for (const [k, nome] of [
    ['p1', 'Pizza'],
    ['p2', 'Burger'],
    ['p3', 'Refri'],
    ['marcador', 'Marcador'],
  ] as const)
    ids[k] = await id(sql`INSERT INTO produtos (empresa_id, categoria_id, nome, preco_centavos)
      VALUES (${a}, ${k === 'p3' ? ids.bebidas : ids.lanches}, ${nome}, 100) RETURNING id`);
  ids.sabores = await id(sql`INSERT INTO complementos (empresa_id, nome) VALUES (${a}, 'Sabores') RETURNING id`);
  ids.borda = await id(sql`INSERT INTO complementos (empresa_id, nome) VALUES (${a}, 'Borda') RETURNING id`);
  for (const [k, nome, preco, ignorar] of [
    ['o1', 'Calabresa', 0, false],
    ['o2', 'Catupiry', 600, false],
    ['o3', 'Cheddar', 300, false],
    ['sache', 'Sachê', 0, true],
    ['om', 'Marca', 100, false],
  ] as const)
    ids[k] = await id(sql`INSERT INTO opcoes (empresa_id, nome, preco_centavos, ignorar_relatorio)
      VALUES (${a}, ${nome}, ${preco}, ${ignorar}) RETURNING id`);
  // Cheddar is in both complements at different prices; Calabresa only in Sabores; Marca in none (its own price)
  await db().execute(sql`INSERT INTO complementos_opcoes (empresa_id, complemento_id, opcao_id, preco_centavos) VALUES
    (${a}, ${ids.sabores}, ${ids.o1}, 0), (${a}, ${ids.sabores}, ${ids.o3}, 250), (${a}, ${ids.borda}, ${ids.o2}, 700),
    (${a}, ${ids.borda}, ${ids.o3}, 400), (${a}, ${ids.borda}, ${ids.sache}, 0)`);

  const g = aleatorio(SEED);
  const escolha = (): Escolha => {
    const k = g.int(0, 9);
    if (k === 0) return { opcao_id: 'abc', complemento_id: ids.sabores! };
    if (k === 1) return { opcao_id: ids.o1! }; // an old choice without its complement
    const c = g.de([ids.sabores!, ids.borda!]);
    const o = g.de([ids.o1!, ids.o2!, ids.o3!, ids.sache!]);
    return g.r() < 0.3
      ? { complemento_id: c, opcao_id: o, quantidade: g.int(1, 3) }
      : { complemento_id: c, opcao_id: o };
  };
  for (let i = 0; i < 220; i++) {
    const itens: [number | null, string, number, number, Escolha[], 'objeto' | 'lista'][] = [];
    for (let k = 0; k < g.int(1, 3); k++) {
      const p = g.de([ids.p1!, ids.p2!, ids.p3!, null]);
      const escolhas = Array.from({ length: g.int(0, 3) }, escolha);
      itens.push([
        p,
        p === null ? g.de(['Combo antigo', 'Pastel']) : 'Item',
        g.int(1, 3),
        g.int(100, 5000),
        escolhas,
        g.r() < 0.2 ? 'lista' : 'objeto',
      ]);
    }
    await pedido(
      instante(g),
      {
        status: g.de(['concluido', 'concluido', 'preparacao', 'cancelado', 'pendente']),
        tipo: g.de(['retirada', 'delivery', 'local']),
        canal: g.de(['balcao', 'whatsapp', 'ifood']),
      },
      itens,
    );
  }
  // a tab of 31 Jan 23:59:50 local with an option: dated by its opening, items not cancelled only
  const mesa = await id(sql`INSERT INTO mesas (empresa_id, nome) VALUES (${a}, 'M1') RETURNING id`);
  const comanda = await id(sql`INSERT INTO comandas (empresa_id, mesa_id, status, aberta_em)
    VALUES (${a}, ${mesa}, 'quitada', ('2026-01-31 23:59:50'::timestamp AT TIME ZONE ${TZ})) RETURNING id`);
  for (const [q, status] of [
    [2, 'enviado'],
    [5, 'cancelado'],
  ] as const)
    await db().execute(sql`INSERT INTO comanda_itens (empresa_id, comanda_id, produto_id, nome, quantidade,
        preco_unitario_centavos, status, escolhas)
      VALUES (${a}, ${comanda}, ${ids.p1}, 'Pizza', ${q}, 3000, ${status},
        ${JSON.stringify({ tamanho: null, opcoes: [{ complemento_id: ids.borda, opcao_id: ids.o2 }] })}::jsonb)`);
  // the marker: 1 unit at 31 Jan 23:59:30, 2 at 1 Feb 00:00:30, 4 at 28 Feb 23:59:59, 8 at 1 Mar 00:00:00
  for (const [local, q] of [
    ['2026-01-31 23:59:30', 1],
    ['2026-02-01 00:00:30', 2],
    ['2026-02-28 23:59:59', 4],
    ['2026-03-01 00:00:00', 8],
  ] as const)
    await pedido(local, {}, [[ids.marcador!, 'Marcador', q, 1, [{ opcao_id: ids.om! }], 'objeto']]);
  await reconstruirRollup(tenantDe(db(), A()));
}, 180_000);
afterAll(async () => {
  await f?.close();
});

/** The periods of the month edges, plus random ones over the seeded range. */
function periodos(): [string, string][] {
  const fixos: [string, string][] = [
    ['2026-01-31', '2026-03-15'], // starts on the 31st, ends mid-month
    ['2026-01-31', '2026-03-31'],
    ['2026-02-01', '2026-02-28'], // one whole month, nothing daily
    ['2026-02-01', '2026-03-31'],
    ['2026-01-20', '2026-04-10'],
    ['2026-02-28', '2026-03-01'], // two days around a month edge
    ['2026-02-15', '2026-03-14'], // no whole month
    ['2026-03-01', '2026-03-01'],
    ['2025-12-01', '2026-12-31'],
    // D-360: a partly covered month read from its monthly row when it has no other day with sales
    ['2026-01-10', '2026-02-10'], // nothing in January before the 10th: January monthly, February daily
    ['2026-01-12', '2026-01-31'],
    ['2026-03-20', '2026-04-25'], // nothing in April after the 25th: April monthly
    ['2026-04-09', '2026-05-20'], // May has no sale at all
    ['2026-04-05', '2026-04-20'],
    ['2026-01-01', '2026-01-25'],
  ];
  const g = aleatorio(SEED + 1);
  const dia = (d: number) => new Date(Date.UTC(2026, 0, 15) + d * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < 8; i++) {
    const a = g.int(0, 90);
    fixos.push([dia(a), dia(a + g.int(0, 90 - a))]);
  }
  return fixos;
}

describe('catalogue rollups against the raw items', () => {
  const filtros: FiltrosVenda[] = [{}, { canal: 'ifood' }, { tipo: 'delivery' }, { canal: 'mesa' }];

  it('products (and so categories and ABC) equal the raw items for every period and filter', async () => {
    for (const [inicio, fim] of periodos())
      for (const fl of filtros) {
        const p: Periodo = { inicio, fim, tz: TZ };
        const [rollup, bruto] = await emA(async (tx) => [
          await cat.produtos(tx, p, fl),
          await produtosBrutos(tx, p, fl),
        ]);
        expect(rollup, `${inicio}..${fim} ${JSON.stringify(fl)}`).toEqual(bruto);
      }
  }, 120_000);

  it('options, all and per product, equal the raw choices for every period and filter', async () => {
    let vistos = 0;
    for (const [inicio, fim] of periodos())
      for (const fl of filtros)
        for (const produto of [undefined, ids.p1, ids.p2]) {
          const p: Periodo = { inicio, fim, tz: TZ };
          const [rollup, bruto] = await emA(async (tx) => [
            await cat.opcoes(tx, p, fl, produto),
            await opcoesBrutas(tx, p, fl, produto),
          ]);
          expect(rollup, `${inicio}..${fim} ${JSON.stringify(fl)} ${produto}`).toEqual(bruto);
          vistos += rollup.length;
          if (produto !== undefined)
            expect(await emA((tx) => cat.opcoesDoProduto(tx, p, fl, produto))).toEqual({
              nome: produto === ids.p1 ? 'Pizza' : 'Burger',
              linhas: bruto,
            });
        }
    expect(vistos).toBeGreaterThan(100);
  }, 120_000);

  it('local midnights at month edges: the marker lands in the right day and month', async () => {
    const marcador = async (inicio: string, fim: string) => {
      const r = await emA((tx) => cat.produtos(tx, { inicio, fim, tz: TZ }, {}));
      const o = await emA((tx) => cat.opcoes(tx, { inicio, fim, tz: TZ }, {}, ids.marcador));
      return [r.find((l) => l.produto === 'Marcador')?.quantidade ?? 0, o[0]?.quantidade ?? 0];
    };
    expect(await marcador('2026-02-01', '2026-02-28')).toEqual([6, 6]);
    expect(await marcador('2026-01-31', '2026-02-15')).toEqual([3, 3]);
    expect(await marcador('2026-02-01', '2026-03-01')).toEqual([14, 14]);
    expect(await marcador('2026-01-31', '2026-03-31')).toEqual([15, 15]);
    expect(await marcador('2026-01-01', '2026-01-31')).toEqual([1, 1]);
  });

  it('a partly covered month is read from its monthly row only when no other day of it has rows (D-360)', async () => {
    // +1000 on every monthly row of one product and one option, in a transaction rolled back: the answer moves by
    // 1000 × the monthly rows read, so it tells which months were read from the monthly table
    const ler = (inicio: string, fim: string, meses: string[]) =>
      emA(async (tx) => {
        const [n] = await queryRows<{ p: number; o: number }>(
          tx,
          sql`SELECT (SELECT count(*)::int FROM relatorio_produtos_mensais_totais WHERE empresa_id = ${A()}
                        AND produto_id = ${ids.p1} AND to_char(mes, 'YYYY-MM') = ANY (string_to_array(${meses.join(',')}, ','))) AS p,
                     (SELECT count(*)::int FROM relatorio_opcoes_mensais_totais WHERE empresa_id = ${A()}
                        AND opcao_id = ${ids.o2} AND to_char(mes, 'YYYY-MM') = ANY (string_to_array(${meses.join(',')}, ','))) AS o`,
        );
        await tx.execute(sql`UPDATE relatorio_produtos_mensais_totais SET quantidade = quantidade + 1000
          WHERE empresa_id = ${A()} AND produto_id = ${ids.p1}`);
        await tx.execute(sql`UPDATE relatorio_opcoes_mensais_totais SET unidades = unidades + 1000
          WHERE empresa_id = ${A()} AND opcao_id = ${ids.o2}`);
        const p: Periodo = { inicio, fim, tz: TZ };
        const [r, b] = [await cat.produtos(tx, p, {}), await produtosBrutos(tx, p, {})];
        const [o, ob] = [await cat.opcoes(tx, p, {}), await opcoesBrutas(tx, p, {})];
        const q = (l: { produto_id: number | null; quantidade: number }[]) =>
          l.find((x) => x.produto_id === ids.p1)?.quantidade ?? 0;
        const u = (l: { opcao_id: number; quantidade: number }[]) =>
          l.find((x) => x.opcao_id === ids.o2)?.quantidade ?? 0;
        const lido = { p: q(r) - q(b), o: u(o) - u(ob), esperado: { p: 1000 * n!.p, o: 1000 * n!.o } };
        throw Object.assign(new Error('rollback'), { lido });
      }).catch((e: { lido?: unknown }) => e.lido ?? e);
    const casos: [string, string, string[]][] = [
      // nothing in April after the 25th nor in January before the 10th: their monthly rows stand for their days
      ['2026-03-20', '2026-04-25', ['2026-04']],
      ['2026-01-10', '2026-01-31', ['2026-01']],
      ['2026-01-10', '2026-04-25', ['2026-01', '2026-02', '2026-03', '2026-04']],
      // April has sales after the 5th, March before the 20th: read day by day
      ['2026-04-01', '2026-04-05', []],
      ['2026-03-20', '2026-03-31', []],
    ];
    for (const [inicio, fim, meses] of casos) {
      const r = (await ler(inicio, fim, meses)) as { p: number; o: number; esperado: { p: number; o: number } };
      expect({ p: r.p, o: r.o }, `${inicio}..${fim}`).toEqual(r.esperado);
      if (meses.length) expect(r.p * r.o, `${inicio}..${fim} read monthly`).toBeGreaterThan(0);
    }
  });

  it('the options report over HTTP: revenue at the complement price, ignored options left out', async () => {
    const res = await f.app.inject({
      url: '/api/relatorios/catalogo/opcoes?inicio=2026-01-31&fim=2026-03-15',
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: { opcao: string; quantidade: number; faturamento: number }[] }>().items;
    const bruto = await emA((tx) => opcoesBrutas(tx, { inicio: '2026-01-31', fim: '2026-03-15', tz: TZ }, {}));
    expect(items.map((i) => [i.opcao, i.quantidade, i.faturamento])).toEqual(
      bruto.map((b) => [b.opcao, b.quantidade, b.faturamento / 100]),
    );
    expect(items.map((i) => i.opcao)).not.toContain('Sachê');
  });
});
