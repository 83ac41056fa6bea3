import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import type { PedidosQuery } from '@app/shared/schemas/pedidos-consulta.ts';
import { openPostgres, type Database } from '../src/db/client.ts';
import { leituraUnica, queryRows, withTenant, type EmpresaId, type TenantTx } from '../src/db/tenant.ts';
import { pagina } from '../src/modules/pedidos/queries/historico.ts';
import type { Ancora } from '../src/modules/pedidos/service/historico-cache.ts';
import { createFixture, type Fixture } from './helpers.ts';
import { mensagens } from './mensagens-pg.ts';

// A hostile fuzz of the one-message read (D-321): the tenant settings and the read travel as ONE simple-protocol
// message with the values written in as literals. Every value, whatever it holds, must read back exactly as the
// same statement with real parameters reads it (rows, column types, or the same error), no second statement may
// ever run (a canary table the tenant role may write to stays as it was, and so does a session setting), and a
// value that cannot be written in must take the transaction with parameters instead. Both ways a session can read
// string literals (standard_conforming_strings on and off) are tried, directly and through the history's query.

const SEMENTE = 20261128;
let f: Fixture;
let A: EmpresaId;
const bancos: { nome: string; database: Database }[] = [];

const CANARIO = [{ n: 1, nome: 'intacto' }];
const ATAQUES = [
  `'; INSERT INTO canario VALUES (666, 'injetado'); --`,
  `\\'; DELETE FROM canario; --`,
  `'); DELETE FROM canario; SELECT ('`,
  `$$; DELETE FROM canario; $$`,
  `E'\\'; DELETE FROM canario; --`,
  `'; SELECT set_config('fuzz.canario', 'invadido', false); --`,
  `\\\\'; SELECT set_config('fuzz.canario', 'invadido', false); --`,
  `*/; DELETE FROM canario; /*`,
];
const TEXTOS = [
  ...ATAQUES,
  '',
  "'",
  "''",
  "'''",
  '\\',
  '\\\\',
  "\\'",
  "'\\",
  "E'x'",
  "U&'\\0041'",
  '\\x27',
  '$$',
  '$tag$ x $tag$',
  '$1',
  '?',
  '--',
  '/*',
  '*/',
  ';',
  '; SELECT 1',
  '%_\\%',
  '🍕😀👩🏽‍🍳',
  '\u202Eabc',
  'e\u0301\u0327',
  '\uD800',
  '\uDC00x',
  '\uFEFF\u2028\u0085',
  '\n\r\t\v\f\b',
  '1e308',
  '-1',
  '-0',
  '0x10',
  'NaN',
  'Infinity',
  ' 5 ',
  '1_000',
  "'\\".repeat(50_000),
  '🍕'.repeat(20_000),
];
const NUMEROS = [0, -0, 1, 1.5, 0.1 + 0.2, 1e21, 1e308, 5e-324, Number.MAX_SAFE_INTEGER, 2 ** 53 + 2];
/** Values that cannot be written in (NUL ends the protocol's string; the rest as D-321 lists): the parameters. */
const INSEGUROS: unknown[] = ['a\u0000b', NaN, Infinity, -Infinity, -1, -1e308, -0.5];

const texto = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: fc.constantFrom("'", '\\', '$', '-', '/', '*', ';', 'E', '\n', '\u202E'), maxLength: 40 }),
  fc.constantFrom(...TEXTOS.filter((t) => t.length < 1000)),
);
const valor = fc.oneof(texto, fc.double(), fc.integer(), fc.boolean(), fc.constant(null));
/** Text without lone surrogates (those reach the server as U+FFFD, both ways). */
const bemFormado = (t: string) => Buffer.from(t).toString() === t;
/** What D-321 writes in: null, booleans, text without NUL, finite numbers that are not negative. */
const seguro = (x: unknown) =>
  x === null ||
  typeof x === 'boolean' ||
  (typeof x === 'string' ? !x.includes('\u0000') : Number.isFinite(x) && (x as number) >= 0);

