import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sistemaSegredos } from '../db/schema/index.ts';

/** The access-token key: JWT_SECRET when given, else a random 256-bit key made on first start and kept in the database. */
export async function resolveJwtKey(db: Db, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const fresh = crypto.randomBytes(32).toString('base64url');
  await db.insert(sistemaSegredos).values({ chave: 'jwt', valor: fresh }).onConflictDoNothing();
  const [row] = await db.select().from(sistemaSegredos).where(eq(sistemaSegredos.chave, 'jwt'));
  return new TextEncoder().encode(row!.valor);
}
