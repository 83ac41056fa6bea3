import type { z } from 'zod';
import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import {
  LIMITES_CATALOGO,
  type Produto,
  type produtoBodySchema,
  type produtosQuerySchema,
} from '@app/shared/schemas/catalogo.ts';
import * as q from '../queries/produtos.ts';
import * as categorias from '../queries/categorias.ts';
import * as complementos from '../queries/complementos.ts';
import * as imagens from '../queries/imagens.ts';
import { centavos, imagemUrl, nomeCopia, reais, tamanhosApi } from './comum.ts';

type Body = z.output<typeof produtoBodySchema>;
type Query = z.output<typeof produtosQuerySchema>;
const NAO_ENCONTRADO = 'Produto não encontrado';

function paraApi(r: q.ProdutoLinha, complementosIds: number[]): Produto {
  return {
    id: r.id,
    categoria_id: r.categoria_id,
    nome: r.nome,
    descricao: r.descricao,
    preco: reais(r.preco_centavos),
    ordem: r.ordem,
    ativo: r.ativo,
    imagem_url: imagemUrl(r.imagem_chave),
    ficha_tecnica_id: r.ficha_tecnica_id,
    tipo: r.tipo,
    tamanhos: tamanhosApi(r.tamanhos),
    max_sabores: r.max_sabores,
    complementos: complementosIds,
  };
}

export async function um(tx: TenantTx, id: number): Promise<Produto> {
  const row = await q.buscar(tx, id);
  if (!row) throw notFound(NAO_ENCONTRADO);
  return paraApi(row, (await q.anexos(tx, [id])).get(id) ?? []);
}

export function listar(t: Tenant, filtro: Query) {
  return t.transacao(async (tx) => {
    const { rows, total } = await q.listar(tx, filtro);
    const map = await q.anexos(
      tx,
      rows.map((r) => r.id),
    );
    return { items: rows.map((r) => paraApi(r, map.get(r.id) ?? [])), total };
  });
}

async function assertCategoria(tx: TenantTx, categoriaId: number) {
  if (!(await categorias.existe(tx, categoriaId))) throw notFound('Categoria não encontrada');
}

async function assertCabeNaCategoria(tx: TenantTx, categoriaId: number) {
  const n = await q.contarNaCategoria(tx, categoriaId);
  if (n >= LIMITES_CATALOGO.produtosPorCategoria)
    throw badRequest(
      `Limite de ${LIMITES_CATALOGO.produtosPorCategoria} produtos por categoria atingido`,
      'categoria_id',
    );
}

async function assertComplementos(tx: TenantTx, ids: number[]) {
  if (!ids.length) return;
  if ((await complementos.contarDaEmpresa(tx, ids)) !== new Set(ids).size) throw notFound('Complemento não encontrado');
}

function colunas(body: Body): q.ProdutoGravar {
  return {
    nome: body.nome,
    descricao: body.descricao || null,
    preco_centavos: centavos(body.preco),
    tipo: body.tipo,
    tamanhos: body.tamanhos.map((t) => ({ nome: t.nome, preco_centavos: centavos(t.preco) })),
    // a simple product has one "flavour": itself
    max_sabores: body.tipo === 'pizza' ? body.max_sabores : 1,
  };
}

export function criar(t: Tenant, body: Body) {
  return t.transacao(async (tx) => {
    await assertCategoria(tx, body.categoria_id);
    await assertComplementos(tx, body.complementos);
    await assertCabeNaCategoria(tx, body.categoria_id);
    const id = await q.inserir(tx, {
      categoria_id: body.categoria_id,
      ativo: body.ativo ?? true,
      ordem: await q.proximaOrdem(tx, body.categoria_id),
      ...colunas(body),
    });
    await q.anexar(tx, id, body.complementos);
    return um(tx, id);
  });
}

export function alterar(t: Tenant, id: number, body: Body) {
  return t.transacao(async (tx) => {
    const atual = await um(tx, id);
    await assertCategoria(tx, body.categoria_id);
    await assertComplementos(tx, body.complementos);
    const mudouCategoria = atual.categoria_id !== body.categoria_id;
    if (mudouCategoria) await assertCabeNaCategoria(tx, body.categoria_id);
    await q.atualizar(tx, id, {
      ...colunas(body),
      categoria_id: body.categoria_id,
      ...(body.ativo !== undefined ? { ativo: body.ativo } : {}),
      ...(mudouCategoria ? { ordem: await q.proximaOrdem(tx, body.categoria_id) } : {}),
    });
    await q.anexar(tx, id, body.complementos);
    return um(tx, id);
  });
}

export function definirAtivo(t: Tenant, id: number, ativo: boolean) {
  return t.transacao(async (tx) => {
    if (!(await q.atualizar(tx, id, { ativo }))) throw notFound(NAO_ENCONTRADO);
    return um(tx, id);
  });
}

export function excluir(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    const removido = await q.remover(tx, id);
    if (!removido) throw notFound(NAO_ENCONTRADO);
    if (removido.imagem_id) await imagens.apagarSemUso(tx, removido.imagem_id);
  });
}

/**
 * Copies a product with its sizes, pizza settings, image and complement attachments (the complements themselves
 * are shared, not copied). The technical sheet is not copied: a sheet belongs to one product (stock issue).
 */
export async function copiarProduto(
  tx: TenantTx,
  id: number,
  opts: { categoriaId?: number; manterNomeEStatus?: boolean } = {},
): Promise<number> {
  const o = await q.buscarCompleto(tx, id);
  if (!o) throw notFound(NAO_ENCONTRADO);
  const categoriaId = opts.categoriaId ?? o.categoria_id;
  if (!opts.categoriaId) await assertCabeNaCategoria(tx, categoriaId);
  const copia = await q.inserir(tx, {
    categoria_id: categoriaId,
    nome: opts.manterNomeEStatus ? o.nome : nomeCopia(o.nome),
    descricao: o.descricao,
    preco_centavos: o.preco_centavos,
    ordem: opts.categoriaId ? o.ordem : await q.proximaOrdem(tx, categoriaId),
    // a copy inside the same category starts inactive, so "Pizza (cópia)" never shows on the public menu by surprise
    ativo: opts.manterNomeEStatus ? o.ativo : false,
    imagem_id: o.imagem_id,
    tipo: o.tipo,
    tamanhos: o.tamanhos,
    max_sabores: o.max_sabores,
  });
  await q.copiarAnexos(tx, id, copia);
  return copia;
}

export function duplicar(t: Tenant, id: number) {
  return t.transacao(async (tx) => um(tx, await copiarProduto(tx, id)));
}

/** New order inside one category: `ids` must be exactly its products, each once; nothing changes otherwise. */
export function reordenar(t: Tenant, categoriaId: number, ids: number[]) {
  return t.transacao(async (tx) => {
    await assertCategoria(tx, categoriaId);
    const rows = await q.categoriasDe(tx, ids);
    if (new Set(rows.map((r) => r.id)).size !== new Set(ids).size) throw notFound(NAO_ENCONTRADO);
    const total = await q.contarNaCategoria(tx, categoriaId);
    if (rows.some((r) => r.categoria_id !== categoriaId) || new Set(ids).size !== ids.length || ids.length !== total) {
      throw badRequest('Envie todos os produtos da categoria, cada um uma única vez', 'ids');
    }
    await q.reordenar(tx, categoriaId, ids);
  });
}
