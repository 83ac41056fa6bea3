import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
