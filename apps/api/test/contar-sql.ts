import { PgliteSession } from 'drizzle-orm/pglite/session';
import { NodePgSession } from 'drizzle-orm/node-postgres/session';
import pg from 'pg';
import { MARCA_DO_LOTE } from '../src/db/client.ts';

/**
 * Records the SQL text of every statement the app sends through drizzle (both drivers; not BEGIN/COMMIT) while `fn` runs: tests of
 * how many round trips a hot path costs, whatever the data's size. A transaction's last statement sent with its
 * COMMIT on a server (`ultimaInstrucao`), or its first sent with BEGIN (`Tenant.transacao`'s `primeira`), bypasses
 * drizzle; it is recorded too (without BEGIN, the scope or COMMIT), and so is each statement of a message of statements
 * sent together (`emLote`), so both drivers count alike.
 */
export async function gravarSql<T>(fn: () => Promise<T>): Promise<{ resultado: T; sql: string[] }> {
  const vistos: string[] = [];
  const protos = [PgliteSession.prototype, NodePgSession.prototype] as unknown as {
    prepareQuery: (this: unknown, query: { sql: string }, ...rest: unknown[]) => unknown;
  }[];
  const originais = protos.map((p) => p.prepareQuery);
  protos.forEach((p, i) => {
    p.prepareQuery = function (this: unknown, query: { sql: string }, ...rest: unknown[]) {
      // BEGIN/COMMIT go through here on node-postgres only: leave them out so both drivers count alike
      if (!/^\s*(begin|commit|rollback)\b/i.test(query.sql)) vistos.push(query.sql);
      return originais[i]!.call(this, query, ...rest);
    };
  });
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const texto = typeof args[0] === 'string' ? args[0] : '';
    const ultima = /^([\s\S]*);\nCOMMIT$/.exec(texto);
    if (ultima) vistos.push(ultima[1]!);
    // a first statement sent with BEGIN and the scope (`Tenant.transacao`'s `primeira`)
    const primeira = /^BEGIN; SELECT set_config\('app\.empresa_id'[^\n]*;\n([\s\S]+)$/.exec(texto);
    if (primeira) vistos.push(primeira[1]!);
    // statements sent together in one message (`emLote`): each one, as drizzle would have sent it
    if (texto.startsWith(MARCA_DO_LOTE)) vistos.push(...texto.slice(MARCA_DO_LOTE.length).split(`;\n${MARCA_DO_LOTE}`));
    return (query as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof query;
  try {
    return { resultado: await fn(), sql: vistos };
  } finally {
    protos.forEach((p, i) => (p.prepareQuery = originais[i]!));
    pg.Client.prototype.query = query;
  }
}
