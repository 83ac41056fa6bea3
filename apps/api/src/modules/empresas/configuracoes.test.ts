import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@app/shared/schemas/messages.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';

let f: Fixture;
let gerenteA: string;
let atendenteA: string;
let gerenteB: string;
let superadmin: string;
beforeAll(async () => {
  f = await createFixture();
  [gerenteA, atendenteA, gerenteB, superadmin] = await Promise.all([
    f.token('gerente.a@teste.com'),
    f.token('atendente.a@teste.com'),
    f.token('gerente.b@teste.com'),
    f.token('super@teste.com'),
  ]);
});
afterAll(async () => {
  await f?.close();
});

const core = (id: number) => `/api/empresas/${id}/configuracoes-core`;
const req = (method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  f.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('core settings (GET, PUT, PATCH /empresas/{id}/configuracoes-core)', () => {
  it('reads the defaults: delivery time 45, manual acceptance, volume 0.7 — also for the attendant', async () => {
    const res = await req('GET', core(f.A.id), atendenteA);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      empresa_id: f.A.id,
      tempo_entrega_padrao: 45,
      auto_aceite_pedidos: false,
      volume_alerta: 0.7,
    });
  });

  it('PATCH saves acceptance mode and delivery time (JSON and form data) and keeps them', async () => {
    expect(
      (await req('PATCH', core(f.A.id), atendenteA, { auto_aceite_pedidos: true })).json().auto_aceite_pedidos,
    ).toBe(true);
    const form = await f.app.inject({
      method: 'PATCH',
      url: core(f.A.id),
      headers: { ...bearer(atendenteA), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tempo_entrega_padrao=60',
    });
    expect(form.statusCode).toBe(200);
    expect((await req('GET', core(f.A.id), gerenteA)).json()).toMatchObject({
      auto_aceite_pedidos: true,
      tempo_entrega_padrao: 60,
      volume_alerta: 0.7,
    });
  });

  it('refuses delivery time 17, volume 2 and a volume off the 0.01 grid with Portuguese messages', async () => {
    const t = await req('PATCH', core(f.A.id), gerenteA, { tempo_entrega_padrao: 17 });
    expect(t.statusCode).toBe(400);
    expect(t.json().detail).toBe(MSG.tempoEntrega);
    expect(t.json().errors).toEqual([{ campo: 'tempo_entrega_padrao', mensagem: MSG.tempoEntrega }]);
    const v = await req('PATCH', core(f.A.id), gerenteA, { volume_alerta: 2 });
    expect(v.statusCode).toBe(400);
    expect(v.json().detail).toBe(MSG.volume);
    expect((await req('PATCH', core(f.A.id), gerenteA, { volume_alerta: 0.555 })).statusCode).toBe(400);
    expect((await req('PATCH', core(f.A.id), gerenteA, { volume_alerta: 0.55 })).json().volume_alerta).toBe(0.55);
    expect((await req('PATCH', core(f.A.id), gerenteA, { empresa_id: f.B.id })).statusCode).toBe(400);
    expect((await req('GET', core(f.A.id), gerenteA)).json().tempo_entrega_padrao).toBe(60);
  });

  it('PUT needs every field', async () => {
    const parcial = await req('PUT', core(f.A.id), gerenteA, { tempo_entrega_padrao: 30 });
    expect(parcial.statusCode).toBe(400);
    expect(
      parcial
        .json()
        .errors.map((e: { campo: string }) => e.campo)
        .sort(),
    ).toEqual(['auto_aceite_pedidos', 'volume_alerta']);
    const ok = await req('PUT', core(f.A.id), gerenteA, {
      tempo_entrega_padrao: 30,
      auto_aceite_pedidos: false,
      volume_alerta: 1,
    });
    expect(ok.json()).toEqual({
      empresa_id: f.A.id,
      tempo_entrega_padrao: 30,
      auto_aceite_pedidos: false,
      volume_alerta: 1,
    });
    expect(
      (
        await req('PUT', core(f.A.id), atendenteA, {
          tempo_entrega_padrao: 30,
          auto_aceite_pedidos: false,
          volume_alerta: 1,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('GET and PATCH one field by name (body valor)', async () => {
    expect((await req('GET', `${core(f.A.id)}/tempo_entrega_padrao`, atendenteA)).json()).toEqual({
      campo: 'tempo_entrega_padrao',
      valor: 30,
    });
    const p = await req('PATCH', `${core(f.A.id)}/tempo_entrega_padrao`, atendenteA, { valor: '75' });
    expect(p.json()).toEqual({ campo: 'tempo_entrega_padrao', valor: 75 });
    const bad = await req('PATCH', `${core(f.A.id)}/tempo_entrega_padrao`, atendenteA, { valor: 17 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([{ campo: 'valor', mensagem: MSG.tempoEntrega }]);
    expect((await req('PATCH', `${core(f.A.id)}/volume_alerta`, gerenteA, { valor: 2 })).json().detail).toBe(
      MSG.volume,
    );
    expect(
      (await req('PATCH', `${core(f.A.id)}/auto_aceite_pedidos`, atendenteA, { valor: 'true' })).json().valor,
    ).toBe(true);
    // the attendant runs the top bar, not the configuration
    expect((await req('PATCH', `${core(f.A.id)}/volume_alerta`, atendenteA, { valor: 0.5 })).statusCode).toBe(403);
    const desconhecido = await req('GET', `${core(f.A.id)}/senha_admin`, gerenteA);
    expect(desconhecido.statusCode).toBe(400);
    expect(desconhecido.json().detail).toBe('Configuração desconhecida');
  });

  it('reset goes back to the defaults (manager only)', async () => {
    expect((await req('POST', `${core(f.A.id)}/reset`, atendenteA)).statusCode).toBe(403);
    const res = await req('POST', `${core(f.A.id)}/reset`, gerenteA);
    expect(res.json()).toEqual({
      empresa_id: f.A.id,
      tempo_entrega_padrao: 45,
      auto_aceite_pedidos: false,
      volume_alerta: 0.7,
    });
  });

  it("business A cannot read or change B's core settings; the superadmin can", async () => {
    await req('PATCH', core(f.B.id), gerenteB, { tempo_entrega_padrao: 90 });
    for (const [m, url, body] of [
      ['GET', core(f.B.id)],
      ['PATCH', core(f.B.id), { tempo_entrega_padrao: 15 }],
      ['PUT', core(f.B.id), { tempo_entrega_padrao: 15, auto_aceite_pedidos: true, volume_alerta: 0 }],
      ['POST', `${core(f.B.id)}/reset`],
      ['GET', `${core(f.B.id)}/tempo_entrega_padrao`],
      ['PATCH', `${core(f.B.id)}/tempo_entrega_padrao`, { valor: 15 }],
    ] as const) {
      expect((await req(m, url, gerenteA, body)).statusCode, `${m} ${url}`).toBe(404);
    }
    expect((await req('GET', core(f.B.id), gerenteB)).json().tempo_entrega_padrao).toBe(90);
    expect((await req('GET', core(f.B.id), superadmin)).json().tempo_entrega_padrao).toBe(90);
  });
});

describe('generic settings (GET, POST /configuracoes; PATCH /configuracoes/{id})', () => {
  let id: number;
  it("creates, lists and updates a setting of the caller's business", async () => {
    const res = await req('POST', '/api/configuracoes', gerenteA, {
      chave: 'pedido.minimo',
      valor: '20',
      tipo: 'numero',
    });
    expect(res.statusCode).toBe(201);
    id = res.json().id;
    expect(res.json()).toEqual({ id, empresa_id: f.A.id, chave: 'pedido.minimo', valor: '20', tipo: 'numero' });
    await req('POST', '/api/configuracoes', gerenteB, { chave: 'segredo.b', valor: 'CANARY-B', tipo: 'texto' });
    const list = await req('GET', '/api/configuracoes', gerenteA);
    expect(list.json()).toEqual({ items: [res.json()], total: 1 });
    expect(list.body).not.toContain('CANARY-B');
    const p = await req('PATCH', `/api/configuracoes/${id}`, gerenteA, { valor: 25 });
    expect(p.json().valor).toBe('25');
  });

  it('validates key, type and value; duplicate keys answer 409', async () => {
    const dup = await req('POST', '/api/configuracoes', gerenteA, {
      chave: 'pedido.minimo',
      valor: '1',
      tipo: 'numero',
    });
    expect(dup.statusCode).toBe(409);
    const tipo = await req('POST', '/api/configuracoes', gerenteA, { chave: 'x', valor: 'abc', tipo: 'numero' });
    expect(tipo.statusCode).toBe(400);
    expect(tipo.json().errors).toEqual([{ campo: 'valor', mensagem: 'O valor não corresponde ao tipo escolhido' }]);
    expect((await req('POST', '/api/configuracoes', gerenteA, { chave: 'Chave Ruim', valor: 'x' })).statusCode).toBe(
      400,
    );
    expect(
      (await req('POST', '/api/configuracoes', gerenteA, { chave: 'x', valor: 'x', tipo: 'binario' })).statusCode,
    ).toBe(400);
    expect(
      (await req('POST', '/api/configuracoes', gerenteA, { chave: 'x', valor: '{', tipo: 'json' })).statusCode,
    ).toBe(400);
    expect((await req('PATCH', `/api/configuracoes/${id}`, gerenteA, { tipo: 'booleano' })).statusCode).toBe(400);
    const mass = await req('POST', '/api/configuracoes', gerenteA, { chave: 'y', valor: 'y', empresa_id: f.B.id });
    expect(mass.statusCode).toBe(400);
    expect(mass.json().detail).toBe('Campo não permitido: empresa_id');
    expect((await req('PATCH', `/api/configuracoes/${id}`, gerenteA, { empresa_id: f.B.id })).statusCode).toBe(400);
  });

  it("needs configuracoes.gerenciar; B's ids answer 404 and B is unchanged", async () => {
    expect((await req('GET', '/api/configuracoes', atendenteA)).statusCode).toBe(403);
    expect((await req('POST', '/api/configuracoes', atendenteA, { chave: 'z', valor: 'z' })).statusCode).toBe(403);
    const idB = (await req('GET', '/api/configuracoes', gerenteB)).json().items[0].id;
    expect((await req('PATCH', `/api/configuracoes/${idB}`, gerenteA, { valor: 'mudei' })).statusCode).toBe(404);
    expect((await req('DELETE', `/api/configuracoes/${idB}`, gerenteA)).statusCode).toBe(404);
    expect((await req('GET', '/api/configuracoes', gerenteB)).json().items[0].valor).toBe('CANARY-B');
  });

  it('deletes a setting', async () => {
    expect((await req('DELETE', `/api/configuracoes/${id}`, gerenteA)).statusCode).toBe(204);
    expect((await req('GET', '/api/configuracoes', gerenteA)).json().total).toBe(0);
    expect((await req('DELETE', `/api/configuracoes/${id}`, gerenteA)).statusCode).toBe(404);
  });
});
