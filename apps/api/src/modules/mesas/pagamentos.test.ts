import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../../../test/helpers.ts';
import { cliente, montarSalao, type Salao } from '../../../test/mesas-fixture.ts';
import type { Comanda } from '@app/shared/schemas/comandas.ts';

let f: Fixture;
let S: Salao;
let api: ReturnType<typeof cliente>;
let atendente: ReturnType<typeof cliente>;
beforeAll(async () => {
  f = await createFixture();
  const t = await f.token('gerente.a@teste.com');
  S = await montarSalao(f, t, f.A.id, 'A');
  api = cliente(f, t);
  atendente = cliente(f, await f.token('atendente.a@teste.com'));
});
afterAll(async () => {
  await f?.close();
});

/** A tab with 2×Picanha 89,90 + 3×Chopp 12,90 + 1×Água 5,50 (the worked example), priced through the catalogue. */
async function exemplo(pessoas = 3): Promise<Comanda> {
  const c = await api.ok('POST', `/mesas/${S.mesa}/comandas`, { pessoas_qtd: pessoas });
  const produtos = await Promise.all(
    [
      ['Picanha', 8990],
      ['Chopp', 1290],
      ['Água', 550],
    ].map(async ([nome, preco]) => {
      const cat = (await api.ok<{ id: number }>('POST', '/categorias', { nome: `Cat ${nome} ${c.id}` })).id;
      return (
        await api.ok<{ id: number }>('POST', '/produtos', {
          categoria_id: cat,
          nome: `${nome} ${c.id}`,
          preco: (preco as number) / 100,
        })
      ).id;
    }),
  );
  await api.ok('POST', `/comandas/${c.id}/itens`, { produto_id: produtos[0], quantidade: 2 });
  await api.ok('POST', `/comandas/${c.id}/itens`, { produto_id: produtos[1], quantidade: 3 });
  return api.ok('POST', `/comandas/${c.id}/itens`, { produto_id: produtos[2], quantidade: 1 });
}

const pix = () => ({ forma_pagamento_padrao_id: S.d.pix });
const dinheiro = () => ({ forma_pagamento_padrao_id: S.d.dinheiro });

