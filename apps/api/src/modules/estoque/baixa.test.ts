import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../../../test/helpers.ts';
import { montarSalao, pizzaMeia, type Salao } from '../../../test/mesas-fixture.ts';
import { cliente, criarEstoquePizzaria, type EstoquePizzaria } from '../../../test/estoque-fixture.ts';
import { comoEmpresaId, tenantDe } from '../../db/tenant.ts';
import { aplicarVenda } from './service/baixa.ts';

// Automatic deduction: an order entering the kitchen, a tab paid; cancellation and reopening give back; replays,
// bounces and concurrent changes deduct once. Vector V4's half-and-half: mussarela 75 + 125 = 200 g.

let f: Fixture;
let S: Salao;
let E: EstoquePizzaria;
let api: ReturnType<typeof cliente>;
beforeAll(async () => {
  f = await createFixture();
  const token = await f.token('gerente.a@teste.com');
  S = await montarSalao(f, token, f.A.id, 'A');
  E = await criarEstoquePizzaria(f, token, S.d);
  api = cliente(f, token);
  await api.ok('POST', '/estoque/movimentos', {
    tipo: 'entrada_compra',
    insumo_id: E.insumos.mussarela,
    qtde: 5,
    unidade: 'kg',
    custo_total: 225,
  });
});
afterAll(async () => {
  await f?.close();
});

const saldo = async (nome: string) =>
  (await api.ok('GET', `/insumos?search=${encodeURIComponent(nome)}`)).items.find(
    (i: { nome: string }) => i.nome === nome,
  );
const pedido = async () =>
  api.ok('POST', '/pedidos', {
    tipo: 'retirada',
    canal: 'balcao',
    cliente_id: S.d.cliente,
    itens: [pizzaMeia(S.d)],
    pagamentos: [{ forma_pagamento_padrao_id: S.d.pix, valor: 64 }],
  });
const status = (id: number, s: string) =>
  api.req('PATCH', `/pedidos/${id}/status`, {
    status: s,
    ...(s === 'cancelado' ? { motivo: 'cliente desistiu' } : {}),
  });
const movsDo = async (origemId: number) =>
  (await api.ok('GET', '/estoque/movimentos?limit=500')).items.filter(
    (m: { origem_id: number | null; origem_tipo: string }) => m.origem_id === origemId && m.origem_tipo === 'pedido',
  );

describe('deduction of an order', () => {
  it('entering the kitchen deducts the base sheet and each flavour by half; the crust has no sheet', async () => {
    const p = await pedido();
    expect((await saldo('mussarela')).qtde_base).toBe(4800);
    const m = await movsDo(p.id);
    const porInsumo = Object.fromEntries(
      m.map((x: { insumo_nome: string; qtde_base: number }) => [x.insumo_nome, x.qtde_base]),
    );
    expect(porInsumo).toEqual({
      massa: -400,
      molho: -120,
      caixa: -1,
      mussarela: -200,
      calabresa: -90,
      cebola: -31.25,
      oregano: -1,
      tomate: -50,
      manjericao: -2.5,
    });
    const mus = m.find((x: { insumo_nome: string }) => x.insumo_nome === 'mussarela');
    expect(mus).toMatchObject({ tipo: 'saida_venda', custo_unitario_base: 0.045, valor: -9, saldo_apos_base: 4800 });
    // water (controla_estoque false) never moves; a negative balance is allowed and flagged
    expect((await saldo('massa')).negativo).toBe(true);

    // moving on in the kitchen deducts nothing more; cancelling gives back exactly, at the cost it left with
    expect((await status(p.id, 'pronto')).statusCode).toBe(200);
    expect(await movsDo(p.id)).toHaveLength(9);
    expect((await status(p.id, 'cancelado')).statusCode).toBe(200);
    const depois = await movsDo(p.id);
    expect(depois).toHaveLength(18);
    expect((await saldo('mussarela')).qtde_base).toBe(5000);
    expect((await saldo('mussarela')).custo_por_unidade_padrao).toBe(45);
    expect((await saldo('cebola')).qtde_base).toBe(0);
    expect(depois.filter((x: { tipo: string }) => x.tipo === 'estorno_venda')).toHaveLength(9);
  });

  it('a replayed deduction is a no-op', async () => {
    const p = await pedido();
    const t = tenantDe(f.database.db, comoEmpresaId(f.A.id));
    const again = await t.transacao((tx) => aplicarVenda(tx, 'pedido', p.id, [pizzaMeia(S.d)], null));
    expect(again).toEqual([]);
    expect((await saldo('mussarela')).qtde_base).toBe(4800);
    await status(p.id, 'cancelado');
  });

  it('concurrent orders and concurrent cancellations: each sale deducts and gives back once', async () => {
    const antes = (await saldo('mussarela')).qtde_base;
    const ps = await Promise.all(Array.from({ length: 4 }, () => pedido()));
    expect((await saldo('mussarela')).qtde_base).toBe(antes - 800);
    const r = await Promise.all(ps.flatMap((p) => [status(p.id, 'cancelado'), status(p.id, 'cancelado')]));
    expect(r.filter((x) => x.statusCode === 200).length).toBeGreaterThanOrEqual(4);
    expect(r.every((x) => x.statusCode < 500)).toBe(true);
    expect((await saldo('mussarela')).qtde_base).toBe(antes);
    for (const p of ps) expect(await movsDo(p.id)).toHaveLength(18);
  });
});

