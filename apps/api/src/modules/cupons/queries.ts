import { and, asc, count, eq, sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../db/tenant.ts';
import { cupons } from '../../db/schema/index.ts';
import { conflict } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { CupomRegra } from '@app/shared/domain/cupons.ts';

// The only SQL of the coupons module. Every function takes the tenant transaction and filters by its business.

export type CupomLinha = typeof cupons.$inferSelect;
export type CupomGravar = Omit<typeof cupons.$inferInsert, 'id' | 'empresa_id' | 'criado_em' | 'usos'>;

const DUPLICADO = 'Já existe um cupom com este código';
const doTenant = (tx: TenantTx) => eq(cupons.empresa_id, tx.empresaId);

/** The unique index (empresa_id, upper(codigo)) is the last word under concurrency: turn it into a 409. */
async function semDuplicata<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'cupons_codigo_uq')) throw conflict(DUPLICADO);
    throw err;
  }
}

export async function codigoEmUso(tx: TenantTx, codigo: string, exceto?: number): Promise<boolean> {
  const [outro] = await tx
    .select({ id: cupons.id })
    .from(cupons)
    .where(and(doTenant(tx), sql`upper(${cupons.codigo}) = ${codigo.toUpperCase()}`))
    .limit(1);
  return outro !== undefined && outro.id !== exceto;
}

export async function listar(
  tx: TenantTx,
  q: { page: number; per_page: number; search?: string | undefined; ativo?: boolean | undefined },
) {
  const where = and(
    doTenant(tx),
    q.search
      ? sql`${cupons.codigo} LIKE ${`%${q.search.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`
      : undefined,
    q.ativo === undefined ? undefined : eq(cupons.ativo, q.ativo),
  );
  const linhas = await tx
    .select()
    .from(cupons)
    .where(where)
    .orderBy(asc(cupons.codigo))
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(cupons).where(where);
  return { linhas, total: n };
}

export async function buscar(tx: TenantTx, id: number): Promise<CupomLinha | undefined> {
  const [linha] = await tx
    .select()
    .from(cupons)
    .where(and(doTenant(tx), eq(cupons.id, id)))
    .limit(1);
  return linha;
}

export function inserir(tx: TenantTx, dados: CupomGravar): Promise<CupomLinha> {
  return semDuplicata(
    async () =>
      (
        await tx
          .insert(cupons)
          .values({ ...dados, empresa_id: tx.empresaId })
          .returning()
      )[0]!,
  );
}

export function atualizar(tx: TenantTx, id: number, dados: Partial<CupomGravar>): Promise<CupomLinha> {
  return semDuplicata(
    async () =>
      (
        await tx
          .update(cupons)
          .set(dados)
          .where(and(doTenant(tx), eq(cupons.id, id)))
          .returning()
      )[0]!,
  );
}

export async function remover(tx: TenantTx, id: number): Promise<boolean> {
  const linhas = await tx
    .delete(cupons)
    .where(and(doTenant(tx), eq(cupons.id, id)))
    .returning({ id: cupons.id });
  return linhas.length > 0;
}

export type CupomParaPedido = CupomRegra & { id: number; codigo: string; usos: number };

/** A coupon by its code (case-insensitive), with the fields the shared rule `validarCupom` reads. */
export async function porCodigo(tx: TenantTx, codigo: string): Promise<CupomParaPedido | undefined> {
  const [c] = await queryRows<CupomParaPedido>(
    tx,
    sql`
    SELECT id, codigo, tipo, valor_centesimos, pedido_minimo_centavos, to_char(validade_inicio, 'YYYY-MM-DD') AS validade_inicio,
      to_char(validade_fim, 'YYYY-MM-DD') AS validade_fim, limite_total, limite_por_cliente, ativo, usos
    FROM cupons WHERE empresa_id = ${tx.empresaId} AND codigo = upper(${codigo.trim()})`,
  );
  return c ? { ...c, id: Number(c.id) } : undefined;
}

/** Counts one use; false when the total limit is already reached (checked on the row's latest version). */
export async function consumirUso(tx: TenantTx, id: number): Promise<boolean> {
  const ok = await queryRows<{ id: number }>(
    tx,
    sql`
    UPDATE cupons SET usos = usos + 1
    WHERE empresa_id = ${tx.empresaId} AND id = ${id} AND (limite_total IS NULL OR usos < limite_total) RETURNING id`,
  );
  return ok.length > 0;
}

/** Gives a use back (a cancelled order no longer counts against the limits). */
export async function devolverUso(tx: TenantTx, id: number): Promise<void> {
  await tx.execute(
    sql`UPDATE cupons SET usos = greatest(usos - 1, 0) WHERE empresa_id = ${tx.empresaId} AND id = ${id}`,
  );
}
