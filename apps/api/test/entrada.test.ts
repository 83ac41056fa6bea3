import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp } from '../src/app.ts';
import { bearer, createFixture, type Fixture } from './helpers.ts';
import { criarDadosPedido, type DadosPedido } from './pedidos-fixture.ts';

// Bad input at the edge of the API: every case answers a Portuguese Problem Details 4xx, never a 500.

let f: Fixture;
let A: DadosPedido;
let tA: string;
beforeAll(async () => {
  f = await createFixture();
  A = await criarDadosPedido(f.database.db, f.A.id, 'A');
  tA = await f.token('gerente.a@teste.com');
});
afterAll(async () => {
  await f?.close();
});

function problema(res: LightMyRequestResponse, status: number) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  return res.json<{ detail: string; errors?: { campo: string; mensagem: string }[] }>();
}

const retirada = (pagamento: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  tipo: 'retirada',
  canal: 'balcao',
  cliente_id: A.cliente,
  itens: [{ produto_id: A.refri, quantidade: 1 }],
  pagamentos: [{ forma_pagamento_padrao_id: A.dinheiro, valor: 7.5, ...pagamento }],
  ...extra,
});

describe('multipart the parser cannot read', () => {
  for (const url of ['/api/auth/login', '/api/auth/refresh', '/api/auth/logout', `/api/empresas/1`]) {
    it(`answers 400 on ${url} for no boundary and for a truncated body`, async () => {
      const method = url.startsWith('/api/empresas') ? 'PATCH' : 'POST';
      const headers = method === 'PATCH' ? bearer(tA) : {};
      const semFronteira = await f.app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data' },
        payload: 'email=a',
      });
      expect(problema(semFronteira, 400).detail).toBe('Corpo multipart malformado ou incompleto.');
      const truncado = await f.app.inject({
        method,
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=XX' },
        payload: '--XX\r\nContent-Disposition: form-data; name="email"\r\n\r\nab',
      });
      expect(problema(truncado, 400).detail).toBe('Corpo multipart malformado ou incompleto.');
    });
  }
});

describe('the log of a malformed multipart body', () => {
  it('has no error-level line and no stack trace', async () => {
    const linhas: string[] = [];
    const app = await buildApp({ ...f.app.config, logLevel: 'info' }, f.database, {
      logDestino: { write: (l) => void linhas.push(l) },
    });
    try {
      for (const url of ['/api/auth/login', '/api/auth/refresh', '/api/auth/logout']) {
        const res = await app.inject({ method: 'POST', url, headers: { 'content-type': 'multipart/form-data' } });
        expect(res.statusCode).toBe(400);
      }
    } finally {
      await app.close();
    }
    const registros = linhas.map((l) => JSON.parse(l) as { level: number; msg: string; err?: unknown });
    expect(registros.filter((r) => r.msg === 'corpo multipart malformado')).toHaveLength(3);
    expect(registros.filter((r) => r.level >= 50 || r.err)).toEqual([]);
  });
});

describe('multipart over its limits', () => {
  it('answers 413 in Portuguese for a second file', async () => {
    const parte = (nome: string) =>
      `--XX\r\nContent-Disposition: form-data; name="${nome}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n`;
    const res = await f.app.inject({
      method: 'PATCH',
      url: `/api/empresas/${f.A.id}`,
      headers: { ...bearer(tA), 'content-type': 'multipart/form-data; boundary=XX' },
      payload: `${parte('logo')}${parte('outro')}--XX--\r\n`,
    });
    expect(problema(res, 413).detail).toBe('Conteúdo grande demais.');
  });
});

describe('the NUL character', () => {
  it('is refused in a JSON text, a key, a query string and a path', async () => {
    const corpo = await f.app.inject({
      method: 'POST',
      url: '/api/clientes',
      headers: bearer(tA),
      payload: { nome: 'Ana\u0000', telefone: '41999990000' },
    });
    const p = problema(corpo, 400);
    expect(p.detail).toContain('caractere não permitido');
    expect(p.errors).toEqual([{ campo: 'nome', mensagem: 'Contém um caractere não permitido' }]);
    const chave = await f.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email\\u0000":"a@b.com","senha":"x"}',
    });
    expect(problema(chave, 400).detail).toContain('caractere não permitido');
    for (const url of ['/api/pedidos?page=1&search=a%00b', '/api/clientes?search=%00', '/api/pedidos/1%00']) {
      expect(problema(await f.app.inject({ url, headers: bearer(tA) }), 400).detail).toContain(
        'caractere não permitido',
      );
    }
  });
});

