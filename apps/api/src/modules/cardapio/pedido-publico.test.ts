import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/tenant.ts';
import type { Evento } from '../../lib/eventos.ts';
import {
  aoFinal,
  criarFixtureCardapio,
  enderecoBatel,
  pizzaMeia,
  refri,
  type FixtureCardapio,
} from '../../../test/cardapio-fixture.ts';

// The public order (channel `cardapio`): priced by the orders module's own creation, linked to its cart, on the
// board with its alarm, accepted by the business's mode and handed to auto-printing; refused with nothing created
// when the store is closed, the site takes no orders, the address is outside the areas, the total is under a
// minimum or the prices changed.

let fx: FixtureCardapio;
beforeAll(async () => {
  fx = await criarFixtureCardapio();
}, 120_000);
afterAll(async () => {
  await fx?.close();
});

const db = () => fx.f.database.db;
const contar = async () =>
  (
    await queryRows<{ p: number; c: number }>(
      db(),
      sql`SELECT (SELECT count(*)::int FROM pedidos) AS p, (SELECT count(*)::int FROM clientes) AS c`,
    )
  )[0]!;
const pedir = (body: Record<string, unknown>, o: { token?: string; headers?: Record<string, string> } = {}) =>
  fx.api('POST', '/publico/cardapio/loja-a/pedidos', { body, ...o });
const convidado = (extra: Record<string, unknown> = {}) => ({
  tipo: 'delivery',
  cliente: { nome: 'João Convidado', telefone: '(41) 98765-0000' },
  endereco: enderecoBatel,
  itens: [pizzaMeia(fx.dA, { preco: 0.01 }), refri(fx.dA)],
  pagamento: { forma_pagamento_padrao_id: fx.dA.dinheiro, troco_para: 100 },
  ...extra,
});
const esperaRecusa = async (res: Awaited<ReturnType<typeof pedir>>, status: number, detalhe: string | RegExp) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().detail).toMatch(detalhe);
};

