import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aoFinal,
  criarFixtureCardapio,
  enderecoBatel,
  pizzaMeia,
  refri,
  type FixtureCardapio,
} from '../../../test/cardapio-fixture.ts';

// The tracking page's data (by the order's unguessable code, ETag/304 while nothing changed) and a logged-in
// customer's prefill: the addresses an order saved and the last orders.

let fx: FixtureCardapio;
let token: string;
let pedido: { codigo: string; numero_pedido: number };
beforeAll(async () => {
  fx = await criarFixtureCardapio();
  const cad = await fx.api('POST', '/clientes/definir-senha', {
    body: { slug: 'loja-a', nome: 'Carla Dias Pereira', telefone: '(41) 99876-5432', senha: 'segredo123' },
  });
  token = cad.json().token;
  const res = await fx.api('POST', '/publico/cardapio/loja-a/pedidos', {
    token,
    body: {
      tipo: 'delivery',
      endereco: { ...enderecoBatel, nome_identificacao: 'Casa' },
      itens: [pizzaMeia(fx.dA), refri(fx.dA)],
      pagamento: { forma_pagamento_padrao_id: fx.dA.pix },
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  pedido = res.json();
}, 120_000);
afterAll(async () => {
  await fx?.close();
});

const acompanhar = (codigo = pedido.codigo, slug = 'loja-a', headers: Record<string, string> = {}) =>
  fx.api('GET', `/publico/cardapio/${slug}/pedidos/${codigo}`, { headers });

describe('acompanhamento do pedido', () => {
  it('mostra status, linha do tempo, itens e totais — sem telefone nem endereço', async () => {
    const r = await acompanhar();
    expect(r.statusCode).toBe(200);
    const a = r.json();
    expect(a).toMatchObject({
      codigo: pedido.codigo,
      numero_pedido: pedido.numero_pedido,
      empresa_nome: 'Empresa A',
      status: 'pendente',
      status_texto: 'Aguardando aceite',
      nome_cliente: 'Carla',
      tipo: 'delivery',
    });
    expect(a.timeline.map((t: { status: string }) => t.status)).toEqual(['pendente']);
    expect(a.itens).toHaveLength(2);
    expect(r.body).not.toContain('99876');
    expect(r.body).not.toContain('Comendador');
    expect(r.body).not.toContain('Dias');
  });

  it('ETag: sem mudança 304; o gerente aceita e a página passa a "Em preparação"', async () => {
    const r1 = await acompanhar();
    const etag = r1.headers.etag as string;
    expect((await acompanhar(pedido.codigo, 'loja-a', { 'if-none-match': etag })).statusCode).toBe(304);
    const quadro = (await fx.api('GET', '/pedidos', { token: fx.gerenteA })).json();
    const id = (Array.isArray(quadro) ? quadro : quadro.items).find(
      (p: { codigo: string }) => p.codigo === pedido.codigo,
    ).id;
    const aceite = await fx.api('PATCH', `/pedidos/${id}/status`, {
      token: fx.gerenteA,
      body: { status: 'preparacao' },
    });
    expect(aceite.statusCode).toBe(200);
    await aoFinal(async () => {
      const r = await acompanhar(pedido.codigo, 'loja-a', { 'if-none-match': etag });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ status: 'preparacao', status_texto: 'Em preparação' });
      expect(r.json().timeline.map((t: { status: string }) => t.status)).toEqual(['pendente', 'preparacao']);
    });
  });

  it('o código de A pelo cardápio de B é 404; código desconhecido 404; código malformado 400', async () => {
    expect((await acompanhar(pedido.codigo, 'loja-b')).statusCode).toBe(404);
    expect((await acompanhar('A'.repeat(16))).statusCode).toBe(404);
    expect((await acompanhar('curto')).statusCode).toBe(400);
  });
});

describe('cliente logado: dados pré-preenchidos', () => {
  it('o endereço do pedido vira endereço do cliente; os últimos pedidos aparecem', async () => {
    const e = (await fx.api('GET', '/publico/cliente/enderecos', { token })).json();
    expect(e.items).toEqual([
      expect.objectContaining({ rua: enderecoBatel.rua, bairro: 'Batel', nome_identificacao: 'Casa' }),
    ]);
    const p = (await fx.api('GET', '/publico/cliente/pedidos', { token })).json();
    expect(p.items).toEqual([expect.objectContaining({ codigo: pedido.codigo, numero_pedido: pedido.numero_pedido })]);
  });

  it('pede de novo com o endereço salvo (endereco_id), sem digitar nome e telefone', async () => {
    const enderecoId = (await fx.api('GET', '/publico/cliente/enderecos', { token })).json().items[0].id;
    const r = await fx.api('POST', '/publico/cardapio/loja-a/pedidos', {
      token,
      body: {
        tipo: 'delivery',
        endereco_id: enderecoId,
        itens: [pizzaMeia(fx.dA)],
        pagamento: { forma_pagamento_padrao_id: fx.dA.dinheiro },
      },
    });
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json().taxa_entrega).toBe(8);
    expect((await fx.api('GET', '/publico/cliente/pedidos', { token })).json().items).toHaveLength(2);
  });

  it('o endereço de outro cliente não serve (404)', async () => {
    const r = await fx.api('POST', '/publico/cardapio/loja-a/pedidos', {
      token,
      body: {
        tipo: 'delivery',
        endereco_id: fx.dA.endereco,
        itens: [pizzaMeia(fx.dA)],
        pagamento: { forma_pagamento_padrao_id: fx.dA.dinheiro },
      },
    });
    expect(r.statusCode).toBe(404);
  });
});
