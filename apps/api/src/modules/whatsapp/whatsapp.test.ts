import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { criarAmbienteWhatsapp, type AmbienteWhatsapp } from '../../../test/whatsapp-ambiente.ts';
import { queryRows } from '../../db/tenant.ts';
import { ErroSaida } from '../../lib/http-seguro.ts';
import { provedorEvolution } from './provedor/evolution.ts';

// The business's WhatsApp against a stand-in Evolution API v2 gateway (real paths, apikey header, JSON and
// webhooks): pairing, the webhook's secret, what the other business never reaches, deletion.

let amb: AmbienteWhatsapp;
let f: AmbienteWhatsapp['f'];
let gw: AmbienteWhatsapp['gw'];
let tA: string;
let tB: string;
let porta: number;
const api: AmbienteWhatsapp['api'] = (...a) => amb.api(...a);
const mensagens: AmbienteWhatsapp['mensagens'] = (...a) => amb.mensagens(...a);
const nomeDe: AmbienteWhatsapp['nomeDe'] = (...a) => amb.nomeDe(...a);

beforeAll(async () => {
  amb = await criarAmbienteWhatsapp();
  ({ f, gw, tA, tB, porta } = amb);
});
afterAll(async () => {
  await amb?.fechar();
});

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

describe('configuração', () => {
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
    await api(tA, 'POST', '/instancias-whatsapp/enviar-mensagem', { telefone: '41987654321', texto: 'de A' });
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
