import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { categorias } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { LIMITES_CATALOGO, type Categoria, type CategoriaBody, type categoriasQuerySchema } from '@app/shared/schemas/catalogo.ts';
import { assertEmpresaExiste, count, idArray, likeTerm, nomeCopia, offset, selecionar } from './util.ts';
import { copiarProduto } from './produtos-service.ts';

type Query = z.output<typeof categoriasQuerySchema>;
const NAO_ENCONTRADA = 'Categoria não encontrada';

const SELECT = sql`SELECT c.id, c.nome, c.ordem, c.ativo,
  (SELECT count(*)::int FROM produtos p WHERE p.empresa_id = c.empresa_id AND p.categoria_id = c.id) AS total_produtos
  FROM categorias c`;

async function one(tx: Tx, empresaId: number, id: number): Promise<Categoria> {
  const [row] = await selecionar<Categoria>(tx, sql`${SELECT} WHERE c.empresa_id = ${empresaId} AND c.id = ${id}`);
  if (!row) throw notFound(NAO_ENCONTRADA);
  return row;
}

export function list(db: Db, empresaId: number, q: Query) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const where = sql`c.empresa_id = ${empresaId}`;
    if (q.search) where.append(sql` AND c.nome ILIKE ${likeTerm(q.search)}`);
    if (q.ativo !== undefined) where.append(sql` AND c.ativo = ${q.ativo}`);
    const items = await selecionar<Categoria>(tx, sql`${SELECT} WHERE ${where} ORDER BY c.ordem, c.id LIMIT ${q.per_page} OFFSET ${offset(q)}`);
    const total = await count(tx, sql`SELECT count(*)::int AS n FROM categorias c WHERE ${where}`);
    return { items, total };
  });
}

async function proximaOrdem(tx: Tx, empresaId: number): Promise<number> {
  const [r] = await selecionar<{ n: number }>(tx, sql`SELECT coalesce(max(ordem) + 1, 0)::int AS n FROM categorias WHERE empresa_id = ${empresaId}`);
  return r?.n ?? 0;
}

async function assertLimite(tx: Tx, empresaId: number) {
  const n = await count(tx, sql`SELECT count(*)::int AS n FROM categorias WHERE empresa_id = ${empresaId}`);
  if (n >= LIMITES_CATALOGO.categoriasPorEmpresa) throw badRequest(`Limite de ${LIMITES_CATALOGO.categoriasPorEmpresa} categorias atingido`);
}

export function create(db: Db, empresaId: number, body: CategoriaBody) {
  return withTenantLegado(db, empresaId, async (tx) => {
    await assertLimite(tx, empresaId);
    const [row] = await tx.insert(categorias).values({ empresa_id: empresaId, nome: body.nome, ativo: body.ativo ?? true, ordem: await proximaOrdem(tx, empresaId) }).returning({ id: categorias.id });
    return one(tx, empresaId, row!.id);
  });
}

export function update(db: Db, empresaId: number, id: number, body: CategoriaBody) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const set = { nome: body.nome, atualizado_em: new Date(), ...(body.ativo !== undefined ? { ativo: body.ativo } : {}) };
    const rows = await tx.update(categorias).set(set).where(and(eq(categorias.empresa_id, empresaId), eq(categorias.id, id))).returning({ id: categorias.id });
    if (!rows.length) throw notFound(NAO_ENCONTRADA);
    return one(tx, empresaId, id);
  });
}

export function toggle(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.update(categorias).set({ ativo: sql`NOT ${categorias.ativo}`, atualizado_em: new Date() })
      .where(and(eq(categorias.empresa_id, empresaId), eq(categorias.id, id))).returning({ id: categorias.id });
    if (!rows.length) throw notFound(NAO_ENCONTRADA);
    return one(tx, empresaId, id);
  });
}

export function remove(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const c = await one(tx, empresaId, id);
    if (c.total_produtos > 0) {
      throw conflict(`Esta categoria ainda tem ${c.total_produtos} ${c.total_produtos === 1 ? 'produto' : 'produtos'}. Mova ou exclua os produtos antes de excluí-la.`);
    }
    await tx.delete(categorias).where(and(eq(categorias.empresa_id, empresaId), eq(categorias.id, id)));
  });
}

/** Copies the category with all its products (and their complement attachments). The copy starts inactive. */
export function duplicate(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const orig = await one(tx, empresaId, id);
    await assertLimite(tx, empresaId);
    const [row] = await tx.insert(categorias).values({ empresa_id: empresaId, nome: nomeCopia(orig.nome), ativo: false, ordem: await proximaOrdem(tx, empresaId) }).returning({ id: categorias.id });
    const produtos = await selecionar<{ id: number }>(tx, sql`SELECT id FROM produtos WHERE empresa_id = ${empresaId} AND categoria_id = ${id} ORDER BY ordem, id`);
    for (const p of produtos) await copiarProduto(tx, empresaId, p.id, { categoriaId: row!.id, manterNomeEStatus: true });
    return one(tx, empresaId, row!.id);
  });
}

/** New order of all the business's categories: `ids` must be exactly that set, each once; nothing changes otherwise. */
export function reorder(db: Db, empresaId: number, ids: number[]) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const atuais = await selecionar<{ id: number }>(tx, sql`SELECT id FROM categorias WHERE empresa_id = ${empresaId}`);
    const set = new Set(atuais.map((r) => r.id));
    if (ids.some((i) => !set.has(i))) throw notFound(NAO_ENCONTRADA);
    if (new Set(ids).size !== ids.length || ids.length !== set.size) throw badRequest('Envie todas as categorias, cada uma uma única vez', 'ids');
    await tx.execute(sql`UPDATE categorias c SET ordem = v.ordem - 1, atualizado_em = now()
      FROM unnest(${idArray(ids)}) WITH ORDINALITY AS v(id, ordem)
      WHERE c.empresa_id = ${empresaId} AND c.id = v.id`);
  });
}

/** Public menu: active categories that have at least one active product. */
export async function publicas(db: Db, empresaId: number) {
  await assertEmpresaExiste(db, empresaId);
  return withTenantLegado(db, empresaId, async (tx) => {
    const items = await selecionar<{ id: number; nome: string; ordem: number }>(tx, sql`SELECT c.id, c.nome, c.ordem FROM categorias c
      WHERE c.empresa_id = ${empresaId} AND c.ativo
        AND EXISTS (SELECT 1 FROM produtos p WHERE p.empresa_id = c.empresa_id AND p.categoria_id = c.id AND p.ativo)
      ORDER BY c.ordem, c.id LIMIT ${LIMITES_CATALOGO.categoriasPorEmpresa}`);
    return { items };
  });
}
