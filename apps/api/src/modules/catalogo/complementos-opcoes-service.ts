import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { complementosOpcoes } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { LIMITES_CATALOGO, type ComplementoOpcao, type complementoOpcaoBodySchema, type complementoOpcaoUpdateSchema } from '@app/shared/schemas/catalogo.ts';
import { centavos, count, precosTamanhoApi, precosTamanhoDb, reais, selecionar } from './util.ts';
import { assertComplemento } from './complementos-service.ts';

type Body = z.output<typeof complementoOpcaoBodySchema>;
type UpdateBody = z.output<typeof complementoOpcaoUpdateSchema>;
const NAO_ENCONTRADA = 'Opção do complemento não encontrada';

interface Row { id: number; complemento_id: number; opcao_id: number; nome: string; ativo: boolean; preco_centavos: number; precos_tamanho: Record<string, number>; ordem: number }
const SELECT = sql`SELECT co.id, co.complemento_id, co.opcao_id, o.nome, o.ativo, co.preco_centavos, co.precos_tamanho, co.ordem
  FROM complementos_opcoes co JOIN opcoes o ON o.empresa_id = co.empresa_id AND o.id = co.opcao_id`;

const toApi = (r: Row): ComplementoOpcao => ({
  id: r.id, complemento_id: r.complemento_id, opcao_id: r.opcao_id, nome: r.nome, ativo: r.ativo, preco: reais(r.preco_centavos),
  precos_tamanho: precosTamanhoApi(r.precos_tamanho), ordem: r.ordem,
});

export async function listarLinks(tx: Tx, empresaId: number, complementoId: number): Promise<ComplementoOpcao[]> {
  const rows = await selecionar<Row>(tx, sql`${SELECT} WHERE co.empresa_id = ${empresaId} AND co.complemento_id = ${complementoId}
    ORDER BY co.ordem, o.nome, co.id LIMIT ${LIMITES_CATALOGO.opcoesPorComplemento}`);
  return rows.map(toApi);
}

async function one(tx: Tx, empresaId: number, id: number): Promise<ComplementoOpcao> {
  const [row] = await selecionar<Row>(tx, sql`${SELECT} WHERE co.empresa_id = ${empresaId} AND co.id = ${id}`);
  if (!row) throw notFound(NAO_ENCONTRADA);
  return toApi(row);
}

export function listByComplemento(db: Db, empresaId: number, complementoId: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    await assertComplemento(tx, empresaId, complementoId);
    return { items: await listarLinks(tx, empresaId, complementoId) };
  });
}

export function create(db: Db, empresaId: number, body: Body) {
  return withTenantLegado(db, empresaId, async (tx) => {
    await assertComplemento(tx, empresaId, body.complemento_id);
    const [opcao] = await selecionar<{ preco_centavos: number }>(tx, sql`SELECT preco_centavos FROM opcoes WHERE empresa_id = ${empresaId} AND id = ${body.opcao_id}`);
    if (!opcao) throw notFound('Opção não encontrada');
    const ja = await count(tx, sql`SELECT count(*)::int AS n FROM complementos_opcoes WHERE empresa_id = ${empresaId} AND complemento_id = ${body.complemento_id} AND opcao_id = ${body.opcao_id}`);
    if (ja) throw conflict('Esta opção já está neste complemento');
    const [st] = await selecionar<{ n: number; prox: number }>(tx, sql`SELECT count(*)::int AS n, coalesce(max(ordem) + 1, 0)::int AS prox FROM complementos_opcoes WHERE empresa_id = ${empresaId} AND complemento_id = ${body.complemento_id}`);
    if ((st?.n ?? 0) >= LIMITES_CATALOGO.opcoesPorComplemento) throw badRequest(`Limite de ${LIMITES_CATALOGO.opcoesPorComplemento} opções por complemento atingido`);
    const [row] = await tx.insert(complementosOpcoes).values({
      empresa_id: empresaId, complemento_id: body.complemento_id, opcao_id: body.opcao_id,
      preco_centavos: body.preco !== undefined ? centavos(body.preco) : opcao.preco_centavos,
      precos_tamanho: precosTamanhoDb(body.precos_tamanho), ordem: body.ordem ?? st?.prox ?? 0,
    }).returning({ id: complementosOpcoes.id });
    return one(tx, empresaId, row!.id);
  });
}

export function update(db: Db, empresaId: number, id: number, body: UpdateBody) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.update(complementosOpcoes).set({
      preco_centavos: centavos(body.preco), precos_tamanho: precosTamanhoDb(body.precos_tamanho), ...(body.ordem !== undefined ? { ordem: body.ordem } : {}),
    }).where(and(eq(complementosOpcoes.empresa_id, empresaId), eq(complementosOpcoes.id, id))).returning({ id: complementosOpcoes.id });
    if (!rows.length) throw notFound(NAO_ENCONTRADA);
    return one(tx, empresaId, id);
  });
}

export function remove(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.delete(complementosOpcoes).where(and(eq(complementosOpcoes.empresa_id, empresaId), eq(complementosOpcoes.id, id))).returning({ id: complementosOpcoes.id });
    if (!rows.length) throw notFound(NAO_ENCONTRADA);
  });
}

/** Removes every option of one complement (the options themselves stay). */
export function removeAllOfComplemento(db: Db, empresaId: number, complementoId: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    await assertComplemento(tx, empresaId, complementoId);
    await tx.delete(complementosOpcoes).where(and(eq(complementosOpcoes.empresa_id, empresaId), eq(complementosOpcoes.complemento_id, complementoId)));
  });
}