describe('deduction of a tab', () => {
  it('paying deducts, reopening gives back, paying again deducts again', async () => {
    const c = await api.ok('POST', `/mesas/${S.mesa}/comandas`, { pessoas_qtd: 2 });
    await api.ok('POST', `/comandas/${c.id}/itens`, pizzaMeia(S.d));
    const antes = (await saldo('mussarela')).qtde_base;
    await api.ok('POST', `/comandas/${c.id}/quitar`, { forma_pagamento_padrao_id: S.d.pix });
    expect((await saldo('mussarela')).qtde_base).toBe(antes - 200);
    await api.ok('POST', `/comandas/${c.id}/reabrir`, { motivo: 'mais um' });
    expect((await saldo('mussarela')).qtde_base).toBe(antes);
    await api.ok('POST', `/comandas/${c.id}/quitar`, { forma_pagamento_padrao_id: S.d.pix });
    expect((await saldo('mussarela')).qtde_base).toBe(antes - 200);
  });
});

describe('deduction by hand', () => {
  it('a dough batch: inputs leave, the dough enters at what they cost', async () => {
    const r = await api.ok('POST', `/fichas/${E.massa}/aplicar-baixa`, { quantidade: 3.2, unidade: 'kg' });
    const porInsumo = Object.fromEntries(
      r.movimentos.map((m: { insumo_nome: string; qtde_base: number }) => [m.insumo_nome, m.qtde_base]),
    );
    expect(porInsumo).toEqual({ farinha: -2000, fermento: -20, sal: -40, azeite: -60, massa: 3200 });
    const entrada = r.movimentos.find((m: { tipo: string }) => m.tipo === 'entrada_producao');
    expect(entrada.valor).toBe(13.76); // 2 × 6,88
    expect((await saldo('farinha')).qtde_base).toBe(-2000);
  });

  it('/vendas/aplicar-baixa deducts the period sales not yet deducted, once', async () => {
    const p = await api.ok('POST', '/pedidos', {
      tipo: 'retirada',
      canal: 'balcao',
      cliente_id: S.d.cliente,
      itens: [{ produto_id: S.d.refri, quantidade: 2 }],
      pagamentos: [{ forma_pagamento_padrao_id: S.d.pix, valor: 15 }],
    });
    const lata = await api.ok('POST', '/insumos', { nome: 'lata', unidade_padrao: 'un' });
    await api.ok('POST', '/fichas', {
      descricao: 'Refri',
      tipo_ficha: 'produto',
      produto_id: S.d.refri,
      itens: [{ insumo_id: lata.id, quantidade: 1, unidade: 'un' }],
    });
    const ontem = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const amanha = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const r = await api.ok('POST', '/vendas/aplicar-baixa', { inicio: ontem, fim: amanha });
    expect(r.pedidos).toBeGreaterThanOrEqual(1);
    expect((await saldo('lata')).qtde_base).toBe(-2);
    expect(await api.ok('POST', '/vendas/aplicar-baixa', { inicio: ontem, fim: amanha })).toEqual({
      pedidos: 0,
      comandas: 0,
      movimentos: 0,
    });
    expect(p.status).toBe('preparacao');
    expect((await api.req('POST', '/vendas/aplicar-baixa', { inicio: amanha, fim: ontem })).statusCode).toBe(400);
  });
});
