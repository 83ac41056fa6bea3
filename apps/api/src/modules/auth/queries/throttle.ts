import { and, eq, gt, like, not, sql } from 'drizzle-orm';
import type { PlataformaDb } from '../../../db/tenant.ts';
import { loginFalhas } from '../../../db/schema/index.ts';

export interface Falhas {
  n: number;
  ultima: Date | null;
}

const contar = async (p: PlataformaDb, where: ReturnType<typeof and>): Promise<Falhas> => {
  const rows = await p
    .select({ n: sql<number>`count(*)::int`, ultima: sql<Date | null>`max(${loginFalhas.em})` })
    .from(loginFalhas)
    .where(where);
  const { n = 0, ultima = null } = rows[0] ?? {};
  return { n, ultima };
};

/** Failed logins of the account from one source since `desde`, and when the last one was. */
export function falhasDaOrigem(p: PlataformaDb, email: string, origem: string, desde: Date): Promise<Falhas> {
  return contar(p, and(eq(loginFalhas.email, email), eq(loginFalhas.origem, origem), gt(loginFalhas.em, desde)));
}

/** Failed logins of the account from every source that is not one of its known devices. */
export function falhasDeDesconhecidos(p: PlataformaDb, email: string, desde: Date): Promise<Falhas> {
  return contar(
    p,
    and(eq(loginFalhas.email, email), gt(loginFalhas.em, desde), not(like(loginFalhas.origem, 'dispositivo:%'))),
  );
}

export async function registrarFalha(
  p: PlataformaDb,
  f: { email: string; ip: string | null; origem: string },
): Promise<void> {
  await p.insert(loginFalhas).values(f);
}

/** A success clears its own source's failures only (clearing the account's would reset a stranger's count). */
export async function limparFalhas(p: PlataformaDb, email: string, origem: string): Promise<void> {
  await p.delete(loginFalhas).where(and(eq(loginFalhas.email, email), eq(loginFalhas.origem, origem)));
}

export async function apagarFalhasAntesDe(p: PlataformaDb, limite: Date): Promise<void> {
  await p.delete(loginFalhas).where(sql`${loginFalhas.em} < ${limite}`);
}
