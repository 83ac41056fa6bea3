import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import {
  msgFamilia,
  mesmaFamilia,
  paraQ4,
  q4ParaBase,
  UNIDADES,
  type UnidadeCodigo,
} from '@app/shared/domain/estoque-unidades.ts';
import type { FichaCriar, FichaPatch, FichasQuery, FichaVinculoQuery } from '@app/shared/schemas/estoque-fichas.ts';
import * as catalogo from '../../catalogo/index.ts';
import * as qi from '../queries/insumos.ts';
import * as qf from '../queries/fichas.ts';
import { carregarLivro, comSubReceitas, custoDaFicha, fichasAfetadas, paraCusto, resolverSemCiclo } from './custos.ts';
import { carregarVitrine, fichaApi } from './fichas-api.ts';
import { gravarItem } from './item-gravar.ts';
import { ucTexto } from './razao.ts';
import { e10ParaReais4 } from '@app/shared/domain/estoque-custo.ts';

// Technical sheets: CRUD with their items, live costs, /recalcular, the link to products and options. After every
// change the whole business's sheets are checked for cycles (a sheet reaching itself through sub-recipes → 409).

export const FICHA_NAO_ENCONTRADA = 'Ficha técnica não encontrada';

export async function obterNaTx(tx: TenantTx, id: number) {
  const livro = await carregarLivro(tx);
  const f = livro.fichas.get(id);
  if (!f) throw notFound(FICHA_NAO_ENCONTRADA);
  return fichaApi(livro, await carregarVitrine(tx, [f]), f);
}

/** Every sheet, whatever its state: no cycle may exist even among inactive ones (activating one would close it). */
export async function verificarCiclos(tx: TenantTx) {
  const [fichas, itens] = await Promise.all([qf.todas(tx), qf.itensDe(tx)]);
  resolverSemCiclo(
    new Map(),
    fichas.map((f) =>
      paraCusto(
        f,
        itens.filter((i) => Number(i.ficha_id) === Number(f.id)),
      ),
    ),
  );
}

/** Keeps the product's / option's `ficha_tecnica_id` on a sheet that names it (any size first), or null. */
async function sincronizarVinculos(tx: TenantTx, alvos: { produto_id: number | null; opcao_id: number | null }[]) {
  for (const a of alvos) {
    if (a.produto_id)
      await catalogo.vincularFicha(
        tx,
        { produtoId: a.produto_id },
        await qf.vinculo(tx, { produto_id: a.produto_id }, true),
      );
    if (a.opcao_id)
      await catalogo.vincularFicha(tx, { opcaoId: a.opcao_id }, await qf.vinculo(tx, { opcao_id: a.opcao_id }, true));
  }
}

async function validar(tx: TenantTx, d: FichaPatch, atual?: qf.FichaLinha): Promise<qf.FichaGravar> {
  const tipo = d.tipo_ficha ?? atual?.tipo_ficha;
  const g: qf.FichaGravar = {};
  for (const k of ['descricao', 'tipo_ficha', 'ativo', 'controla_estoque', 'compoe_cmv'] as const)
    if (d[k] !== undefined) (g as Record<string, unknown>)[k] = d[k];
  if (d.tamanho !== undefined) g.tamanho = d.tamanho || null;
  const produtoId = d.produto_id !== undefined ? d.produto_id : atual?.produto_id;
  const opcaoId = d.opcao_id !== undefined ? d.opcao_id : atual?.opcao_id;
  const resultanteId = d.insumo_resultante_id !== undefined ? d.insumo_resultante_id : atual?.insumo_resultante_id;
  // a sheet belongs to one thing: the link of its kind is kept, the others cleared
  g.produto_id = tipo === 'produto' ? (produtoId ?? null) : null;
  g.opcao_id = tipo === 'opcao' ? (opcaoId ?? null) : null;
  g.insumo_resultante_id = tipo === 'producao' ? (resultanteId ?? null) : null;
  if (tipo === 'produto' && !g.produto_id) throw badRequest('Informe o produto da ficha', 'produto_id');
  if (tipo === 'opcao' && !g.opcao_id) throw badRequest('Informe a opção da ficha', 'opcao_id');
  if (tipo === 'producao' && !g.insumo_resultante_id)
    throw badRequest('Informe o insumo produzido', 'insumo_resultante_id');
  if (g.produto_id && !(await catalogo.produtosParaFichas(tx, [Number(g.produto_id)])).length)
    throw badRequest('Produto não encontrado', 'produto_id');
  if (g.opcao_id && !(await catalogo.opcoesParaFichas(tx, [Number(g.opcao_id)])).length)
    throw badRequest('Opção não encontrada', 'opcao_id');
  let unidade = (d.rendimento_unidade ?? atual?.rendimento_unidade ?? 'un') as UnidadeCodigo;
  if (g.insumo_resultante_id) {
    const r = await qi.buscar(tx, Number(g.insumo_resultante_id));
    if (!r) throw badRequest('Insumo produzido não encontrado', 'insumo_resultante_id');
    const padrao = r.unidade_padrao as UnidadeCodigo;
    if (!d.rendimento_unidade && !mesmaFamilia(unidade, padrao)) unidade = padrao;
    if (!mesmaFamilia(unidade, padrao)) throw badRequest(msgFamilia(UNIDADES[padrao].familia), 'rendimento_unidade');
  } else if (unidade !== 'un')
    throw badRequest('O rendimento de ficha de produto ou opção é em porções (un)', 'rendimento_unidade');
  const qtde = d.rendimento_qtde ?? atual?.rendimento_qtde ?? 1;
  const q4 = paraQ4(qtde, unidade);
  if (!q4 || q4 <= 0) throw badRequest('Informe um rendimento maior que zero', 'rendimento_qtde');
  g.rendimento_qtde = String(qtde).replace(',', '.');
  g.rendimento_unidade = unidade;
  g.rendimento_base = q4ParaBase(q4);
  return g;
}

