import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';
import type { PgDatabase, PgDialect, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';
import { NodeFSDuravel, parametrosDuraveis } from './pglite-duravel.ts';
import { travarPasta } from './trava.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a transaction callback receives; same query API as Db. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A transaction that starts with `prefixo` (statements without parameters) sent together with its BEGIN in one
 * round trip; `fn` gets the rows of the prefix's last statement. Only the server driver has one (see `openPostgres`); `transacaoComPrefixo` finds it on a Db.
 */
type TransacaoComPrefixo = <T>(prefixo: string, fn: (tx: Tx, linhas: unknown[]) => Promise<T>) => Promise<T>;
const comPrefixo = Symbol('transacaoComPrefixo');

export function transacaoComPrefixo(db: Db): TransacaoComPrefixo | undefined {
  return (db as Db & { [comPrefixo]?: TransacaoComPrefixo })[comPrefixo];
}

/**
 * Sends `texto` (one statement without parameters) and COMMIT in one message: the transaction ends with it, and any
 * later statement on the transaction throws. Only a server transaction opened by `transacaoComPrefixo` has one.
 */
type ConfirmarCom = (texto: string) => Promise<{ rows: unknown[] }>;
const comCommit = Symbol('confirmarCom');

export function confirmarCom(tx: Tx): ConfirmarCom | undefined {
  return (tx as Tx & { [comCommit]?: ConfirmarCom })[comCommit];
}

/**
 * Sends statements without parameters in one simple-protocol message inside the transaction, answering each one's
 * result in order. Only a server transaction opened by `transacaoComPrefixo` has one (see `emLote`, db/lote.ts).
 */
type EnviarJuntos = (textos: string[]) => Promise<{ rows: unknown[] }[]>;
const comJuntos = Symbol('enviarJuntos');

export function enviarJuntos(tx: Tx): EnviarJuntos | undefined {
  return (tx as Tx & { [comJuntos]?: EnviarJuntos })[comJuntos];
}

/** What starts each statement of a message sent by `enviarJuntos` (a comment: tests split the message by it). */
export const MARCA_DO_LOTE = '/* lote */ ';

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs SQL text that may hold several statements (migrations). No parameters. */
  exec(sqlText: string): Promise<void>;
  /** Runs `fn` holding a database-wide lock (serialises migrations across processes on a shared server). */
  withMigrationLock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on a channel; `onReset` runs when the listening connection was lost and re-established (events
   * may have been missed meanwhile, so caches fed by them must be dropped). Returns an unlisten function.
   */
  listen(channel: string, onMessage: (payload: string) => void, onReset?: () => void): Promise<() => Promise<void>>;
  /** A round trip to the database (health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

// int8 as JS number: ids and cent sums stay far below 2^53; strings would leak into JSON as "12".
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * A PostgreSQL server. `directUrl`: a connection that bypasses a transaction-pooling PgBouncer, for what needs one
 * server session throughout — LISTEN and the migrations' advisory lock (DATABASE_DIRECT_URL; default the same URL).
 */
export function openPostgres(connectionString: string, max = 10, directUrl = connectionString): Database {
  // jit off: our queries are short OLTP reads; JIT compilation cost more than it saved (259 ms on a 971 ms
  // history page in bench/pedidos.ts)
  const pool = new pg.Pool({ connectionString, max, types, options: '-c jit=off' });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  Object.defineProperty(db, comPrefixo, { value: transacaoPg(pool, db) });
  return {
    kind: 'postgres',
    db,
    exec: async (text) => void (await pool.query(text)),
    async withMigrationLock(fn) {
      // a session-level lock: held on its own direct connection for the whole run
      const client = new pg.Client({ connectionString: directUrl });
      client.on('error', () => undefined);
      await client.connect();
      try {
        await client.query('SELECT pg_advisory_lock(746174)');
        return await fn();
      } finally {
        await client.query('SELECT pg_advisory_unlock(746174)').catch(() => undefined);
        await client.end().catch(() => undefined);
      }
    },
    listen: (channel, onMessage, onReset) => listenPostgres(directUrl, channel, onMessage, onReset),
    ping: async () => void (await pool.query('SELECT 1')),
    close: () => pool.end(),
  };
}

/**
 * Drizzle's transaction on a pool sends BEGIN alone and then every statement of the callback. A tenant
 * transaction's first statement (its scope: `set_config`) has no parameters, so it can travel with BEGIN in one
 * simple-protocol message: one round trip fewer on every request. Each round trip costs a socket write and a wake-up
 * of the server process; on a report or a history page they were most of the API process's CPU (writev alone
 * 16 % of its profile). The callback gets the same transaction object Drizzle builds, on the checked-out client.
 */
function transacaoPg(pool: pg.Pool, db: Db): TransacaoComPrefixo {
  // what Drizzle's own transaction passes to the session and transaction it builds (private in its types)
  const base = (db as unknown as { session: { dialect: PgDialect; options: object } }).session;
  return async (prefixo, fn) => {
    const client = await pool.connect();
    let quebrado = false;
    try {
      // no relational schema: nothing uses `tx.query`, and with it Drizzle builds a query builder for each of the
      // ~80 tables on every transaction (measured at several % of the API's CPU on a history page)
      const session = new NodePgSession(client, base.dialect, undefined, base.options);
      const tx = new NodePgTransaction(base.dialect, session, undefined) as unknown as Tx;
      let confirmada = false;
      // after `confirmarCom` the connection is outside any transaction and without the tenant's scope: a statement
      // sent then would run unscoped, so it is refused
      session.prepareQuery = ((...args: Parameters<typeof session.prepareQuery>) => {
        if (confirmada) throw new Error('transação já confirmada: nenhuma instrução depois da última');
        return NodePgSession.prototype.prepareQuery.apply(session, args);
      }) as typeof session.prepareQuery;
      Object.defineProperty(tx, comCommit, {
        value: async (texto: string) => {
          if (confirmada) throw new Error('transação já confirmada');
          confirmada = true;
          const [r] = (await client.query(`${texto};\nCOMMIT`)) as unknown as { rows: unknown[] }[];
          return r!;
        },
      });
      Object.defineProperty(tx, comJuntos, {
        value: async (textos: string[]) => {
          if (confirmada) throw new Error('transação já confirmada: nenhuma instrução depois da última');
          const r = (await client.query(textos.map((t) => MARCA_DO_LOTE + t).join(';\n'))) as unknown;
          const todos = (Array.isArray(r) ? r : [r]) as { rows: unknown[] }[];
          if (todos.length !== textos.length) throw new Error('lote: um resultado por instrução');
          return todos;
        },
      });
      try {
        // simple protocol (no parameters): several statements in one message
        const abertura = (await client.query(`BEGIN; ${prefixo}`)) as unknown as { rows: unknown[] }[];
        const r = await fn(tx, abertura.at(-1)!.rows);
        if (!confirmada) await client.query('COMMIT');
        return r;
      } catch (err) {
        // a client whose ROLLBACK failed may still be inside a transaction: destroyed, not pooled
        await client.query('ROLLBACK').catch(() => (quebrado = true));
        throw err;
      }
    } finally {
      client.release(quebrado);
    }
  };
}

/** A dedicated connection for LISTEN (a pooled one would be handed to queries); reconnects with back-off. */
async function listenPostgres(
  connectionString: string,
  channel: string,
  onMessage: (p: string) => void,
  onReset?: () => void,
) {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = 500;
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) onMessage(n.payload);
    });
    c.on('error', () => undefined);
    c.on('end', () => {
      if (stopped) return;
      onReset?.();
      setTimeout(() => void connect().catch(() => undefined), delay);
      delay = Math.min(delay * 2, 10_000);
    });
    await c.connect();
    await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = c;
    delay = 500;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

