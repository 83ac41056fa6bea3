import { and, eq, gt, sql } from 'drizzle-orm';
import type { PlataformaDb } from '../../../db/tenant.ts';
import { loginFalhas } from '../../../db/schema/index.ts';

/** How many failed logins the account had since `desde`, and when the last one was. */
export async function falhasDesde(
  p: PlataformaDb,
  email: string,
  desde: Date,
): Promise<{ n: number; ultima: Date | null }> {
  const rows = await p
    .select({ n: sql<number>`count(*)::int`, ultima: sql<Date | null>`max(${loginFalhas.em})` })
    .from(loginFalhas)
    .where(and(eq(loginFalhas.email, email), gt(loginFalhas.em, desde)));
  const { n = 0, ultima = null } = rows[0] ?? {};
  return { n, ultima };
}

export async function registrarFalha(p: PlataformaDb, email: string, ip: string | null): Promise<void> {
  await p.insert(loginFalhas).values({ email, ip });
}

export async function limparFalhas(p: PlataformaDb, email: string): Promise<void> {
  await p.delete(loginFalhas).where(eq(loginFalhas.email, email));
}

export async function apagarFalhasAntesDe(p: PlataformaDb, limite: Date): Promise<void> {
  await p.delete(loginFalhas).where(sql`${loginFalhas.em} < ${limite}`);
}
