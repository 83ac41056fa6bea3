import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { queryRows } from '../../db/tenant.ts';
import { resolverAreaEntrega } from '@app/shared/domain/entrega.ts';
import { reaisToCentavos } from '@app/shared/domain/money.ts';
import { cepService, viaCepProvider } from './service/cep.ts';

let f: Fixture;
let gA: string;
let aA: string;
beforeAll(async () => {
  f = await createFixture();
  gA = await f.token('gerente.a@teste.com');
  aA = await f.token('atendente.a@teste.com');
});
afterAll(async () => {
  await f?.close();
});

const req = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string, payload?: object) =>
  f.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('cidades-atendidas', () => {
  it('CRUD with unique city per business and UF validation', async () => {
    const c = await req('POST', '/api/cidades-atendidas', gA, { cidade: 'Curitiba', estado: 'pr' });
    expect(c.statusCode).toBe(201);
    expect(c.json()).toMatchObject({ cidade: 'Curitiba', estado: 'PR' });
    const dup = await req('POST', '/api/cidades-atendidas', gA, { cidade: 'curitiba', estado: 'PR' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('Esta cidade já está cadastrada');
    expect((await req('POST', '/api/cidades-atendidas', gA, { cidade: 'X', estado: 'Paraná' })).json().detail).toBe(
      'Informe a sigla de um estado (UF)',
    );
    const sjp = (
      await req('POST', '/api/cidades-atendidas', gA, { cidade: 'São José dos Pinhais', estado: 'PR' })
    ).json();
    const list = (await req('GET', '/api/cidades-atendidas', gA)).json();
    expect(list.total).toBe(2);
    expect(
      (await req('PATCH', `/api/cidades-atendidas/${sjp.id}`, gA, { cidade: 'S. J. dos Pinhais' })).json().cidade,
    ).toBe('S. J. dos Pinhais');
    expect((await req('DELETE', `/api/cidades-atendidas/${sjp.id}`, gA)).json()).toEqual({ ok: true });
    expect((await req('DELETE', `/api/cidades-atendidas/${sjp.id}`, gA)).statusCode).toBe(404);
  });
  it('attendants read but do not change delivery settings', async () => {
    expect((await req('GET', '/api/cidades-atendidas', aA)).statusCode).toBe(200);
    expect((await req('POST', '/api/cidades-atendidas', aA, { cidade: 'Pinhais', estado: 'PR' })).statusCode).toBe(403);
    expect((await req('POST', '/api/areas-entrega', aA, { nome: 'x', bairros: ['Centro'] })).statusCode).toBe(403);
    expect((await req('POST', '/api/entregadores', aA, { nome: 'x' })).statusCode).toBe(403);
  });
});

describe('areas-entrega', () => {
  it('creates by neighbourhoods or radius, money in reais (comma accepted), and the fee resolves for an address', async () => {
    const cidade = (await req('GET', '/api/cidades-atendidas', gA)).json().items[0];
    const centro = await req('POST', '/api/areas-entrega', gA, {
      nome: 'Centro',
      bairros: ['Centro', 'São Francisco', 'centro'],
      taxa_entrega: '5,00',
      tempo_estimado: 30,
      pedido_minimo: 20,
      cidade_atendida_id: cidade.id,
    });
    expect(centro.statusCode, centro.body).toBe(201);
    expect(centro.json()).toMatchObject({
      nome: 'Centro',
      ativo: true,
      bairros: ['Centro', 'São Francisco'],
      taxa_entrega: 5,
      pedido_minimo: 20,
      tempo_estimado: 30,
      cidade: 'Curitiba',
      cidade_atendida_id: cidade.id,
    });
    const raio = (
      await req('POST', '/api/areas-entrega', gA, {
        nome: 'Até 5 km',
        raio_km: 5,
        latitude: -25.4284,
        longitude: -49.2733,
        taxa_entrega: 9.9,
      })
    ).json();
    expect(raio).toMatchObject({ raio_km: 5, taxa_entrega: 9.9, bairros: [] });
    const [{ cents } = { cents: -1 }] = await queryRows<{ cents: number }>(
      f.database.db,
      sql`SELECT taxa_entrega_centavos AS cents FROM areas_entrega WHERE id = ${raio.id}`,
    );
    expect(cents).toBe(990);

    const areas = (await req('GET', '/api/areas-entrega', gA)).json().items;
    const paraResolver = areas.map((a: { taxa_entrega: number; pedido_minimo: number }) => ({
      ...a,
      taxa_entrega_centavos: reaisToCentavos(a.taxa_entrega),
      pedido_minimo_centavos: reaisToCentavos(a.pedido_minimo),
    }));
    expect(resolverAreaEntrega({ bairro: 'SAO FRANCISCO', cidade: 'Curitiba' }, paraResolver)).toMatchObject({
      ok: true,
      nome: 'Centro',
      taxa_entrega_centavos: 500,
    });
    expect(resolverAreaEntrega({ bairro: 'Mercês', latitude: -25.425, longitude: -49.29 }, paraResolver)).toMatchObject(
      { ok: true, nome: 'Até 5 km', taxa_entrega_centavos: 990 },
    );
    expect(resolverAreaEntrega({ bairro: 'Tatuquara' }, paraResolver)).toEqual({
      ok: false,
      motivo: 'Endereço fora da área de entrega',
    });
  });

  it('validates coverage, money and ranges', async () => {
    const sem = await req('POST', '/api/areas-entrega', gA, { nome: 'Vazia' });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().detail).toBe('Informe os bairros atendidos ou um raio em km com a localização da loja');
    expect((await req('POST', '/api/areas-entrega', gA, { nome: 'R', raio_km: 3 })).statusCode).toBe(400); // radius without a centre
    expect(
      (await req('POST', '/api/areas-entrega', gA, { nome: 'T', bairros: ['A'], taxa_entrega: '5,555' })).json().detail,
    ).toBe('Informe um valor com no máximo 2 casas decimais');
    expect(
      (await req('POST', '/api/areas-entrega', gA, { nome: 'T', bairros: ['A'], cidade_atendida_id: 999999 }))
        .statusCode,
    ).toBe(404);
  });

  it('patch merges and keeps the coverage rule; filter by active; delete', async () => {
    const a = (
      await req('POST', '/api/areas-entrega', gA, { nome: 'Sul', bairros: ['Portão'], taxa_entrega: 8 })
    ).json();
    const off = await req('PATCH', `/api/areas-entrega/${a.id}`, gA, { ativo: false, taxa_entrega: '8,50' });
    expect(off.json()).toMatchObject({ ativo: false, taxa_entrega: 8.5, bairros: ['Portão'] });
    expect((await req('PATCH', `/api/areas-entrega/${a.id}`, gA, { bairros: [] })).statusCode).toBe(400);
    const inativas = (await req('GET', '/api/areas-entrega?ativo=false', gA)).json();
    expect(inativas.items.map((x: { id: number }) => x.id)).toEqual([a.id]);
    expect((await req('DELETE', `/api/areas-entrega/${a.id}`, gA)).json()).toEqual({ ok: true });
    expect((await req('PATCH', `/api/areas-entrega/${a.id}`, gA, { ativo: true })).statusCode).toBe(404);
  });
});

describe('entregadores', () => {
  it('valor_diaria accepts "12,50" and numbers, stored in cents, answered as 12.5', async () => {
    const e = await req('POST', '/api/entregadores', gA, {
      nome: 'Carlos Moto',
      telefone: '41 99876-0000',
      veiculo: 'Moto',
      placa_veiculo: 'abc1d23',
      recebe_diaria: true,
      valor_diaria: '12,50',
    });
    expect(e.statusCode, e.body).toBe(201);
    expect(e.json()).toMatchObject({
      nome: 'Carlos Moto',
      telefone: '+5541998760000',
      telefone_exibicao: '(41) 99876-0000',
      placa_veiculo: 'ABC1D23',
      ativo: true,
      recebe_diaria: true,
      valor_diaria: 12.5,
    });
    const [{ cents } = { cents: -1 }] = await queryRows<{ cents: number }>(
      f.database.db,
      sql`SELECT valor_diaria_centavos AS cents FROM entregadores WHERE id = ${e.json().id}`,
    );
    expect(cents).toBe(1250);
    const p = await req('PATCH', `/api/entregadores/${e.json().id}`, gA, {
      valor_diaria: 15.5,
      observacoes: 'Noite',
      ativo: false,
    });
    expect(p.json()).toMatchObject({ valor_diaria: 15.5, observacoes: 'Noite', ativo: false });
    expect((await req('GET', '/api/entregadores?ativo=false', gA)).json().total).toBe(1);
    expect((await req('POST', '/api/entregadores', gA, { nome: 'X', valor_diaria: '12,5,0' })).json().detail).toBe(
      'Informe um valor com no máximo 2 casas decimais',
    );
    expect((await req('POST', '/api/entregadores', gA, { nome: 'X', placa_veiculo: '123' })).json().detail).toBe(
      'Placa inválida (ex.: ABC1D23 ou ABC-1234)',
    );
    expect((await req('POST', '/api/entregadores', gA, { nome: '' })).json().detail).toBe('Este campo é obrigatório');
    expect((await req('DELETE', `/api/entregadores/${e.json().id}`, gA)).json()).toEqual({ ok: true });
    expect((await req('DELETE', `/api/entregadores/${e.json().id}`, gA)).statusCode).toBe(404);
  });
});

/** A local stand-in speaking ViaCEP's JSON: found, `{"erro":"true"}`, 400, and a slow/broken mode. */
function viaCepStandIn() {
  let calls = 0;
  let broken = false;
  const server = http.createServer((request, res) => {
    calls++;
    const m = /^\/ws\/(\d+)\/json\/$/.exec(request.url ?? '');
    if (broken) {
      res.writeHead(500);
      res.end('oops');
      return;
    }
    if (!m || m[1]!.length !== 8) {
      res.writeHead(400, { 'content-type': 'text/html' });
      res.end('<h1>Bad Request</h1>');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    if (m[1] === '80010000') {
      res.end(
        JSON.stringify({
          cep: '80010-000',
          logradouro: 'Praça Tiradentes',
          complemento: '',
          unidade: '',
          bairro: 'Centro',
          localidade: 'Curitiba',
          uf: 'PR',
          estado: 'Paraná',
          regiao: 'Sul',
          ibge: '4106902',
          gia: '',
          ddd: '41',
          siafi: '7535',
        }),
      );
    } else {
      res.end(JSON.stringify({ erro: 'true' }));
    }
  });
  return {
    server,
    get calls() {
      return calls;
    },
    set broken(v: boolean) {
      broken = v;
    },
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
    },
    stop: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('CEP lookup', () => {
  it('without a provider answers 503 (no lookup is attempted) with the manual-entry message; bad CEP is 400', async () => {
    const res = await req('GET', '/api/cep/80010-000', aA);
    expect(res.statusCode).toBe(503);
    expect(res.json().detail).toBe('Consulta de CEP indisponível; preencha o endereço');
    expect((await req('GET', '/api/cep/8001', aA)).statusCode).toBe(400);
  });

  it('through the API with a ViaCEP-compatible stand-in: found, not found', async () => {
    const stand = viaCepStandIn();
    const url = await stand.start();
    const g = await createFixture({ cepProviderUrl: url });
    try {
      const t = await g.token('atendente.a@teste.com');
      const ok = await g.app.inject({ url: '/api/cep/80010-000', headers: bearer(t) });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({
        cep: '80010000',
        rua: 'Praça Tiradentes',
        bairro: 'Centro',
        cidade: 'Curitiba',
        estado: 'PR',
        ibge: '4106902',
      });
      const miss = await g.app.inject({ url: '/api/cep/99999999', headers: bearer(t) });
      expect(miss.statusCode).toBe(404);
      expect(miss.json().detail).toBe('CEP não encontrado; preencha o endereço');
      const before = stand.calls;
      await g.app.inject({ url: '/api/cep/80010000', headers: bearer(t) });
      expect(stand.calls).toBe(before); // cached
    } finally {
      await g.close();
      await stand.stop();
    }
  });

  it('provider failure: one call, then a 30 s pause with fast 503s (no storm), then it tries again', async () => {
    const stand = viaCepStandIn();
    const url = await stand.start();
    let now = 1_000_000;
    const svc = cepService(viaCepProvider(url), { agora: () => now });
    try {
      stand.broken = true;
      await expect(svc.consultar('80010000')).rejects.toMatchObject({ status: 503 });
      for (let i = 0; i < 10; i++) await expect(svc.consultar('80010000')).rejects.toMatchObject({ status: 503 });
      expect(stand.calls).toBe(1);
      stand.broken = false;
      now += 31_000;
      await expect(svc.consultar('80010000')).resolves.toMatchObject({ rua: 'Praça Tiradentes' });
      await expect(svc.consultar('8001000')).rejects.toMatchObject({ status: 404 }); // the stand-in's 400 means "no such CEP"
    } finally {
      await stand.stop();
    }
  });

  it('an unreachable provider fails fast into 503', async () => {
    const svc = cepService(viaCepProvider('http://127.0.0.1:9/ws'));
    await expect(svc.consultar('80010000')).rejects.toMatchObject({
      status: 503,
      detail: 'Consulta de CEP indisponível; preencha o endereço',
    });
  });
});
