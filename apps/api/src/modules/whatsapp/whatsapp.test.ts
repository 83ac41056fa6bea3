import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';
import { EvolutionSubstituto } from '../../../test/evolution-substituto.ts';
import { comoEmpresaId, plataformaDe, queryRows, withTenant } from '../../db/tenant.ts';
import { ErroSaida } from '../../lib/http-seguro.ts';
import { enfileirarMensagem } from './index.ts';
import { provedorEvolution } from './provedor/evolution.ts';
import { processarFila } from './service/fila.ts';

// WhatsApp against a stand-in Evolution API v2 gateway (real paths, apikey header, JSON and webhooks): pairing,
// order notices through the outbox, failures that retry, the log and its resend, the webhook's secret, and
// what the other business never reaches.

let f: Fixture;
let gw: EvolutionSubstituto;
let A: DadosPedido;
let tA: string;
let tB: string;
let porta: number;

const livre = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });

beforeAll(async () => {
  gw = await EvolutionSubstituto.iniciar('chave-do-gateway');
  porta = await livre();
  f = await createFixture({
    evolution: { url: gw.url, apiKey: 'chave-do-gateway' },
    evolutionAllowLoopback: true,
    whatsappWebhookUrl: `http://127.0.0.1:${porta}`,
    whatsappWorkerIntervalMs: 0, // the tests run the worker themselves
  });
  // the gateway's webhooks reach the app for real
  await f.app.listen({ port: porta, host: '127.0.0.1' });
  A = await criarDadosPedido(f.database.db, f.A.id, 'A');
  tA = await f.token('gerente.a@teste.com');
  tB = await f.token('gerente.b@teste.com');
});
afterAll(async () => {
  await f?.close();
  await gw?.fechar();
});

const api = (token: string, method: string, url: string, payload?: unknown) =>
  f.app.inject({ method: method as 'GET', url: `/api${url}`, headers: bearer(token), payload: payload as object });
const provedor = (timeoutMs = 2000) =>
  provedorEvolution(gw.url, 'chave-do-gateway', { permitirLoopback: true, timeoutMs });
const processar = (timeoutMs?: number) => processarFila(plataformaDe(f.database.db), provedor(timeoutMs));
const mensagens = async (token = tA) => (await api(token, 'GET', '/whatsapp/mensagens?per_page=100')).json();
const nomeDe = async (empresa: number) =>
  (
    await queryRows<{ nome: string }>(
      f.database.db,
      sql`SELECT nome FROM whatsapp_instancias WHERE empresa_id = ${empresa}`,
    )
  )[0]?.nome;

