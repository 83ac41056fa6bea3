import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MARCA_DO_LOTE } from '../src/db/client.ts';
import { emLote, iniciar } from '../src/db/lote.ts';
import { queryRows, tenantDe, type EmpresaId } from '../src/db/tenant.ts';
import { createFixture, type Fixture } from './helpers.ts';
import { mensagens } from './mensagens-pg.ts';

// Statements started together in a tenant transaction (`emLote`): on a server one message, on PGlite one after the
// other; the same answers, in the order issued, scoped to the business either way.

let f: Fixture;
let servidor: boolean;
beforeAll(async () => {
  f = await createFixture();
  servidor = f.database.kind === 'postgres';
  for (const [id, nome] of [
    [f.A.id, 'Lote A1'],
    [f.A.id, 'Lote A2'],
    [f.B.id, 'Lote B1'],
  ] as const)
    await f.database.db.execute(
      sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${id}, ${nome}, ${nome.toLowerCase()})`,
    );
});
afterAll(async () => {
  await f?.close();
});

const t = () => tenantDe(f.database.db, f.A.id as EmpresaId);
const existe = async (nome: string) =>
  (await queryRows(f.database.db, sql`SELECT 1 FROM clientes WHERE nome = ${nome}`)).length > 0;
const doLote = (textos: string[]) => textos.filter((q) => q.startsWith(MARCA_DO_LOTE));

describe('statements sent together (emLote)', () => {
  it('answers each statement in the order issued, in one message on a server, row-level security holding', async () => {
    const { r, textos } = await mensagens(() =>
      t().transacao((tx) =>
        emLote(tx, (l) =>
          Promise.all([
            // no business filter: row-level security alone hides B's customer
            queryRows<{ nome: string }>(l, sql`SELECT nome FROM clientes WHERE nome LIKE 'Lote %' ORDER BY nome`),
            queryRows<{ s: string; papel: string }>(l, sql`SELECT ${"D'Ávila \\ 🍕"} AS s, current_user AS papel`),
            queryRows<{ e: string }>(l, sql`SELECT current_setting('app.empresa_id') AS e`),
          ]),
        ),
      ),
    );
    expect(r).toEqual([
      [{ nome: 'Lote A1' }, { nome: 'Lote A2' }],
      [{ s: "D'Ávila \\ 🍕", papel: 'app_tenant' }],
      [{ e: String(f.A.id) }],
    ]);
    if (servidor) {
      // BEGIN with the scope, the three statements, COMMIT
      expect(textos).toHaveLength(3);
      expect(doLote(textos)).toHaveLength(1);
      expect(doLote(textos)[0]!.split(`;\n${MARCA_DO_LOTE}`)).toHaveLength(3);
      expect(textos[1]).not.toContain('$1');
    }
  });

  it('a value that cannot be a literal sends the batch statement by statement, with parameters', async () => {
    const { r, textos } = await mensagens(() =>
      t().transacao((tx) =>
        emLote(tx, (l) =>
          Promise.all([queryRows<{ n: number }>(l, sql`SELECT ${-1}::int AS n`), queryRows(l, sql`SELECT 2 AS n`)]),
        ),
      ),
    );
    expect(r).toEqual([[{ n: -1 }], [{ n: 2 }]]);
    if (servidor) {
      expect(doLote(textos)).toEqual([]);
      expect(textos.slice(1)).toEqual([expect.stringContaining('$1'), 'SELECT 2 AS n', 'COMMIT']);
    }
  });

  it('a failing statement rolls everything back and leaves the pooled connection clean', async () => {
    const erro: unknown = await t()
      .transacao(async (tx) => {
        await tx.execute(sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${f.A.id}, 'Antes', 'x')`);
        await emLote(tx, (l) =>
          Promise.all([
            l.execute(sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${f.A.id}, 'No lote', 'x')`),
            l.execute(sql`SELECT 1 / ${0}`),
            l.execute(sql`SELECT 3`),
          ]),
        );
      })
      .catch((e: unknown) => e);
    // drizzle wraps the server's error on PGlite (its cause); node-postgres's comes as it is
    const { message, cause } = erro as Error & { cause?: Error };
    expect(`${message} ${cause?.message}`).toMatch(/division by zero|divisão por zero/);
    expect(await existe('Antes')).toBe(false);
    expect(await existe('No lote')).toBe(false);
    for (let i = 0; i < 8; i++) {
      const [c] = await queryRows<{ em_tx: boolean; empresa: string | null }>(
        f.database.db,
        sql`SELECT now() <> statement_timestamp() AS em_tx, nullif(current_setting('app.empresa_id', true), '') AS empresa`,
      );
      // (PGlite's timestamps do not tell an open transaction: its own rows are checked above)
      expect(c).toEqual({ em_tx: servidor ? false : c!.em_tx, empresa: null });
    }
  });

  it('sends nothing once the function has ended: a statement still queued then fails instead', async () => {
    let tarde: Promise<unknown> | undefined;
    const { textos } = await mensagens(() =>
      t().transacao(async (tx) => {
        await emLote(tx, async (l) => {
          // started, never awaited (as a read whose rule is checked after one that failed)
          tarde = iniciar(
            l.execute(sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${f.A.id}, 'Tarde', 'x')`),
          );
        });
        await tx.execute(sql`SELECT 1`);
      }),
    );
    await expect(tarde).rejects.toThrow(/depois do fim/);
    expect(await existe('Tarde')).toBe(false);
    expect(textos.filter((q) => q.includes('Tarde'))).toEqual([]);
  });
});
