// A worker process for the restart test: opens the database the parent prepared, sends the outbox through the
// stand-in gateway until the queue is empty, then exits. The parent kills one of these with SIGKILL mid-way.
import { openPglite, openPostgres } from '../src/db/client.ts';
import { plataformaDe } from '../src/db/tenant.ts';
import { provedorEvolution } from '../src/modules/whatsapp/provedor/evolution.ts';
import { processarFila } from '../src/modules/whatsapp/service/fila.ts';
import { sql } from 'drizzle-orm';

const database = process.env.FILA_PG_URL
  ? openPostgres(process.env.FILA_PG_URL, 2)
  : await openPglite(process.env.FILA_DIR!);
const provedor = provedorEvolution(process.env.FILA_GATEWAY!, 'chave-do-gateway', { permitirLoopback: true });
const p = plataformaDe(database.db);
process.stdout.write('pronto\n');
for (;;) {
  await processarFila(p, provedor, { reservaSegundos: 1, limite: 1 });
  const r = (await database.db.execute(
    sql`SELECT count(*)::int AS n FROM whatsapp_mensagens WHERE status IN ('pendente', 'enviando')`,
  )) as unknown as { rows: { n: number }[] };
  if (r.rows[0]!.n === 0) break;
  await new Promise((ok) => setTimeout(ok, 50));
}
await database.close();
process.exit(0);