async function semResultanteDuplicado<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (isUniqueViolation(e, 'fichas_tecnicas_resultante_uq'))
      throw conflict('Este insumo já é produzido por outra ficha técnica');
    throw e;
  }
}

export function listar(t: Tenant, filtro: FichasQuery) {
  return t.transacao(async (tx) => {
    const livro = await carregarLivro(tx);
    const ids = filtro.insumo_id ? fichasAfetadas(livro, filtro.insumo_id) : null;
    const { linhas, total } = await qf.listar(tx, filtro, ids);
    const v = await carregarVitrine(tx, linhas);
    return { items: linhas.map((f) => fichaApi(livro, v, livro.fichas.get(Number(f.id)) ?? f)), total };
  });
}

export function obter(t: Tenant, id: number) {
  return t.transacao((tx) => obterNaTx(tx, id));
}

export function criar(t: Tenant, d: FichaCriar) {
  return t.transacao(async (tx) => {
    const g = await validar(tx, d);
    const id = await semResultanteDuplicado(() =>
      qf.inserir(tx, { ...g, descricao: d.descricao, tipo_ficha: d.tipo_ficha }),
    );
    for (const item of d.itens ?? []) await gravarItem(tx, id, item);
    await verificarCiclos(tx);
    await sincronizarVinculos(tx, [{ produto_id: g.produto_id ?? null, opcao_id: g.opcao_id ?? null }]);
    return obterNaTx(tx, id);
  });
}

export function alterar(t: Tenant, id: number, d: FichaPatch) {
  return t.transacao(async (tx) => {
    const atual = await qf.buscar(tx, id, true);
    if (!atual) throw notFound(FICHA_NAO_ENCONTRADA);
    const g = await validar(tx, d, atual);
    await semResultanteDuplicado(() => qf.atualizar(tx, id, g));
    await verificarCiclos(tx);
    await sincronizarVinculos(tx, [atual, { produto_id: g.produto_id ?? null, opcao_id: g.opcao_id ?? null }]);
    return obterNaTx(tx, id);
  });
}

export function excluir(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    const atual = await qf.buscar(tx, id, true);
    if (!atual) throw notFound(FICHA_NAO_ENCONTRADA);
    await qf.excluir(tx, id);
    await sincronizarVinculos(tx, [atual]);
    return { ok: true as const };
  });
}

/** Stores the live cost on the sheet and on its sub-recipes (sub-recipes first); past sales keep their snapshot. */
export function recalcular(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    if (!(await qf.buscar(tx, id, true))) throw notFound(FICHA_NAO_ENCONTRADA);
    const livro = await carregarLivro(tx);
    const ordem = comSubReceitas(livro, id);
    for (const fid of ordem) {
      const c = custoDaFicha(livro, fid);
      await qf.registrarCusto(tx, fid, String(e10ParaReais4(c.total)), ucTexto(c.unitario));
    }
    return { ficha: await obterNaTx(tx, id), recalculadas: ordem };
  });
}

export function vinculo(t: Tenant, q: FichaVinculoQuery) {
  return t.transacao(async (tx) => {
    if (q.produto_id && !(await catalogo.produtosParaFichas(tx, [q.produto_id])).length)
      throw notFound('Produto não encontrado');
    if (q.opcao_id && !(await catalogo.opcoesParaFichas(tx, [q.opcao_id])).length)
      throw notFound('Opção não encontrada');
    return { ficha_id: await qf.vinculo(tx, q) };
  });
}
