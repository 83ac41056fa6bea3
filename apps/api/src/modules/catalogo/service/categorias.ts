import type { z } from 'zod';
import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import {
  LIMITES_CATALOGO,
  type Categoria,
  type CategoriaBody,
  type categoriasQuerySchema,
} from '@app/shared/schemas/catalogo.ts';
import * as q from '../queries/categorias.ts';
import * as produtos from '../queries/produtos.ts';
import { nomeCopia } from './comum.ts';
import { copiarProduto } from './produtos.ts';

type Query = z.output<typeof categoriasQuerySchema>;
const NAO_ENCONTRADA = 'Categoria não encontrada';

async function uma(tx: TenantTx, id: number): Promise<Categoria> {
  const c = await q.buscar(tx, id);
  if (!c) throw notFound(NAO_ENCONTRADA);
  return c;
}

export function listar(t: Tenant, filtro: Query) {
  return t.transacao((tx) => q.listar(tx, filtro));
}

async function assertLimite(tx: TenantTx) {
  if ((await q.contar(tx)) >= LIMITES_CATALOGO.categoriasPorEmpresa)
    throw badRequest(`Limite de ${LIMITES_CATALOGO.categoriasPorEmpresa} categorias atingido`);
}

export function criar(t: Tenant, body: CategoriaBody) {
  return t.transacao(async (tx) => {
    await assertLimite(tx);
    const id = await q.inserir(tx, { nome: body.nome, ativo: body.ativo ?? true, ordem: await q.proximaOrdem(tx) });
    return uma(tx, id);
  });
}

export function alterar(t: Tenant, id: number, body: CategoriaBody) {
  return t.transacao(async (tx) => {
    if (!(await q.atualizar(tx, id, { nome: body.nome, ...(body.ativo !== undefined ? { ativo: body.ativo } : {}) })))
      throw notFound(NAO_ENCONTRADA);
    return uma(tx, id);
  });
}

export function alternar(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    if (!(await q.alternarAtivo(tx, id))) throw notFound(NAO_ENCONTRADA);
    return uma(tx, id);
  });
}

export function excluir(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    const c = await uma(tx, id);
    if (c.total_produtos > 0) {
      throw conflict(
        `Esta categoria ainda tem ${c.total_produtos} ${c.total_produtos === 1 ? 'produto' : 'produtos'}. Mova ou exclua os produtos antes de excluí-la.`,
      );
    }
    await q.remover(tx, id);
  });
}

/** Copies the category with all its products (and their complement attachments). The copy starts inactive. */
export function duplicar(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    const orig = await uma(tx, id);
    await assertLimite(tx);
    const copia = await q.inserir(tx, { nome: nomeCopia(orig.nome), ativo: false, ordem: await q.proximaOrdem(tx) });
    for (const p of await produtos.idsDaCategoria(tx, id))
      await copiarProduto(tx, p, { categoriaId: copia, manterNomeEStatus: true });
    return uma(tx, copia);
  });
}

/** New order of all the business's categories: `ids` must be exactly that set, each once; nothing changes otherwise. */
export function reordenar(t: Tenant, ids: number[]) {
  return t.transacao(async (tx) => {
    const set = new Set(await q.ids(tx));
    if (ids.some((i) => !set.has(i))) throw notFound(NAO_ENCONTRADA);
    if (new Set(ids).size !== ids.length || ids.length !== set.size)
      throw badRequest('Envie todas as categorias, cada uma uma única vez', 'ids');
    await q.reordenar(tx, ids);
  });
}
