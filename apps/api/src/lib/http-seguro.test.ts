import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ErroSaida, enderecoPermitido, requisitar, validarUrl } from './http-seguro.ts';

// Outbound calls cannot be pointed inside the network (SSRF): hostile URLs are refused when read and again at
// connect time; redirects are not followed; slow or huge answers are cut.

const HOSTIS = [
  'http://example.com/',
  'https://127.0.0.1/',
  'https://[::1]/',
  'https://0x7f000001/',
  'https://2130706433/',
  'https://0177.0.0.1/',
  'https://169.254.169.254/latest/meta-data/',
  'https://10.0.0.1/',
  'https://192.168.0.1/',
  'https://172.16.0.1/',
  'https://100.64.0.1/',
  'https://[::ffff:127.0.0.1]/',
  'https://[::ffff:7f00:1]/',
  'https://[fc00::1]/',
  'https://[fe80::1]/',
  'https://0.0.0.0/',
  'https://224.0.0.1/',
  'https://example.com:8080/',
  'file:///etc/passwd',
  'gopher://example.com/',
  'https://a@127.0.0.1/',
  'https://user:senha@example.com/',
  `https://example.com/${'a'.repeat(2100)}`,
  'não é url',
];

describe('validarUrl', () => {
  it.each(HOSTIS)('recusa %s', (url) => {
    expect(() => validarUrl(url, false)).toThrow(ErroSaida);
  });

  it('aceita https público na porta 443', () => {
    expect(validarUrl('https://evo.example.com/', false).hostname).toBe('evo.example.com');
  });

  it('com o ajuste de testes aceita loopback (http, qualquer porta), mas nunca rede privada ou link-local', () => {
    expect(validarUrl('http://127.0.0.1:8080/', true).port).toBe('8080');
    for (const u of ['http://10.0.0.1/', 'http://169.254.169.254/', 'http://[fc00::1]/', 'http://192.168.0.1:8080/'])
      expect(() => validarUrl(u, true)).toThrow(ErroSaida);
  });

  it('endereços resolvidos: o mesmo critério vale na hora de conectar', () => {
    expect(enderecoPermitido('8.8.8.8', false)).toBe(true);
    expect(enderecoPermitido('2001:4860:4860::8888', false)).toBe(true);
    for (const ip of ['127.0.0.1', '::1', '::ffff:10.0.0.1', '10.1.2.3', '169.254.169.254', 'fd00::1', '0.0.0.0'])
      expect(enderecoPermitido(ip, false)).toBe(false);
  });
});

describe('requisitar', () => {
  let server: http.Server;
  let base: string;
  const vistos: string[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      vistos.push(req.url ?? '');
      if (req.url === '/redireciona') {
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        return res.end();
      }
      if (req.url === '/enorme') {
        res.writeHead(200);
        return res.end(Buffer.alloc(2 * 1024 * 1024, 'a'));
      }
      if (req.url === '/lento') return; // never answers
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"ok":true}');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  const chamar = (caminho: string, permitirLoopback = true, timeoutMs = 300) =>
    requisitar(new URL(base + caminho), { method: 'GET' }, { permitirLoopback, timeoutMs });

  it('responde status e corpo', async () => {
    expect(await chamar('/ok')).toEqual({ status: 200, corpo: '{"ok":true}' });
  });

  it('não segue redirecionamento (302 para o endereço de metadados)', async () => {
    vistos.length = 0;
    await expect(chamar('/redireciona')).rejects.toMatchObject({ tipo: 'resposta', temporario: false });
    expect(vistos).toEqual(['/redireciona']);
  });

  it('corta respostas acima de 1 MiB', async () => {
    await expect(chamar('/enorme')).rejects.toThrow('grande demais');
  });

  it('desiste no tempo limite (temporário: tenta de novo depois)', async () => {
    const inicio = Date.now();
    await expect(chamar('/lento')).rejects.toMatchObject({ tipo: 'tempo', temporario: true });
    expect(Date.now() - inicio).toBeLessThan(3000);
  });

  it('um nome que resolve para loopback é recusado na conexão quando loopback não é permitido', async () => {
    const porta = new URL(base).port;
    await expect(
      requisitar(new URL(`http://localhost:${porta}/ok`), { method: 'GET' }, { permitirLoopback: false }),
    ).rejects.toMatchObject({ tipo: 'recusada', temporario: false });
  });
});
