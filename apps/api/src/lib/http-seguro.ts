import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

// Outbound HTTP to a third party (the WhatsApp gateway) without becoming an SSRF tool (OWASP API7/API10):
// https on 443 only, no userinfo, no address in a private, loopback, link-local, CGNAT, multicast or reserved
// range — checked on the literal and again on every address DNS answers at connect time (the socket connects
// to the checked address, so a rebinding name cannot slip in between). Redirects are refused, not followed;
// every call has a timeout and a response size cap. Loopback (and plain http on any port) only when the caller
// passes `permitirLoopback`, which the config grants only outside production (a gateway stand-in on this machine).

export class ErroSaida extends Error {
  constructor(
    message: string,
    /** A network failure or timeout: trying again later may work. */
    readonly temporario: boolean,
    readonly tipo: 'recusada' | 'tempo' | 'conexao' | 'resposta' = 'recusada',
  ) {
    super(message);
  }
}

export interface OpcoesSaida {
  permitirLoopback: boolean;
  timeoutMs?: number;
  limiteBytes?: number;
}

export const TIMEOUT_PADRAO_MS = 5000;
export const LIMITE_PADRAO_BYTES = 1024 * 1024;

const bloqueados = new net.BlockList();
for (const [rede, prefixo] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  bloqueados.addSubnet(rede, prefixo, 'ipv4');
for (const [rede, prefixo] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  bloqueados.addSubnet(rede, prefixo, 'ipv6');
const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/**
 * IPv4-mapped IPv6 (`::ffff:127.0.0.1`, `::ffff:7f00:1`) judged as the IPv4 address it carries. (Not as a
 * `::ffff:0:0/96` rule: BlockList applies IPv6 rules to IPv4 addresses through that very mapping, so such a rule
 * would block every IPv4 address.)
 */
function desmapear(ip: string): { ip: string; tipo: 'ipv4' | 'ipv6' } {
  if (net.isIPv4(ip)) return { ip, tipo: 'ipv4' };
  const m = /^::ffff:(?:([\d.]+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(ip);
  if (m?.[1] && net.isIPv4(m[1])) return { ip: m[1], tipo: 'ipv4' };
  if (m?.[2] && m[3]) {
    const a = parseInt(m[2], 16);
    const b = parseInt(m[3], 16);
    return { ip: [a >> 8, a & 255, b >> 8, b & 255].join('.'), tipo: 'ipv4' };
  }
  return { ip, tipo: 'ipv6' };
}

/** Whether an address may be connected to. */
export function enderecoPermitido(endereco: string, permitirLoopback: boolean): boolean {
  const { ip, tipo } = desmapear(endereco.toLowerCase());
  if (loopback.check(ip, tipo)) return permitirLoopback;
  return !bloqueados.check(ip, tipo);
}

const RECUSADA = 'Endereço recusado';

/** The URL, or an ErroSaida saying in Portuguese why it is refused. The WHATWG parser folds 0x7f000001 and kin. */
export function validarUrl(texto: string, permitirLoopback: boolean): URL {
  if (texto.length > 2048) throw new ErroSaida(`${RECUSADA}: URL longa demais`, false);
  let url: URL;
  try {
    url = new URL(texto);
  } catch {
    throw new ErroSaida(`${RECUSADA}: URL inválida`, false);
  }
  if (url.protocol !== 'https:' && !(permitirLoopback && url.protocol === 'http:'))
    throw new ErroSaida(`${RECUSADA}: use https`, false);
  if (url.username || url.password) throw new ErroSaida(`${RECUSADA}: usuário e senha na URL não são aceitos`, false);
  if (url.port && url.port !== '443' && !permitirLoopback) throw new ErroSaida(`${RECUSADA}: use a porta 443`, false);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) && !enderecoPermitido(host, permitirLoopback))
    throw new ErroSaida(`${RECUSADA}: endereço interno ou reservado`, false);
  if (!host || host.endsWith('.')) throw new ErroSaida(`${RECUSADA}: nome de servidor inválido`, false);
  return url;
}

type Endereco = { address: string; family: number };

/** dns.lookup that refuses a name when any of its addresses is not allowed (the socket then uses what we checked). */
function lookupSeguro(permitirLoopback: boolean) {
  return (
    hostname: string,
    options: dns.LookupOptions,
    callback: (err: NodeJS.ErrnoException | null, address: string | Endereco[], family?: number) => void,
  ) => {
    dns.lookup(hostname, { all: true, family: options.family ?? 0 }, (err, enderecos) => {
      if (err) return callback(err, '');
      const lista = enderecos as Endereco[];
      if (lista.length === 0 || lista.some((e) => !enderecoPermitido(e.address, permitirLoopback))) {
        const recusa = Object.assign(new Error(`${RECUSADA}: o nome aponta para endereço interno`), {
          code: 'ERECUSADO',
        });
        return callback(recusa, '');
      }
      if (options.all) return callback(null, lista);
      callback(null, lista[0]!.address, lista[0]!.family);
    });
  };
}

export interface Resposta {
  status: number;
  corpo: string;
}

/** One request; answers the status and the body text (any status), or throws ErroSaida. */
export function requisitar(
  url: URL,
  pedido: { method: string; headers?: Record<string, string>; corpo?: unknown },
  opcoes: OpcoesSaida,
): Promise<Resposta> {
  const timeoutMs = opcoes.timeoutMs ?? TIMEOUT_PADRAO_MS;
  const limite = opcoes.limiteBytes ?? LIMITE_PADRAO_BYTES;
  const corpo = pedido.corpo === undefined ? undefined : Buffer.from(JSON.stringify(pedido.corpo));
  const modulo = url.protocol === 'https:' ? https : http;
  return new Promise<Resposta>((resolve, reject) => {
    let fim = false;
    const terminar = (erro: ErroSaida | null, r?: Resposta) => {
      if (fim) return;
      fim = true;
      clearTimeout(relogio);
      if (erro) {
        req.destroy();
        reject(erro);
      } else resolve(r!);
    };
    const req = modulo.request(
      url,
      {
        method: pedido.method,
        agent: false,
        lookup: lookupSeguro(opcoes.permitirLoopback) as unknown as typeof dns.lookup,
        headers: {
          accept: 'application/json',
          ...(corpo ? { 'content-type': 'application/json', 'content-length': String(corpo.length) } : {}),
          ...pedido.headers,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          res.resume();
          return terminar(
            new ErroSaida('O serviço respondeu com um redirecionamento, que não é seguido', false, 'resposta'),
          );
        }
        const partes: Buffer[] = [];
        let total = 0;
        res.on('data', (b: Buffer) => {
          total += b.length;
          if (total > limite) return terminar(new ErroSaida('Resposta do serviço grande demais', false, 'resposta'));
          partes.push(b);
        });
        res.on('end', () => terminar(null, { status, corpo: Buffer.concat(partes).toString('utf8') }));
        res.on('error', () => terminar(new ErroSaida('A conexão com o serviço caiu', true, 'conexao')));
      },
    );
    const relogio = setTimeout(
      () => terminar(new ErroSaida(`O serviço não respondeu em ${timeoutMs} ms`, true, 'tempo')),
      timeoutMs,
    );
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code === 'ERECUSADO') return terminar(new ErroSaida(e.message, false));
      terminar(new ErroSaida('Não foi possível conectar ao serviço', true, 'conexao'));
    });
    if (corpo) req.write(corpo);
    req.end();
  });
}
