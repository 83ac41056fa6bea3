import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/tenant.ts';
import { aoFinal, criarFixtureCardapio, type FixtureCardapio } from '../../../test/cardapio-fixture.ts';
import { gravarSql } from '../../../test/contar-sql.ts';

// The public menu by slug: what it shows and hides, its cache per catalogue version (no query while nothing
// changed; a change anywhere it reads shows at once), business A's slug never showing B, and its visits.

let fx: FixtureCardapio;
beforeAll(async () => {
  fx = await criarFixtureCardapio();
}, 120_000);
afterAll(async () => {
  await fx?.close();
});

const menu = (slug = 'loja-a', headers: Record<string, string> = {}) =>
  fx.api('GET', `/publico/cardapio/${slug}`, { headers });

describe('GET /publico/cardapio/{slug}', () => {
  it('mostra loja, áreas, formas de pagamento, categorias e produtos — sem campos internos', async () => {
    const res = await menu();
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m.empresa).toMatchObject({ nome: 'Empresa A', slug: 'loja-a', cor_primaria: '#8B0000' });
    expect(m.loja).toMatchObject({ aberta: true, motivo: null });
    expect(m.aceita_pedidos).toBe(true);
    expect(m.areas).toEqual([
      expect.objectContaining({
        nome: 'Centro expandido',
        bairros: ['Batel', 'Centro'],
        taxa_entrega: 8,
        pedido_minimo: 20,
      }),
    ]);
    expect(m.formas_pagamento.map((p: { tipo: string }) => p.tipo)).toEqual(
      expect.arrayContaining(['dinheiro', 'pix']),
    );
    expect(m.categorias.map((c: { nome: string }) => c.nome)).toEqual(['Pizzas A']);
    const pizza = m.produtos.find((p: { nome: string }) => p.nome === 'Pizza A');
    expect(pizza.tamanhos).toEqual([
      { nome: 'Média', preco: 40 },
      { nome: 'Grande', preco: 50 },
    ]);
    expect(m.produtos.find((p: { nome: string }) => p.nome === 'Refri A').preco).toBe(7.5);
    for (const interno of ['custo', 'estoque', 'observacao_interna', 'preco_centavos', 'empresa_id'])
      expect(res.body).not.toContain(`"${interno}`);
  });

  it('o endereço de A nunca mostra dados de B, e o de B nunca os de A', async () => {
    const a = await menu('loja-a');
    expect(a.body).not.toContain('CANARY-B');
    expect(a.body).not.toContain('Pizza B');
    const b = await menu('loja-b');
    expect(b.statusCode).toBe(200);
    expect(b.json().empresa.nome).toBe('Empresa B CANARY-B');
    expect(b.body).not.toContain('Pizza A');
  });

  it('endereço desconhecido é 404 e endereço inválido 400, em português', async () => {
    const r404 = await menu('nao-existe');
    expect(r404.statusCode).toBe(404);
    expect(r404.json().detail).toBe('Cardápio não encontrado');
    const r400 = await menu('a');
    expect(r400.statusCode).toBe(400);
  });

  it('ETag: a cópia atual do navegador recebe 304 sem corpo', async () => {
    const r1 = await menu();
    const r2 = await menu('loja-a', { 'if-none-match': r1.headers.etag as string });
    expect(r2.statusCode).toBe(304);
    expect(r2.body).toBe('');
  });

  it('gzip para quem aceita (comprimido uma vez por versão): o mesmo JSON', async () => {
    const r = await fx.f.app.inject({
      url: '/api/publico/cardapio/loja-a',
      headers: { 'accept-encoding': 'gzip, br' },
      remoteAddress: '10.253.0.1',
    });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(r.rawPayload).toString('utf8'))).toEqual((await menu()).json());
  });

  it('em cache: vistas seguidas não consultam o banco enquanto o catálogo não muda', async () => {
    await menu();
    const { resultado, sql: consultas } = await gravarSql(() => menu());
    expect(resultado.statusCode).toBe(200);
    expect(consultas).toEqual([]);
  });

  it('uma mudança de preço no catálogo aparece no cardápio (cache invalidado pelo banco)', async () => {
    await menu();
    const put = await fx.api('PATCH', `/produtos/${fx.dA.refri}/status`, {
      token: fx.gerenteA,
      body: { ativo: false },
    });
    expect(put.statusCode).toBe(200);
    await aoFinal(async () => expect((await menu()).body).not.toContain('Refri A'));
    await fx.api('PATCH', `/produtos/${fx.dA.refri}/status`, { token: fx.gerenteA, body: { ativo: true } });
    await fx.f.database.db.execute(sql`UPDATE produtos SET preco_centavos = 800 WHERE id = ${fx.dA.refri}`);
    await aoFinal(async () => {
      const refri = (await menu()).json().produtos.find((p: { nome: string }) => p.nome === 'Refri A');
      expect(refri.preco).toBe(8);
    });
    await fx.f.database.db.execute(sql`UPDATE produtos SET preco_centavos = 750 WHERE id = ${fx.dA.refri}`);
    await aoFinal(async () => expect((await menu()).body).toContain('"preco":7.5'));
  });

  it('loja fechada aparece fechada, com o motivo em português', async () => {
    await fx.f.database.db.execute(sql`UPDATE empresas SET aberto = false WHERE id = ${fx.f.A.id}`);
    await aoFinal(async () => {
      const m = (await menu()).json();
      expect(m.loja).toMatchObject({ aberta: false, motivo: 'A loja está fechada no momento.' });
    });
    await fx.f.database.db.execute(sql`UPDATE empresas SET aberto = true WHERE id = ${fx.f.A.id}`);
    await aoFinal(async () => expect((await menu()).json().loja.aberta).toBe(true));
  });
});

describe('POST /publico/cardapio/{slug}/visitas', () => {
  const visitas = (empresaId: number) =>
    queryRows<{ session: string; paginas: number }>(
      fx.f.database.db,
      sql`SELECT session, paginas FROM visitas_cardapio WHERE empresa_id = ${empresaId} ORDER BY session`,
    );

  it('uma visita por sessão e dia: recarregar conta página, não visitante', async () => {
    for (const s of ['sessao-visita-1', 'sessao-visita-1', 'sessao-visita-2']) {
      const r = await fx.api('POST', '/publico/cardapio/loja-a/visitas', {
        body: { session: s, dispositivo: 'celular' },
      });
      expect(r.statusCode).toBe(204);
    }
    expect(await visitas(fx.f.A.id)).toEqual([
      { session: 'sessao-visita-1', paginas: 2 },
      { session: 'sessao-visita-2', paginas: 1 },
    ]);
    expect(await visitas(fx.f.B.id)).toEqual([]);
  });

  it('sessão inválida é 400', async () => {
    const r = await fx.api('POST', '/publico/cardapio/loja-a/visitas', { body: { session: 'x' } });
    expect(r.statusCode).toBe(400);
  });
});

describe('GET /publico/cardapio/{slug}/cep/{cep}', () => {
  it('sem provedor configurado: 503 em português (o cliente digita o endereço); CEP inválido 400; slug desconhecido 404', async () => {
    const r = await fx.api('GET', '/publico/cardapio/loja-a/cep/80420-000');
    expect(r.statusCode).toBe(503);
    expect(r.json().detail).toMatch(/CEP/);
    expect((await fx.api('GET', '/publico/cardapio/loja-a/cep/123')).statusCode).toBe(400);
    expect((await fx.api('GET', '/publico/cardapio/nao-existe/cep/80420-000')).statusCode).toBe(404);
  });
});
