import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';

let f: Fixture;
let gA: string;
let aA: string;
let gB: string;
beforeAll(async () => {
  f = await createFixture();
  gA = await f.token('gerente.a@teste.com');
  aA = await f.token('atendente.a@teste.com');
  gB = await f.token('gerente.b@teste.com');
});
afterAll(async () => {
  await f?.close();
});

const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  f.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const ok = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) => {
  const r = await req(method, url, token, payload);
  expect(r.statusCode, r.body).toBeLessThan(300);
  return r.json();
};
const mov = (token: string, body: object) => ok('POST', '/api/estoque/movimentos', token, body);

describe('registers', () => {
  it('lists the units with fator_base', async () => {
    const u = await ok('GET', '/api/unidades', gA);
    expect(u.items).toContainEqual({
      codigo: 'kg',
      nome: 'Quilograma',
      familia: 'massa',
      fator_base: 1000,
      unidade_base: 'g',
    });
    expect(u.items).toHaveLength(5);
  });

  it('categories and suppliers: CRUD, search, active toggle, delete refused while used', async () => {
    const c = await ok('POST', '/api/insumos/categorias', gA, { nome: 'Laticínios' });
    expect((await req('POST', '/api/insumos/categorias', gA, { nome: 'laticínios' })).statusCode).toBe(409);
    const fo = await ok('POST', '/api/fornecedores', gA, { nome: 'Laticínios Serra', telefone: '11 99999-0000' });
    expect(fo).toMatchObject({ nome: 'Laticínios Serra', documento: null, ativo: true });
    const i = await ok('POST', '/api/insumos', gA, {
      nome: 'Queijo prato',
      unidade_padrao: 'kg',
      categoria_id: c.id,
      fornecedor_id: fo.id,
    });
    expect(i).toMatchObject({ categoria_nome: 'Laticínios', fornecedor_nome: 'Laticínios Serra', familia: 'massa' });
    expect((await req('DELETE', `/api/insumos/categorias/${c.id}`, gA)).statusCode).toBe(409);
    expect((await req('DELETE', `/api/fornecedores/${fo.id}`, gA)).statusCode).toBe(409);
    expect(await ok('PATCH', `/api/insumos/categorias/${c.id}`, gA, { ativo: false })).toMatchObject({
      ativo: false,
      insumos_qtd: 1,
    });
    expect((await ok('GET', '/api/insumos/categorias?search=latic&ativo=false', gA)).total).toBe(1);
    expect((await ok('GET', '/api/fornecedores?search=serra', gA)).items[0].id).toBe(fo.id);
    expect((await ok('GET', '/api/fornecedores?search=serra', gB)).total).toBe(0);
    await ok('DELETE', `/api/insumos/${i.id}`, gA);
    await ok('DELETE', `/api/insumos/categorias/${c.id}`, gA);
    await ok('DELETE', `/api/fornecedores/${fo.id}`, gA);
    expect((await req('PATCH', `/api/fornecedores/${fo.id}`, gA, { nome: 'X' })).statusCode).toBe(404);
  });

  it('needs the stock permission', async () => {
    expect((await req('GET', '/api/insumos', aA)).statusCode).toBe(403);
  });

  it('refuses bad input in Portuguese', async () => {
    const r = await req('POST', '/api/insumos', gA, { nome: 'X', unidade_padrao: 'lb' });
    expect(r.statusCode).toBe(400);
    expect(r.body).toContain('Unidade desconhecida');
    const i = await ok('POST', '/api/insumos', gA, { nome: 'Leite', unidade_padrao: 'L' });
    const neg = await req('POST', '/api/estoque/movimentos', gA, {
      tipo: 'entrada_compra',
      insumo_id: i.id,
      qtde: -2,
      unidade: 'L',
      custo_total: 10,
    });
    expect(neg.statusCode).toBe(400);
    const fam = await req('POST', '/api/estoque/movimentos', gA, {
      tipo: 'entrada_compra',
      insumo_id: i.id,
      qtde: 2,
      unidade: 'kg',
      custo_total: 10,
    });
    expect(fam.statusCode).toBe(400);
    expect(fam.json().detail).toBe('Unidade de outra família: use L ou ml');
  });
});

