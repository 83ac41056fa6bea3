import { PgliteSession } from 'drizzle-orm/pglite/session';
import { NodePgSession } from 'drizzle-orm/node-postgres/session';

/**
 * Records the SQL text of every statement the app sends through drizzle (both drivers; not BEGIN/COMMIT) while `fn` runs: tests of
 * how many round trips a hot path costs, whatever the data's size.
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
  try {
    return { resultado: await fn(), sql: vistos };
  } finally {
    protos.forEach((p, i) => (p.prepareQuery = originais[i]!));
  }
}
