import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { confirmarCom, transacaoComPrefixo, type Db, type Tx } from './client.ts';
import { unauthorized } from '../lib/errors.ts';
import { isForeignKeyViolation } from '../lib/pg-errors.ts';

// Tenant scope by type. A module never sees the raw database handle: a route hands its service the request's
// `Tenant` (made by the auth plugin from the verified token), the service opens transactions through it, and
// every query function takes the `TenantTx` those transactions yield. Both carry the business id, so a query
// filters by `tx.empresaId` without anyone passing a plain number around. Inside the transaction
// `app.empresa_id` is set and the role is `app_tenant`, so row-level security hides other businesses' rows even
// when a query forgets its filter (the safety net; the filter is still written).
// Only `db/`, `plugins/` and the allow-list in eslint.config.js may build these handles from a raw id.

declare const marcaEmpresa: unique symbol;
declare const marcaTenant: unique symbol;
declare const marcaPlataforma: unique symbol;

/** A business id the caller may act on: from a verified token, or a superadmin's checked choice. */
export type EmpresaId = number & { readonly [marcaEmpresa]: true };

/** A transaction scoped to one business (`app.empresa_id` set, role `app_tenant`). */
export type TenantTx = Tx & { readonly empresaId: EmpresaId; readonly [marcaTenant]: true };

/** What a service receives: one business, and the way to open its transactions. */
export interface Tenant {
  readonly empresaId: EmpresaId;
  /**
   * Runs `fn` in one transaction of this business; everything in it commits or rolls back together. `primeira`:
   * its first statement, sent with BEGIN on a server; `fn` gets its rows (see `withTenant`).
   */
  transacao<T>(fn: (tx: TenantTx, primeiras: unknown[]) => Promise<T>, primeira?: SQL): Promise<T>;
  /**
   * Runs `fn`, which sends ONE raw read statement (`queryRows`), with this business's settings in a single round
   * trip (see `leituraUnica`). For the hottest reads; anything else uses `transacao`.
   */
  leitura<T>(fn: (tx: TenantTx) => Promise<T>): Promise<T>;
}

/** Brands a checked id. Callers: the auth plugin, superadmin routes after their check, public routes by slug. */
export function comoEmpresaId(id: number): EmpresaId {
  if (!Number.isSafeInteger(id) || id <= 0) throw new Error('empresa_id inválido');
  return id as EmpresaId;
}

/**
 * Runs `fn` in a transaction scoped to one business. Both settings are transaction-local
 * (`set_config(..., true)`), so nothing leaks into the next request on a pooled or shared connection. `primeira`:
 * the transaction's first statement, whose rows `fn` receives; on a server it travels with BEGIN and the scope in
 * one message when its values can be written as literals (as `ultimaInstrucao`'s), after the scope, so row-level
 * security applies to it.
 */
export function withTenant<T>(
  db: Db,
  empresaId: EmpresaId,
  fn: (tx: TenantTx, primeiras: unknown[]) => Promise<T>,
  primeira?: SQL,
): Promise<T> {
  const id = comoEmpresaId(empresaId);
  const comTenant = async (tx: Tx, enviadas?: unknown[]) => {
    const t = Object.assign(tx, { empresaId: id }) as TenantTx;
    return fn(t, enviadas ?? (primeira ? await queryRows(t, primeira) : []));
  };
  const escopo = `SELECT set_config('app.empresa_id', '${id}', true), set_config('role', 'app_tenant', true)`;
  // on a server the scope travels with BEGIN (one round trip fewer); the id is a checked integer, safe as text
  const rapida = transacaoComPrefixo(db);
  if (rapida) {
    const texto = primeira && comoLiterais(primeira);
    if (texto) return rapida(`${escopo};\n${texto}`, comTenant);
    return rapida(escopo, (tx) => comTenant(tx));
  }
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT set_config('app.empresa_id', ${String(id)}, true), set_config('role', 'app_tenant', true)`,
    );
    return comTenant(tx);
  });
}

/**
 * Writes each parameter into the text as the literal of the very text node-postgres would send for it (`String(v)`),
 * quoted: strings, numbers and booleans alike become `E'…'` (backslashes escaped whatever the server's
 * `standard_conforming_strings`), a constant of unknown type that takes its type from where it stands, as an untyped
 * parameter does. Bare `0` or `true` (drizzle's inlining) are typed int and boolean by the parser instead: an untyped
 * place read them back as a number or a boolean where the parameter gives text, `1e+21::text` gave 22 digits where
 * the parameter gives '1e+21', and `LIMIT 1.5` read 2 rows where the parameter is refused (D-391).
 * Only for values `literalSeguro` accepted.
 */
class DialetoLiteral extends PgDialect {
  override escapeParam(_num: number, valor?: unknown): string {
    return valor === null ? 'null' : `E'${String(valor).replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
  }
}
const dialetoLiteral = new DialetoLiteral();

/**
 * Values written as literals: text without NUL (which would end the protocol's string), and finite numbers that
 * are not negative (written bare, a `-` before `-1` would have started a comment; quoted now, the rule stays as a
 * second guard). Anything else keeps the statement in a transaction.
 */
const literalSeguro = (v: unknown) =>
  v === null ||
  typeof v === 'boolean' ||
  (typeof v === 'string' && !v.includes('\u0000')) ||
  (typeof v === 'number' && Number.isFinite(v) && v >= 0);

