import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { validarCupom } from '@app/shared/domain/cupons.ts';
import { reaisToCentavos } from '@app/shared/domain/money.ts';

let f: Fixture;
let gA: string;
let aA: string;
let gB: string;
beforeAll(async () => {
  f = await createFixture();
  gA = await f.token('gerente.a@teste.com');
  aA = await f.token('atendente.a@teste.com');
  gB = await f.token('gerente.b@teste.com');
});
afterAll(async () => {
  await f?.close();
});

const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  f.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('cupons', () => {
  it('creates the three kinds; code upper-cased and unique per business case-insensitively', async () => {
    const p = await req('POST', '/api/cupons', gA, {
      codigo: 'bemvindo10',
      tipo: 'percentual',
      valor: 10,
      pedido_minimo: '30,00',
      validade_inicio: '2026-01-01',
      validade_fim: '2026-12-31',
      limite_total: 100,
      limite_por_cliente: 1,
    });
    expect(p.statusCode, p.body).toBe(201);
    expect(p.json()).toMatchObject({
      codigo: 'BEMVINDO10',
      tipo: 'percentual',
      valor: 10,
      pedido_minimo: 30,
      validade_inicio: '2026-01-01',
      validade_fim: '2026-12-31',
      limite_total: 100,
      limite_por_cliente: 1,
      usos: 0,
      ativo: true,
    });
    const dup = await req('POST', '/api/cupons', gA, { codigo: 'BemVindo10', tipo: 'valor_fixo', valor: 5 });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('Já existe um cupom com este código');
    expect(
      (await req('POST', '/api/cupons', gB, { codigo: 'bemvindo10', tipo: 'valor_fixo', valor: 5 })).statusCode,
    ).toBe(201);
    expect(
      (await req('POST', '/api/cupons', gA, { codigo: 'FIXO15', tipo: 'valor_fixo', valor: '15,00' })).json(),
    ).toMatchObject({ valor: 15 });
    expect(
      (await req('POST', '/api/cupons', gA, { codigo: 'FRETEGRATIS', tipo: 'frete_gratis', valor: 99 })).json(),
    ).toMatchObject({ valor: 0 });
  });

  it('validates kind, value, window and code in Portuguese', async () => {
    const bad = async (payload: object) => (await req('POST', '/api/cupons', gA, payload)).json().detail;
    expect(await bad({ codigo: 'X1', tipo: 'percentual', valor: 10 })).toBe('Mínimo de 3 caracteres');
    expect(await bad({ codigo: 'PCT', tipo: 'percentual', valor: 150 })).toBe('Informe um percentual entre 0,01 e 100');
    expect(await bad({ codigo: 'PCT', tipo: 'percentual' })).toBe('Este campo é obrigatório');
    expect(await bad({ codigo: 'FIX', tipo: 'valor_fixo', valor: 0 })).toBe('Informe um valor maior que zero');
    expect(await bad({ codigo: 'FIX', tipo: 'brinde', valor: 1 })).toBe(
      'Tipo inválido (percentual, valor_fixo ou frete_gratis)',
    );
    expect(
      await bad({ codigo: 'JAN', tipo: 'frete_gratis', validade_inicio: '2026-02-01', validade_fim: '2026-01-01' }),
    ).toBe('A data final deve ser igual ou posterior à inicial');
    expect(await bad({ codigo: 'ESP ACO', tipo: 'frete_gratis' })).toBe('Use apenas letras, números, - e _');
    expect(await bad({ codigo: 'DATA', tipo: 'frete_gratis', validade_fim: '31/12/2026' })).toBe(
      'Data inválida (use aaaa-mm-dd)',
    );
    expect(
      (await req('POST', '/api/cupons', gA, { codigo: 'MASS', tipo: 'frete_gratis', usos: 0, empresa_id: f.B.id }))
        .statusCode,
    ).toBe(400);
  });

  it('lists with search and active filter, reads, patches (kind change needs a value), deletes', async () => {
    const list = (await req('GET', '/api/cupons?search=fixo', gA)).json();
    expect(list.items.map((c: { codigo: string }) => c.codigo)).toEqual(['FIXO15']);
    const c = list.items[0];
    expect((await req('GET', `/api/cupons/${c.id}`, gA)).json()).toMatchObject({ codigo: 'FIXO15' });
    expect((await req('PATCH', `/api/cupons/${c.id}`, gA, { tipo: 'percentual' })).json().detail).toBe(
      'Este campo é obrigatório',
    );
    const p = await req('PATCH', `/api/cupons/${c.id}`, gA, { tipo: 'percentual', valor: '12,5', ativo: false });
    expect(p.json()).toMatchObject({ tipo: 'percentual', valor: 12.5, ativo: false });
    expect((await req('PATCH', `/api/cupons/${c.id}`, gA, { codigo: 'bemvindo10' })).statusCode).toBe(409);
    expect(
      (await req('PATCH', `/api/cupons/${c.id}`, gA, { validade_inicio: '2027-01-01', validade_fim: '2026-01-01' }))
        .statusCode,
    ).toBe(400);
    expect((await req('GET', '/api/cupons?ativo=false', gA)).json().total).toBe(1);
    expect((await req('DELETE', `/api/cupons/${c.id}`, gA)).json()).toEqual({ ok: true });
    expect((await req('GET', `/api/cupons/${c.id}`, gA)).statusCode).toBe(404);
  });

  it('needs cupons.gerenciar (an attendant has not got it)', async () => {
    expect((await req('GET', '/api/cupons', aA)).statusCode).toBe(403);
    expect((await req('POST', '/api/cupons', aA, { codigo: 'ATD', tipo: 'frete_gratis' })).statusCode).toBe(403);
  });

  it('a coupon from the API validates against a cart with the shared rule', async () => {
    const c = (await req('GET', '/api/cupons?search=BEMVINDO', gA)).json().items[0];
    const regra = {
      ...c,
      valor_centesimos: reaisToCentavos(c.valor),
      pedido_minimo_centavos: reaisToCentavos(c.pedido_minimo),
    };
    const cart = { subtotal_centavos: 5000, taxa_entrega_centavos: 600, cliente_id: 1, usos_total: 0, usos_cliente: 0 };
    expect(validarCupom(regra, cart, '2026-06-01')).toEqual({ ok: true, desconto_centavos: 500 });
    expect(validarCupom(regra, { ...cart, subtotal_centavos: 2999 }, '2026-06-01')).toEqual({
      ok: false,
      motivo: 'Pedido mínimo para este cupom: R$ 30,00',
    });
    expect(validarCupom(regra, cart, '2027-01-01')).toEqual({ ok: false, motivo: 'Cupom expirado' });
  });
});
