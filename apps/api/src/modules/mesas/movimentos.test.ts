import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/tenant.ts';
import { createFixture, type Fixture } from '../../../test/helpers.ts';
import { cliente, montarSalao, pizzaMeia, refri, type Salao } from '../../../test/mesas-fixture.ts';
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

async function comItens(mesa = S.mesa): Promise<Comanda> {
  const c = await api.ok('POST', `/mesas/${mesa}/comandas`, { pessoas_qtd: 2 });
  await api.ok('POST', `/comandas/${c.id}/itens`, pizzaMeia(S.d));
  return api.ok('POST', `/comandas/${c.id}/itens`, refri(S.d, 4));
}
const soma = (...cs: Comanda[]) => cs.reduce((a, c) => a + Math.round(c.saldo.subtotal * 100), 0);

describe('tables', () => {
  it('the manager sets tables up; names are unique; the attendant cannot; a table with a live tab stays active', async () => {
    const m = await api.ok<{ id: number; area: string; lugares: number }>('POST', '/mesas', {
      nome: '10',
      area: 'Varanda',
      lugares: 6,
    });
    expect(m).toMatchObject({ area: 'Varanda', lugares: 6 });
    expect((await api.req('POST', '/mesas', { nome: '10' })).statusCode).toBe(409);
    expect((await atendente.req('POST', '/mesas', { nome: '11' })).statusCode).toBe(403);
    expect((await api.req('POST', '/mesas', { nome: '' })).statusCode).toBe(400);
    const c = await api.ok('POST', `/mesas/${m.id}/comandas`, {});
    const r = await api.req('PATCH', `/mesas/${m.id}`, { ativo: false });
    expect(r.statusCode).toBe(409);
    expect(r.json().detail).toBe('A mesa tem comandas abertas: encerre-as antes de desativar');
    await api.ok('POST', `/comandas/${c.id}/liberar`);
    expect(await api.ok('PATCH', `/mesas/${m.id}`, { ativo: false, lugares: 8 })).toMatchObject({
      ativo: false,
      lugares: 8,
    });
    const abrir = await api.req('POST', `/mesas/${m.id}/comandas`, {});
    expect(abrir.statusCode).toBe(409);
    const lista = await api.ok<{ items: { nome: string; estado: string }[] }>('GET', '/mesas?ativo=false');
    expect(lista.items.map((x) => x.nome)).toEqual(['10']);
  });

  it('liberar: an empty tab ends cancelled without a reason to type; a tab with items is refused', async () => {
    const vazia = await api.ok('POST', `/mesas/${S.mesa2}/comandas`, {});
    const x = await api.ok('POST', `/comandas/${vazia.id}/liberar`);
    expect(x).toMatchObject({ status: 'cancelada', motivo: 'Mesa liberada sem consumo' });
    const c = await comItens(S.mesa2);
    const r = await api.req('POST', `/comandas/${c.id}/liberar`);
    expect(r.statusCode).toBe(409);
    // cancelling needs a reason and no active payments; its items stay, cancelled
    expect((await api.req('POST', `/comandas/${c.id}/cancelar`, {})).statusCode).toBe(400);
    const cancelada = await api.ok('POST', `/comandas/${c.id}/cancelar`, { motivo: 'cliente foi embora' });
    expect(cancelada.itens.every((i) => i.status === 'cancelado')).toBe(true);
    expect(cancelada.saldo.subtotal).toBe(0);
    expect((await api.req('POST', `/comandas/${c.id}/reabrir`, { motivo: 'x' })).statusCode).toBe(409);
  });

  it('fechar locks items, reopen (audited) takes them again; the whole table closes and ends after payment', async () => {
    const a = await comItens(S.mesa2);
    const b = await api.ok('POST', `/mesas/${S.mesa2}/comandas`, { grupo_nome: 'Segunda' });
    await api.ok('POST', `/comandas/${b.id}/itens`, refri(S.d, 1));
    const fechadas = await api.ok<{ items: Comanda[] }>('POST', `/mesas/${S.mesa2}/fechar_mesa`);
    expect(fechadas.items.map((c) => c.status)).toEqual(['fechada', 'fechada']);
    const r = await api.req('POST', `/comandas/${a.id}/itens`, refri(S.d, 1));
    expect(r.json().detail).toBe('A comanda está fechada para pagamento: reabra para lançar itens');
    await api.ok('POST', `/comandas/${b.id}/reabrir`, { motivo: 'pediram sobremesa' });
    const audit = await queryRows<{ usuario_id: number; dados: { de: string; motivo: string } }>(
      f.database.db,
      sql`SELECT usuario_id::int AS usuario_id, dados FROM comanda_eventos WHERE comanda_id = ${b.id} AND tipo = 'aberta' ORDER BY id DESC LIMIT 1`,
    );
    expect(audit[0]).toMatchObject({ usuario_id: f.A.gerente, dados: { de: 'fechada', motivo: 'pediram sobremesa' } });
    await api.ok('POST', `/comandas/${b.id}/itens`, refri(S.d, 1));
    await api.ok('POST', `/comandas/${a.id}/quitar`, { forma_pagamento_padrao_id: S.d.pix });
    let fim = await api.req('POST', `/mesas/${S.mesa2}/encerrar_pos_pagamento`);
    expect(fim.statusCode).toBe(409);
    expect(fim.json().detail).toBe(
      `A comanda #${b.id} ainda não foi paga: receba o pagamento antes de encerrar a mesa`,
    );
    await api.ok('POST', `/comandas/${b.id}/quitar`, { forma_pagamento_padrao_id: S.d.pix });
    fim = await api.req('POST', `/mesas/${S.mesa2}/encerrar_pos_pagamento`);
    expect(fim.json<{ items: Comanda[] }>().items.map((c) => c.status)).toEqual(['encerrada', 'encerrada']);
    const painel = await api.ok<{ mesas: { id: number; estado: string }[] }>('GET', '/mesas/painel');
    expect(painel.mesas.find((m) => m.id === S.mesa2)!.estado).toBe('livre');
    const hist = await api.ok<{ items: { id: number; status: string }[]; total: number }>(
      'GET',
      `/mesas/historico?mesa_id=${S.mesa2}&status=encerrada`,
    );
    expect(hist.items.map((h) => h.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });
});

describe('moving things', () => {
  it('moves a tab to another table with its batches and payments', async () => {
    const c = await comItens();
    await api.ok('POST', `/comandas/${c.id}/comandar`);
    await api.ok('POST', `/comandas/${c.id}/pagamentos`, { forma_pagamento_padrao_id: S.d.pix, valor_base_itens: 10 });
    const x = await api.ok('POST', `/comandas/${c.id}/mover_mesa`, { mesa_id: S.mesa2 });
    expect(x).toMatchObject({ mesa_id: S.mesa2, mesa_nome: '2' });
    expect(x.pagamentos).toHaveLength(1);
    expect((await api.ok<{ items: unknown[] }>('GET', `/comandas/${c.id}/lotes`)).items).toHaveLength(1);
    expect((await api.req('POST', `/comandas/${c.id}/mover_mesa`, { mesa_id: S.mesa2 })).statusCode).toBe(409);
  });

  it('transfers chosen units (a partial line splits), sent items stay sent, paid units stay put, totals conserved', async () => {
    const a = await comItens();
    const b = await comItens();
    await api.ok('POST', `/comandas/${a.id}/comandar`);
    await api.ok('POST', `/comandas/${a.id}/pagamentos`, {
      forma_pagamento_padrao_id: S.d.pix,
      itens: [{ item_id: a.itens[1]!.id, quantidade: 1 }],
    });
    const antes = soma(a, b);
    const pago = await api.req('POST', `/comandas/${a.id}/transferir_itens`, {
      comanda_destino_id: b.id,
      itens: [{ item_id: a.itens[1]!.id, quantidade: 4 }],
    });
    expect(pago.statusCode).toBe(409);
    expect(pago.json().detail).toMatch(/só 3 unidade\(s\) livres/);
    const x = await api.ok('POST', `/comandas/${a.id}/transferir_itens`, {
      comanda_destino_id: b.id,
      itens: [{ item_id: a.itens[1]!.id, quantidade: 2 }],
    });
    const y = await api.ok('GET', `/comandas/${b.id}`);
    expect(x.itens[1]!.quantidade).toBe(2);
    const movido = y.itens.at(-1)!;
    expect(movido).toMatchObject({
      quantidade: 2,
      status: 'enviado',
      lote_id: a.itens[1]!.lote_id ?? x.itens[1]!.lote_id,
    });
    expect(soma(x, y)).toBe(antes);
    // comandar on the target sends only its own pending items, not what arrived already sent
    const l = await api.ok<{ lote: { impresso: { itens: unknown[] } } }>('POST', `/comandas/${b.id}/comandar`);
    expect(l.lote.impresso.itens).toHaveLength(2);
  });

  it('merges two tabs: items, batches and payments join the target; the source ends cancelled, pointing at it', async () => {
    const a = await comItens();
    const b = await comItens(S.mesa2);
    await api.ok('POST', `/comandas/${a.id}/comandar`);
    const pa = await api.ok('POST', `/comandas/${a.id}/pagamentos`, {
      forma_pagamento_padrao_id: S.d.pix,
      valor_base_itens: 20,
    });
    const antesPago = pa.saldo.pago + b.saldo.pago;
    const r = await api.ok<{ comanda: Comanda }>('POST', '/comandas/mesclar', { origem_id: a.id, destino_id: b.id });
    expect(r.comanda.itens).toHaveLength(4);
    expect(r.comanda.pessoas_qtd).toBe(4);
    expect(r.comanda.saldo.pago).toBe(antesPago);
    expect(Math.round(r.comanda.saldo.subtotal * 100)).toBe(soma(pa, b));
    expect((await api.ok<{ items: unknown[] }>('GET', `/comandas/${b.id}/lotes`)).items).toHaveLength(1);
    const origem = await api.ok('GET', `/comandas/${a.id}`);
    expect(origem).toMatchObject({
      status: 'cancelada',
      motivo: `Mesclada na comanda #${b.id}`,
      itens: [],
      pagamentos: [],
    });
    expect((await api.req('POST', '/comandas/mesclar', { origem_id: b.id, destino_id: b.id })).statusCode).toBe(400);
  });
});