/**
 * Embedded PostgreSQL (PGlite). `dataDir` undefined = in memory (tests). One process per data folder.
 * On a folder, a committed transaction is on disk before COMMIT returns (fsync on, see pglite-duravel.ts) unless
 * `fsync: false` (PGLITE_FSYNC=0) trades that for speed.
 */
export async function openPglite(dataDir?: string, opts: { fsync?: boolean } = {}): Promise<Database> {
  let release = () => {};
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    release = travarPasta(dataDir);
  }
  // Extensions the migrations create (0004: trigram search); on a server they come with PostgreSQL contrib.
  const extensions = { pg_trgm, btree_gin };
  const duravel = dataDir !== undefined && opts.fsync !== false;
  const client = !dataDir
    ? await PGlite.create({ extensions })
    : duravel
      ? await PGlite.create({ fs: new NodeFSDuravel(dataDir), extensions, startParams: parametrosDuraveis() })
      : await PGlite.create(dataDir, { extensions });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    exec: async (text) => void (await client.exec(text)),
    withMigrationLock: (fn) => fn(),
    async listen(channel, onMessage) {
      const unlisten = await client.listen(channel, onMessage);
      return () => unlisten();
    },
    ping: async () => void (await client.query('SELECT 1')),
    async close() {
      // checkpoint before closing: a clean stop leaves a consistent folder even when fsync is off, and the next
      // start has no WAL to replay
      await client.query('CHECKPOINT').catch(() => undefined);
      await client.close();
      release();
    },
  };
}
