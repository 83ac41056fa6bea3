import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { withTenant } from '../../db/tenant.ts';
import { cupons } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import { janelaValida, MSG_JANELA, valorCupomCentesimos, type Cupom, type CupomCriar, type CupomPatch } from '@app/shared/schemas/cupons.ts';

const NAO_ENCONTRADO = 'Cupom não encontrado';
const DUPLICADO = 'Já existe um cupom com este código';

function out(r: typeof cupons.$inferSelect): Cupom {
  return {
    id: Number(r.id), codigo: r.codigo, descricao: r.descricao, tipo: r.tipo, valor: r.valor_centesimos / 100,
    pedido_minimo: centavosToReais(r.pedido_minimo_centavos), validade_inicio: r.validade_inicio, validade_fim: r.validade_fim,
    limite_total: r.limite_total, limite_por_cliente: r.limite_por_cliente, usos: r.usos, ativo: r.ativo, criado_em: r.criado_em.toISOString(),
  };
}

async function codigoLivre(tx: Tx, empresaId: number, codigo: string, exceto?: number) {
  const [outro] = await tx.select({ id: cupons.id }).from(cupons)
    .where(and(eq(cupons.empresa_id, empresaId), sql`upper(${cupons.codigo}) = ${codigo.toUpperCase()}`)).limit(1);
  if (outro && outro.id !== exceto) throw conflict(DUPLICADO);
}

async function semDuplicata<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'cupons_codigo_uq')) throw conflict(DUPLICADO);
    throw err;
  }
}

async function carregar(tx: Tx, empresaId: number, id: number) {
  const [row] = await tx.select().from(cupons).where(and(eq(cupons.empresa_id, empresaId), eq(cupons.id, id))).limit(1);
  if (!row) throw notFound(NAO_ENCONTRADO);
  return row;
}

export function listar(db: Db, empresaId: number, q: { page: number; per_page: number; search?: string | undefined; ativo?: boolean | undefined }) {
  return withTenant(db, empresaId, async (tx) => {
    const where = and(
      eq(cupons.empresa_id, empresaId),
      q.search ? sql`${cupons.codigo} LIKE ${`%${q.search.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : undefined,
      q.ativo === undefined ? undefined : eq(cupons.ativo, q.ativo),
    );
    const rows = await tx.select().from(cupons).where(where).orderBy(asc(cupons.codigo)).limit(q.per_page).offset((q.page - 1) * q.per_page);
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(cupons).where(where)) as [{ n: number }];
    return { items: rows.map(out), total: Number(n) };
  });
}

export function obter(db: Db, empresaId: number, id: number) {
  return withTenant(db, empresaId, async (tx) => out(await carregar(tx, empresaId, id)));
}

export function criar(db: Db, empresaId: number, d: CupomCriar) {
  return semDuplicata(() => withTenant(db, empresaId, async (tx) => {
    await codigoLivre(tx, empresaId, d.codigo);
    const valor = valorCupomCentesimos(d.tipo, d.valor) as number; // checked by the schema
    const [row] = await tx.insert(cupons).values({
      empresa_id: empresaId, codigo: d.codigo, descricao: d.descricao ?? null, tipo: d.tipo, valor_centesimos: valor,
      pedido_minimo_centavos: d.pedido_minimo ?? 0, validade_inicio: d.validade_inicio ?? null, validade_fim: d.validade_fim ?? null,
      limite_total: d.limite_total ?? null, limite_por_cliente: d.limite_por_cliente ?? null, ativo: d.ativo ?? true,
    }).returning();
    return out(row!);
  }));
}

export function alterar(db: Db, empresaId: number, id: number, d: CupomPatch) {
  return semDuplicata(() => withTenant(db, empresaId, async (tx) => {
    const atual = await carregar(tx, empresaId, id);
    if (d.codigo !== undefined) await codigoLivre(tx, empresaId, d.codigo, id);
    const set: Partial<typeof cupons.$inferInsert> = {};
    for (const k of ['codigo', 'descricao', 'tipo', 'validade_inicio', 'validade_fim', 'limite_total', 'limite_por_cliente', 'ativo'] as const) {
      if (d[k] !== undefined) (set as Record<string, unknown>)[k] = d[k];
    }
    if (d.pedido_minimo !== undefined) set.pedido_minimo_centavos = d.pedido_minimo;
    const tipo = d.tipo ?? atual.tipo;
    if (d.valor !== undefined || tipo !== atual.tipo) {
      const v = valorCupomCentesimos(tipo, d.valor);
      if (typeof v === 'string') throw badRequest(v, 'valor');
      set.valor_centesimos = v;
    }
    const janela = { validade_inicio: set.validade_inicio !== undefined ? set.validade_inicio : atual.validade_inicio, validade_fim: set.validade_fim !== undefined ? set.validade_fim : atual.validade_fim };
    if (!janelaValida(janela)) throw badRequest(MSG_JANELA, 'validade_fim');
    const [row] = await tx.update(cupons).set(set).where(and(eq(cupons.empresa_id, empresaId), eq(cupons.id, id))).returning();
    return out(row!);
  }));
}

export function excluir(db: Db, empresaId: number, id: number) {
  return withTenant(db, empresaId, async (tx) => {
    const rows = await tx.delete(cupons).where(and(eq(cupons.empresa_id, empresaId), eq(cupons.id, id))).returning({ id: cupons.id });
    if (rows.length === 0) throw notFound(NAO_ENCONTRADO);
    return { ok: true as const };
  });
}