describe('movements and balances (research vector V3 through the API)', () => {
  it('purchases average the cost, exits keep it, a count adjusts, values to the cent', async () => {
    const i = await ok('POST', '/api/insumos', gA, {
      nome: 'Mussarela',
      unidade_padrao: 'kg',
      estoque_minimo_base: 2000,
    });
    const c1 = await mov(gA, {
      tipo: 'entrada_compra',
      insumo_id: i.id,
      qtde: 10,
      unidade: 'kg',
      custo_total: '400,00',
    });
    expect(c1.insumo).toMatchObject({
      custo_por_un_base: 0.04,
      custo_por_unidade_padrao: 40,
      qtde_amigavel: '10,000 kg',
    });
    await mov(gA, { tipo: 'saida_manual', insumo_id: i.id, qtde: 3000, unidade: 'g' });
    const c2 = await mov(gA, { tipo: 'entrada_compra', insumo_id: i.id, qtde: '5', unidade: 'kg', custo_total: 230 });
    expect(c2.insumo).toMatchObject({ custo_por_unidade_padrao: 42.5, valor_estoque: 510 });
    const s2 = await mov(gA, { tipo: 'perda', insumo_id: i.id, qtde: 8, unidade: 'kg' });
    expect(s2.movimento).toMatchObject({ tipo: 'perda', qtde_base: -8000, valor: -340, saldo_apos_base: 4000 });
    const c3 = await mov(gA, { tipo: 'entrada_compra', insumo_id: i.id, qtde: 6, unidade: 'kg', custo_total: 270 });
    expect(c3.insumo).toMatchObject({ custo_por_unidade_padrao: 44, valor_estoque: 440, qtde_base: 10000 });
    const aj = await mov(gA, { tipo: 'ajuste_inventario', insumo_id: i.id, qtde: '9,750', unidade: 'kg' });
    expect(aj.movimento).toMatchObject({ qtde_base: -250, qtde_informada: 9.75, valor: -11, saldo_apos_base: 9750 });
    expect(aj.insumo.qtde_amigavel).toBe('9,750 kg');

    const lista = await ok('GET', `/api/estoque/movimentos?insumo_id=${i.id}`, gA);
    expect(lista).toMatchObject({ total: 6, limit: 100, offset: 0 });
    expect(lista.items.map((m: { tipo: string }) => m.tipo)).toEqual([
      'ajuste_inventario',
      'entrada_compra',
      'perda',
      'entrada_compra',
      'saida_manual',
      'entrada_compra',
    ]);
    const compras = await ok(
      'GET',
      `/api/estoque/movimentos?insumo_id=${i.id}&tipo=entrada_compra&limit=2&offset=1`,
      gA,
    );
    expect(compras).toMatchObject({ total: 3, limit: 2, offset: 1 });
    expect(compras.items).toHaveLength(2);
    expect(
      (await ok('GET', `/api/estoque/movimentos?insumo_id=${i.id}&inicio=2000-01-01&fim=2000-01-02`, gA)).total,
    ).toBe(0);
    expect(
      (await ok('GET', `/api/estoque/movimentos?insumo_id=${i.id}&inicio=2000-01-01&fim=2100-01-01`, gA)).total,
    ).toBe(6);
    expect((await ok('GET', `/api/estoque/movimentos?insumo_id=${i.id}`, gB)).total).toBe(0);
  });

  it('balances: below-minimum first, totals, the alert count; negative allowed and flagged', async () => {
    const a = await ok('POST', '/api/insumos', gB, { nome: 'Azeite', unidade_padrao: 'L', estoque_minimo_base: 1000 });
    const b = await ok('POST', '/api/insumos', gB, { nome: 'Bacon', unidade_padrao: 'kg', estoque_minimo_base: 500 });
    await mov(gB, { tipo: 'entrada_compra', insumo_id: a.id, qtde: 5, unidade: 'L', custo_total: 150 });
    await mov(gB, { tipo: 'entrada_compra', insumo_id: b.id, qtde: 1, unidade: 'kg', custo_total: 49.9 });
    const s = await mov(gB, { tipo: 'saida_manual', insumo_id: b.id, qtde: 1.2, unidade: 'kg' });
    expect(s.insumo).toMatchObject({
      negativo: true,
      abaixo_minimo: true,
      qtde_amigavel: '-0,200 kg',
      valor_estoque: -9.98,
    });
    const saldos = await ok('GET', '/api/estoque/saldos', gB);
    expect(saldos.items.map((x: { nome: string }) => x.nome)).toEqual(['Bacon', 'Azeite']);
    expect(saldos).toMatchObject({ total: 2, abaixo_minimo_qtd: 1, negativos_qtd: 1, valor_total: 140.02 });
    expect(saldos.items[1]).toMatchObject({
      qtde_amigavel: '5,000 L',
      estoque_minimo_amigavel: '1,000 L',
      custo_por_un_base: 0.03,
    });
    expect(await ok('GET', '/api/estoque/alertas', gB)).toEqual({ abaixo_minimo: 1, negativos: 1 });
  });

  it('concurrent movements of one ingredient lose nothing', async () => {
    const i = await ok('POST', '/api/insumos', gA, { nome: 'Farinha', unidade_padrao: 'kg' });
    await mov(gA, { tipo: 'entrada_compra', insumo_id: i.id, qtde: 100, unidade: 'kg', custo_total: 500 });
    const rs = await Promise.all(
      Array.from({ length: 20 }, (_, k) =>
        req(
          'POST',
          '/api/estoque/movimentos',
          gA,
          k % 2
            ? { tipo: 'saida_manual', insumo_id: i.id, qtde: 1, unidade: 'kg' }
            : { tipo: 'entrada_compra', insumo_id: i.id, qtde: 2, unidade: 'kg', custo_total: 12 },
        ),
      ),
    );
    expect(rs.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const [s] = (await ok('GET', '/api/estoque/saldos?search=Farinha', gA)).items;
    expect(s.qtde_base).toBe(110_000);
    const lista = await ok('GET', `/api/estoque/movimentos?insumo_id=${i.id}`, gA);
    // the running balance is consistent: each movement's balance-after is the previous one plus its quantity
    const cronologica = [...lista.items].reverse();
    let saldo = 0;
    for (const m of cronologica) {
      saldo += m.qtde_base;
      expect(m.saldo_apos_base).toBe(saldo);
    }
  });
});
