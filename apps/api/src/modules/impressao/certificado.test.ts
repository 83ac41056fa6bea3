import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { queryRows } from '../../db/tenant.ts';
import forge from 'node-forge';
import { gerarAutoassinado } from './service/x509.ts';

// Silent printing: the certificate (write-only key, encrypted at rest), the signing oracle (digests only, this
// business's key only, limited per user, audited), and the printing settings.

let f: Fixture;
let gA: string;
let aA: string;
let gB: string;
let aB: string;
/** Every answer of a printing route in this file: none may ever carry a private key. */
const respostas: { op: string; body: string }[] = [];

beforeAll(async () => {
  f = await createFixture();
  gA = await f.token('gerente.a@teste.com');
  aA = await f.token('atendente.a@teste.com');
  gB = await f.token('gerente.b@teste.com');
  aB = await f.token('atendente.b@teste.com');
});
afterAll(async () => {
  await f?.close();
});

type Metodo = 'GET' | 'POST' | 'PUT' | 'DELETE';
async function req(method: Metodo, url: string, token: string | null, payload?: object | string) {
  const r: LightMyRequestResponse = await f.app.inject({
    method,
    url,
    headers: token ? bearer(token) : {},
    ...(payload !== undefined ? { payload } : {}),
  });
  if (url.startsWith('/api/impressao'))
    respostas.push({ op: `${method} ${url.replace(/\/\d+(?=\/|$)/g, '/{id}')}`, body: r.body });
  return r;
}
const digest = (s: string) => crypto.createHash('sha256').update(s).digest('hex');
const verifica = (certificado: string, texto: string, assinatura: string) =>
  crypto
    .createVerify('SHA512')
    .update(texto, 'utf8')
    .verify(new crypto.X509Certificate(certificado).publicKey, assinatura, 'base64');

describe('certificate', () => {
  it('starts empty; signing without one is a clear 409', async () => {
    expect((await req('GET', '/api/impressao/certificado', aA)).json()).toEqual({
      certificado: null,
      origem: null,
      assunto: null,
      valido_ate: null,
      impressao_digital: null,
    });
    const r = await req('POST', '/api/impressao/assinar', aA, { request: digest('x') });
    expect(r.statusCode).toBe(409);
    expect(r.json().detail).toMatch(/Nenhum certificado de impressão configurado/);
  });

  it('a manager generates a self-signed pair; the public certificate comes back, the key never', async () => {
    const r = await req('POST', '/api/impressao/certificado/gerar', gA, {});
    expect(r.statusCode, r.body).toBe(201);
    const c = r.json();
    expect(c).toMatchObject({ origem: 'gerado', assunto: expect.stringContaining('CN=Empresa A') });
    const x = new crypto.X509Certificate(c.certificado);
    expect(x.ca).toBe(true);
    expect(new Date(c.valido_ate).getFullYear()).toBeGreaterThanOrEqual(new Date().getFullYear() + 9);
    expect(c.impressao_digital).toBe(x.fingerprint256);
    expect((await req('GET', '/api/impressao/certificado', aA)).json().certificado).toBe(c.certificado);
    // encrypted at rest: the stored key is ciphertext
    const [row] = await queryRows<{ chave_cifrada: string }>(
      f.database.db,
      sql`SELECT chave_cifrada FROM impressao_certificados WHERE empresa_id = ${f.A.id}`,
    );
    expect(row!.chave_cifrada).not.toMatch(/PRIVATE KEY|MII/);
  });

  it('only managers change it', async () => {
    expect((await req('POST', '/api/impressao/certificado/gerar', aA, {})).statusCode).toBe(403);
    expect((await req('DELETE', '/api/impressao/certificado', aA)).statusCode).toBe(403);
    expect(
      (await req('PUT', '/api/impressao/certificado', aA, { certificado: 'x', chave_privada: 'y' })).statusCode,
    ).toBe(403);
  });

  it('an uploaded pair is checked: PEM, RSA ≥ 2048, the key matches the certificate, not expired', async () => {
    const par = await gerarAutoassinado('Empresa B', 2);
    const chave = par.chave.export({ type: 'pkcs8', format: 'pem' }).toString();
    const outra = crypto
      .generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs1', format: 'pem' });
    const ec = crypto
      .generateKeyPairSync('ec', { namedCurve: 'P-256' })
      .privateKey.export({ type: 'pkcs8', format: 'pem' });
    const cifrada = par.chave.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'segredo' });
    const put = (body: object) => req('PUT', '/api/impressao/certificado', gB, body);
    const detalhe = async (body: object) => (await put(body)).json().detail;
    expect(await detalhe({ certificado: 'não é um certificado', chave_privada: chave })).toBe(
      'Certificado inválido: envie o texto PEM (-----BEGIN CERTIFICATE-----)',
    );
    expect(await detalhe({ certificado: par.certificado, chave_privada: 'nada' })).toBe(
      'Chave privada inválida: envie o PEM sem senha (PKCS#8 ou PKCS#1)',
    );
    expect(await detalhe({ certificado: par.certificado, chave_privada: cifrada.toString() })).toBe(
      'Chave privada inválida: envie o PEM sem senha (PKCS#8 ou PKCS#1)',
    );
    expect(await detalhe({ certificado: par.certificado, chave_privada: ec.toString() })).toBe(
      'A chave precisa ser RSA de pelo menos 2048 bits (o QZ Tray assina com SHA512withRSA)',
    );
    expect(await detalhe({ certificado: par.certificado, chave_privada: outra.toString() })).toBe(
      'A chave privada não corresponde ao certificado',
    );
    expect((await put({ certificado: par.certificado, chave_privada: chave, empresa_id: f.A.id })).statusCode).toBe(
      400,
    );
    const vencido = forge.pki.certificateFromPem(par.certificado);
    vencido.validity.notBefore = new Date('2020-01-01T00:00:00Z');
    vencido.validity.notAfter = new Date('2021-01-01T00:00:00Z');
    vencido.sign(forge.pki.privateKeyFromPem(chave), forge.md.sha512.create());
    expect(await detalhe({ certificado: forge.pki.certificateToPem(vencido), chave_privada: chave })).toBe(
      'O certificado está vencido',
    );
    const ok = await put({ certificado: par.certificado, chave_privada: chave });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ origem: 'enviado', assunto: expect.stringContaining('CN=Empresa B') });
  });
});

