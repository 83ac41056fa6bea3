import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';
import { queryRows } from './tenant.ts';

// Migrations are plain SQL files applied in name order, each in its own transaction. In the bundled server
// the build copies them next to server.js (dist/migrations).
function migrationsDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((d) => fs.existsSync(d));
  if (!found) throw new Error(`Pasta de migrações não encontrada (procurei em ${candidates.join(', ')})`);
  return found;
}

export async function migrate(database: Database): Promise<string[]> {
  const dir = migrationsDir();
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  return database.withMigrationLock(async () => {
    await database.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (nome text PRIMARY KEY, aplicada_em timestamptz NOT NULL DEFAULT now())',
    );
    const rows = await queryRows<{ nome: string }>(database.db, sql`SELECT nome FROM schema_migrations`);
    const done = new Set(rows.map((r) => r.nome));
    const applied: string[] = [];
    for (const file of files) {
      if (done.has(file)) continue;
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const nome = file.replace(/'/g, "''");
      await database.exec(`BEGIN;\n${text}\n;INSERT INTO schema_migrations (nome) VALUES ('${nome}');\nCOMMIT;`);
      applied.push(file);
    }
    // a table a later migration created with an `id` primary key gets (empresa_id, id) (see migration 0006)
    if (applied.length)
      await database.exec(
        `DO $$ BEGIN IF to_regproc('chaves_por_empresa') IS NOT NULL THEN PERFORM chaves_por_empresa(); END IF; END $$`,
      );
    return applied;
  });
}
