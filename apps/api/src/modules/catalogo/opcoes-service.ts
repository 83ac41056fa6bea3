import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { opcoes } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import type { Opcao, opcaoBodySchema, opcoesQuerySchema } from '@app/shared/schemas/catalogo.ts';
import { centavos, count, likeTerm, nomeCopia, offset, reais, selecionar } from './util.ts';

type Body = z.output<typeof opcaoBodySchema>;
type Query = z.output<typeof opcoesQuerySchema>;
const NAO_ENCONTRADA = 'Opção não encontrada';

type Row = Omit<Opcao, 'preco'> & { preco_centavos: number };
const SELECT = sql`SELECT o.id, o.nome, o.descricao, o.preco_centavos, o.ativo, o.ignorar_relatorio, o.ficha_tecnica_id,
  (SELECT count(*)::int FROM complementos_opcoes co WHERE co.empresa_id = o.empresa_id AND co.opcao_id = o.id) AS total_complementos
  FROM opcoes o`;
const toApi = ({ preco_centavos, ...r }: Row): Opcao => ({ ...r, preco: reais(preco_centavos) });

async function one(tx: Tx, empresaId: number, id: number): Promise<Opcao> {
  const [row] = await selecionar<Row>(tx, sql`${SELECT} WHERE o.empresa_id = ${empresaId} AND o.id = ${id}`);
  if (!row) throw notFound(NAO_ENCONTRADA);
  return toApi(row);
}

export function list(db: Db, empresaId: number, q: Query) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const where = sql`o.empresa_id = ${empresaId}`;
    if (q.search) where.append(sql` AND o.nome ILIKE ${likeTerm(q.search)}`);
    if (q.ativo !== undefined) where.append(sql` AND o.ativo = ${q.ativo}`);
    const rows = await selecionar<Row>(tx, sql`${SELECT} WHERE ${where} ORDER BY o.nome, o.id LIMIT ${q.per_page} OFFSET ${offset(q)}`);
    return { items: rows.map(toApi), total: await count(tx, sql`SELECT count(*)::int AS n FROM opcoes o WHERE ${where}`) };
  });
}

const colunas = (b: Body) => ({ nome: b.nome, descricao: b.descricao || null, preco_centavos: centavos(b.preco), ignorar_relatorio: b.ignorar_relatorio });

export function create(db: Db, empresaId: number, body: Body) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const [row] = await tx.insert(opcoes).values({ empresa_id: empresaId, ...colunas(body), ativo: body.ativo ?? true }).returning({ id: opcoes.id });
    return one(tx, empresaId, row!.id);
  });
}

export function update(db: Db, empresaId: number, id: number, body: Body) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.update(opcoes).set({ ...colunas(body), atualizado_em: new Date(), ...(body.ativo !== undefined ? { ativo: body.ativo } : {}) })
      .where(and(eq(opcoes.empresa_id, empresaId), eq(opcoes.id, id))).returning({ id: opcoes.id });
    if (!rows.length) throw notFound(NAO_ENCONTRADA);
    return one(tx, empresaId, id);
  });
}

export function setStatus(db: Db, empresaId: number, id: number, ativo: boolean) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.update(opcoes).set({ ativo, atualizado_em: new Date() }).where(and(eq(opcoes.empresa_id, empresaId), eq(opcoes.id, id))).returning({ id: opcoes.id });
    if (!rows.length) throw notFound(NAO_ENCONTRADA);
    return one(tx, empresaId, id);
  });
}

/** Deletes the option and its links to complements (orders keep their own text snapshots). */
export function remove(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.delete(opcoes).where(and(eq(opcoes.empresa_id, empresaId), eq(opcoes.id, id))).returning({ id: opcoes.id });
    if (!rows.length) throw notFound(NAO_ENCONTRADA);
  });
}

/** Copies the option alone (not its links: a copy is usually made to change it, then link it). */
export function duplicate(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const [o] = await tx.select().from(opcoes).where(and(eq(opcoes.empresa_id, empresaId), eq(opcoes.id, id))).limit(1);
    if (!o) throw notFound(NAO_ENCONTRADA);
    const [row] = await tx.insert(opcoes).values({
      empresa_id: empresaId, nome: nomeCopia(o.nome), descricao: o.descricao, preco_centavos: o.preco_centavos, ativo: o.ativo, ignorar_relatorio: o.ignorar_relatorio,
    }).returning({ id: opcoes.id });
    return one(tx, empresaId, row!.id);
  });
}

/** Where the option is used: the complements that list it, with its price in each. */
export function complementosDaOpcao(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    if (!(await count(tx, sql`SELECT count(*)::int AS n FROM opcoes WHERE empresa_id = ${empresaId} AND id = ${id}`))) throw notFound(NAO_ENCONTRADA);
    const rows = await selecionar<{ complemento_opcao_id: number; complemento_id: number; nome: string; tipo: 'adicional' | 'borda' | 'sabor'; ativo: boolean; preco_centavos: number }>(tx, sql`
      SELECT co.id AS complemento_opcao_id, c.id AS complemento_id, c.nome, c.tipo, c.ativo, co.preco_centavos
      FROM complementos_opcoes co JOIN complementos c ON c.empresa_id = co.empresa_id AND c.id = co.complemento_id
      WHERE co.empresa_id = ${empresaId} AND co.opcao_id = ${id} ORDER BY c.ordem, c.nome, c.id LIMIT 500`);
    return { items: rows.map(({ preco_centavos, ...r }) => ({ ...r, preco: reais(preco_centavos) })) };
  });
}