describe('POST /impressao/assinar', () => {
  it('signs a SHA-256 digest with SHA512withRSA and audits who, when and what', async () => {
    const cert = (await req('GET', '/api/impressao/certificado', aA)).json().certificado as string;
    const d = digest(JSON.stringify({ call: 'print', params: {}, timestamp: 1 }));
    const r = await req('POST', '/api/impressao/assinar', aA, { request: d });
    expect(r.statusCode, r.body).toBe(200);
    const { assinatura, algoritmo } = r.json();
    expect(algoritmo).toBe('SHA512');
    expect(verifica(cert, d, assinatura)).toBe(true);
    const audit = await queryRows<{ usuario_id: number; digest: string; empresa_id: number; criado_em: Date }>(
      f.database.db,
      sql`SELECT usuario_id, digest, empresa_id, criado_em FROM impressao_assinaturas WHERE digest = ${d}`,
    );
    expect(audit).toHaveLength(1);
    expect(Number(audit[0]!.usuario_id)).toBe(f.A.atendente);
    expect(Number(audit[0]!.empresa_id)).toBe(f.A.id);
    // form data works too (spec §7: writes accept forms)
    const form = await f.app.inject({
      method: 'POST',
      url: '/api/impressao/assinar',
      headers: { ...bearer(aA), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `request=${d}`,
    });
    expect(form.statusCode).toBe(200);
  });

  it('refuses anything but exactly 64 lowercase hex characters, and anonymous callers', async () => {
    const ruins: unknown[] = [
      digest('x').toUpperCase(),
      digest('x').slice(1),
      digest('x') + '0',
      'z'.repeat(64),
      '{"call":"print","params":{},"timestamp":1}',
      '',
      ` ${digest('x')}`,
      123,
    ];
    for (const request of ruins) {
      const r = await req('POST', '/api/impressao/assinar', aA, { request });
      expect(r.statusCode, String(request)).toBe(400);
    }
    expect((await req('POST', '/api/impressao/assinar', aA, {})).statusCode).toBe(400);
    expect((await req('POST', '/api/impressao/assinar', aA, { request: digest('x'), extra: 1 })).statusCode).toBe(400);
    expect((await req('POST', '/api/impressao/assinar', null, { request: digest('x') })).statusCode).toBe(401);
  });

  it("signs with the caller's business key only: A's signature fails B's certificate and vice versa", async () => {
    const certA = (await req('GET', '/api/impressao/certificado', aA)).json().certificado as string;
    const certB = (await req('GET', '/api/impressao/certificado', aB)).json().certificado as string;
    expect(certA).not.toBe(certB);
    const d = digest('mesmo pedido');
    const sA = (await req('POST', '/api/impressao/assinar', aA, { request: d })).json().assinatura;
    const sB = (await req('POST', '/api/impressao/assinar', aB, { request: d })).json().assinatura;
    expect(verifica(certA, d, sA)).toBe(true);
    expect(verifica(certB, d, sA)).toBe(false);
    expect(verifica(certB, d, sB)).toBe(true);
    expect(verifica(certA, d, sB)).toBe(false);
  });

  it('is limited per user (60 a minute): the 61st answers 429 with Retry-After; another user still signs', async () => {
    await f.database.db.execute(sql`DELETE FROM impressao_assinaturas`);
    for (let i = 0; i < 60; i++) {
      const r = await req('POST', '/api/impressao/assinar', gB, { request: digest(`n${i}`) });
      expect(r.statusCode, r.body).toBe(200);
    }
    const limite = await req('POST', '/api/impressao/assinar', gB, { request: digest('n60') });
    expect(limite.statusCode).toBe(429);
    expect(limite.headers['retry-after']).toBe('60');
    expect((await req('POST', '/api/impressao/assinar', aB, { request: digest('outro') })).statusCode).toBe(200);
  });

  it('a key sealed under another server key is reported, not used', async () => {
    await f.database.db.execute(
      sql`UPDATE impressao_certificados SET chave_versao = 'outra' WHERE empresa_id = ${f.B.id}`,
    );
    const r = await req('POST', '/api/impressao/assinar', aB, { request: digest('y') });
    expect(r.statusCode).toBe(409);
    expect(r.json().detail).toMatch(/chave de cifra do servidor mudou/);
    expect((await req('DELETE', '/api/impressao/certificado', gB)).json()).toEqual({ ok: true });
    expect((await req('GET', '/api/impressao/certificado', aB)).json().certificado).toBeNull();
  });
});

describe('printing settings', () => {
  const valida = {
    papel: '58',
    codepage: 'cp850',
    copias_recibo: 2,
    copias_cozinha: 1,
    copias_preconta: 0,
    impressao_automatica: true,
  };
  it('defaults until saved; every station reads them; managers change them (JSON or form)', async () => {
    expect((await req('GET', '/api/impressao/configuracao', aA)).json()).toEqual({
      papel: '80',
      codepage: 'cp860',
      copias_recibo: 1,
      copias_cozinha: 1,
      copias_preconta: 1,
      impressao_automatica: true,
    });
    expect((await req('PUT', '/api/impressao/configuracao', aA, valida)).statusCode).toBe(403);
    expect((await req('PUT', '/api/impressao/configuracao', gA, valida)).json()).toEqual(valida);
    expect((await req('GET', '/api/impressao/configuracao', aA)).json()).toEqual(valida);
    expect((await req('GET', '/api/impressao/configuracao', aB)).json().papel).toBe('80');
    const form = await f.app.inject({
      method: 'PUT',
      url: '/api/impressao/configuracao',
      headers: { ...bearer(gA), 'content-type': 'application/x-www-form-urlencoded' },
      payload:
        'papel=80&codepage=sem_acentos&copias_recibo=1&copias_cozinha=3&copias_preconta=1&impressao_automatica=off',
    });
    expect(form.json()).toMatchObject({ codepage: 'sem_acentos', copias_cozinha: 3, impressao_automatica: false });
  });

  it('explains bad values in Portuguese', async () => {
    const detalhe = async (body: object) => (await req('PUT', '/api/impressao/configuracao', gA, body)).json().detail;
    expect(await detalhe({ ...valida, papel: '60' })).toBe('Papel deve ser 80 ou 58 (mm)');
    expect(await detalhe({ ...valida, codepage: 'cp437' })).toBe(
      'Página de código deve ser cp860, cp850 ou sem_acentos',
    );
    expect(await detalhe({ ...valida, copias_recibo: 9 })).toBe('De 0 a 5 vias');
    expect(await detalhe({ ...valida, copias_recibo: 0, copias_cozinha: 0 })).toBe(
      'A impressão automática precisa de pelo menos uma via (recibo ou cozinha)',
    );
    expect(await detalhe({ ...valida, empresa_id: f.B.id })).toBe('Campo não permitido: empresa_id');
  });
});

describe('no answer ever carries a private key', () => {
  it('every printing operation is called in this file, and no answer holds "PRIVATE KEY"', async () => {
    // the marks' routes, once each, so every operation of the module is covered in this file
    await req('POST', '/api/impressao/pendentes', aA, { estacao: 'estacao-teste' });
    await req('GET', '/api/impressao/pedidos/999999', aA);
    await req('POST', '/api/impressao/pedidos/999999/impresso', aA, { impressora: 'X' });
    await req('POST', '/api/impressao/pedidos/999999/falha', aA, { estacao: 'estacao-teste', erro: 'x' });
    await req('POST', '/api/impressao/certificado/gerar', gA, { anos: 1 });
    const doc = (await f.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operacoes = Object.entries(doc.paths)
      .filter(([p]) => p.startsWith('/api/impressao'))
      .flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p}`));
    expect(operacoes.length).toBeGreaterThanOrEqual(10);
    const chamadas = new Set(respostas.map((r) => r.op));
    expect(operacoes.filter((o) => !chamadas.has(o))).toEqual([]);
    expect(respostas.filter((r) => r.body.includes('PRIVATE KEY')).map((r) => r.op)).toEqual([]);
  });
});
