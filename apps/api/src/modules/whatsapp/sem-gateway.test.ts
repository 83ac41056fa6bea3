import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';
import { queryRows } from '../../db/tenant.ts';
import { loadConfig } from '../../config.ts';
import { EvolutionSubstituto } from '../../../test/evolution-substituto.ts';

// The gateway's configuration. A server without EVOLUTION_API_URL: the screen is told so plainly, the calls that need the gateway answer 503
// in Portuguese, and orders and everything else work as before.

let f: Fixture;
let A: DadosPedido;
let tA: string;
beforeAll(async () => {
  f = await createFixture();
  A = await criarDadosPedido(f.database.db, f.A.id, 'A');
  tA = await f.token('gerente.a@teste.com');
});
afterAll(async () => {
  await f?.close();
});
const api = (method: string, url: string, payload?: object) =>
  f.app.inject({ method: method as 'GET', url: `/api${url}`, headers: bearer(tA), payload });

describe('sem gateway configurado', () => {
  it('GET diz que não está configurado; criar, reconectar e enviar respondem 503 com a frase da tela', async () => {
    expect((await api('GET', '/instancias-whatsapp')).json()).toEqual({
      gateway_configurado: false,
      instancia: null,
      aviso: null,
    });
    for (const [m, u, b] of [
      ['POST', '/instancias-whatsapp', {}],
      ['POST', '/instancias-whatsapp/reconectar', {}],
      ['POST', '/instancias-whatsapp/enviar-mensagem', { telefone: '41987654321', texto: 'oi' }],
    ] as const) {
      const res = await api(m, u, b);
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toContain('application/problem+json');
      expect(res.json().detail).toContain('O WhatsApp não está configurado neste servidor');
    }
  });

  it('os avisos podem ser configurados e os pedidos mudam de status sem nada na fila', async () => {
    expect(
      (await api('PUT', '/whatsapp/avisos/preparacao', { ativo: true, modelo: 'Pedido #{numero}' })).statusCode,
    ).toBe(200);
    const p = await api('POST', '/pedidos', {
      tipo: 'retirada',
      canal: 'balcao',
      cliente_id: A.cliente,
      itens: [{ produto_id: A.refri, quantidade: 1 }],
      pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 7.5 }],
    });
    expect(p.statusCode).toBe(201);
    expect((await api('PATCH', `/pedidos/${p.json().id}/status`, { status: 'pronto' })).statusCode).toBe(200);
    const [n] = await queryRows<{ n: number }>(f.database.db, sql`SELECT count(*)::int AS n FROM whatsapp_mensagens`);
    expect(n!.n).toBe(0);
  });

  it('a configuração exige URL e chave juntas', () => {
    expect(() => loadConfig({ EVOLUTION_API_URL: 'https://evo.example.com' })).toThrow(/EVOLUTION_API_KEY/);
    expect(loadConfig({}).evolution).toBeUndefined();
  });
});

describe('produção sem WHATSAPP_WEBHOOK_URL', () => {
  it('a instância é criada sem webhook (o Host da requisição não escolhe para onde o gateway envia)', async () => {
    const gw = await EvolutionSubstituto.iniciar('k');
    const p = await createFixture({
      env: 'production',
      evolution: { url: gw.url, apiKey: 'k' },
      evolutionAllowLoopback: true,
      whatsappWebhookUrl: undefined,
      whatsappWorkerIntervalMs: 0,
    });
    try {
      const t = await p.token('gerente.a@teste.com');
      const res = await p.app.inject({
        method: 'POST',
        url: '/api/instancias-whatsapp',
        headers: { ...bearer(t), host: '169.254.169.254' },
        payload: {},
      });
      expect(res.statusCode).toBe(201);
      const criar = gw.recebidos.find((r) => r.path === '/instance/create')!;
      expect(criar.corpo).not.toHaveProperty('webhook');
    } finally {
      await p.close();
      await gw.fechar();
    }
  });
});

describe('gateway fora do ar', () => {
  it('criar responde 502 em português e não deixa instância pela metade', async () => {
    const gw = await EvolutionSubstituto.iniciar('k');
    const url = gw.url;
    await gw.fechar(); // nothing listens there any more
    const p = await createFixture({
      evolution: { url, apiKey: 'k' },
      evolutionAllowLoopback: true,
      whatsappWorkerIntervalMs: 0,
    });
    try {
      const t = await p.token('gerente.a@teste.com');
      const res = await p.app.inject({
        method: 'POST',
        url: '/api/instancias-whatsapp',
        headers: bearer(t),
        payload: {},
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().detail).toBe('Não foi possível conectar ao gateway do WhatsApp');
      const get = await p.app.inject({ url: '/api/instancias-whatsapp', headers: bearer(t) });
      expect(get.json()).toMatchObject({ gateway_configurado: true, instancia: null });
    } finally {
      await p.close();
    }
  });
});
