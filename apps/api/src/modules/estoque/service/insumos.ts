import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import {
  mesmaFamilia,
  paraQ4,
  q4ParaBase,
  msgFamilia,
  UNIDADES,
  type UnidadeCodigo,
} from '@app/shared/domain/estoque-unidades.ts';
import { custoDeReais } from '@app/shared/domain/estoque-custo.ts';
import { ucTexto } from './razao.ts';
import type { InsumoCriar, InsumoPatch, InsumosQuery } from '@app/shared/schemas/estoque.ts';
import * as q from '../queries/insumos.ts';
import { insumoApi } from './mapa.ts';

// Ingredients. The unit may change only within its family once the ingredient has movements or sheets (their
// base quantities would change meaning otherwise); its balance changes only through movements.

export const INSUMO_NAO_ENCONTRADO = 'Insumo não encontrado';

async function checarVinculos(tx: TenantTx, d: InsumoPatch) {
  if (d.categoria_id && !(await q.existe(tx, 'insumo_categorias', d.categoria_id)))
    throw badRequest('Categoria de insumo não encontrada', 'categoria_id');
  if (d.fornecedor_id && !(await q.existe(tx, 'fornecedores', d.fornecedor_id)))
    throw badRequest('Fornecedor não encontrado', 'fornecedor_id');
}

function gravar(d: InsumoPatch): q.InsumoGravar {
  const g: q.InsumoGravar = {};
  if (d.nome !== undefined) g.nome = d.nome;
  if (d.categoria_id !== undefined) g.categoria_id = d.categoria_id;
  if (d.fornecedor_id !== undefined) g.fornecedor_id = d.fornecedor_id;
  if (d.tipo_insumo !== undefined) g.tipo_insumo = d.tipo_insumo;
  if (d.unidade_padrao !== undefined) g.unidade_padrao = d.unidade_padrao;
  if (d.custo_por_un_base !== undefined) g.custo_por_un_base = ucTexto(custoDeReais(d.custo_por_un_base)!);
  if (d.estoque_minimo_base !== undefined) g.estoque_minimo_base = q4ParaBase(paraQ4(d.estoque_minimo_base, 'g')!);
  if (d.controla_estoque !== undefined) g.controla_estoque = d.controla_estoque;
  if (d.compoe_cmv !== undefined) g.compoe_cmv = d.compoe_cmv;
  if (d.ativo !== undefined) g.ativo = d.ativo;
  return g;
}

export function listar(t: Tenant, filtro: InsumosQuery) {
  return t.transacao(async (tx) => {
    const { linhas, total } = await q.listar(tx, filtro);
    return { items: linhas.map(insumoApi), total };
  });
}

export function criar(t: Tenant, d: InsumoCriar) {
  return t.transacao(async (tx) => {
    await checarVinculos(tx, d);
    const id = await q.inserir(tx, { ...gravar(d), nome: d.nome, unidade_padrao: d.unidade_padrao });
    return insumoApi((await q.buscar(tx, id))!);
  });
}

export function alterar(t: Tenant, id: number, d: InsumoPatch) {
  return t.transacao(async (tx) => {
    const atual = await q.buscar(tx, id, true);
    if (!atual) throw notFound(INSUMO_NAO_ENCONTRADO);
    await checarVinculos(tx, d);
    if (d.unidade_padrao && !mesmaFamilia(d.unidade_padrao, atual.unidade_padrao as UnidadeCodigo)) {
      const u = await q.usos(tx, id);
      if (u.movimentos || u.fichas)
        throw conflict(
          `${msgFamilia(UNIDADES[atual.unidade_padrao as UnidadeCodigo].familia)}: o insumo já tem movimentos ou fichas`,
        );
    }
    await q.atualizar(tx, id, gravar(d));
    return insumoApi((await q.buscar(tx, id))!);
  });
}

export function excluir(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    if (!(await q.buscar(tx, id, true))) throw notFound(INSUMO_NAO_ENCONTRADO);
    const u = await q.usos(tx, id);
    if (u.fichas) throw conflict('Insumo usado em fichas técnicas: retire-o delas ou desative o insumo');
    if (u.movimentos) throw conflict('Insumo com movimentos de estoque não pode ser excluído: desative-o');
    await q.excluir(tx, id);
    return { ok: true as const };
  });
}
