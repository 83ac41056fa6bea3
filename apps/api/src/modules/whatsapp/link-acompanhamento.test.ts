import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config.ts';
import { queryRows } from '../../db/tenant.ts';
import { criarAmbienteWhatsapp, type AmbienteWhatsapp } from '../../../test/whatsapp-ambiente.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';

// {link_acompanhamento} in order notices: the customer's tracking page, `<PUBLIC_URL>/cardapio/<slug>/pedido/<codigo>`,
// when the server has a public address and the business a site address; otherwise the link and its label go.

const URL_PUBLICA = 'https://pedidos.exemplo.com.br';
const MODELO = 'Oi {nome}, o pedido #{numero} saiu para entrega. Acompanhe: {link_acompanhamento}';

let amb: AmbienteWhatsapp;
let B: DadosPedido;
beforeAll(async () => {
  amb = await criarAmbienteWhatsapp({ publicUrl: URL_PUBLICA });
  await amb.parear();
  // B pairs its own phone; only A has a site address
  const res = await amb.api(amb.tB, 'POST', '/instancias-whatsapp', {});
  expect(res.statusCode, res.body).toBe(201);
  await amb.gw.escanear((await amb.nomeDe(amb.f.B.id))!, '5541999990001');
  B = await criarDadosPedido(amb.f.database.db, amb.f.B.id, 'B');
  const site = await amb.api(amb.tA, 'PATCH', '/configuracoes/site', { slug: 'pizzaria-do-a' });
  expect(site.statusCode, site.body).toBe(200);
  for (const token of [amb.tA, amb.tB])
    expect(
      (await amb.api(token, 'PUT', '/whatsapp/avisos/em_entrega', { ativo: true, modelo: MODELO })).statusCode,
    ).toBe(200);
});
afterAll(async () => {
  await amb?.fechar();
});

/** A delivery order of the business moved to "out for delivery", the worker run: the text the gateway got. */
async function enviadoAoSair(token: string, d: DadosPedido) {
  const res = await amb.api(token, 'POST', '/pedidos', {
    tipo: 'delivery',
    canal: 'telefone',
    cliente_id: d.cliente,
    endereco_id: d.endereco,
    itens: [{ produto_id: d.refri, quantidade: 4 }],
    pagamentos: [{ forma_pagamento_padrao_id: d.pix, valor: 38 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const p = res.json() as { id: number; numero_pedido: number };
  for (const status of ['pronto', 'em_entrega'])
    expect((await amb.api(token, 'PATCH', `/pedidos/${p.id}/status`, { status })).statusCode).toBe(200);
  const antes = amb.gw.enviados().length;
  await amb.processar();
  const novos = amb.gw.enviados().slice(antes);
  expect(novos).toHaveLength(1);
  const [r] = await queryRows<{ codigo: string }>(
    amb.f.database.db,
    sql`SELECT codigo FROM pedidos WHERE id = ${p.id}`,
  );
  return { texto: novos[0]!.texto, numero: p.numero_pedido, codigo: r!.codigo };
}

describe('link de acompanhamento no aviso do WhatsApp', () => {
  it('empresa com site: o texto enviado tem o link exato da página do pedido', async () => {
    const { texto, numero, codigo } = await enviadoAoSair(amb.tA, amb.A);
    expect(codigo).toMatch(/^[A-Za-z0-9_-]{6,}$/); // base64url: nothing in it needs escaping in a path
    expect(texto).toBe(
      `Oi Cliente, o pedido #${numero} saiu para entrega. Acompanhe: ${URL_PUBLICA}/cardapio/pizzaria-do-a/pedido/${codigo}`,
    );
    // the link leads to the customer's page of this very order
    const pagina = await amb.f.app.inject({ url: `/api/publico/cardapio/pizzaria-do-a/pedidos/${codigo}` });
    expect(pagina.statusCode, pagina.body).toBe(200);
    expect(pagina.json()).toMatchObject({ numero_pedido: numero });
  });

  it('empresa sem site: sem link e sem "Acompanhe:" solto', async () => {
    const { texto, numero } = await enviadoAoSair(amb.tB, B);
    expect(texto).toBe(`Oi Cliente, o pedido #${numero} saiu para entrega.`);
  });
});

describe('PUBLIC_URL', () => {
  it('é lida do ambiente sem a barra final; vazia é nenhuma; outra coisa que não http(s) é recusada em português', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://pedidos.exemplo.com.br/' }).publicUrl).toBe(URL_PUBLICA);
    expect(loadConfig({ PUBLIC_URL: '' }).publicUrl).toBeUndefined();
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://pedidos.exemplo.com.br' })).toThrow(
      'PUBLIC_URL deve começar com http:// ou https://',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'pedidos.exemplo.com.br' })).toThrow('PUBLIC_URL deve ser uma URL');
  });
});