describe('instância', () => {
  it('cria no gateway com chave, integração e webhook com segredo; mostra o QR; o celular escaneia e fica conectado', async () => {
    const vazio = (await api(tA, 'GET', '/instancias-whatsapp')).json();
    expect(vazio).toEqual({ gateway_configurado: true, instancia: null, aviso: null });

    const res = await api(tA, 'POST', '/instancias-whatsapp', {});
    expect(res.statusCode).toBe(201);
    expect(res.json().estado).toBe('connecting');
    expect(res.json().qr_base64).toMatch(/^data:image\/png;base64,/);
    const criar = gw.recebidos.find((r) => r.path === '/instance/create')!;
    expect(criar.apikey).toBe('chave-do-gateway');
    const corpo = criar.corpo as {
      instanceName: string;
      integration: string;
      webhook: { url: string; headers: Record<string, string> };
    };
    expect(corpo.integration).toBe('WHATSAPP-BAILEYS');
    expect(corpo.instanceName).toMatch(/^wa-[0-9a-f]{32}$/);
    expect(corpo.webhook.url).toBe(`http://127.0.0.1:${porta}/api/whatsapp/webhook/${corpo.instanceName}`);
    expect(corpo.webhook.headers.authorization).toMatch(/^Bearer .{40,}$/);

    expect((await api(tA, 'POST', '/instancias-whatsapp', {})).statusCode).toBe(409);

    // the screen polls: the state and the current QR come from the gateway
    const lendo = (await api(tA, 'GET', '/instancias-whatsapp')).json();
    expect(lendo.instancia.estado).toBe('connecting');
    expect(gw.recebidos.some((r) => r.path === `/instance/connectionState/${corpo.instanceName}`)).toBe(true);

    await gw.escanear(corpo.instanceName, '5541999990000');
    const conectado = (await api(tA, 'GET', '/instancias-whatsapp')).json();
    expect(conectado.instancia).toMatchObject({ estado: 'open', numero: '+5541999990000', qr_base64: null });
  });

  it('o QR renovado pelo gateway (qrcode.updated) aparece na leitura seguinte', async () => {
    const nome = (await nomeDe(f.A.id))!;
    await f.database.db.execute(
      sql`UPDATE whatsapp_instancias SET estado = 'connecting', qr_base64 = 'data:image/png;base64,AAAA'`,
    );
    expect(await gw.renovarQr(nome)).toBe(200);
    const [linha] = await queryRows<{ qr_base64: string; estado: string }>(
      f.database.db,
      sql`SELECT qr_base64, estado FROM whatsapp_instancias WHERE nome = ${nome}`,
    );
    expect(linha!.estado).toBe('connecting');
    expect(linha!.qr_base64).toMatch(/^data:image\/png;base64,iVBOR/);
    await gw.escanear(nome);
  });

  it('o estado segue o gateway mesmo sem webhook; reconectar pede um código de pareamento para o número informado', async () => {
    const nome = (await nomeDe(f.A.id))!;
    gw.instancias.get(nome)!.estado = 'close'; // the phone unlinked us, and no webhook said so
    expect((await api(tA, 'GET', '/instancias-whatsapp')).json().instancia).toMatchObject({
      estado: 'close',
      qr_base64: null,
    });
    const res = await api(tA, 'POST', '/instancias-whatsapp/reconectar', { numero: '(41) 99999-0000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ estado: 'connecting', pairing_code: 'WZYEH1YY' });
    expect(gw.recebidos.at(-1)!.path).toBe(`/instance/connect/${nome}?number=5541999990000`);
    await gw.escanear(nome);
  });

  it('o webhook com segredo errado, sem segredo ou de instância inventada responde 401 e não muda nada', async () => {
    const nome = (await nomeDe(f.A.id))!;
    const evento = { event: 'connection.update', instance: nome, data: { state: 'close', statusReason: 401 } };
    for (const [caminho, auth] of [
      [nome, 'Bearer errado'],
      [nome, undefined],
      [`wa-${'0'.repeat(32)}`, 'Bearer errado'],
    ] as const) {
      const res = await f.app.inject({
        method: 'POST',
        url: `/api/whatsapp/webhook/${caminho}`,
        headers: auth ? { authorization: auth } : {},
        payload: evento,
      });
      expect(res.statusCode).toBe(401);
    }
    expect((await api(tA, 'GET', '/instancias-whatsapp')).json().instancia.estado).toBe('open');
  });

  it('sem permissão whatsapp.gerenciar: 403', async () => {
    const t = await f.token('atendente.a@teste.com');
    expect((await api(t, 'GET', '/instancias-whatsapp')).statusCode).toBe(403);
  });
});

describe('avisos de pedido pela fila', () => {
  beforeEach(() => {
    gw.atrasoEnvioMs = 0;
    gw.falharEnvioCom = null;
  });

  const criarPedido = async () => {
    const res = await api(tA, 'POST', '/pedidos', {
      tipo: 'delivery',
      canal: 'telefone',
      cliente_id: A.cliente,
      endereco_id: A.endereco,
      itens: [{ produto_id: A.refri, quantidade: 4 }],
      pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 38 }],
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; numero_pedido: number };
  };
  const mudar = (id: number, status: string) => api(tA, 'PATCH', `/pedidos/${id}/status`, { status });

  it('valida o modelo: variável desconhecida é 400 em português', async () => {
    const res = await api(tA, 'PUT', '/whatsapp/avisos/em_entrega', { ativo: true, modelo: 'Oi {nomee}' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Variável desconhecida: {nomee}');
  });

  it('"saiu para entrega" ligado: a mudança de status põe o aviso na fila e o gateway recebe o texto uma vez', async () => {
    const put = await api(tA, 'PUT', '/whatsapp/avisos/em_entrega', {
      ativo: true,
      modelo: 'Oi {nome}, o pedido #{numero} ({total}) saiu para entrega!',
    });
    expect(put.statusCode).toBe(200);
    const avisos = (await api(tA, 'GET', '/whatsapp/avisos')).json();
    expect(avisos.items.find((a: { status: string }) => a.status === 'em_entrega').ativo).toBe(true);
    expect(avisos.items.find((a: { status: string }) => a.status === 'preparacao').ativo).toBe(false);

    const p = await criarPedido();
    expect((await mudar(p.id, 'pronto')).statusCode).toBe(200);
    expect((await mensagens()).total).toBe(0); // only the switched-on status queues
    expect((await mudar(p.id, 'em_entrega')).statusCode).toBe(200);
    const fila = await mensagens();
    expect(fila.items[0]).toMatchObject({
      origem: 'aviso',
      status: 'pendente',
      pedido_id: p.id,
      pedido_status: 'em_entrega',
    });

    const antes = gw.enviados().length;
    await processar();
    await processar();
    const novos = gw.enviados().slice(antes);
    expect(novos).toEqual([
      {
        numero: '5541987654321',
        texto: `Oi Cliente, o pedido #${p.numero_pedido} (R$ 38,00) saiu para entrega!`,
        instancia: await nomeDe(f.A.id),
      },
    ]);
    const log = (await mensagens()).items[0];
    expect(log).toMatchObject({ status: 'enviada', tentativas: 1, numero_pedido: p.numero_pedido });
    expect(log.telefone).toBe('+5541987654321');
  });

  it('gateway com erro 500 ou lento demais: mensagem em português, continua na fila e sai na tentativa seguinte', async () => {
    const p = await criarPedido();
    await mudar(p.id, 'pronto');
    await mudar(p.id, 'em_entrega');
    gw.falharEnvioCom = 500;
    await processar();
    let m = (await mensagens()).items[0];
    expect(m).toMatchObject({
      status: 'pendente',
      tentativas: 1,
      ultimo_erro: 'O gateway do WhatsApp falhou (HTTP 500)',
    });
    expect(m.proxima_tentativa_em).not.toBeNull();

    gw.falharEnvioCom = null;
    gw.atrasoEnvioMs = 600;
    await f.database.db.execute(sql`UPDATE whatsapp_mensagens SET proxima_em = now() WHERE id = ${m.id}`);
    await processar(200);
    m = (await mensagens()).items[0];
    expect(m).toMatchObject({
      status: 'pendente',
      tentativas: 2,
      ultimo_erro: 'O gateway do WhatsApp não respondeu a tempo',
    });

    gw.atrasoEnvioMs = 0;
    await f.database.db.execute(sql`UPDATE whatsapp_mensagens SET proxima_em = now() WHERE id = ${m.id}`);
    await processar();
    expect((await mensagens()).items[0]).toMatchObject({ id: m.id, status: 'enviada', tentativas: 3 });
  });

  it('número sem WhatsApp falha de vez com o motivo; reenviar põe de novo na fila', async () => {
    const env = await api(tA, 'POST', '/instancias-whatsapp/enviar-mensagem', {
      telefone: '(11) 99999-0001',
      texto: 'Mensagem de teste',
    });
    expect(env.statusCode).toBe(202);
    await processar();
    const m = (await mensagens()).items.find((x: { id: number }) => x.id === env.json().id);
    expect(m).toMatchObject({ origem: 'teste', status: 'falhou', ultimo_erro: 'Este número não tem WhatsApp' });
    const de = await api(tA, 'POST', `/whatsapp/mensagens/${m.id}/reenviar`);
    expect(de.statusCode).toBe(200);
    expect((await mensagens()).items.find((x: { id: number }) => x.id === m.id).status).toBe('pendente');
    expect((await api(tA, 'POST', `/whatsapp/mensagens/${m.id}/reenviar`)).statusCode).toBe(409);
    await f.database.db.execute(sql`UPDATE whatsapp_mensagens SET status = 'enviada' WHERE id = ${m.id}`);
  });

  it('exatamente uma vez com vários trabalhadores ao mesmo tempo', async () => {
    gw.atrasoEnvioMs = 5;
    const ids: number[] = [];
    await withTenant(f.database.db, comoEmpresaId(f.A.id), async (tx) => {
      for (let i = 0; i < 24; i++)
        ids.push((await enfileirarMensagem(tx, { telefone: '41987654321', texto: `concorrente ${i}` }))!);
    });
    const antes = gw.enviados().length;
    await Promise.all([processar(), processar(), processar(), processar()]);
    const textos = gw
      .enviados()
      .slice(antes)
      .map((e) => e.texto)
      .sort();
    expect(textos).toEqual(ids.map((_, i) => `concorrente ${i}`).sort());
    const log = (await mensagens()).items.filter((m: { id: number }) => ids.includes(m.id));
    expect(log.every((m: { status: string; tentativas: number }) => m.status === 'enviada' && m.tentativas === 1)).toBe(
      true,
    );
  });
});

describe('outros módulos e recibos de entrega', () => {
  it('enfileirarMensagem envia na transação de quem chama (código de recuperação de senha) e só se ela confirmar', async () => {
    const A_ = comoEmpresaId(f.A.id);
    const id = await withTenant(f.database.db, A_, (tx) =>
      enfileirarMensagem(tx, { telefone: '(41) 98765-4321', texto: 'Seu código: 123456', chave: 'reset:1' }),
    );
    expect(id).toBeGreaterThan(0);
    expect(
      await withTenant(f.database.db, A_, (tx) =>
        enfileirarMensagem(tx, { telefone: '41987654321', texto: 'Seu código: 123456', chave: 'reset:1' }),
      ),
    ).toBeNull();
    await expect(
      withTenant(f.database.db, A_, async (tx) => {
        await enfileirarMensagem(tx, { telefone: '41987654321', texto: 'desfeito', chave: 'reset:2' });
        throw new Error('a transação de quem chama falhou');
      }),
    ).rejects.toThrow();
    // B has no WhatsApp: nothing is queued, and the caller is told so
    expect(
      await withTenant(f.database.db, comoEmpresaId(f.B.id), (tx) =>
        enfileirarMensagem(tx, { telefone: '41987654321', texto: 'x' }),
      ),
    ).toBeNull();
    const antes = gw.enviados().length;
    await processar();
    expect(
      gw
        .enviados()
        .slice(antes)
        .map((e) => e.texto),
    ).toEqual(['Seu código: 123456']);
    const log = (await mensagens()).items.find((m: { id: number }) => m.id === id);
    expect(log).toMatchObject({ origem: 'sistema', status: 'enviada' });
  });

  it('o recibo de entrega do gateway (messages.update) fica na mensagem', async () => {
    const nome = (await nomeDe(f.A.id))!;
    expect(await gw.confirmar(nome, gw.idsEnviados.at(-1)!, 'DELIVERY_ACK')).toBe(200);
    expect(
      (await mensagens()).items.find((m: { texto: string }) => m.texto === 'Seu código: 123456').status_entrega,
    ).toBe('DELIVERY_ACK');
  });

  it('um gateway configurado num endereço interno é recusado ao ler a configuração', () => {
    for (const url of [
      'https://169.254.169.254',
      'https://10.0.0.5',
      'http://evo.example.com',
      'http://127.0.0.1:8080',
    ])
      expect(() => provedorEvolution(url, 'k', { permitirLoopback: false })).toThrow(ErroSaida);
  });
});

describe('entre empresas', () => {
  it('B não vê, não envia pelo WhatsApp de A, não exclui, não reenvia as mensagens de A', async () => {
    expect((await api(tB, 'GET', '/instancias-whatsapp')).json().instancia).toBeNull();
    expect((await api(tB, 'DELETE', '/instancias-whatsapp')).statusCode).toBe(404);
    expect((await api(tB, 'POST', '/instancias-whatsapp/reconectar', {})).statusCode).toBe(404);
    const env = await api(tB, 'POST', '/instancias-whatsapp/enviar-mensagem', { telefone: '41987654321', texto: 'x' });
    expect(env.statusCode).toBe(404);
    expect((await mensagens(tB)).total).toBe(0);
    const deA = (await mensagens()).items[0];
    expect((await api(tB, 'POST', `/whatsapp/mensagens/${deA.id}/reenviar`)).statusCode).toBe(404);
    expect((await api(tA, 'GET', '/instancias-whatsapp')).json().instancia.estado).toBe('open');
  });
});

describe('exclusão', () => {
  it('desconecta o celular e exclui a instância no gateway, depois aqui', async () => {
    const nome = (await nomeDe(f.A.id))!;
    const res = await api(tA, 'DELETE', '/instancias-whatsapp');
    expect(res.statusCode).toBe(200);
    const caminhos = gw.recebidos.slice(-2).map((r) => `${r.method} ${r.path}`);
    expect(caminhos).toEqual([`DELETE /instance/logout/${nome}`, `DELETE /instance/delete/${nome}`]);
    expect((await api(tA, 'GET', '/instancias-whatsapp')).json().instancia).toBeNull();
  });
});
