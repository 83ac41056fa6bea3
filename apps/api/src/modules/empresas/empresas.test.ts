import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';

let f: Fixture;
let gerenteA: string;
let superadmin: string;
beforeAll(async () => {
  f = await createFixture();
  gerenteA = await f.token('gerente.a@teste.com');
  superadmin = await f.token('super@teste.com');
});
afterAll(async () => { await f?.close(); });

describe('empresas (read side of the foundation)', () => {
  it('GET /empresas/{id} returns the spec fields of the caller\'s business', async () => {
    const res = await f.app.inject({ url: `/api/empresas/${f.A.id}`, headers: bearer(gerenteA) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: f.A.id, nome: 'Empresa A', cidade: 'Curitiba', uf: 'PR', logo_url: null,
      horarios_funcionamento: { segunda: [{ inicio: '18:00', fim: '23:00' }] }, cor_menu: '#000000', aberto: true,
      fechamento_temporario_ativo: false, fechamento_ate: null, motivo_fechamento: null, timezone: 'America/Sao_Paulo',
    });
  });

  it('status, cor and horarios answer for the own business', async () => {
    const status = await f.app.inject({ url: `/api/empresas/${f.A.id}/status`, headers: bearer(gerenteA) });
    expect(status.json()).toEqual({ aberta: true, fechado_ate: null, nome_empresa: 'Empresa A' });
    const cor = await f.app.inject({ url: `/api/empresas/${f.A.id}/cor`, headers: bearer(gerenteA) });
    expect(cor.json()).toEqual({ cor_menu: '#000000' });
    const h = await f.app.inject({ url: `/api/horarios/${f.A.id}`, headers: bearer(gerenteA) });
    expect(h.json()).toMatchObject({ empresa_id: f.A.id, horarios_funcionamento: { segunda: [{ inicio: '18:00', fim: '23:00' }] } });
  });

  it('a temporary closing shows as closed until fechamento_ate, then open again by itself', async () => {
    await f.database.db.execute(sql`UPDATE empresas SET fechamento_temporario_ativo = true, fechamento_ate = now() + interval '30 minutes', motivo_fechamento = 'Fechada temporariamente' WHERE id = ${f.A.id}`);
    const closed = (await f.app.inject({ url: `/api/empresas/${f.A.id}/status`, headers: bearer(gerenteA) })).json();
    expect(closed.aberta).toBe(false);
    expect(new Date(closed.fechado_ate).getTime()).toBeGreaterThan(Date.now());
    await f.database.db.execute(sql`UPDATE empresas SET fechamento_ate = now() - interval '1 minute' WHERE id = ${f.A.id}`);
    const open = (await f.app.inject({ url: `/api/empresas/${f.A.id}/status`, headers: bearer(gerenteA) })).json();
    expect(open).toEqual({ aberta: true, fechado_ate: null, nome_empresa: 'Empresa A' });
  });

  it('a superadmin may read any business', async () => {
    const res = await f.app.inject({ url: `/api/empresas/${f.B.id}`, headers: bearer(superadmin) });
    expect(res.statusCode).toBe(200);
    expect(res.json().nome).toContain('Empresa B');
  });

  it('bad ids are 400 with a Portuguese message, unknown ids 404', async () => {
    const bad = await f.app.inject({ url: '/api/empresas/abc', headers: bearer(gerenteA) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Informe um número inteiro');
    const missing = await f.app.inject({ url: '/api/empresas/999999', headers: bearer(superadmin) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('Empresa não encontrada');
  });

  it('needs a token', async () => {
    expect((await f.app.inject({ url: `/api/empresas/${f.A.id}` })).statusCode).toBe(401);
  });
});