describe('payments', () => {
  it('follows the worked example: equal parts, reversal, partial amount, settle; Σ fees = 22,40 never 22,41', async () => {
    let c = await exemplo();
    expect(c.saldo).toMatchObject({
      subtotal: 224,
      taxa_servico: 22.4,
      saldo: 246.4,
      por_pessoa: [82.14, 82.13, 82.13],
    });
    c = await api.ok('POST', `/comandas/${c.id}/pagamentos`, { ...pix(), partes: 3 });
    c = await api.ok('POST', `/comandas/${c.id}/pagamentos`, { ...dinheiro(), partes: 2, valor_recebido: 100 });
    expect(c.pagamentos.map((p) => [p.valor_base_itens, p.taxa_servico, p.total, p.valor_troco])).toEqual([
      [74.67, 7.47, 82.14, 0],
      [74.67, 7.46, 82.13, 17.87],
    ]);
    c = await api.ok('POST', `/comandas/${c.id}/pagamentos/${c.pagamentos[1]!.id}/estornar`, {
      motivo: 'pagador errado',
    });
    expect(c.pagamentos[1]).toMatchObject({
      status: 'estornado',
      motivo: 'pagador errado',
      anulado_por_nome: 'Gerente a',
    });
    expect(c.saldo).toMatchObject({
      saldo_base: 149.33,
      saldo: 164.26,
      pagamentos: 164.27,
      estornos: 82.13,
      pago: 82.14,
    });
    c = await api.ok('POST', `/comandas/${c.id}/pagamentos`, { ...pix(), valor_base_itens: 50 });
    expect(c.pagamentos[2]).toMatchObject({ taxa_servico: 5, total: 55 });
    expect(c.saldo.saldo).toBe(109.26);
    c = await api.ok('POST', `/comandas/${c.id}/quitar`, pix());
    expect(c.pagamentos[3]).toMatchObject({ valor_base_itens: 99.33, taxa_servico: 9.93, total: 109.26 });
    expect(c.status).toBe('quitada');
    expect(c.saldo).toMatchObject({ saldo: 0, taxa_servico_paga: 22.4, pago: 246.4 });
    // a reversal after settling puts money back on the tab, and it is open again
    c = await api.ok('POST', `/comandas/${c.id}/pagamentos/${c.pagamentos[3]!.id}/estornar`, {
      motivo: 'cartão recusado',
    });
    expect(c.status).toBe('aberta');
    expect(c.saldo.saldo).toBe(109.26);
  });

  it('pays chosen items, which then cannot be paid again, transferred or cancelled', async () => {
    let c = await exemplo(2);
    const [picanha, chopp] = c.itens;
    c = await api.ok('POST', `/comandas/${c.id}/pagamentos`, {
      ...pix(),
      itens: [
        { item_id: picanha!.id, quantidade: 1 },
        { item_id: chopp!.id, quantidade: 2 },
      ],
      nome_pagador: 'João',
    });
    expect(c.pagamentos[0]).toMatchObject({
      valor_base_itens: 115.7,
      taxa_servico: 11.57,
      total: 127.27,
      nome_pagador: 'João',
    });
    expect(c.itens.map((i) => i.quantidade_paga)).toEqual([1, 2, 0]);
    const de_novo = await api.req('POST', `/comandas/${c.id}/pagamentos`, {
      ...pix(),
      itens: [{ item_id: chopp!.id, quantidade: 2 }],
    });
    expect(de_novo.statusCode).toBe(409);
    expect(de_novo.json().detail).toMatch(/só 1 unidade/);
    const cancelar = await api.req('POST', `/comandas/${c.id}/itens/${picanha!.id}/cancelar`, { motivo: 'x' });
    expect(cancelar.json().detail).toBe('Item já pago: estorne o pagamento antes de cancelar');
    // a payment by amount, then told which items it paid (within its amount)
    c = await api.ok('POST', `/comandas/${c.id}/pagamentos`, {
      ...pix(),
      valor_base_itens: 5.5,
      aplicar_taxa_servico: false,
    });
    const p2 = c.pagamentos[1]!;
    expect(p2.taxa_servico).toBe(0);
    const demais = await api.req('POST', `/comandas/${c.id}/pagamentos/${p2.id}/itens`, {
      itens: [{ item_id: chopp!.id, quantidade: 1 }],
    });
    expect(demais.statusCode).toBe(409);
    c = await api.ok('POST', `/comandas/${c.id}/pagamentos/${p2.id}/itens`, {
      itens: [{ item_id: c.itens[2]!.id, quantidade: 1 }],
    });
    expect(c.pagamentos[1]!.itens).toEqual([{ item_id: c.itens[2]!.id, quantidade: 1 }]);
  });

  it('discount, surcharge and change are per payment; card change, short cash and overpayment are refused', async () => {
    let c = await exemplo(1);
    const base = { ...dinheiro(), valor_base_itens: 100 };
    let r = await api.req('POST', `/comandas/${c.id}/pagamentos`, { ...base, valor_recebido: 50 });
    expect(r.statusCode).toBe(400);
    expect(r.json().detail).toBe('O valor recebido é menor que o total do pagamento (R$ 110,00)');
    r = await api.req('POST', `/comandas/${c.id}/pagamentos`, { ...pix(), valor_base_itens: 100, valor_recebido: 200 });
    expect(r.json().detail).toBe('Troco só vale para pagamento em dinheiro');
    r = await api.req('POST', `/comandas/${c.id}/pagamentos`, { ...pix(), valor_base_itens: 300 });
    expect(r.statusCode).toBe(409);
    expect(r.json().detail).toBe('O valor passa do que falta pagar dos itens (R$ 224,00)');
    r = await api.req('POST', `/comandas/${c.id}/pagamentos`, { ...pix(), valor_base_itens: 1, partes: 2 });
    expect(r.statusCode).toBe(400);
    c = await api.ok('POST', `/comandas/${c.id}/pagamentos`, {
      ...base,
      desconto_valor: 10,
      acrescimo_valor: 2.5,
      valor_recebido: 200,
    });
    expect(c.pagamentos[0]).toMatchObject({
      taxa_servico: 10,
      desconto_valor: 10,
      acrescimo_valor: 2.5,
      total: 102.5,
      valor_troco: 97.5,
    });
    expect(c.saldo).toMatchObject({ descontos: 10, acrescimos: 2.5, devido: 238.9, pago: 102.5, saldo: 136.4 });
    // a payment that never took effect: cancelled, with who and why, out of every total
    c = await api.ok('POST', `/comandas/${c.id}/pagamentos/${c.pagamentos[0]!.id}/cancelar`, {
      motivo: 'lançado na comanda errada',
    });
    expect(c.saldo).toMatchObject({ pagamentos: 0, pago: 0, descontos: 0, saldo: 246.4 });
    r = await api.req('POST', `/comandas/${c.id}/pagamentos/${c.pagamentos[0]!.id}/estornar`, { motivo: 'x' });
    expect(r.json().detail).toBe('Este pagamento já foi cancelado');
  });

  it('a repeated payment with the same Idempotency-Key pays once and answers the same; another body is refused', async () => {
    const c = await exemplo(1);
    const h = { 'idempotency-key': `pag-${c.id}-0001` };
    const body = { ...pix(), valor_base_itens: 10 };
    const [a, b] = [
      await api.req('POST', `/comandas/${c.id}/pagamentos`, body, h),
      await api.req('POST', `/comandas/${c.id}/pagamentos`, body, h),
    ];
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json()).toEqual(a.json());
    expect((await api.ok('GET', `/comandas/${c.id}`)).pagamentos).toHaveLength(1);
    const outro = await api.req('POST', `/comandas/${c.id}/pagamentos`, { ...body, valor_base_itens: 11 }, h);
    expect(outro.statusCode).toBe(422);
  });

  it('fechar_parcial records the open balance with a reason and is for managers only; reopening an ended tab too', async () => {
    const c = await exemplo(1);
    await api.ok('POST', `/comandas/${c.id}/pagamentos`, { ...pix(), valor_base_itens: 100 });
    let r = await atendente.req('POST', `/comandas/${c.id}/fechar_parcial`, { motivo: 'conta assinada' });
    expect(r.statusCode).toBe(403);
    const x = await api.ok('POST', `/comandas/${c.id}/fechar_parcial`, { motivo: 'conta assinada pelo cliente' });
    expect(x).toMatchObject({ status: 'encerrada', saldo_em_aberto: 136.4, motivo: 'conta assinada pelo cliente' });
    r = await atendente.req('POST', `/comandas/${c.id}/reabrir`, { motivo: 'pagou depois' });
    expect(r.statusCode).toBe(403);
    const y = await api.ok('POST', `/comandas/${c.id}/reabrir`, { motivo: 'cliente voltou para pagar' });
    expect(y).toMatchObject({ status: 'aberta', saldo_em_aberto: 0, motivo: 'cliente voltou para pagar' });
    expect(y.saldo.saldo).toBe(136.4);
  });
});
