import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarFixtureCardapio, type FixtureCardapio } from '../../../test/cardapio-fixture.ts';
import { MSG_SLUG, MSG_SLUG_EM_USO, MSG_SLUG_RESERVADO } from '@app/shared/schemas/site.ts';

// settings/site: the menu's address and look, staff-only with configuracoes.gerenciar; a change shows on the
// public menu at once (this process drops its cache before answering).

let fx: FixtureCardapio;
beforeAll(async () => {
  fx = await criarFixtureCardapio();
}, 120_000);
afterAll(async () => {
  await fx?.close();
});

const patch = (body: unknown, token = fx.gerenteA) => fx.api('PATCH', '/configuracoes/site', { token, body });

describe('GET/PATCH /configuracoes/site', () => {
  it('lê as configurações com o link de prévia', async () => {
    const r = await fx.api('GET', '/configuracoes/site', { token: fx.gerenteA });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      slug: 'loja-a',
      cor_primaria: '#8B0000',
      cor_secundaria: '#FFFFFF',
      banner_url: null,
      texto_boas_vindas: null,
      pedido_minimo: 0,
      aceita_pedidos: true,
      url_publica: '/cardapio/loja-a',
    });
  });

  it('a mudança aparece no cardápio público na hora', async () => {
    await fx.api('GET', '/publico/cardapio/loja-a');
    const r = await patch({
      cor_primaria: '#123456',
      texto_boas_vindas: 'Bem-vindo!',
      pedido_minimo: '25,50',
      banner_url: 'https://exemplo.com/banner.jpg',
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ cor_primaria: '#123456', pedido_minimo: 25.5 });
    const m = (await fx.api('GET', '/publico/cardapio/loja-a')).json();
    expect(m.empresa).toMatchObject({ cor_primaria: '#123456', texto_boas_vindas: 'Bem-vindo!' });
    expect(m.pedido_minimo).toBe(25.5);
    await patch({ pedido_minimo: 0 });
  });

  it('trocar o endereço: o novo responde na hora, o antigo vira 404', async () => {
    expect((await patch({ slug: 'pizzaria-a' })).statusCode).toBe(200);
    expect((await fx.api('GET', '/publico/cardapio/pizzaria-a')).statusCode).toBe(200);
    expect((await fx.api('GET', '/publico/cardapio/loja-a')).statusCode).toBe(404);
    expect((await patch({ slug: 'loja-a' })).statusCode).toBe(200);
  });

  it('regras do endereço: formato, palavras reservadas e endereço de outra empresa', async () => {
    for (const slug of ['Loja A!', 'ab', '-loja', 'loja-', 'lo--ja', 'lója', 'x'.repeat(41)]) {
      const r = await patch({ slug });
      expect(r.statusCode, slug).toBe(400);
      expect(r.json().errors[0]).toEqual({ campo: 'slug', mensagem: MSG_SLUG });
    }
    const reservado = await patch({ slug: 'admin' });
    expect(reservado.statusCode).toBe(400);
    expect(reservado.json().errors[0].mensagem).toBe(MSG_SLUG_RESERVADO);
    const emUso = await patch({ slug: 'loja-a' }, fx.gerenteB);
    expect(emUso.statusCode).toBe(409);
    expect(emUso.json().errors[0]).toEqual({ campo: 'slug', mensagem: MSG_SLUG_EM_USO });
    // letters are lowered: "Loja-B2" is the address loja-b2
    const r = await patch({ slug: 'Loja-B2' }, fx.gerenteB);
    expect(r.json().slug).toBe('loja-b2');
    await patch({ slug: 'loja-b' }, fx.gerenteB);
  });

  it('valida cores, banner e pedido mínimo; corpo vazio é 400', async () => {
    expect((await patch({ cor_primaria: 'vermelho' })).statusCode).toBe(400);
    expect((await patch({ banner_url: 'javascript:alert(1)' })).statusCode).toBe(400);
    expect((await patch({ pedido_minimo: -1 })).statusCode).toBe(400);
    expect((await patch({})).statusCode).toBe(400);
  });

  it('precisa de configuracoes.gerenciar: o atendente recebe 403, sem token 401', async () => {
    const atendente = await fx.f.token('atendente.a@teste.com');
    expect((await fx.api('GET', '/configuracoes/site', { token: atendente })).statusCode).toBe(403);
    expect((await patch({ cor_primaria: '#000000' }, atendente)).statusCode).toBe(403);
    expect((await fx.api('GET', '/configuracoes/site')).statusCode).toBe(401);
  });

  it('site que não recebe pedidos aparece assim no cardápio', async () => {
    await patch({ aceita_pedidos: false });
    expect((await fx.api('GET', '/publico/cardapio/loja-a')).json().aceita_pedidos).toBe(false);
    await patch({ aceita_pedidos: true });
  });
});
