import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { produtos, produtosComplementos, type TamanhoRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { LIMITES_CATALOGO, type Produto, type produtoBodySchema, type produtosQuerySchema } from '@app/shared/schemas/catalogo.ts';
import { centavos, count, idArray, likeTerm, nomeCopia, offset, reais, selecionar } from './util.ts';
import { apagarImagemSemUso, imagemUrl } from './imagens-service.ts';

type Body = z.output<typeof produtoBodySchema>;
type Query = z.output<typeof produtosQuerySchema>;
const NAO_ENCONTRADO = 'Produto não encontrado';

interface Row {
  id: number; categoria_id: number; nome: string; descricao: string | null; preco_centavos: number; ordem: number; ativo: boolean;
  imagem_chave: string | null; ficha_tecnica_id: number | null; tipo: 'simples' | 'pizza'; tamanhos: TamanhoRow[]; max_sabores: number;
}

const SELECT = sql`SELECT p.id, p.categoria_id, p.nome, p.descricao, p.preco_centavos, p.ordem, p.ativo, i.chave AS imagem_chave,
  p.ficha_tecnica_id, p.tipo, p.tamanhos, p.max_sabores
  FROM produtos p JOIN categorias c ON c.empresa_id = p.empresa_id AND c.id = p.categoria_id
  LEFT JOIN imagens i ON i.empresa_id = p.empresa_id AND i.id = p.imagem_id`;

export function tamanhosApi(t: TamanhoRow[]) {
  return t.map((x) => ({ nome: x.nome, preco: reais(x.preco_centavos) }));
}

function toProduto(r: Row, complementos: number[]): Produto {
  return {
    id: r.id, categoria_id: r.categoria_id, nome: r.nome, descricao: r.descricao, preco: reais(r.preco_centavos), ordem: r.ordem,
    ativo: r.ativo, imagem_url: imagemUrl(r.imagem_chave), ficha_tecnica_id: r.ficha_tecnica_id, tipo: r.tipo,
    tamanhos: tamanhosApi(r.tamanhos), max_sabores: r.max_sabores, complementos,
  };
}

async function anexos(tx: Tx, empresaId: number, ids: number[]): Promise<Map<number, number[]>> {
  const map = new Map<number, number[]>();
  if (!ids.length) return map;
  const rows = await selecionar<{ produto_id: number; complemento_id: number }>(tx, sql`SELECT produto_id, complemento_id FROM produtos_complementos
    WHERE empresa_id = ${empresaId} AND produto_id = ANY(${idArray(ids)}) ORDER BY ordem, complemento_id`);
  for (const r of rows) map.set(r.produto_id, [...(map.get(r.produto_id) ?? []), r.complemento_id]);
  return map;
}

export async function one(tx: Tx, empresaId: number, id: number): Promise<Produto> {
  const [row] = await selecionar<Row>(tx, sql`${SELECT} WHERE p.empresa_id = ${empresaId} AND p.id = ${id}`);
  if (!row) throw notFound(NAO_ENCONTRADO);
  return toProduto(row, (await anexos(tx, empresaId, [id])).get(id) ?? []);
}

export function list(db: Db, empresaId: number, q: Query) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const where = sql`p.empresa_id = ${empresaId}`;
    if (q.categoria_id !== undefined) where.append(sql` AND p.categoria_id = ${q.categoria_id}`);
    if (q.search) where.append(sql` AND (p.nome ILIKE ${likeTerm(q.search)} OR p.descricao ILIKE ${likeTerm(q.search)})`);
    if (q.ativo !== undefined) where.append(sql` AND p.ativo = ${q.ativo}`);
    const rows = await selecionar<Row>(tx, sql`${SELECT} WHERE ${where} ORDER BY c.ordem, c.id, p.ordem, p.id LIMIT ${q.per_page} OFFSET ${offset(q)}`);
    const total = await count(tx, sql`SELECT count(*)::int AS n FROM produtos p WHERE ${where}`);
    const map = await anexos(tx, empresaId, rows.map((r) => r.id));
    return { items: rows.map((r) => toProduto(r, map.get(r.id) ?? [])), total };
  });
}