describe('filters', () => {
  it('refuses impossible dates on the history and its export', async () => {
    for (const url of [
      '/api/pedidos?page=1&data=2024-13-45',
      '/api/pedidos?page=1&data_ini=2024-02-30',
      '/api/pedidos/exportar?data=2024-13-45',
      '/api/pedidos/exportar?data_fim=0000-01-01',
    ]) {
      const p = problema(await f.app.inject({ url, headers: bearer(tA) }), 400);
      expect(p.detail).toMatch(/^Data inexistente/);
    }
    const ok = await f.app.inject({ url: '/api/pedidos?page=1&data=2024-02-29', headers: bearer(tA) });
    expect(ok.statusCode).toBe(200);
  });

  it('refuses an unknown status on the board before it reaches the ETag', async () => {
    const p = problema(await f.app.inject({ url: '/api/pedidos?status=%E2%80%AE', headers: bearer(tA) }), 400);
    expect(p.errors?.[0]?.campo).toBe('status');
    const ok = await f.app.inject({ url: '/api/pedidos?status=pendente,preparacao', headers: bearer(tA) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers.etag).toContain('pendente+preparacao');
  });
});

describe('ids are decimal integers', () => {
  it('refuses 0x10, 1e3 and other number spellings in a path', async () => {
    for (const id of ['0x10', '1e3', '0b1', '%201', 'Infinity', '1.0']) {
      const p = problema(await f.app.inject({ url: `/api/pedidos/${id}`, headers: bearer(tA) }), 400);
      expect(p.errors?.[0]).toEqual({ campo: 'id', mensagem: 'Informe um número inteiro' });
    }
  });

  it('refuses true and a fraction as an id in a body', async () => {
    for (const cliente_id of [true, 1.5, '0x10']) {
      const res = await f.app.inject({
        method: 'POST',
        url: '/api/pedidos',
        headers: bearer(tA),
        payload: retirada({}, { cliente_id }),
      });
      expect(problema(res, 400).errors).toContainEqual({ campo: 'cliente_id', mensagem: 'Informe um número inteiro' });
    }
  });
});

describe('validator messages', () => {
  it('says a quantity of 1e9 is too large, not that it is missing', async () => {
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: bearer(tA),
      payload: { ...retirada({}), itens: [{ produto_id: A.refri, quantidade: 1e9 }] },
    });
    expect(problema(res, 400).errors).toEqual([
      { campo: 'itens.0.quantidade', mensagem: 'Valor grande demais: o máximo é 999' },
    ]);
    const falta = await f.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: bearer(tA),
      payload: { ...retirada({}), itens: [{ produto_id: A.refri }] },
    });
    expect(problema(falta, 400).errors).toEqual([
      { campo: 'itens.0.quantidade', mensagem: 'Este campo é obrigatório' },
    ]);
  });

  it('answers wrong types, bad pages and extra fields in Portuguese', async () => {
    const tipos = await f.app.inject({
      method: 'POST',
      url: '/api/clientes',
      headers: bearer(tA),
      payload: { nome: 5, telefone: true, extra: 1 },
    });
    const p = problema(tipos, 400);
    expect(p.detail).toBe('Dados inválidos. Verifique os campos destacados.');
    for (const e of p.errors ?? []) expect(e.mensagem).not.toMatch(/Invalid|expected|received/);
    const pagina = problema(await f.app.inject({ url: '/api/clientes?page=abc', headers: bearer(tA) }), 400);
    expect(pagina.detail).toBe('Informe um número');
  });
});

describe('change (troco)', () => {
  it('refuses change far above the order and takes change below the largest note', async () => {
    const absurdo = await f.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: bearer(tA),
      payload: retirada({ troco_para: 1_000_000 }),
    });
    expect(problema(absurdo, 400).detail).toBe(
      'Troco para R$ 1.000.000,00 deixaria R$ 999.992,50 de troco; o máximo é R$ 200,00 (a maior cédula)',
    );
    const ok = await f.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: bearer(tA),
      payload: retirada({ troco_para: 200 }),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().troco).toBe(192.5);
  });
});

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas', async () => {
    const criado = await f.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: bearer(tA),
      payload: retirada(
        {},
        { cliente_id: undefined, cliente: { nome: '=HYPERLINK("http://x.test";"clique")', telefone: '41988887777' } },
      ),
    });
    expect(criado.statusCode, criado.body).toBe(201);
    const csv = (await f.app.inject({ url: '/api/pedidos/exportar', headers: bearer(tA) })).body;
    const linha = csv.split('\r\n').find((l) => l.includes('HYPERLINK'))!;
    expect(linha).toContain(`;"'=HYPERLINK(""http://x.test"";""clique"")";`);
    expect(linha).toContain(';7,50'); // amounts stay numbers
  });
});

describe('URLs and request heads', () => {
  it('answers a URL that does not decode and an overlong path parameter as Problem Details', async () => {
    const ruim = problema(await f.app.inject({ url: '/api/pedidos/%E0%A4%A', headers: bearer(tA) }), 400);
    expect(ruim.detail).toBe('Endereço (URL) inválido.');
    const longo = await f.app.inject({ url: `/api/pedidos/${'9'.repeat(200)}`, headers: bearer(tA) });
    expect(problema(longo, 414).detail).toBe('Endereço (URL) longo demais.');
  });

  it('answers an oversize or malformed request head with Portuguese Problem Details', async () => {
    await f.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = f.app.server.address() as { port: number };
    const cru = (texto: string) =>
      new Promise<string>((resolve, reject) => {
        const s = net.connect(port, '127.0.0.1', () => s.write(texto));
        let dados = '';
        s.on('data', (d) => (dados += d.toString('utf8')));
        s.on('close', () => resolve(dados));
        s.on('error', reject);
      });
    const grande = await cru(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(grande).toMatch(/^HTTP\/1.1 431 /);
    expect(grande).toContain('Content-Type: application/problem+json');
    expect(grande).toContain('"detail":"Cabeçalhos da requisição grandes demais."');
    const url = await cru(`GET /api/health?q=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(url).toMatch(/^HTTP\/1.1 431 /);
    const lixo = await cru('NADA DISSO\r\n\r\n');
    expect(lixo).toMatch(/^HTTP\/1.1 400 /);
    expect(lixo).toContain('"detail":"Requisição malformada."');
  });
});
