import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/tenant.ts';
import { criarFixtureCardapio, pizzaMeia, refri, type FixtureCardapio } from '../../../test/cardapio-fixture.ts';

// Carts: by session and by unguessable code, priced by the server (the browser's prices ignored), each checkout
// step recorded once, name and phone kept for the abandoned-carts report, and one business's cart invisible to
// another's menu.

let fx: FixtureCardapio;
beforeAll(async () => {
  fx = await criarFixtureCardapio();
}, 120_000);
afterAll(async () => {
  await fx?.close();
});

const SESSAO = 'sessao-do-navegador-1';
const criar = (body: Record<string, unknown>) => fx.api('POST', '/carrinhos', { body: { slug: 'loja-a', ...body } });
const patch = (id: string, body: unknown, slug = 'loja-a') =>
  fx.api('PATCH', `/carrinhos/${id}?slug=${slug}`, { body });
const etapas = (empresaId: number) =>
  queryRows<{ etapa: string }>(
    fx.f.database.db,
    sql`SELECT etapa FROM carrinho_etapas WHERE empresa_id = ${empresaId} ORDER BY em, etapa`,
  );

describe('carrinhos', () => {
  let id: string;

  it('POST cria o carrinho com step_atual em branco e código imprevisível', async () => {
    const r = await criar({ session: SESSAO });
    expect(r.statusCode).toBe(201);
    const c = r.json();
    expect(c).toMatchObject({ session: SESSAO, step_atual: '', itens: [], subtotal: 0, qtde_itens: 0, etapas: [] });
    expect(c.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    id = c.id;
  });

  it('o servidor calcula os preços pelo catálogo; o preço do navegador é ignorado', async () => {
    const r = await patch(id, { itens: [pizzaMeia(fx.dA, { preco: 1 }), refri(fx.dA, 2)] });
    expect(r.statusCode).toBe(200);
    const cot = await fx.api('POST', '/pedidos/cotacao', {
      token: fx.gerenteA,
      body: { tipo: 'retirada', itens: [pizzaMeia(fx.dA), refri(fx.dA, 2)] },
    });
    const c = r.json();
    expect(c.subtotal).toBe(cot.json().subtotal_itens);
    expect(c.subtotal).toBeGreaterThan(60);
    expect(c.qtde_itens).toBe(3);
    expect(c.precos.map((p: { preco_unitario: number }) => p.preco_unitario)).toEqual(
      cot.json().itens.map((i: { preco_unitario: number }) => i.preco_unitario),
    );
    expect(JSON.stringify(c.itens)).not.toContain('"preco"');
    expect(c.etapas).toEqual(['carrinho']);
  });

  it('GET /carrinhos/sessao/{id} e GET /carrinhos/{id} leem o mesmo carrinho (sobrevive ao recarregar)', async () => {
    const s = await fx.api('GET', `/carrinhos/sessao/${SESSAO}?slug=loja-a`);
    const c = await fx.api('GET', `/carrinhos/${id}?slug=loja-a`);
    expect(s.statusCode).toBe(200);
    expect(s.json()).toEqual(c.json());
    expect(c.json().qtde_itens).toBe(3);
  });

  it('POST de novo na mesma sessão devolve o carrinho aberto (200), não cria outro', async () => {
    const r = await criar({ session: SESSAO, nome: 'Ana' });
    expect(r.statusCode).toBe(200);
    expect(r.json().id).toBe(id);
    expect(r.json().nome).toBe('Ana');
  });

  it('cada etapa é registrada uma vez; nome e telefone ficam guardados', async () => {
    for (const step of ['identificacao', 'entrega', 'identificacao', 'pagamento'])
      expect((await patch(id, { step_atual: step })).statusCode).toBe(200);
    const r = await patch(id, { nome: 'Ana Lima', telefone: '(41) 98888-7777' });
    expect(r.json()).toMatchObject({ nome: 'Ana Lima', telefone: '+5541988887777', step_atual: 'pagamento' });
    expect(r.json().etapas).toEqual(['carrinho', 'identificacao', 'entrega', 'pagamento']);
    expect((await etapas(fx.f.A.id)).map((e) => e.etapa).sort()).toEqual(
      ['carrinho', 'entrega', 'identificacao', 'pagamento'].sort(),
    );
  });

  it('"confirmado" só o pedido marca; etapa inválida e item inexistente são 400', async () => {
    expect((await patch(id, { step_atual: 'confirmado' })).statusCode).toBe(400);
    expect((await patch(id, { step_atual: 'qualquer' })).statusCode).toBe(400);
    const r = await patch(id, { itens: [{ produto_id: fx.dB.refri, quantidade: 1 }] });
    expect(r.statusCode).toBe(400);
    expect(r.json().detail).toBe('Produto não encontrado ou indisponível');
  });

  it('o carrinho de A não existe pelo cardápio de B (nem por sessão)', async () => {
    expect((await fx.api('GET', `/carrinhos/${id}?slug=loja-b`)).statusCode).toBe(404);
    expect((await fx.api('GET', `/carrinhos/sessao/${SESSAO}?slug=loja-b`)).statusCode).toBe(404);
    expect((await patch(id, { nome: 'X' }, 'loja-b')).statusCode).toBe(404);
    expect((await fx.api('DELETE', `/carrinhos/${id}?slug=loja-b`)).statusCode).toBe(404);
    expect(await etapas(fx.f.B.id)).toEqual([]);
  });

  it('código desconhecido é 404; sem slug é 400', async () => {
    expect((await fx.api('GET', `/carrinhos/${'x'.repeat(24)}?slug=loja-a`)).statusCode).toBe(404);
    expect((await fx.api('GET', `/carrinhos/${id}`)).statusCode).toBe(400);
    expect((await fx.api('GET', '/carrinhos/sessao/curta?slug=loja-a')).statusCode).toBe(400);
  });

  it('DELETE descarta o carrinho; a sessão fica sem carrinho aberto', async () => {
    const outro = (await criar({ session: 'sessao-descartada', itens: [refri(fx.dA)] })).json();
    expect((await fx.api('DELETE', `/carrinhos/${outro.id}?slug=loja-a`)).statusCode).toBe(204);
    expect((await fx.api('GET', '/carrinhos/sessao/sessao-descartada?slug=loja-a')).statusCode).toBe(404);
  });

  it('cliente logado: o carrinho fica ligado a ele', async () => {
    const cad = await fx.api('POST', '/clientes/definir-senha', {
      body: { slug: 'loja-a', nome: 'Bia', telefone: '+5541977776666', senha: 'segredo123' },
    });
    const token = cad.json().token;
    const r = await fx.api('POST', '/carrinhos', { token, body: { slug: 'loja-a', session: 'sessao-logada' } });
    expect(r.statusCode).toBe(201);
    const [row] = await queryRows<{ cliente_id: number }>(
      fx.f.database.db,
      sql`SELECT cliente_id FROM carrinhos WHERE codigo = ${r.json().id}`,
    );
    expect(Number(row!.cliente_id)).toBe(cad.json().cliente.id);
  });
});