async function assertCategoria(tx: Tx, empresaId: number, categoriaId: number) {
  const n = await count(tx, sql`SELECT count(*)::int AS n FROM categorias WHERE empresa_id = ${empresaId} AND id = ${categoriaId}`);
  if (n === 0) throw notFound('Categoria não encontrada');
}

async function assertCabeNaCategoria(tx: Tx, empresaId: number, categoriaId: number) {
  const n = await count(tx, sql`SELECT count(*)::int AS n FROM produtos WHERE empresa_id = ${empresaId} AND categoria_id = ${categoriaId}`);
  if (n >= LIMITES_CATALOGO.produtosPorCategoria) throw badRequest(`Limite de ${LIMITES_CATALOGO.produtosPorCategoria} produtos por categoria atingido`, 'categoria_id');
}

async function assertComplementos(tx: Tx, empresaId: number, ids: number[]) {
  if (!ids.length) return;
  const n = await count(tx, sql`SELECT count(*)::int AS n FROM complementos WHERE empresa_id = ${empresaId} AND id = ANY(${idArray(ids)})`);
  if (n !== new Set(ids).size) throw notFound('Complemento não encontrado');
}

async function proximaOrdem(tx: Tx, empresaId: number, categoriaId: number): Promise<number> {
  const [r] = await selecionar<{ n: number }>(tx, sql`SELECT coalesce(max(ordem) + 1, 0)::int AS n FROM produtos WHERE empresa_id = ${empresaId} AND categoria_id = ${categoriaId}`);
  return r?.n ?? 0;
}

async function anexar(tx: Tx, empresaId: number, produtoId: number, complementos: number[]) {
  await tx.delete(produtosComplementos).where(and(eq(produtosComplementos.empresa_id, empresaId), eq(produtosComplementos.produto_id, produtoId)));
  if (complementos.length) {
    await tx.insert(produtosComplementos).values(complementos.map((complemento_id, ordem) => ({ empresa_id: empresaId, produto_id: produtoId, complemento_id, ordem })));
  }
}

function colunas(body: Body) {
  return {
    nome: body.nome, descricao: body.descricao || null, preco_centavos: centavos(body.preco), tipo: body.tipo,
    tamanhos: body.tamanhos.map((t) => ({ nome: t.nome, preco_centavos: centavos(t.preco) })),
    // a simple product has one "flavour": itself
    max_sabores: body.tipo === 'pizza' ? body.max_sabores : 1,
  };
}

export function create(db: Db, empresaId: number, body: Body) {
  return withTenantLegado(db, empresaId, async (tx) => {
    await assertCategoria(tx, empresaId, body.categoria_id);
    await assertComplementos(tx, empresaId, body.complementos);
    await assertCabeNaCategoria(tx, empresaId, body.categoria_id);
    const [row] = await tx.insert(produtos).values({
      empresa_id: empresaId, categoria_id: body.categoria_id, ativo: body.ativo ?? true, ordem: await proximaOrdem(tx, empresaId, body.categoria_id), ...colunas(body),
    }).returning({ id: produtos.id });
    await anexar(tx, empresaId, row!.id, body.complementos);
    return one(tx, empresaId, row!.id);
  });
}

export function update(db: Db, empresaId: number, id: number, body: Body) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const atual = await one(tx, empresaId, id);
    await assertCategoria(tx, empresaId, body.categoria_id);
    await assertComplementos(tx, empresaId, body.complementos);
    const mudouCategoria = atual.categoria_id !== body.categoria_id;
    if (mudouCategoria) await assertCabeNaCategoria(tx, empresaId, body.categoria_id);
    await tx.update(produtos).set({
      ...colunas(body), categoria_id: body.categoria_id, atualizado_em: new Date(),
      ...(body.ativo !== undefined ? { ativo: body.ativo } : {}),
      ...(mudouCategoria ? { ordem: await proximaOrdem(tx, empresaId, body.categoria_id) } : {}),
    }).where(and(eq(produtos.empresa_id, empresaId), eq(produtos.id, id)));
    await anexar(tx, empresaId, id, body.complementos);
    return one(tx, empresaId, id);
  });
}

