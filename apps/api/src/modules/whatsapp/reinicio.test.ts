import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { EvolutionSubstituto } from '../../../test/evolution-substituto.ts';
import { openPglite, openPostgres, type Database } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { queryRows } from '../../db/tenant.ts';
import { MOTIVO_INTERROMPIDO } from './service/fila.ts';

// The outbox across a crash: a worker process is killed with SIGKILL while a send is on the wire; a new process
// finishes the queue. No message is lost (each is sent or shown as interrupted, for a resend by a person) and
// none reaches the gateway twice. On PGlite (a data folder) and, with TEST_DATABASE_URL, on PostgreSQL.

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const TOTAL = 20;
let gw: EvolutionSubstituto;
let dir: string | undefined;
let pgUrl: string | undefined;
let nomeBanco: string | undefined;

async function abrir(): Promise<Database> {
  return pgUrl ? openPostgres(pgUrl, 2) : openPglite(dir!);
}

beforeAll(async () => {
  gw = await EvolutionSubstituto.iniciar('chave-do-gateway');
  if (process.env.TEST_DB_KIND === 'pg' && process.env.TEST_DATABASE_URL) {
    nomeBanco = `t_fila_${crypto.randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${nomeBanco}`);
    await admin.end();
    const u = new URL(process.env.TEST_DATABASE_URL);
    u.pathname = `/${nomeBanco}`;
    pgUrl = u.toString();
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fila-whatsapp-'));
  }
  const d = await abrir();
  await migrate(d);
  const nome = `wa-${crypto.randomBytes(16).toString('hex')}`;
  const [e] = await queryRows<{ id: number }>(
    d.db,
    sql`INSERT INTO empresas (nome, cidade, uf) VALUES ('Empresa Fila', 'Curitiba', 'PR') RETURNING id`,
  );
  await d.db.execute(
    sql`INSERT INTO whatsapp_instancias (empresa_id, nome, segredo_hash, estado) VALUES (${e!.id}, ${nome}, ${'0'.repeat(64)}, 'open')`,
  );
  for (let i = 0; i < TOTAL; i++)
    await d.db.execute(
      sql`INSERT INTO whatsapp_mensagens (empresa_id, origem, telefone, texto) VALUES (${e!.id}, 'teste', '+5541987654321', ${`mensagem ${i}`})`,
    );
  await d.close();
  gw.conectada(nome);
}, 60_000);

afterAll(async () => {
  await gw?.fechar();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
  if (nomeBanco) {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${nomeBanco} WITH (FORCE)`);
    await admin.end();
  }
});

function trabalhador(): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'test/fila-whatsapp-processo.ts'], {
    cwd: apiDir,
    env: { ...process.env, FILA_DIR: dir ?? '', FILA_PG_URL: pgUrl ?? '', FILA_GATEWAY: gw.url },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
const fim = (c: ChildProcess) =>
  new Promise<number | null>((ok) =>
    c.exitCode !== null || c.signalCode ? ok(c.exitCode) : c.once('exit', (code) => ok(code)),
  );

describe('fila do WhatsApp depois de kill -9', () => {
  it('nenhuma mensagem perdida, nenhuma enviada duas vezes', async () => {
    gw.atrasoEnvioMs = 150;
    const primeiro = trabalhador();
    let saida = '';
    primeiro.stderr!.on('data', (b) => (saida += String(b)));
    const limite = Date.now() + 45_000;
    while (gw.enviados().length < 6) {
      if (primeiro.exitCode !== null) throw new Error(`o trabalhador terminou antes da hora: ${saida}`);
      if (Date.now() > limite) throw new Error(`o trabalhador não enviou: ${saida}`);
      await new Promise((ok) => setTimeout(ok, 5));
    }
    primeiro.kill('SIGKILL'); // the 6th send is on the wire: its answer is never recorded
    await fim(primeiro);
    expect(primeiro.signalCode).toBe('SIGKILL');

    gw.atrasoEnvioMs = 0;
    const segundo = trabalhador();
    let saida2 = '';
    segundo.stderr!.on('data', (b) => (saida2 += String(b)));
    expect(await fim(segundo), saida2).toBe(0);

    const textos = gw.enviados().map((e) => e.texto);
    expect(new Set(textos).size, 'nenhum texto duas vezes').toBe(textos.length);
    expect(textos.length).toBe(TOTAL);

    const d = await abrir();
    const linhas = await queryRows<{ texto: string; status: string; ultimo_erro: string | null }>(
      d.db,
      sql`SELECT texto, status, ultimo_erro FROM whatsapp_mensagens ORDER BY id`,
    );
    await d.close();
    const interrompidas = linhas.filter((l) => l.status === 'falhou');
    expect(interrompidas).toHaveLength(1);
    expect(interrompidas[0]!.ultimo_erro).toBe(MOTIVO_INTERROMPIDO);
    expect(linhas.filter((l) => l.status === 'enviada')).toHaveLength(TOTAL - 1);
    expect(textos).toContain(interrompidas[0]!.texto); // it did reach the gateway: not sending it again was right
  }, 90_000);
});
