import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { complementos } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Complemento, ComplementoDetalhe, complementoBodySchema, complementosQuerySchema } from '@app/shared/schemas/catalogo.ts';
import { count, likeTerm, nomeCopia, offset, selecionar } from './util.ts';
import { listarLinks } from './complementos-opcoes-service.ts';

type Body = z.output<typeof complementoBodySchema>;
type Query = z.output<typeof complementosQuerySchema>;
export const COMPLEMENTO_NAO_ENCONTRADO = 'Complemento não encontrado';

const SELECT = sql`SELECT c.id, c.nome, c.tipo, c.min_escolhas, c.max_escolhas, c.obrigatorio, c.ordem, c.ativo,
  (SELECT count(*)::int FROM complementos_opcoes co WHERE co.empresa_id = c.empresa_id AND co.complemento_id = c.id) AS total_opcoes,
  (SELECT count(*)::int FROM produtos_complementos pc WHERE pc.empresa_id = c.empresa_id AND pc.complemento_id = c.id) AS total_produtos
  FROM complementos c`;

async function one(tx: Tx, empresaId: number, id: number): Promise<Complemento> {
  const [row] = await selecionar<Complemento>(tx, sql`${SELECT} WHERE c.empresa_id = ${empresaId} AND c.id = ${id}`);
  if (!row) throw notFound(COMPLEMENTO_NAO_ENCONTRADO);
  return row;
}

export async function assertComplemento(tx: Tx, empresaId: number, id: number) {
  const n = await count(tx, sql`SELECT count(*)::int AS n FROM complementos WHERE empresa_id = ${empresaId} AND id = ${id}`);
  if (n === 0) throw notFound(COMPLEMENTO_NAO_ENCONTRADO);
}

export function list(db: Db, empresaId: number, q: Query) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const where = sql`c.empresa_id = ${empresaId}`;
    if (q.search) where.append(sql` AND c.nome ILIKE ${likeTerm(q.search)}`);
    if (q.ativo !== undefined) where.append(sql` AND c.ativo = ${q.ativo}`);
    if (q.tipo) where.append(sql` AND c.tipo = ${q.tipo}`);
    const items = await selecionar<Complemento>(tx, sql`${SELECT} WHERE ${where} ORDER BY c.ordem, c.nome, c.id LIMIT ${q.per_page} OFFSET ${offset(q)}`);
    return { items, total: await count(tx, sql`SELECT count(*)::int AS n FROM complementos c WHERE ${where}`) };
  });
}

export function get(db: Db, empresaId: number, id: number): Promise<ComplementoDetalhe> {
  return withTenantLegado(db, empresaId, async (tx) => ({ ...(await one(tx, empresaId, id)), opcoes: await listarLinks(tx, empresaId, id) }));
}

/** Required ⇔ at least one choice: `obrigatorio` and `min_escolhas` are kept consistent (a CHECK holds it too). */
function colunas(b: Body) {
  const obrigatorio = b.obrigatorio || b.min_escolhas > 0;
  const min = obrigatorio ? Math.max(1, b.min_escolhas) : 0;
  return { nome: b.nome, tipo: b.tipo, min_escolhas: min, max_escolhas: Math.max(b.max_escolhas, min), obrigatorio };
}

export function create(db: Db, empresaId: number, body: Body) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const [o] = await selecionar<{ n: number }>(tx, sql`SELECT coalesce(max(ordem) + 1, 0)::int AS n FROM complementos WHERE empresa_id = ${empresaId}`);
    const [row] = await tx.insert(complementos).values({ empresa_id: empresaId, ...colunas(body), ordem: body.ordem ?? o?.n ?? 0, ativo: body.ativo ?? true }).returning({ id: complementos.id });
    return { ...(await one(tx, empresaId, row!.id)), opcoes: [] };
  });
}

export function update(db: Db, empresaId: number, id: number, body: Body) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.update(complementos).set({
      ...colunas(body), atualizado_em: new Date(), ...(body.ordem !== undefined ? { ordem: body.ordem } : {}), ...(body.ativo !== undefined ? { ativo: body.ativo } : {}),
    }).where(and(eq(complementos.empresa_id, empresaId), eq(complementos.id, id))).returning({ id: complementos.id });
    if (!rows.length) throw notFound(COMPLEMENTO_NAO_ENCONTRADO);
    return { ...(await one(tx, empresaId, id)), opcoes: await listarLinks(tx, empresaId, id) };
  });
}

export function setStatus(db: Db, empresaId: number, id: number, ativo: boolean) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.update(complementos).set({ ativo, atualizado_em: new Date() }).where(and(eq(complementos.empresa_id, empresaId), eq(complementos.id, id))).returning({ id: complementos.id });
    if (!rows.length) throw notFound(COMPLEMENTO_NAO_ENCONTRADO);
    return one(tx, empresaId, id);
  });
}

/** Deletes the complement; its option links and product attachments go with it (the options stay). */
export function remove(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.delete(complementos).where(and(eq(complementos.empresa_id, empresaId), eq(complementos.id, id))).returning({ id: complementos.id });
    if (!rows.length) throw notFound(COMPLEMENTO_NAO_ENCONTRADO);
  });
}

/** Copies the complement with its option links (prices, per-size prices, order); not attached to any product. */
export function duplicate(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const [o] = await tx.select().from(complementos).where(and(eq(complementos.empresa_id, empresaId), eq(complementos.id, id))).limit(1);
    if (!o) throw notFound(COMPLEMENTO_NAO_ENCONTRADO);
    const [row] = await tx.insert(complementos).values({
      empresa_id: empresaId, nome: nomeCopia(o.nome), tipo: o.tipo, min_escolhas: o.min_escolhas, max_escolhas: o.max_escolhas,
      obrigatorio: o.obrigatorio, ordem: o.ordem, ativo: o.ativo,
    }).returning({ id: complementos.id });
    await tx.execute(sql`INSERT INTO complementos_opcoes (empresa_id, complemento_id, opcao_id, preco_centavos, precos_tamanho, ordem)
      SELECT empresa_id, ${row!.id}, opcao_id, preco_centavos, precos_tamanho, ordem FROM complementos_opcoes
      WHERE empresa_id = ${empresaId} AND complemento_id = ${id}`);
    return { ...(await one(tx, empresaId, row!.id)), opcoes: await listarLinks(tx, empresaId, row!.id) };
  });
}
