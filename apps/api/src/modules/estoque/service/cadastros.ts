import type { Tenant } from '../../../db/tenant.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type {
  CadastroQuery,
  Fornecedor,
  FornecedorCriar,
  FornecedorPatch,
  InsumoCategoria,
  InsumoCategoriaCriar,
  InsumoCategoriaPatch,
} from '@app/shared/schemas/estoque.ts';
import { UNIDADES_CODIGOS, UNIDADES } from '@app/shared/domain/estoque-unidades.ts';
import * as q from '../queries/cadastros.ts';

// Units (a fixed list: conversion factors are code, not data a business could break), ingredient categories and
// suppliers.

const CATEGORIA_NAO_ENCONTRADA = 'Categoria de insumo não encontrada';
const FORNECEDOR_NAO_ENCONTRADO = 'Fornecedor não encontrado';

export function unidades() {
  return { items: UNIDADES_CODIGOS.map((c) => UNIDADES[c]) };
}

function categoriaApi(r: q.CategoriaLinha & { insumos_qtd?: number }): InsumoCategoria {
  return {
    id: Number(r.id),
    nome: r.nome,
    ativo: r.ativo,
    insumos_qtd: Number(r.insumos_qtd ?? 0),
    criado_em: new Date(r.criado_em).toISOString(),
  };
}

export function listarCategorias(t: Tenant, filtro: CadastroQuery) {
  return t.transacao(async (tx) => {
    const linhas = await q.listarCategorias(tx, filtro);
    return { items: linhas.map(categoriaApi), total: Number(linhas[0]?.total ?? 0) };
  });
}

export function criarCategoria(t: Tenant, dados: InsumoCategoriaCriar) {
  return t.transacao(async (tx) => categoriaApi(await q.inserirCategoria(tx, dados)));
}

export function alterarCategoria(t: Tenant, id: number, dados: InsumoCategoriaPatch) {
  return t.transacao(async (tx) => {
    const r = await q.atualizarCategoria(tx, id, dados);
    if (!r) throw notFound(CATEGORIA_NAO_ENCONTRADA);
    return categoriaApi((await q.categoriaComUso(tx, id))!);
  });
}

export function excluirCategoria(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    const c = await q.categoriaComUso(tx, id);
    if (!c) throw notFound(CATEGORIA_NAO_ENCONTRADA);
    if (Number(c.insumos_qtd) > 0)
      throw conflict('Categoria em uso por insumos: mova-os para outra categoria ou desative esta');
    await q.excluirCategoria(tx, id);
    return { ok: true as const };
  });
}

function fornecedorApi(r: q.FornecedorLinha): Fornecedor {
  return {
    id: r.id,
    nome: r.nome,
    documento: r.documento,
    telefone: r.telefone,
    email: r.email,
    contato: r.contato,
    observacao: r.observacao,
    ativo: r.ativo,
    criado_em: r.criado_em.toISOString(),
  };
}

export function listarFornecedores(t: Tenant, filtro: CadastroQuery) {
  return t.transacao(async (tx) => {
    const { linhas, total } = await q.listarFornecedores(tx, filtro);
    return { items: linhas.map(fornecedorApi), total };
  });
}

export function criarFornecedor(t: Tenant, dados: FornecedorCriar) {
  return t.transacao(async (tx) =>
    fornecedorApi(
      await q.inserirFornecedor(tx, {
        nome: dados.nome,
        documento: dados.documento ?? null,
        telefone: dados.telefone ?? null,
        email: dados.email ?? null,
        contato: dados.contato ?? null,
        observacao: dados.observacao ?? null,
        ativo: dados.ativo ?? true,
      }),
    ),
  );
}

export function alterarFornecedor(t: Tenant, id: number, dados: FornecedorPatch) {
  return t.transacao(async (tx) => {
    const r = await q.atualizarFornecedor(tx, id, dados);
    if (!r) throw notFound(FORNECEDOR_NAO_ENCONTRADO);
    return fornecedorApi(r);
  });
}

export function excluirFornecedor(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    if (!(await q.buscarFornecedor(tx, id))) throw notFound(FORNECEDOR_NAO_ENCONTRADO);
    if (await q.fornecedorEmUso(tx, id))
      throw conflict('Fornecedor em uso por insumos: troque o fornecedor deles ou desative este');
    await q.excluirFornecedor(tx, id);
    return { ok: true as const };
  });
}
