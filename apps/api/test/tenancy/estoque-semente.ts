import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/tenant.ts';
import type { Fixture } from '../helpers.ts';
import { criar } from './comum.ts';

// The stock part of the tenancy matrix, its rows: B's category, supplier, ingredient (with a purchase), sheet and
// item created through the API; A's own ingredient and sheet to carry B's ids in bodies and nested paths. B's
// product and option come from the catalogue the other modules seeded. Filled in by `semearEstoque`.
export const A = { insumo: 0, resultante: 0, ficha: 0, item: 0, produto: 0 };
export const B = { categoria: 0, fornecedor: 0, insumo: 0, resultante: 0, ficha: 0, item: 0, produto: 0, opcao: 0 };

async function umId(f: Fixture, tabela: 'produtos' | 'opcoes', empresa: number) {
  const [l] = await queryRows<{ id: number }>(
    f.database.db,
    sql`SELECT id::float8 AS id FROM ${sql.identifier(tabela)} WHERE empresa_id = ${empresa} ORDER BY id LIMIT 1`,
  );
  return Number(l!.id);
}

export async function semearEstoque(f: Fixture) {
  const gB = await f.token('gerente.b@teste.com');
  const gA = await f.token('gerente.a@teste.com');
  B.produto = await umId(f, 'produtos', f.B.id);
  B.opcao = await umId(f, 'opcoes', f.B.id);
  A.produto = await umId(f, 'produtos', f.A.id);
  B.categoria = (await criar(f, gB, '/api/insumos/categorias', { nome: 'CANARY-B categoria' })).id;
  B.fornecedor = (await criar(f, gB, '/api/fornecedores', { nome: 'CANARY-B fornecedor' })).id;
  B.insumo = (
    await criar(f, gB, '/api/insumos', {
      nome: 'CANARY-B insumo',
      unidade_padrao: 'kg',
      categoria_id: B.categoria,
      fornecedor_id: B.fornecedor,
    })
  ).id;
  B.resultante = (await criar(f, gB, '/api/insumos', { nome: 'CANARY-B massa', unidade_padrao: 'kg' })).id;
  await criar(f, gB, '/api/estoque/movimentos', {
    tipo: 'entrada_compra',
    insumo_id: B.insumo,
    qtde: 2,
    unidade: 'kg',
    custo_total: 20,
    fornecedor_id: B.fornecedor,
  });
  const fichaB = await criar(f, gB, '/api/fichas', {
    descricao: 'CANARY-B ficha',
    tipo_ficha: 'producao',
    insumo_resultante_id: B.resultante,
    rendimento_qtde: 1,
    rendimento_unidade: 'kg',
    itens: [{ insumo_id: B.insumo, quantidade: 500, unidade: 'g' }],
  });
  B.ficha = fichaB.id;
  B.item = (fichaB as unknown as { itens: { id: number }[] }).itens[0]!.id;
  A.insumo = (await criar(f, gA, '/api/insumos', { nome: 'Farinha A', unidade_padrao: 'kg' })).id;
  A.resultante = (await criar(f, gA, '/api/insumos', { nome: 'Massa A', unidade_padrao: 'kg' })).id;
  const fichaA = await criar(f, gA, '/api/fichas', {
    descricao: 'Massa A',
    tipo_ficha: 'producao',
    insumo_resultante_id: A.resultante,
    rendimento_qtde: 1,
    rendimento_unidade: 'kg',
    itens: [{ insumo_id: A.insumo, quantidade: 1, unidade: 'kg' }],
  });
  A.ficha = fichaA.id;
  A.item = (fichaA as unknown as { itens: { id: number }[] }).itens[0]!.id;
}