/** The statement's text with its values written as literals, or undefined when one of them cannot be. */
export function comoLiterais(query: SQL): string | undefined {
  // one build, and the query itself is not changed (drizzle's inlineParams() would mark it for good)
  const { sql: texto, params } = dialetoLiteral.sqlToQuery(query);
  return params.every(literalSeguro) ? texto : undefined;
}

/**
 * ONE read statement of a business in one round trip to a PostgreSQL server, instead of withTenant's four (BEGIN,
 * the settings, the statement, COMMIT). The settings and the statement travel as one simple-protocol message, which
 * the server runs as one implicit transaction, statement after statement: the role is switched before the read is
 * planned (row-level security applies as in withTenant), `app.empresa_id` is set, and both end with it
 * (`set_config(..., true)`), so nothing leaks to the pooled connection's next user. That protocol has no
 * parameters, so the statement's are written as literals (`DialetoLiteral`); a statement with a value that cannot
 * be (`literalSeguro`), or PGlite (in process: no network round trip to save), runs in withTenant instead. A second
 * statement is refused on both: it would not share the first one's snapshot.
 */
export async function leituraUnica<T>(db: Db, empresaId: EmpresaId, fn: (tx: TenantTx) => Promise<T>): Promise<T> {
  const id = comoEmpresaId(empresaId);
  const servidor = (db as { $client?: unknown }).$client instanceof pg.Pool;
  let enviadas = 0;
  const uma = (execute: (query: SQL) => Promise<unknown>) =>
    ({
      empresaId: id,
      execute(query: SQL) {
        if (++enviadas > 1) throw new Error('leituraUnica: uma instrução só; use transacao');
        return execute(query);
      },
    }) as unknown as TenantTx;
  if (!servidor) return withTenant(db, id, (t) => fn(uma((q) => t.execute(q))));
  return fn(
    uma(async (query) => {
      const texto = comoLiterais(query);
      if (texto === undefined) return withTenant(db, id, (t) => t.execute(query));
      const [, leitura] = (await db.execute(
        sql.raw(
          `SELECT set_config('app.empresa_id', '${id}', true), set_config('role', 'app_tenant', true);\n${texto}`,
        ),
      )) as unknown as [unknown, { rows: unknown[] }];
      return leitura;
    }),
  );
}

/**
 * The transaction's LAST statement. On a server it travels with COMMIT in one message (its parameters written as
 * literals, as in `leituraUnica`; a value that cannot be keeps the statement, and the COMMIT, apart): whatever that
 * statement locks is held for one message, not for the API's turns between statements — the order number's row is
 * locked from its statement to commit and every other order of the business waits that long. Nothing may be sent
 * on the transaction after it (it throws); on PGlite it is an ordinary statement and the transaction commits after
 * the callback, as always.
 */
export async function ultimaInstrucao<T>(tx: TenantTx, query: SQL): Promise<T[]> {
  const confirmar = confirmarCom(tx);
  const texto = confirmar && comoLiterais(query);
  if (!texto) return queryRows<T>(tx, query);
  return (await confirmar!(texto)).rows as T[];
}

/**
 * The handle a request of business `empresaId` passes to its services. A write that fails on a foreign key because
 * the business itself was deleted while the request ran answers 401 (the session is gone), not 500.
 */
export function tenantDe(db: Db, empresaId: EmpresaId): Tenant {
  return {
    empresaId,
    transacao: (fn, primeira) =>
      withTenant(db, empresaId, fn, primeira).catch((err: unknown) => empresaExcluida(db, empresaId, err)),
    leitura: (fn) => leituraUnica(db, empresaId, fn),
  };
}

async function empresaExcluida(db: Db, empresaId: EmpresaId, err: unknown): Promise<never> {
  if (isForeignKeyViolation(err)) {
    const [existe] = await queryRows(db, sql`SELECT 1 FROM empresas WHERE id = ${empresaId}`);
    if (!existe) throw unauthorized();
  }
  throw err;
}

/**
 * The database outside any business, for platform code: login and sessions (before any business is known),
 * superadmin work over all businesses or on global tables, public reads by an unguessable key. Row-level security
 * does not apply, so only the allow-list (RAW_DB_ALLOWED in eslint.config.js) makes one, and the services and
 * queries that take it say in their signature that they are platform code.
 */
export type PlataformaDb = Db & { readonly [marcaPlataforma]: true };

export function plataformaDe(db: Db): PlataformaDb {
  return db as PlataformaDb;
}

/** One transaction of platform code: everything in it commits or rolls back together. */
export function transacaoPlataforma<T>(p: PlataformaDb, fn: (tx: PlataformaDb) => Promise<T>): Promise<T> {
  return p.transaction((tx) => fn(tx as unknown as PlataformaDb));
}

/**
 * The demo seed writes every module's rows in one owner transaction (all or nothing on a first start) and reuses
 * module services that take a TenantTx for one business. The owner is not subject to row-level security; the
 * services still filter by the business. For db/ seeds only.
 */
export function tenantTxDeSemente(tx: Tx, empresaId: EmpresaId): TenantTx {
  return Object.assign(tx, { empresaId: comoEmpresaId(empresaId) }) as TenantTx;
}

/** Rows of a raw `sql` query (both drivers answer `{ rows }`; the shared Db type cannot say so). */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