describe('POST /publico/cardapio/{slug}/pedidos', () => {
  it('convidado: pedido de delivery com meio a meio, borda e bebida, dinheiro com troco — totais do servidor', async () => {
    const carrinho = (
      await fx.api('POST', '/carrinhos', {
        body: { slug: 'loja-a', session: 'sessao-pedido-1', itens: convidado().itens },
      })
    ).json();
    const cot = await fx.api('POST', '/publico/cardapio/loja-a/cotacao', {
      body: { tipo: 'delivery', endereco: enderecoBatel, itens: convidado().itens },
    });
    expect(cot.statusCode).toBe(200);
    const eventos: Evento[] = [];
    const sair = fx.f.app.eventos.assinar(fx.f.A.id, (e) => eventos.push(e));
    const res = await pedir(convidado({ carrinho_id: carrinho.id, total_esperado: cot.json().total_pedido }));
    expect(res.statusCode, res.body).toBe(201);
    const p = res.json();
    expect(p.codigo).toMatch(/^[A-Za-z0-9_-]{16,}$/);
    expect(p.status).toBe('pendente');
    expect(p.taxa_entrega).toBe(8);
    expect(p.total_pedido).toBe(cot.json().total_pedido);
    expect(p.subtotal_itens).toBe(carrinho.subtotal);
    expect(p.troco).toBeCloseTo(100 - p.total_pedido, 2);
    // on the board with its channel, unseen (the alarm rings), and the event that refreshes it
    const quadro = (await fx.api('GET', '/pedidos', { token: fx.gerenteA })).json();
    const lista = Array.isArray(quadro) ? quadro : quadro.items;
    const noQuadro = lista.find((x: { codigo: string }) => x.codigo === p.codigo);
    expect(noQuadro).toMatchObject({
      canal: 'cardapio',
      visto: false,
      status: 'pendente',
      nome_cliente: 'João Convidado',
    });
    await aoFinal(async () => expect(eventos.map((e) => e.tipo)).toContain('pedido.criado'));
    sair();
    // the cart became the order
    const c = (await fx.api('GET', `/carrinhos/${carrinho.id}?slug=loja-a`)).json();
    expect(c).toMatchObject({ pedido_codigo: p.codigo, step_atual: 'confirmado' });
    expect(c.etapas).toContain('confirmado');
  });

  it('loja fechada: 409 em português e nada é criado', async () => {
    const antes = await contar();
    await db().execute(sql`UPDATE empresas SET aberto = false WHERE id = ${fx.f.A.id}`);
    await esperaRecusa(await pedir(convidado()), 409, 'A loja está fechada no momento.');
    await db().execute(
      sql`UPDATE empresas SET aberto = true, horarios_funcionamento = '{"segunda":[{"inicio":"03:00","fim":"03:01"}]}'::jsonb WHERE id = ${fx.f.A.id}`,
    );
    await esperaRecusa(await pedir(convidado()), 409, /fora do horário de funcionamento/);
    await db().execute(sql`UPDATE empresas SET horarios_funcionamento = '{}'::jsonb WHERE id = ${fx.f.A.id}`);
    expect(await contar()).toEqual(antes);
  });

  it('site que não recebe pedidos: 409', async () => {
    await fx.api('PATCH', '/configuracoes/site', { token: fx.gerenteA, body: { aceita_pedidos: false } });
    await esperaRecusa(await pedir(convidado()), 409, /não está recebendo pedidos/);
    await fx.api('PATCH', '/configuracoes/site', { token: fx.gerenteA, body: { aceita_pedidos: true } });
  });

  it('fora da área, abaixo do mínimo da área e do mínimo do site: 400 e nada é criado', async () => {
    const antes = await contar();
    await esperaRecusa(
      await pedir(convidado({ endereco: { ...enderecoBatel, bairro: 'Boqueirão' } })),
      400,
      'Endereço fora da área de entrega',
    );
    await esperaRecusa(
      await pedir(convidado({ itens: [refri(fx.dA)] })),
      400,
      'Pedido mínimo para Centro expandido: R$ 20,00',
    );
    await fx.api('PATCH', '/configuracoes/site', { token: fx.gerenteA, body: { pedido_minimo: 500 } });
    await esperaRecusa(
      await pedir(convidado({ tipo: 'retirada', endereco: undefined })),
      400,
      'O pedido mínimo desta loja é R$ 500,00',
    );
    await fx.api('PATCH', '/configuracoes/site', { token: fx.gerenteA, body: { pedido_minimo: 0 } });
    expect(await contar()).toEqual(antes);
  });

  it('preço mudou desde o carrinho (ou desde o total mostrado): 409 com o novo total, nada criado', async () => {
    const carrinho = (
      await fx.api('POST', '/carrinhos', {
        body: { slug: 'loja-a', session: 'sessao-preco', itens: convidado().itens },
      })
    ).json();
    await db().execute(sql`UPDATE produtos SET preco_centavos = 900 WHERE id = ${fx.dA.refri}`);
    const antes = await contar();
    await esperaRecusa(await pedir(convidado({ carrinho_id: carrinho.id })), 409, /preços de alguns itens mudaram/);
    await esperaRecusa(await pedir(convidado({ total_esperado: 1 })), 409, /Confira o novo total: R\$/);
    expect(await contar()).toEqual(antes);
    await db().execute(sql`UPDATE produtos SET preco_centavos = 750 WHERE id = ${fx.dA.refri}`);
  });

  it('Idempotency-Key: tocar duas vezes cria um só pedido', async () => {
    const headers = { 'idempotency-key': 'chave-do-cliente-123' };
    const a = await pedir(convidado(), { headers });
    const b = await pedir(convidado(), { headers });
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().codigo).toBe(a.json().codigo);
  });

  it('aceite automático: entra em preparação e vai para a impressão automática', async () => {
    await db().execute(
      sql`INSERT INTO configuracoes_core (empresa_id, auto_aceite_pedidos) VALUES (${fx.f.A.id}, true)
        ON CONFLICT (empresa_id) DO UPDATE SET auto_aceite_pedidos = true`,
    );
    const p = (await pedir(convidado())).json();
    expect(p.status).toBe('preparacao');
    const pend = await fx.api('POST', '/impressao/pendentes', {
      token: fx.gerenteA,
      body: { estacao: 'estacao-teste-1' },
    });
    expect(pend.json().items.map((x: { codigo: string }) => x.codigo)).toContain(p.codigo);
    await db().execute(sql`UPDATE configuracoes_core SET auto_aceite_pedidos = false WHERE empresa_id = ${fx.f.A.id}`);
  });

  it('validação: sem cliente (convidado), dois endereços, endereço salvo sem login, total do navegador', async () => {
    await esperaRecusa(await pedir(convidado({ cliente: undefined })), 400, 'Informe seu nome e telefone');
    await esperaRecusa(await pedir(convidado({ endereco_id: fx.dA.endereco })), 400, /não os dois/);
    const soId = { ...convidado(), endereco: undefined, endereco_id: fx.dA.endereco };
    await esperaRecusa(await pedir(soId), 401, 'Entre na sua conta para usar um endereço salvo');
    expect((await pedir(convidado({ total_pedido: 1 }))).statusCode).toBe(400);
  });

  it('limite por endereço: o 11º pedido em 10 minutos é 429', async () => {
    const ip = '10.252.0.1';
    const codigos = [];
    for (let i = 0; i < 11; i++)
      codigos.push((await fx.api('POST', '/publico/cardapio/loja-a/pedidos', { body: {}, ip })).statusCode);
    expect(codigos.slice(0, 10).every((c) => c === 400)).toBe(true);
    expect(codigos[10]).toBe(429);
  });
});
