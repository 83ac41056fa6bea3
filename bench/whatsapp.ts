// Bench: the WhatsApp outbox worker. How many messages a second one worker (and four concurrent workers) move from
// `pendente` to `enviada` through a stand-in gateway that answers at once, with a long history of sent messages in
// the table (the claim must stay an index range on the pending rows only), beside a Fastify hello-world measured in
// the same run. Figures go to docs/PERFORMANCE.md.
//
//   PGlite:     npx tsx bench/whatsapp.ts
//   PostgreSQL: npx tsx bench/whatsapp.ts --pg   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres)
//
// Options: --historico=50000 (sent messages already in the table) --mensagens=500 (per run)
import crypto from 'node:crypto';
import Fastify from 'fastify';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { abrirBanco } from './banco.ts';
import { plataformaDe } from '../apps/api/src/db/tenant.ts';
import { provedorEvolution } from '../apps/api/src/modules/whatsapp/provedor/evolution.ts';
import { processarFila } from '../apps/api/src/modules/whatsapp/service/fila.ts';
import { EvolutionSubstituto } from '../apps/api/test/evolution-substituto.ts';

const arg = (name: string, def: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? def;
const usePg = process.argv.includes('--pg');
const HISTORICO = Number(arg('historico', '50000'));
const MENSAGENS = Number(arg('mensagens', '500'));

const { database, drop } = await abrirBanco('whatsapp', usePg);
const db = database.db;
await migrate(database);
const nome = `wa-${crypto.randomBytes(16).toString('hex')}`;
await db.execute(sql`INSERT INTO empresas (nome) VALUES ('Bench WhatsApp')`);
await db.execute(
  sql`INSERT INTO whatsapp_instancias (empresa_id, nome, segredo_hash, estado) VALUES (1, ${nome}, ${'0'.repeat(64)}, 'open')`,
);
await db.execute(sql`INSERT INTO whatsapp_mensagens (empresa_id, origem, telefone, texto, status, tentativas, enviada_em, criado_em)
  SELECT 1, 'aviso', '+5541987654321', 'histórico ' || g, 'enviada', 1, now() - make_interval(mins => g), now() - make_interval(mins => g)
  FROM generate_series(1, ${HISTORICO}) g`);
await db.execute(sql`ANALYZE`);

const gw = await EvolutionSubstituto.iniciar('k');
gw.conectada(nome);
const provedor = provedorEvolution(gw.url, 'k', { permitirLoopback: true });
const p = plataformaDe(db);

const hello = Fastify({ logger: false });
hello.get('/hello', async () => ({ hello: 'world' }));
await hello.listen({ port: 0, host: '127.0.0.1' });
const h = await autocannon({
  url: `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/hello`,
  connections: 10,
  duration: 5,
});
await hello.close();

async function rodada(trabalhadores: number) {
  await db.execute(sql`INSERT INTO whatsapp_mensagens (empresa_id, origem, telefone, texto)
    SELECT 1, 'teste', '+5541987654321', 'bench ' || g FROM generate_series(1, ${MENSAGENS}) g`);
  const antes = gw.enviados().length;
  const t0 = performance.now();
  await Promise.all(Array.from({ length: trabalhadores }, () => processarFila(p, provedor, { limite: MENSAGENS })));
  const s = (performance.now() - t0) / 1000;
  const enviados = gw.enviados().length - antes;
  const textos = gw
    .enviados()
    .slice(antes)
    .map((e) => e.texto);
  if (enviados !== MENSAGENS || new Set(textos).size !== enviados)
    throw new Error('bench: envio incompleto ou repetido');
  return { trabalhadores, mensagens: enviados, segundos: Number(s.toFixed(2)), por_segundo: Math.round(enviados / s) };
}

const um = await rodada(1);
const quatro = await rodada(4);
console.log(
  JSON.stringify(
    {
      db: database.kind,
      historico: HISTORICO,
      hello_req_s: Math.round(h.requests.average),
      um: { ...um, pct_hello: `${((100 * um.por_segundo) / h.requests.average).toFixed(1)} %` },
      quatro: { ...quatro, pct_hello: `${((100 * quatro.por_segundo) / h.requests.average).toFixed(1)} %` },
    },
    null,
    2,
  ),
);
await gw.fechar();
await database.close();
await drop();
