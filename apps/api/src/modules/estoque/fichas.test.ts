import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../../../test/helpers.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';
import { cliente, criarEstoquePizzaria, type EstoquePizzaria } from '../../../test/estoque-fixture.ts';
import { tenantDe, comoEmpresaId } from '../../db/tenant.ts';
import { custosDeProdutos } from './index.ts';

// Technical sheets through the API, with the research notes' vector V4 as fixed numbers.

let f: Fixture;
let A: DadosPedido;
let E: EstoquePizzaria;
let api: ReturnType<typeof cliente>;
let apiB: ReturnType<typeof cliente>;
const fichaDoProduto = async (id: number) =>
  (await api.ok('GET', '/produtos?per_page=100')).items.find((p: { id: number }) => p.id === id).ficha_tecnica_id;
beforeAll(async () => {
  f = await createFixture();
  A = await criarDadosPedido(f.database.db, f.A.id, 'A');
  await criarDadosPedido(f.database.db, f.B.id, 'B');
  api = cliente(f, await f.token('gerente.a@teste.com'));
  apiB = cliente(f, await f.token('gerente.b@teste.com'));
  E = await criarEstoquePizzaria(f, await f.token('gerente.a@teste.com'), A);
});
afterAll(async () => {
  await f?.close();
});

describe('sheet costs (vector V4)', () => {
  it('sub-recipes: dough 6,880 / 1600 g = 0,0043 per g; sauce 0,0167 per g', async () => {
    const m = await api.ok('GET', `/fichas/${E.massa}`);
    expect(m).toMatchObject({
      tipo_ficha: 'producao',
      insumo_resultante_nome: 'massa',
      rendimento_qtde: 1.6,
      rendimento_unidade: 'kg',
      rendimento_base: 1600,
      custo_total_receita: 6.88,
      custo_unitario_saida_base: 0.0043,
      custo_medio: 4.3, // per kg of dough
      cmv_percentual: null,
      estoque_atual_base: 0,
    });
    expect(m.itens.map((i: { custo_na_porcao: number }) => i.custo_na_porcao)).toEqual([5, 0, 0.4, 0.04, 1.44]);
    expect((await api.ok('GET', `/fichas/${E.molho}`)).custo_unitario_saida_base).toBe(0.0167);
  });

  it('the Grande base 6,2240; flavours 11,8950 (onion PB 62,5 g) and 11,2000; CMV against the price', async () => {
    const b = await api.ok('GET', `/fichas/${E.base}`);
    expect(b).toMatchObject({ custo_total_receita: 6.224, custo_medio: 6.22, preco_venda: 50, cmv_percentual: 12.45 });
    expect(b.itens.map((i: { custo_na_porcao: number }) => i.custo_na_porcao)).toEqual([1.72, 2.004, 2.5]);
    const c = await api.ok('GET', `/fichas/${E.calabresa}`);
    expect(c.custo_total_receita).toBe(11.895);
    expect(c.itens[2]).toMatchObject({
      quantidade: 50,
      fator_correcao: 1.25,
      quantidade_base: 62.5,
      custo_na_porcao: 0.375,
    });
    const m = await api.ok('GET', `/fichas/${E.marguerita}`);
    expect(m).toMatchObject({ custo_total_receita: 11.2, preco_venda: 8, cmv_percentual: 140 });
  });

  it('recalcular after flour goes to 6,00/kg: dough 0,004925 per g; stores sub-recipes first', async () => {
    await api.ok('PATCH', `/insumos/${E.insumos.farinha}`, { custo_por_un_base: 0.006 });
    const vivo = await api.ok('GET', `/fichas/${E.base}`);
    expect(vivo.custo_total_receita).toBe(6.474); // 400 g of dough at 0,004925
    expect(vivo.custo_registrado).toBeNull();
    const r = await api.ok('POST', `/fichas/${E.base}/recalcular`);
    expect(r.recalculadas).toEqual([E.massa, E.molho, E.base]);
    expect(r.ficha).toMatchObject({ custo_registrado: 6.474, custo_total_receita: 6.474 });
    expect((await api.ok('GET', `/fichas/${E.massa}`)).custo_unitario_saida_base).toBe(0.004925);
    expect((await api.ok('GET', `/fichas/${E.massa}`)).custo_registrado).toBe(7.88);
    await api.ok('PATCH', `/insumos/${E.insumos.farinha}`, { custo_por_un_base: 0.005 });
  });

  it('lists the sheets an ingredient moves, through sub-recipes', async () => {
    const ids = (r: { items: { id: number }[] }) => r.items.map((x) => x.id).sort((a, b) => a - b);
    expect(ids(await api.ok('GET', `/fichas?insumo_id=${E.insumos.farinha}`))).toEqual([E.massa, E.base]);
    expect(ids(await api.ok('GET', `/fichas?insumo_id=${E.insumos.mussarela}`))).toEqual([E.calabresa, E.marguerita]);
    expect((await api.ok('GET', '/fichas?tipo_ficha=producao')).total).toBe(2);
    expect((await apiB.ok('GET', '/fichas')).total).toBe(0);
  });

  it('links sheets to products and options (vinculo-id and the catalogue field)', async () => {
    expect(await api.ok('GET', `/fichas/vinculo-id?produto_id=${A.pizza}&tamanho=Grande`)).toEqual({
      ficha_id: E.base,
    });
    expect(await api.ok('GET', `/fichas/vinculo-id?opcao_id=${A.calabresa}&tamanho=Grande`)).toEqual({
      ficha_id: E.calabresa,
    });
    expect(await api.ok('GET', `/fichas/vinculo-id?produto_id=${A.refri}`)).toEqual({ ficha_id: null });
    expect((await api.req('GET', '/fichas/vinculo-id')).statusCode).toBe(400);
    expect(await fichaDoProduto(A.pizza)).toBe(E.base);
  });

  it('items CRUD answers the sheet with new costs; wrong family and unknown ids are 400/404', async () => {
    const com = await api.ok('POST', `/fichas/${E.marguerita}/itens`, {
      insumo_id: E.insumos.oregano,
      quantidade: 2,
      unidade: 'g',
    });
    expect(com.custo_total_receita).toBe(11.32);
    const item = com.itens.at(-1);
    const alterada = await api.ok('PATCH', `/fichas/${E.marguerita}/itens/${item.id}`, { quantidade: 1 });
    expect(alterada.custo_total_receita).toBe(11.26);
    expect((await api.ok('GET', `/fichas/${E.marguerita}/itens`)).items).toHaveLength(4);
    expect((await api.ok('DELETE', `/fichas/${E.marguerita}/itens/${item.id}`)).custo_total_receita).toBe(11.2);
    const fam = await api.req('POST', `/fichas/${E.marguerita}/itens`, {
      insumo_id: E.insumos.azeite,
      quantidade: 1,
      unidade: 'kg',
    });
    expect(fam.statusCode).toBe(400);
    expect(fam.json().detail).toBe('Unidade de outra família: use L ou ml');
    expect((await api.req('DELETE', `/fichas/${E.marguerita}/itens/999999`)).statusCode).toBe(404);
    expect((await apiB.req('GET', `/fichas/${E.marguerita}`)).statusCode).toBe(404);
  });

  it('refuses a sheet that contains itself through sub-recipes (409), directly or through another', async () => {
    const direto = await api.req('POST', `/fichas/${E.massa}/itens`, {
      insumo_id: E.insumos.massa,
      quantidade: 1,
      unidade: 'g',
    });
    expect(direto.statusCode).toBe(409);
    expect(direto.json().detail).toContain('contém a si mesma');
    const indireto = await api.req('POST', `/fichas/${E.molho}/itens`, {
      insumo_id: E.insumos.massa,
      quantidade: 1,
      unidade: 'g',
    });
    expect(indireto.statusCode).toBe(201); // sauce uses dough: fine
    const ciclo = await api.req('POST', `/fichas/${E.massa}/itens`, {
      insumo_id: E.insumos.molho,
      quantidade: 1,
      unidade: 'g',
    });
    expect(ciclo.statusCode).toBe(409);
    const sem = indireto.json().itens.at(-1).id;
    await api.ok('DELETE', `/fichas/${E.molho}/itens/${sem}`);
    const dup = await api.req('POST', '/fichas', {
      descricao: 'Outra massa',
      tipo_ficha: 'producao',
      insumo_resultante_id: E.insumos.massa,
    });
    expect(dup.statusCode).toBe(409);
    const semVinculo = await api.req('POST', '/fichas', { descricao: 'X', tipo_ficha: 'produto' });
    expect(semVinculo.statusCode).toBe(400);
    const outroNegocio = await apiB.req('POST', '/fichas', {
      descricao: 'X',
      tipo_ficha: 'produto',
      produto_id: A.pizza,
    });
    expect(outroNegocio.statusCode).toBe(400);
  });

  it('custosDeProdutos gives each product its current recipe cost in cents', async () => {
    const t = tenantDe(f.database.db, comoEmpresaId(f.A.id));
    const m = await t.transacao((tx) => custosDeProdutos(tx, [A.pizza, A.refri]));
    expect([...m]).toEqual([[A.pizza, 622]]);
  });

  it('deletes a sheet and unlinks its product', async () => {
    const s = await api.ok('POST', '/fichas', { descricao: 'Refri', tipo_ficha: 'produto', produto_id: A.refri });
    expect(await fichaDoProduto(A.refri)).toBe(s.id);
    await api.ok('DELETE', `/fichas/${s.id}`);
    expect(await fichaDoProduto(A.refri)).toBeNull();
    expect((await api.req('DELETE', `/fichas/${s.id}`)).statusCode).toBe(404);
  });
});
