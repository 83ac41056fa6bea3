import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/helpers.ts';
import { gravarSql } from '../../../test/contar-sql.ts';
import { criarAmbienteWhatsapp, type AmbienteWhatsapp } from '../../../test/whatsapp-ambiente.ts';

// An order created straight into the kitchen queues the "em preparo" notice in its own transaction. The order's
// number is taken last, just before commit (the other effects run before it, unnumbered): the notice quotes the
// number, so it must run after it and carry the number the order got.

let amb: AmbienteWhatsapp;

beforeAll(async () => {
  amb = await criarAmbienteWhatsapp();
  await amb.parear();
});
afterAll(async () => {
  await amb?.fechar();
});

describe('aviso de pedido criado em preparo', () => {
  it('cita o número que o pedido recebeu, pedido a pedido', async () => {
    const { api, tA, A } = amb;
    const put = await api(tA, 'PUT', '/whatsapp/avisos/preparacao', {
      ativo: true,
      modelo: 'Oi {nome}, o pedido #{numero} ({total}) está em preparo.',
    });
    expect(put.statusCode, put.body).toBe(200);
    const numeros: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await api(tA, 'POST', '/pedidos', {
        tipo: 'delivery',
        canal: 'telefone',
        cliente_id: A.cliente,
        endereco_id: A.endereco,
        itens: [{ produto_id: A.refri, quantidade: 4 }],
        pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 38 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      const p = res.json() as { id: number; numero_pedido: number; status: string };
      expect(p.status).toBe('preparacao');
      numeros.push(p.numero_pedido);
      const fila = (await amb.mensagens()).items as {
        pedido_id: number;
        numero_pedido: number;
        pedido_status: string;
        texto: string;
      }[];
      const aviso = fila.find((m) => m.pedido_id === p.id);
      expect(aviso).toMatchObject({ pedido_status: 'preparacao', numero_pedido: p.numero_pedido });
      expect(aviso!.texto).toBe(`Oi Cliente, o pedido #${p.numero_pedido} (R$ 38,00) está em preparo.`);
    }
    expect(numeros[1]).toBe(numeros[0]! + 1);
    expect(numeros[2]).toBe(numeros[0]! + 2);
  });

  it('with the notice on and a key, the replay is the answer with the number; with it off, the number is last', async () => {
    const { f, tA, A } = amb;
    const corpo = {
      tipo: 'delivery',
      canal: 'telefone',
      cliente_id: A.cliente,
      endereco_id: A.endereco,
      itens: [{ produto_id: A.refri, quantidade: 4 }],
      pagamentos: [{ forma_pagamento_padrao_id: A.pix, valor: 38 }],
    };
    const criar = (chave: string) =>
      f.app.inject({
        method: 'POST',
        url: '/api/pedidos',
        headers: { ...bearer(tA), 'idempotency-key': chave },
        payload: corpo,
      });
    const com = await gravarSql(() => criar('aviso-ligado-1'));
    expect(com.resultado.statusCode, com.resultado.body).toBe(201);
    const p = com.resultado.json() as { id: number; numero_pedido: number };
    // the notice runs after the number; the key's answer is then the last statement
    const numero = com.sql.findIndex((q) => q.includes('pedido_contadores'));
    expect(com.sql.findIndex((q) => q.includes('INSERT INTO whatsapp_mensagens'))).toBeGreaterThan(numero);
    expect(com.sql.at(-1)).toMatch(/^\s*UPDATE idempotencia/);
    expect((await criar('aviso-ligado-1')).json()).toEqual(com.resultado.json());
    const fila = (await amb.mensagens()).items as { pedido_id: number; numero_pedido: number }[];
    expect(fila.filter((m) => m.pedido_id === p.id)).toEqual([
      expect.objectContaining({ numero_pedido: p.numero_pedido }),
    ]);

    const put = await amb.api(tA, 'PUT', '/whatsapp/avisos/preparacao', { ativo: false, modelo: 'Pedido #{numero}' });
    expect(put.statusCode, put.body).toBe(200);
    const sem = await gravarSql(() => criar('aviso-desligado-1'));
    expect(sem.resultado.statusCode, sem.resultado.body).toBe(201);
    const ultima = sem.sql.at(-1)!;
    for (const parte of ['pedido_contadores', 'UPDATE idempotencia']) expect(ultima).toContain(parte);
    expect(sem.sql.filter((q) => q.includes('whatsapp_mensagens'))).toEqual([]);
  });
});
