import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from '../../../test/helpers.ts';
import { cliente, montarSalao, pizzaMeia, refri, type Salao } from '../../../test/mesas-fixture.ts';
import type { ComandarResposta } from '@app/shared/schemas/comandas.ts';
import { registrarEfeitoDeComanda, type MudancaDeComanda } from './index.ts';

let f: Fixture;
let S: Salao;
let api: ReturnType<typeof cliente>;
const mudancas: MudancaDeComanda[] = [];
beforeAll(async () => {
  f = await createFixture();
  const t = await f.token('gerente.a@teste.com');
  S = await montarSalao(f, t, f.A.id, 'A');
  api = cliente(f, t);
  registrarEfeitoDeComanda('teste', async (_tx, m) => {
    mudancas.push(m);
  });
});
afterAll(async () => {
  await f?.close();
});

const abrir = (mesa = S.mesa, body: object = { grupo_nome: 'Família Silva', pessoas_qtd: 3 }) =>
  api.ok('POST', `/mesas/${mesa}/comandas`, body);

describe('a tab from open to closed', () => {
  it('opens with the spec defaults (fee 10 %, applied), prices items like orders, sends exactly the pending items', async () => {
    const c = await abrir();
    expect(c).toMatchObject({
      status: 'aberta',
      taxa_servico_percent: 10,
      taxa_servico_default_aplicar: true,
      pessoas_qtd: 3,
    });
    let x = await api.ok('POST', `/comandas/${c.id}/itens`, pizzaMeia(S.d));
    x = await api.ok('POST', `/comandas/${c.id}/itens`, refri(S.d));
    expect(x.itens.map((i) => [i.nome, i.quantidade, i.preco_unitario, i.status])).toEqual([
      [`Pizza A (Grande)`, 1, 64, 'pendente'],
      [`Refri A`, 2, 7.5, 'pendente'],
    ]);
    expect(x.itens[0]!.sabores).toEqual(['Calabresa', 'Marguerita']);
    expect(x.saldo).toMatchObject({ subtotal: 79, taxa_servico: 7.9, saldo: 86.9, por_pessoa: [28.97, 28.97, 28.96] });

    const l1 = await api.ok<ComandarResposta>('POST', `/comandas/${c.id}/comandar`);
    expect(l1.lote!.numero).toBe(1);
    expect(l1.lote!.impresso).toMatchObject({ mesa: '1', comanda: 'Família Silva', numero_lote: 1 });
    expect(l1.lote!.impresso.itens.map((i) => [i.quantidade, i.nome])).toEqual([
      [1, 'Pizza A (Grande)'],
      [2, 'Refri A'],
    ]);
    expect(l1.comanda.itens.every((i) => i.status === 'enviado' && i.lote_id === l1.lote!.id)).toBe(true);
    // nothing pending: no batch, no ticket
    const vazio = await api.ok<ComandarResposta>('POST', `/comandas/${c.id}/comandar`);
    expect(vazio.lote).toBeNull();
    await api.ok('POST', `/comandas/${c.id}/itens`, refri(S.d, 1));
    const l2 = await api.ok<ComandarResposta>('POST', `/comandas/${c.id}/comandar`);
    expect(l2.lote!.impresso.itens).toHaveLength(1);
    expect(l2.lote!.numero).toBe(2);
    const lotes = await api.ok<{ items: { numero: number; reimpressoes: number }[] }>('GET', `/comandas/${c.id}/lotes`);
    expect(lotes.items.map((l) => l.numero)).toEqual([1, 2]);
    const re = await api.ok<{ reimpressoes: number; impresso: unknown }>('POST', `/lotes/${l2.lote!.id}/reimprimir`);
    expect(re.reimpressoes).toBe(1);
    expect(re.impresso).toEqual(l2.lote!.impresso);
  });

  it('edits a pending item, refuses to edit a sent one, cancels sent units with a reason and keeps them visible', async () => {
    const c = await abrir();
    let x = await api.ok('POST', `/comandas/${c.id}/itens`, refri(S.d, 3));
    const item = x.itens[0]!;
    x = await api.ok('PATCH', `/comandas/${c.id}/itens/${item.id}`, { quantidade: 4, observacao: 'gelado' });
    expect(x.itens[0]).toMatchObject({ quantidade: 4, observacao: 'gelado' });
    await api.ok('POST', `/comandas/${c.id}/comandar`);
    const r = await api.req('PATCH', `/comandas/${c.id}/itens/${item.id}`, { quantidade: 1 });
    expect(r.statusCode).toBe(409);
    expect(r.json().detail).toMatch(/já enviado/);
    const semMotivo = await api.req('POST', `/comandas/${c.id}/itens/${item.id}/cancelar`, {});
    expect(semMotivo.statusCode).toBe(400);
    x = await api.ok('POST', `/comandas/${c.id}/itens/${item.id}/cancelar`, {
      motivo: 'cliente desistiu',
      quantidade: 1,
    });
    expect(x.itens.map((i) => [i.quantidade, i.status, i.motivo_cancelamento])).toEqual([
      [3, 'enviado', null],
      [1, 'cancelado', 'cliente desistiu'],
    ]);
    expect(x.saldo).toMatchObject({ itens: 30, cancelados: 7.5, subtotal: 22.5 });
    const de_novo = await api.req('POST', `/comandas/${c.id}/itens/${x.itens[1]!.id}/cancelar`, { motivo: 'x' });
    expect(de_novo.statusCode).toBe(409);
  });

  it('pays in three equal parts with the fee, to the cent, and closes validated; the table is free again', async () => {
    const c = await abrir(S.mesa2);
    await api.ok('POST', `/comandas/${c.id}/itens`, pizzaMeia(S.d));
    await api.ok('POST', `/comandas/${c.id}/itens`, refri(S.d));
    await api.ok('POST', `/comandas/${c.id}/preconta`);
    let painel = await api.ok<{ mesas: { id: number; estado: string }[] }>('GET', '/mesas/painel');
    expect(painel.mesas.find((m) => m.id === S.mesa2)!.estado).toBe('preconta');
    const pix = { forma_pagamento_padrao_id: S.d.pix };
    let x = await api.ok('POST', `/comandas/${c.id}/pagamentos`, { ...pix, partes: 3 });
    expect(x.pagamentos[0]).toMatchObject({ valor_base_itens: 26.34, taxa_servico: 2.63, total: 28.97 });
    painel = await api.ok('GET', '/mesas/painel');
    expect(painel.mesas.find((m) => m.id === S.mesa2)!.estado).toBe('parcial');
    x = await api.ok('POST', `/comandas/${c.id}/pagamentos`, { ...pix, partes: 2 });
    x = await api.ok('POST', `/comandas/${c.id}/pagamentos`, {
      forma_pagamento_padrao_id: S.d.dinheiro,
      partes: 1,
      valor_recebido: 50,
      nome_pagador: 'Ana',
    });
    expect(x.pagamentos.map((p) => p.total)).toEqual([28.97, 28.97, 28.96]);
    expect(x.pagamentos[2]).toMatchObject({ valor_recebido: 50, valor_troco: 21.04, nome_pagador: 'Ana' });
    expect(x.saldo).toMatchObject({ saldo: 0, pago: 86.9, taxa_servico: 7.9, taxa_servico_paga: 7.9 });
    expect(x.status).toBe('quitada');
    x = await api.ok('POST', `/comandas/${c.id}/fechar_validado`, { tolerancia: 0.05 });
    expect(x.status).toBe('encerrada');
    painel = await api.ok('GET', '/mesas/painel');
    expect(painel.mesas.find((m) => m.id === S.mesa2)).toMatchObject({ estado: 'livre', comandas: [] });
    const hist = await api.ok<{ items: { id: number; pago: number }[] }>('GET', `/mesas/historico?mesa_id=${S.mesa2}`);
    expect(hist.items[0]).toMatchObject({ id: c.id, pago: 86.9 });
    const deC = mudancas.filter((m) => m.comandaId === c.id).map((m) => [m.de, m.para]);
    expect(deC).toEqual([
      [null, 'aberta'],
      ['aberta', 'quitada'],
      ['quitada', 'encerrada'],
    ]);
  });

  it('refuses a validated close outside the tolerance and takes one within it, keeping the residue as adjustment', async () => {
    const c = await abrir(S.mesa, { taxa_servico_default_aplicar: false });
    await api.ok('POST', `/comandas/${c.id}/itens`, refri(S.d, 1));
    await api.ok('POST', `/comandas/${c.id}/pagamentos`, {
      forma_pagamento_padrao_id: S.d.pix,
      valor_base_itens: 7.43,
    });
    let r = await api.req('POST', `/comandas/${c.id}/fechar_validado`, { tolerancia: 0.05 });
    expect(r.statusCode).toBe(409);
    expect(r.json().detail).toBe('Não é possível fechar: saldo de R$ 0,07 fora da tolerância de R$ 0,05');
    await api.ok(
      'POST',
      `/comandas/${c.id}/pagamentos/${(await api.ok('GET', `/comandas/${c.id}`)).pagamentos[0]!.id}/cancelar`,
      {
        motivo: 'valor errado',
      },
    );
    await api.ok('POST', `/comandas/${c.id}/pagamentos`, {
      forma_pagamento_padrao_id: S.d.pix,
      valor_base_itens: 7.47,
    });
    const x = await api.ok('POST', `/comandas/${c.id}/fechar_validado`);
    expect(x).toMatchObject({ status: 'encerrada' });
    expect(x.saldo).toMatchObject({ ajuste: 0.03, saldo: 0, pago: 7.47 });
    r = await api.req('POST', `/comandas/${c.id}/itens`, refri(S.d, 1));
    expect(r.statusCode).toBe(409);
    expect(r.json().detail).toBe('Ação não permitida: a comanda está encerrada');
  });
});
