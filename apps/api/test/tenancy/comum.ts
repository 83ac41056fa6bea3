import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/tenant.ts';
import { bearer, type Fixture } from '../helpers.ts';

/** POSTs as `token` and answers the created row (any other status fails the seeding). */
export async function criar(f: Fixture, token: string, url: string, payload: object) {
  const res = await f.app.inject({ method: 'POST', url, headers: bearer(token), payload });
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<{ id: number; enderecos?: { id: number }[] }>();
}

/** B's rows of the given tables as text, for "nothing of B changed". */
export async function linhasDeB(f: Fixture, tabelas: string[]): Promise<string> {
  const partes = await Promise.all(
    tabelas.map(
      async (t) =>
        (
          await queryRows<{ t: string | null }>(
            f.database.db,
            sql`SELECT string_agg(row_to_json(x)::text, ',' ORDER BY id) AS t FROM ${sql.identifier(t)} x WHERE empresa_id = ${f.B.id}`,
          )
        )[0]!.t,
    ),
  );
  return partes.join('|');
}
