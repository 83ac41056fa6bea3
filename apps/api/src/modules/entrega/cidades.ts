import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { cidadesAtendidas } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';

const NAO_ENCONTRADA = 'Cidade atendida não encontrada';
const DUPLICADA = 'Esta cidade já está cadastrada';

const out = (r: typeof cidadesAtendidas.$inferSelect) => ({ id: Number(r.id), cidade: r.cidade, estado: r.estado });

async function semDuplicata<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'cidades_atendidas_uq')) throw conflict(DUPLICADA);
    throw err;
  }
}

export function listar(db: Db, empresaId: number, page: number, perPage: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const where = eq(cidadesAtendidas.empresa_id, empresaId);
    const rows = await tx.select().from(cidadesAtendidas).where(where).orderBy(asc(cidadesAtendidas.cidade), asc(cidadesAtendidas.id))
      .limit(perPage).offset((page - 1) * perPage);
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(cidadesAtendidas).where(where)) as [{ n: number }];
    return { items: rows.map(out), total: Number(n) };
  });
}

export function criar(db: Db, empresaId: number, d: { cidade: string; estado: string }) {
  return semDuplicata(() => withTenantLegado(db, empresaId, async (tx) => {
    const [row] = await tx.insert(cidadesAtendidas).values({ empresa_id: empresaId, cidade: d.cidade, estado: d.estado }).returning();
    return out(row!);
  }));
}

export function alterar(db: Db, empresaId: number, id: number, d: { cidade?: string | undefined; estado?: string | undefined }) {
  return semDuplicata(() => withTenantLegado(db, empresaId, async (tx) => {
    const set: Partial<typeof cidadesAtendidas.$inferInsert> = {};
    if (d.cidade !== undefined) set.cidade = d.cidade;
    if (d.estado !== undefined) set.estado = d.estado;
    const [row] = await tx.update(cidadesAtendidas).set(set).where(and(eq(cidadesAtendidas.empresa_id, empresaId), eq(cidadesAtendidas.id, id))).returning();
    if (!row) throw notFound(NAO_ENCONTRADA);
    return out(row);
  }));
}

/** Areas tied to the city lose the tie (FK ON DELETE SET NULL) and keep working for any city. */
export function excluir(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.delete(cidadesAtendidas).where(and(eq(cidadesAtendidas.empresa_id, empresaId), eq(cidadesAtendidas.id, id))).returning({ id: cidadesAtendidas.id });
    if (rows.length === 0) throw notFound(NAO_ENCONTRADA);
    return { ok: true as const };
  });
}
