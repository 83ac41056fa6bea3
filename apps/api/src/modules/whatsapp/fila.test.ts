import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { criarAmbienteWhatsapp, type AmbienteWhatsapp } from '../../../test/whatsapp-ambiente.ts';
import { comoEmpresaId, withTenant } from '../../db/tenant.ts';
import { enfileirarMensagem } from './index.ts';

// The outbox against a stand-in Evolution API v2 gateway: order notices queued with the status change and sent
// once, failures that retry, a definitive failure and its resend, concurrent workers, other modules' messages and
// the gateway's delivery receipts.

let amb: AmbienteWhatsapp;
let f: AmbienteWhatsapp['f'];
let gw: AmbienteWhatsapp['gw'];
let tA: string;
let A: AmbienteWhatsapp['A'];
const api: AmbienteWhatsapp['api'] = (...a) => amb.api(...a);
const processar: AmbienteWhatsapp['processar'] = (...a) => amb.processar(...a);
const mensagens: AmbienteWhatsapp['mensagens'] = (...a) => amb.mensagens(...a);
const nomeDe: AmbienteWhatsapp['nomeDe'] = (...a) => amb.nomeDe(...a);

beforeAll(async () => {
  amb = await criarAmbienteWhatsapp();
  ({ f, gw, tA, A } = amb);
  await amb.parear();
});
afterAll(async () => {
  await amb?.fechar();
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
    // the receipt of that very message (others may have gone out after it when the suite runs whole)
    const id = [...gw.textosEnviados].find(([, texto]) => texto === 'Seu código: 123456')![0];
    expect(await gw.confirmar(nome, id, 'DELIVERY_ACK')).toBe(200);
    expect(
      (await mensagens()).items.find((m: { texto: string }) => m.texto === 'Seu código: 123456').status_entrega,
    ).toBe('DELIVERY_ACK');
  });
});