beforeAll(async () => {
  f = await createFixture();
  A = f.A.id as EmpresaId;
  await f.database.exec(`CREATE TABLE canario (n int, nome text);
    INSERT INTO canario VALUES (1, 'intacto');
    GRANT SELECT, INSERT, UPDATE, DELETE ON canario TO app_tenant`);
  // one connection each, so a session setting an injection might leave would be seen by the next read
  const [{ nome }] = (await queryRows<{ nome: string }>(f.database.db, sql`SELECT current_database() AS nome`)) as [
    { nome: string },
  ];
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${nome}`;
  for (const scs of ['on', 'off']) {
    const database = openPostgres(url.toString(), 1);
    await database.exec(`SET standard_conforming_strings = ${scs}`);
    bancos.push({ nome: `standard_conforming_strings ${scs}`, database });
  }
}, 120_000);
afterAll(async () => {
  for (const b of bancos) await b.database.close();
  await f?.close();
});

type Lido = { rows: unknown[]; tipos: [string, number][] } | { erro: string };
const codigo = (e: unknown): string => {
  const x = e as { code?: string; cause?: unknown; message?: string };
  return x.code ?? (x.cause ? codigo(x.cause) : `sem código: ${x.message}`);
};
async function ler(p: Promise<unknown>): Promise<Lido> {
  try {
    const r = (await p) as { rows: unknown[]; fields: { name: string; dataTypeID: number }[] };
    return { rows: r.rows, tipos: r.fields.map((c) => [c.name, c.dataTypeID]) };
  } catch (e) {
    return { erro: codigo(e) };
  }
}

/** The statement read with parameters (the reference) and in one message; the messages the latter sent. */
async function ambos(db: Database, q: (tx: TenantTx) => SQL) {
  const referencia = await ler(withTenant(db.db, A, (tx) => tx.execute(q(tx))));
  const { r: unica, textos } = await mensagens(() => ler(leituraUnica(db.db, A, (tx) => tx.execute(q(tx)))));
  return { referencia, unica, textos };
}

/** One message carrying the scope and the read, or (a value that cannot be written in) the parameterised path. */
function caminho(textos: string[], seguro: boolean) {
  if (seguro) {
    expect(textos).toHaveLength(1);
    expect(textos[0]).toMatch(
      /^SELECT set_config\('app\.empresa_id', '\d+', true\), set_config\('role', 'app_tenant', true\);\n/,
    );
  } else {
    expect(textos).toHaveLength(3);
    expect(textos[0]).toMatch(/^BEGIN; SELECT set_config/);
    expect(['COMMIT', 'ROLLBACK']).toContain(textos[2]); // ROLLBACK when the statement failed
  }
}

async function intacto(db: Database) {
  expect(await queryRows(f.database.db, sql`SELECT n, nome FROM canario ORDER BY n`)).toEqual(CANARIO);
  const [s] = await queryRows<{ v: string | null }>(db.db, sql`SELECT current_setting('fuzz.canario', true) AS v`);
  expect(s?.v ?? null).toBeNull();
}

/** Where a value may stand in a read: typed as text, untyped, compared with a column, as a bound, as a number. */
const LUGARES: ((v: unknown) => SQL)[] = [
  (v) => sql`SELECT ${v}::text AS t`,
  (v) => sql`SELECT ${v} AS u`,
  (v) => sql`SELECT count(*)::int AS n FROM canario WHERE nome = ${v} OR nome IS NOT DISTINCT FROM ${v}`,
  (v) => sql`SELECT x FROM generate_series(1, 5) x ORDER BY x LIMIT ${v}`,
  (v) => sql`SELECT ${v}::float8 AS f, ${v}::numeric::text AS n`,
  (v) => sql`SELECT 'a' || ${v} || 'b' AS c, ${v} LIKE ${v} AS l`,
];

describe('the one-message read against hostile values', () => {
  it('the armed canary: the tenant role could write to it, had a second statement run', async () => {
    const [p] = await withTenant(f.database.db, A, (tx) =>
      queryRows<{ pode: boolean }>(tx, sql`SELECT has_table_privilege('canario', 'INSERT, DELETE') AS pode`),
    );
    expect(p).toEqual({ pode: true });
    for (const b of bancos) {
      const [s] = await queryRows<{ s: string }>(
        b.database.db,
        sql`SELECT current_setting('standard_conforming_strings') AS s`,
      );
      expect(b.nome).toBe(`standard_conforming_strings ${s!.s}`);
    }
  });

  it('every listed value, in every place, reads as with parameters; unsafe ones take the parameters', async () => {
    const valores: unknown[] = [...TEXTOS, ...NUMEROS, true, false, null];
    for (const b of bancos) {
      for (const v of [...valores, ...INSEGUROS])
        for (const [i, lugar] of LUGARES.entries()) {
          const { referencia, unica, textos } = await ambos(b.database, () => lugar(v));
          const rotulo = `${b.nome}, lugar ${i}, ${JSON.stringify(v)?.slice(0, 80)}`;
          expect(unica, rotulo).toEqual(referencia);
          caminho(textos, seguro(v));
        }
      await intacto(b.database);
    }
    // well-formed text reads back as itself (lone surrogates reach the server as U+FFFD both ways)
    const [r] = bancos;
    for (const t of TEXTOS.filter((t) => bemFormado(t))) {
      const { unica } = await ambos(r!.database, () => sql`SELECT ${t}::text AS t`);
      expect(unica).toEqual({ rows: [{ t }], tipos: [['t', 25]] });
    }
  }, 300_000);

  it('random text and numbers (seeded), alone and side by side', async () => {
    for (const b of bancos) {
      await fc.assert(
        fc.asyncProperty(valor, valor, fc.nat(LUGARES.length - 1), async (v, w, i) => {
          const casos: [SQL, boolean][] = [
            [LUGARES[i]!(v), seguro(v)],
            [sql`SELECT ${v}::text AS a, ${w} AS b, ${v}::text || ${w}::text AS c`, seguro(v) && seguro(w)],
          ];
          for (const [q, ok] of casos) {
            const { referencia, unica, textos } = await ambos(b.database, () => q);
            expect(unica).toEqual(referencia);
            caminho(textos, ok);
          }
        }),
        { seed: SEMENTE, numRuns: 150 },
      );
      await intacto(b.database);
    }
  }, 300_000);
});

describe("the history's page through the one-message read", () => {
  const NOMES = [...TEXTOS.filter((t) => t.length < 1000 && bemFormado(t)), 'Ana', 'ana', 'João'];
  beforeAll(async () => {
    // orders of A named, phoned and placed with the hostile texts (the owner writes them, as a seed would)
    for (const [i, nome] of NOMES.entries())
      await f.database.db.execute(sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status,
          subtotal_itens_centavos, total_centavos, nome_cliente, telefone, bairro, criado_em)
        VALUES (${A}, ${i + 1}, ${`fuzz-${i}`}, ${['delivery', 'retirada', 'local'][i % 3]}, ${nome.slice(0, 30)},
          ${['pendente', 'preparacao', 'concluido', 'cancelado'][i % 4]}, ${100 * i}, ${100 * i}, ${nome},
          ${`+55419${String(i).padStart(8, '0')}`}, ${nome}, now() - make_interval(hours => ${i}))`);
  });

  it('random filters (seeded) with hostile text: the same page and anchors, or the same error', async () => {
    const termo = fc.oneof(fc.constantFrom(...NOMES), texto, fc.constantFrom('#3', '41900', '0', '%', '_'));
    const dia = fc.oneof(fc.constantFrom('2026-11-27', '2026-11-28', '2030-01-01'), texto);
    const filtro = fc.record(
      {
        page: fc.integer({ min: 1, max: 4 }),
        per_page: fc.integer({ min: 1, max: 30 }),
        sort_field: fc.constantFrom('data_criacao', 'numero_pedido', 'total_pedido', 'status', 'nome_cliente'),
        sort_dir: fc.constantFrom('asc', 'desc'),
        search: termo,
        telefone: termo,
        tipo: termo,
        canal: termo,
        status: fc.oneof(termo, fc.constant('pendente,cancelado')),
        pagto: termo,
        data: dia,
        data_ini: dia,
        data_fim: dia,
        last_hours: fc.integer({ min: -2, max: 48 }),
        entregador_id: fc.integer({ min: -1, max: 3 }),
      },
      { requiredKeys: ['page', 'per_page', 'sort_field', 'sort_dir'] },
    );
    const ancora = fc.option(fc.record({ pagina: fc.constant(1), k: termo, id: fc.oneof(termo, fc.constant('1')) }));
    const fuso = fc.option(fc.oneof(fc.constant('America/Sao_Paulo'), texto), { nil: undefined });
    for (const b of bancos) {
      await fc.assert(
        fc.asyncProperty(filtro, ancora, fuso, async (q, a, z) => {
          const ler = (tx: TenantTx) => pagina(tx, q as PedidosQuery, (a ?? undefined) as Ancora | undefined, z);
          const lido = async (p: Promise<unknown>) =>
            p.then(
              (r) => ({ r }),
              (e: unknown) => ({ erro: codigo(e) }),
            );
          const referencia = await lido(withTenant(b.database.db, A, ler));
          const { r: unica, textos } = await mensagens(() => lido(leituraUnica(b.database.db, A, ler)));
          expect(unica).toEqual(referencia);
          const numeros = [q.page, q.per_page, q.last_hours, q.entregador_id].filter((n) => n !== undefined);
          const textosQ = [...Object.values(q), a?.k, a?.id, z].filter((t) => typeof t === 'string');
          caminho(textos, numeros.every((n) => n! >= 0) && textosQ.every((t) => !t.includes('\u0000')));
        }),
        { seed: SEMENTE, numRuns: 200 },
      );
      await intacto(b.database);
    }
  }, 600_000);

  it('hostile names are found by the search term, the same rows both ways, on the one-message path', async () => {
    for (const b of bancos)
      for (const nome of NOMES) {
        const q = { page: 1, per_page: 50, search: nome } as PedidosQuery;
        const ler = (tx: TenantTx) => pagina(tx, q, undefined);
        const referencia = await withTenant(b.database.db, A, ler);
        const { r: unica, textos } = await mensagens(() => leituraUnica(b.database.db, A, ler));
        expect(unica).toEqual(referencia);
        caminho(textos, true);
        if (nome.trim() !== '')
          expect((JSON.parse(unica.texto) as { nome_cliente: string }[]).map((p) => p.nome_cliente)).toContain(nome);
      }
  }, 300_000);
});
