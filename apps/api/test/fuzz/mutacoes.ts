import { exemplo, type Esquema, type Operacao } from './openapi.ts';

// Bad requests for one operation: a plausible request, then one thing broken at a time — wrong types, missing
// and extra fields, huge and NUL texts, malformed JSON and multipart, odd path ids, impossible dates.

export interface Requisicao {
  /** What was broken, for the failure report. */
  caso: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

/** A small seeded generator (mulberry32): the same seed gives the same requests, so a failure can be replayed. */
export function geradorAleatorio(semente: number): () => number {
  let a = semente >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ENORME = 'x'.repeat(200_000);

/** Values no field should take without a clear 4xx (or that it must take in its stride). */
export const HOSTIS: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  1e9,
  -1e9,
  1e308,
  '',
  ' ',
  'texto',
  'a\u0000b',
  '\u0000',
  '\u202E',
  '0x10',
  '1e3',
  'NaN',
  '2024-13-45',
  '2024-02-30',
  '0000-00-00',
  ENORME,
  [],
  {},
  [1, 2],
  { a: 1 },
  "'; DROP TABLE pedidos;--",
  '=HYPERLINK("x")',
  '😀\uD800',
  '9'.repeat(40),
];

/** Path ids and texts in every spelling `Number()` would also take, and some the URL decoder chokes on. */
export const IDS_ESTRANHOS = [
  '0x10',
  '1e3',
  'true',
  '-1',
  '0',
  '1.5',
  '9'.repeat(30),
  '%00',
  '%E2%80%AE',
  'abc',
  '%E0%A4%A',
  ' 1',
  'Infinity',
];

/** Request heads any route may get: odd caching, cookies, origins, proxies and credentials. */
const CABECALHOS_ESTRANHOS: [string, Record<string, string>][] = [
  ['accept xml', { accept: 'application/xml' }],
  ['if-none-match estranho', { 'if-none-match': 'W/"ç\u00ff"' }],
  ['cookie ruim', { cookie: `rt=%E0%A4%A; __Secure-rt=${'x'.repeat(4000)}` }],
  ['origin null', { origin: 'null' }],
  ['x-forwarded-for ruim', { 'x-forwarded-for': '::::, 999.1.1.1, ção' }],
  ['bearer enorme', { authorization: `Bearer ${'a'.repeat(8000)}` }],
  ['basic', { authorization: 'Basic YTpi' }],
];

const escolher = <T>(rng: () => number, lista: T[], n: number): T[] => {
  const copia = [...lista];
  const out: T[] = [];
  while (out.length < n && copia.length) out.push(copia.splice(Math.floor(rng() * copia.length), 1)[0]!);
  return out;
};

const comoTexto = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/** Percent-encoding that also carries a lone surrogate (as the bytes of one, which are not valid UTF-8). */
function codificar(v: unknown): string {
  const s = comoTexto(v);
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
}

function montarUrl(op: Operacao, path: Record<string, string>, query: Record<string, unknown>, cru = ''): string {
  const p = op.caminho.replace(/\{(\w+)\}/g, (_, nome: string) => path[nome] ?? '1');
  const partes = Object.entries(query).map(([k, v]) => `${codificar(k)}=${codificar(v)}`);
  if (cru) partes.push(cru);
  return partes.length ? `${p}?${partes.join('&')}` : p;
}

const multipartDe = (campos: Record<string, unknown>, fronteira: string) =>
  Object.entries(campos)
    .map(([k, v]) => `--${fronteira}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${comoTexto(v)}\r\n`)
    .join('') + `--${fronteira}--\r\n`;

export interface Opcoes {
  /** How many hostile values to try per query parameter and per body field. */
  porCampo: number;
  token: string;
}

/** The requests for one operation: the plausible one first, then each broken variant. */
export function variantes(op: Operacao, rng: () => number, o: Opcoes): Requisicao[] {
  const auth = { authorization: `Bearer ${o.token}` };
  const pathBase: Record<string, string> = {};
  for (const p of op.parametros) if (p.in === 'path') pathBase[p.name] = String(exemplo(p.schema ?? {}));
  const queryBase: Record<string, unknown> = {};
  for (const p of op.parametros) if (p.in === 'query' && p.required) queryBase[p.name] = exemplo(p.schema ?? {});
  const corpoBase = op.corpo ? exemplo(op.corpo.esquema) : undefined;
  const out: Requisicao[] = [];
  const req = (caso: string, r: Partial<Requisicao> & { url?: string }) =>
    out.push({ caso, method: op.metodo, url: montarUrl(op, pathBase, queryBase), headers: { ...auth }, ...r });
  const json = (v: unknown) => ({
    headers: { ...auth, 'content-type': 'application/json' },
    payload: JSON.stringify(v),
  });

  req('plausível', corpoBase !== undefined ? json(corpoBase) : {});
  if (!op.publica) {
    req('sem token', { headers: {} });
    req('token forjado', { headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' } });
  }
  for (const p of op.parametros.filter((x) => x.in === 'path')) {
    for (const id of IDS_ESTRANHOS)
      req(`path ${p.name}=${id}`, { url: montarUrl(op, { ...pathBase, [p.name]: id }, queryBase) });
    req(`path ${p.name} longo`, { url: montarUrl(op, { ...pathBase, [p.name]: '9'.repeat(300) }, queryBase) });
  }
  for (const p of op.parametros.filter((x) => x.in === 'query')) {
    for (const v of escolher(rng, HOSTIS, o.porCampo)) {
      req(`query ${p.name}=${comoTexto(v).slice(0, 30)}`, {
        url: montarUrl(op, pathBase, { ...queryBase, [p.name]: v }),
      });
    }
    req(`query ${p.name} NUL cru`, { url: montarUrl(op, pathBase, queryBase, `${p.name}=a%00`) });
    req(`query ${p.name} data impossível`, { url: montarUrl(op, pathBase, { ...queryBase, [p.name]: '2024-13-45' }) });
    req(`query ${p.name} repetido`, { url: montarUrl(op, pathBase, queryBase, `${p.name}=1&${p.name}=2`) });
  }
  for (const p of op.parametros.filter((x) => x.in === 'header')) {
    for (const v of ['', ' ', 'x'.repeat(5000), 'ção', '1e3', '../../etc/passwd'])
      req(`header ${p.name}=${v.slice(0, 20)}`, { headers: { ...auth, [p.name]: v } });
  }
  for (const [nome, h] of CABECALHOS_ESTRANHOS) req(nome, { headers: { ...auth, ...h } });
  req('query extra', { url: montarUrl(op, pathBase, { ...queryBase, campo_extra_fuzz: 'x' }) });
  req('url que não decodifica', { url: montarUrl(op, pathBase, queryBase, 'q=%E0%A4%A') });
  if (!op.corpo && op.metodo === 'GET') return out;

  // bodies: every route that takes one, whatever its documented content types
  const esquema: Esquema = op.corpo?.esquema ?? {};
  const base: Record<string, unknown> =
    corpoBase && typeof corpoBase === 'object' && !Array.isArray(corpoBase)
      ? (corpoBase as Record<string, unknown>)
      : {};
  for (const k of esquema.required ?? []) {
    const sem = { ...base } as Record<string, unknown>;
    delete sem[k];
    req(`corpo sem ${k}`, json(sem));
  }
  for (const k of Object.keys(esquema.properties ?? {})) {
    for (const v of escolher(rng, HOSTIS, o.porCampo))
      req(`corpo ${k}=${comoTexto(v).slice(0, 30)}`, json({ ...base, [k]: v }));
  }
  req('corpo campo extra', json({ ...base, campo_extra_fuzz: 1 }));
  req('corpo chave com NUL', json({ ...base, 'a\u0000': 1 }));
  for (const v of [null, [], 'texto', 123, true, {}, [base]]) req(`corpo inteiro ${comoTexto(v)}`, json(v));
  const ct = (tipo: string, payload: string) => ({ headers: { ...auth, 'content-type': tipo }, payload });
  req('corpo fundo', ct('application/json', '['.repeat(5000) + ']'.repeat(5000)));
  req('JSON malformado', ct('application/json', '{"a":'));
  req('JSON vazio', ct('application/json', ''));
  req('JSON com lixo depois', ct('application/json', '{}x'));
  req('JSON em latin-1', ct('application/json; charset=latin1', '{"a":"\xe9"}'));
  req('multipart sem fronteira', ct('multipart/form-data', 'a=1'));
  req(
    'multipart truncado',
    ct('multipart/form-data; boundary=ZZ', '--ZZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nab'),
  );
  req(
    'multipart cabeçalho ruim',
    ct('multipart/form-data; boundary=ZZ', '--ZZ\r\nSem-Dois-Pontos\r\n\r\nx\r\n--ZZ--\r\n'),
  );
  req('multipart plausível', ct('multipart/form-data; boundary=ZZ', multipartDe(base, 'ZZ')));
  req('multipart com NUL', ct('multipart/form-data; boundary=ZZ', multipartDe({ ...base, nome: 'a\u0000' }, 'ZZ')));
  req('form com NUL', ct('application/x-www-form-urlencoded', 'nome=a%00b&x=%E0%A4%A'));
  req('texto puro', ct('text/plain', 'oi'));
  req('tipo desconhecido', ct('application/xml', '<a/>'));
  return out;
}