export function setStatus(db: Db, empresaId: number, id: number, ativo: boolean) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.update(produtos).set({ ativo, atualizado_em: new Date() }).where(and(eq(produtos.empresa_id, empresaId), eq(produtos.id, id))).returning({ id: produtos.id });
    if (!rows.length) throw notFound(NAO_ENCONTRADO);
    return one(tx, empresaId, id);
  });
}

export function remove(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.delete(produtos).where(and(eq(produtos.empresa_id, empresaId), eq(produtos.id, id))).returning({ imagem_id: produtos.imagem_id });
    if (!rows.length) throw notFound(NAO_ENCONTRADO);
    if (rows[0]!.imagem_id) await apagarImagemSemUso(tx, empresaId, rows[0]!.imagem_id);
  });
}

/**
 * Copies a product with its sizes, pizza settings, image and complement attachments (the complements themselves
 * are shared, not copied). The technical sheet is not copied: a sheet belongs to one product (stock issue).
 */
export async function copiarProduto(tx: Tx, empresaId: number, id: number, opts: { categoriaId?: number; manterNomeEStatus?: boolean } = {}): Promise<number> {
  const [o] = await tx.select().from(produtos).where(and(eq(produtos.empresa_id, empresaId), eq(produtos.id, id))).limit(1);
  if (!o) throw notFound(NAO_ENCONTRADO);
  const categoriaId = opts.categoriaId ?? o.categoria_id;
  if (!opts.categoriaId) await assertCabeNaCategoria(tx, empresaId, categoriaId);
  const [row] = await tx.insert(produtos).values({
    empresa_id: empresaId, categoria_id: categoriaId, nome: opts.manterNomeEStatus ? o.nome : nomeCopia(o.nome), descricao: o.descricao,
    preco_centavos: o.preco_centavos, ordem: opts.categoriaId ? o.ordem : await proximaOrdem(tx, empresaId, categoriaId),
    // a copy inside the same category starts inactive, so "Pizza (cópia)" never shows on the public menu by surprise
    ativo: opts.manterNomeEStatus ? o.ativo : false,
    imagem_id: o.imagem_id, tipo: o.tipo, tamanhos: o.tamanhos, max_sabores: o.max_sabores,
  }).returning({ id: produtos.id });
  await tx.execute(sql`INSERT INTO produtos_complementos (empresa_id, produto_id, complemento_id, ordem)
    SELECT empresa_id, ${row!.id}, complemento_id, ordem FROM produtos_complementos WHERE empresa_id = ${empresaId} AND produto_id = ${id}`);
  return row!.id;
}

export function duplicate(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => one(tx, empresaId, await copiarProduto(tx, empresaId, id)));
}

/** New order inside one category: `ids` must be exactly its products, each once; nothing changes otherwise. */
export function reorder(db: Db, empresaId: number, categoriaId: number, ids: number[]) {
  return withTenantLegado(db, empresaId, async (tx) => {
    await assertCategoria(tx, empresaId, categoriaId);
    const rows = await selecionar<{ id: number; categoria_id: number }>(tx, sql`SELECT id, categoria_id FROM produtos WHERE empresa_id = ${empresaId} AND id = ANY(${idArray(ids)})`);
    if (new Set(rows.map((r) => r.id)).size !== new Set(ids).size) throw notFound(NAO_ENCONTRADO);
    const total = await count(tx, sql`SELECT count(*)::int AS n FROM produtos WHERE empresa_id = ${empresaId} AND categoria_id = ${categoriaId}`);
    if (rows.some((r) => r.categoria_id !== categoriaId) || new Set(ids).size !== ids.length || ids.length !== total) {
      throw badRequest('Envie todos os produtos da categoria, cada um uma única vez', 'ids');
    }
    await tx.execute(sql`UPDATE produtos p SET ordem = v.ordem - 1, atualizado_em = now()
      FROM unnest(${idArray(ids)}) WITH ORDINALITY AS v(id, ordem)
      WHERE p.empresa_id = ${empresaId} AND p.categoria_id = ${categoriaId} AND p.id = v.id`);
  });
}
