import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/tenant.ts';
import { brCodeValido } from '@app/shared/domain/pix.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';

let f: Fixture;
let sa: string;
let gerenteA: string;
let gerenteB: string;
// A due date `delta` days from today as the business counts days (São Paulo), not as UTC does: between 21:00 and
// midnight in São Paulo the UTC date is already tomorrow, and "due in 3 days" would read as 4.
const hojeSP = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' });
const dia = (delta: number) => hojeSP.format(new Date(Date.now() + delta * 86_400_000));
const form = { 'content-type': 'application/x-www-form-urlencoded' };

beforeAll(async () => {
  f = await createFixture();
  sa = await f.token('super@teste.com');
  gerenteA = await f.token('gerente.a@teste.com');
  gerenteB = await f.token('gerente.b@teste.com');
});
afterAll(async () => {
  await f?.close();
});

const criarFatura = async (payload: object) =>
  f.app.inject({ method: 'POST', url: '/api/mw/faturas', headers: bearer(sa), payload });

describe('invoices: the superadmin side', () => {
  it('a manager gets 403 on every /mw route and on generation', async () => {
    for (const [method, url] of [
      ['GET', '/api/mw/empresas/lite'],
      ['GET', '/api/mw/faturas'],
      ['POST', '/api/mw/faturas'],
      ['POST', '/api/mw/faturas/gerar'],
      ['PATCH', '/api/mw/faturas/1'],
      ['GET', '/api/mw/faturas/1/pix'],
      ['GET', '/api/mw/cobranca'],
      ['PUT', '/api/mw/cobranca'],
      ['POST', `/api/faturas/${f.A.id}/2026-01/gerar`],
    ] as const) {
      const res = await f.app.inject({ method, url, headers: bearer(gerenteA), payload: {} });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('without a Pix receiver an open invoice has no code and its Pix answers 409', async () => {
    const res = await criarFatura({ empresa_id: f.B.id, mes: 1, ano: 2020, valor: 10, vencimento: dia(30) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().pix).toBeNull();
    const pix = await f.app.inject({ url: `/api/mw/faturas/${res.json().id}/pix`, headers: bearer(sa) });
    expect(pix.statusCode).toBe(409);
    expect(pix.json().detail).toContain('chave Pix');
  });

  it('sets the platform receiver (form data); a bad key is a 400 in Portuguese', async () => {
    const bad = await f.app.inject({
      method: 'PUT',
      url: '/api/mw/cobranca',
      headers: { ...bearer(sa), ...form },
      payload: 'pix_chave=nada&pix_nome=X&pix_cidade=Y&valor_mensal=10&dia_vencimento=10',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toMatchObject({ campo: 'pix_chave', mensagem: expect.stringContaining('Chave Pix') });
    const ok = await f.app.inject({
      method: 'PUT',
      url: '/api/mw/cobranca',
      headers: { ...bearer(sa), ...form },
      payload: new URLSearchParams({
        pix_chave: '+55 (41) 99876-5432',
        pix_nome: 'Plataforma Ação',
        pix_cidade: 'Curitiba',
        valor_mensal: '149,90',
        dia_vencimento: '10',
      }).toString(),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({
      pix_chave: '+5541998765432',
      pix_nome: 'Plataforma Ação',
      pix_cidade: 'Curitiba',
      valor_mensal: 149.9,
      dia_vencimento: 10,
    });
  });

  it('creates an invoice with due_date or vencimento, answers both, refuses a second of the same month', async () => {
    const res = await criarFatura({ empresa_id: f.A.id, mes: 2, ano: 2020, valor: 99.9, due_date: '2020-02-10' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      empresa_id: f.A.id,
      empresa_nome: 'Empresa A',
      valor: 99.9,
      vencimento: '2020-02-10',
      due_date: '2020-02-10',
      status: 'aberta',
      atrasada: true,
    });
    expect(brCodeValido(res.json().pix)).toBe(true);
    const dup = await criarFatura({ empresa_id: f.A.id, mes: 2, ano: 2020, valor: 5, vencimento: '2020-02-10' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('Esta empresa já tem a fatura de 02/2020');
    const conflito = await criarFatura({
      empresa_id: f.A.id,
      mes: 3,
      ano: 2020,
      valor: 5,
      vencimento: '2020-03-10',
      due_date: '2020-03-11',
    });
    expect(conflito.statusCode).toBe(400);
    const semData = await criarFatura({ empresa_id: f.A.id, mes: 3, ano: 2020, valor: 5 });
    expect(semData.statusCode).toBe(400);
    expect(semData.json().errors[0]).toEqual({ campo: 'vencimento', mensagem: 'Este campo é obrigatório' });
    const semEmpresa = await criarFatura({ empresa_id: 999999, mes: 3, ano: 2020, valor: 5, vencimento: '2020-03-10' });
    expect(semEmpresa.statusCode).toBe(404);
  });

  it('generates a month for every business once, even with two concurrent calls', async () => {
    const gerar = () =>
      f.app.inject({
        method: 'POST',
        url: '/api/mw/faturas/gerar',
        headers: bearer(sa),
        payload: { mes: 7, ano: 2031 },
      });
    const [r1, r2] = await Promise.all([gerar(), gerar()]);
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r2.statusCode, r2.body).toBe(200);
    expect(r1.json().criadas + r2.json().criadas).toBe(2);
    expect(r1.json().existentes + r2.json().existentes).toBe(2);
    const again = await gerar();
    expect(again.json()).toEqual({ criadas: 0, existentes: 2 });
    const rows = await queryRows<{ empresa_id: number; valor_centavos: number; vencimento: string }>(
      f.database.db,
      sql`SELECT empresa_id, valor_centavos, to_char(vencimento, 'YYYY-MM-DD') AS vencimento FROM faturas WHERE ano = 2031 AND mes = 7 ORDER BY empresa_id`,
    );
    expect(rows.map((r) => [Number(r.empresa_id), Number(r.valor_centavos), r.vencimento])).toEqual([
      [f.A.id, 14990, '2031-07-10'],
      [f.B.id, 14990, '2031-07-10'],
    ]);
  });

  it('POST /faturas/{empresa}/{aaaa-mm}/gerar creates one business month once (201, then 200 with the same)', async () => {
    const url = `/api/faturas/${f.B.id}/2032-03/gerar`;
    const a = await f.app.inject({ method: 'POST', url, headers: bearer(sa), payload: { valor: '200,00' } });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().fatura).toMatchObject({
      empresa_id: f.B.id,
      mes: 3,
      ano: 2032,
      valor: 200,
      due_date: '2032-03-10',
    });
    const b = await f.app.inject({ method: 'POST', url, headers: bearer(sa) });
    expect(b.statusCode, b.body).toBe(200);
    expect(b.json()).toMatchObject({ criada: false, fatura: { id: a.json().fatura.id } });
    const bad = await f.app.inject({
      method: 'POST',
      url: `/api/faturas/${f.B.id}/2032-13/gerar`,
      headers: bearer(sa),
    });
    expect(bad.statusCode).toBe(400);
    const none = await f.app.inject({ method: 'POST', url: '/api/faturas/999999/2032-03/gerar', headers: bearer(sa) });
    expect(none.statusCode).toBe(404);
  });

  it('lists 25 per page with filters (business, month, status, overdue) and edits status and notes by form', async () => {
    const all = await f.app.inject({ url: '/api/mw/faturas', headers: bearer(sa) });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBeGreaterThanOrEqual(5);
    const doB = (await f.app.inject({ url: `/api/mw/faturas?empresa_id=${f.B.id}&mes=3`, headers: bearer(sa) })).json();
    expect(doB.items.map((x: { empresa_id: number; mes: number }) => [x.empresa_id, x.mes])).toEqual([[f.B.id, 3]]);
    const vencidas = (await f.app.inject({ url: '/api/mw/faturas?status=vencida', headers: bearer(sa) })).json();
    expect(vencidas.items.length).toBeGreaterThan(0);
    expect(vencidas.items.every((x: { atrasada: boolean }) => x.atrasada)).toBe(true);
    const fev = (await f.app.inject({ url: '/api/mw/faturas?ano=2020&mes=2', headers: bearer(sa) })).json().items[0];
    const pago = await f.app.inject({
      method: 'PATCH',
      url: `/api/mw/faturas/${fev.id}`,
      headers: { ...bearer(sa), ...form },
      payload: 'status=paga&observacao=Pago%20por%20transfer%C3%AAncia',
    });
    expect(pago.statusCode, pago.body).toBe(200);
    expect(pago.json()).toMatchObject({
      status: 'paga',
      observacao: 'Pago por transferência',
      atrasada: false,
      pix: null,
    });
    expect(pago.json().pago_em).not.toBeNull();
    expect((await f.app.inject({ url: `/api/mw/faturas/${fev.id}/pix`, headers: bearer(sa) })).statusCode).toBe(409);
    const vazio = await f.app.inject({
      method: 'PATCH',
      url: `/api/mw/faturas/${fev.id}`,
      headers: bearer(sa),
      payload: {},
    });
    expect(vazio.statusCode).toBe(400);
    const status = await f.app.inject({
      method: 'PATCH',
      url: `/api/mw/faturas/${fev.id}`,
      headers: bearer(sa),
      payload: { status: 'quitada' },
    });
    expect(status.statusCode).toBe(400);
    const lite = (await f.app.inject({ url: '/api/mw/empresas/lite', headers: bearer(sa) })).json();
    expect(lite).toEqual(expect.arrayContaining([{ id: f.A.id, nome: 'Empresa A' }]));
  });
});

describe('invoices: the business side', () => {
  let perto: number;
  let longe: number;
  beforeAll(async () => {
    perto = (await criarFatura({ empresa_id: f.A.id, mes: 5, ano: 2040, valor: 149.9, vencimento: dia(3) })).json().id;
    longe = (await criarFatura({ empresa_id: f.A.id, mes: 6, ano: 2040, valor: 149.9, vencimento: dia(20) })).json().id;
  });

  it("lists only the business's own invoices, with the Pix of open ones", async () => {
    const res = await f.app.inject({ url: '/api/faturas', headers: bearer(gerenteA) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.every((x: { empresa_id: number }) => x.empresa_id === f.A.id)).toBe(true);
    expect(body.items.find((x: { id: number }) => x.id === perto).pix).toMatch(/^000201/);
    const b = (await f.app.inject({ url: '/api/faturas', headers: bearer(gerenteB) })).json();
    expect(b.items.some((x: { empresa_id: number }) => x.empresa_id === f.A.id)).toBe(false);
  });

  it('the warning holds open invoices due within 5 days or overdue, soonest first, at most 5', async () => {
    const res = await f.app.inject({ url: '/api/faturas/aviso', headers: bearer(gerenteA) });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((x: { id: number }) => x.id);
    expect(ids).toContain(perto);
    expect(ids).not.toContain(longe);
    const venc = res.json().map((x: { vencimento: string }) => x.vencimento);
    expect(venc).toEqual([...venc].sort());
    expect(res.json().find((x: { id: number }) => x.id === perto)).toMatchObject({
      atrasada: false,
      dias_para_vencer: 3,
    });
    expect((await f.app.inject({ url: '/api/faturas/aviso?limite=1', headers: bearer(gerenteA) })).json()).toHaveLength(
      1,
    );
    expect((await f.app.inject({ url: '/api/faturas/aviso?limite=6', headers: bearer(gerenteA) })).statusCode).toBe(
      400,
    );
  });

  it('answers the Pix copia e cola: receiver folded to ASCII, amount with two decimals, txid, valid CRC', async () => {
    const res = await f.app.inject({ url: `/api/faturas/${perto}/pix`, headers: bearer(gerenteA) });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      fatura_id: perto,
      txid: `FAT${perto}`,
      valor: 149.9,
      vencimento: dia(3),
      due_date: dia(3),
    });
    expect(p.pix).toContain('0114+5541998765432');
    expect(p.pix).toContain('5406149.90');
    expect(p.pix).toContain('5915Plataforma Acao6008Curitiba');
    expect(p.pix).toContain(`05${String(`FAT${perto}`.length).padStart(2, '0')}FAT${perto}`);
    expect(brCodeValido(p.pix)).toBe(true);
  });

  it("another business's invoice is 404; a user without faturas.ver is 403", async () => {
    expect((await f.app.inject({ url: `/api/faturas/${perto}/pix`, headers: bearer(gerenteB) })).statusCode).toBe(404);
    const atendente = await f.token('atendente.a@teste.com');
    expect((await f.app.inject({ url: '/api/faturas', headers: bearer(atendente) })).statusCode).toBe(403);
    expect((await f.app.inject({ url: '/api/faturas/aviso', headers: bearer(atendente) })).statusCode).toBe(403);
  });
});
