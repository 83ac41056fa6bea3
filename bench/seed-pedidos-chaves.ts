// The seed loads the five big tables without their constraints and indexes (much faster) and puts them back from
// their saved definitions afterwards, so the resulting schema is exactly the migrations' (the FK validation at the
// end also proves the seed consistent).
import type { Runner } from './seed-pedidos-plano.ts';

const BIG_TABLES = ['pedidos', 'pedido_itens', 'pedido_pagamentos', 'clientes', 'enderecos'];

type Def = { tbl: string; conname: string; def: string };
export interface Chaves {
  fks: Def[];
  uks: Def[];
  ixs: { indexname: string; indexdef: string }[];
}
type Passos = { step: string; ms: number }[];

/** Saves and drops the FKs, PK/UNIQUE constraints and indexes of the big tables. */
export async function soltarChaves(db: Runner, steps: Passos): Promise<Chaves> {
  const s1 = performance.now();
  const tbls = `ARRAY[${BIG_TABLES.map((t) => `'${t}'::regclass`).join(',')}]`;
  const fks = await db.rows<{ tbl: string; conname: string; def: string }>(`
    SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
    WHERE contype = 'f' AND (conrelid = ANY(${tbls}) OR confrelid = ANY(${tbls})) ORDER BY conrelid::regclass::text, conname`);
  const uks = await db.rows<{ tbl: string; conname: string; def: string }>(`
    SELECT conrelid::regclass::text AS tbl, conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
    WHERE contype IN ('p', 'u') AND conrelid = ANY(${tbls}) ORDER BY contype, conname`);
  const ixs = await db.rows<{ indexname: string; indexdef: string }>(`
    SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename IN (${BIG_TABLES.map((t) => `'${t}'`).join(',')})
      AND indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype IN ('p', 'u'))`);
  for (const f of fks) await db.exec(`ALTER TABLE ${f.tbl} DROP CONSTRAINT ${f.conname}`);
  for (const u of uks) await db.exec(`ALTER TABLE ${u.tbl} DROP CONSTRAINT ${u.conname}`);
  for (const i of ixs) await db.exec(`DROP INDEX ${i.indexname}`);
  steps.push({
    step: `drop ${fks.length} FKs, ${uks.length} PK/UNIQUE, ${ixs.length} indexes`,
    ms: Math.round(performance.now() - s1),
  });
  return { fks, uks, ixs };
}

/** Recreates what `soltarChaves` dropped: PK/UNIQUE, then indexes, then FKs (validated). */
export async function refazerChaves(db: Runner, c: Chaves, steps: Passos, log: (m: string) => void): Promise<void> {
  const s9 = performance.now();
  for (const u of c.uks) await db.exec(`ALTER TABLE ${u.tbl} ADD CONSTRAINT ${u.conname} ${u.def}`);
  steps.push({ step: 'recreate PK/UNIQUE', ms: Math.round(performance.now() - s9) });
  log(`  seed: recreate PK/UNIQUE ${steps.at(-1)!.ms} ms`);
  const s9b = performance.now();
  for (const i of c.ixs) await db.exec(i.indexdef);
  steps.push({ step: 'recreate indexes', ms: Math.round(performance.now() - s9b) });
  log(`  seed: recreate indexes ${steps.at(-1)!.ms} ms`);
  const s9c = performance.now();
  for (const f of c.fks) await db.exec(`ALTER TABLE ${f.tbl} ADD CONSTRAINT ${f.conname} ${f.def}`);
  steps.push({ step: 'recreate + validate FKs', ms: Math.round(performance.now() - s9c) });
  log(`  seed: recreate + validate FKs ${steps.at(-1)!.ms} ms`);
}
