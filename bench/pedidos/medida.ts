// One measured scenario: autocannon runs (a warm-up, then the runs) and their median figures.
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import { CONNECTIONS, log, RUNS, WARMUP } from './opcoes.ts';

// autocannon parses responses with http-parser-js, which lets a Content-Length header give a 304 a body. RFC 9112
// §6.3: a 304 "is always terminated by the first empty line after the header fields, regardless of the header
// fields present". The API's 304 carries `content-length: 4` (see docs/PERFORMANCE.md), so unpatched autocannon
// waits forever for 4 bytes and records 0 responses. Browsers and Node's own client end the 304 at the headers;
// this makes autocannon do the same.
{
  const requireFromAutocannon = createRequire(createRequire(import.meta.url).resolve('autocannon'));
  const { HTTPParser } = requireFromAutocannon('http-parser-js') as {
    HTTPParser: { prototype: Record<string, unknown> };
  };
  const proto = HTTPParser.prototype as {
    HEADER: (this: ParserState) => unknown;
    nextRequest: (this: ParserState) => void;
  };
  interface ParserState {
    state: string;
    info: { statusCode?: number };
    nextRequest(): void;
  }
  const header = proto.HEADER;
  proto.HEADER = function (this: ParserState) {
    const r = header.call(this);
    if (this.state === 'BODY_SIZED' && this.info.statusCode === 304) this.nextRequest();
    return r;
  };
}

// ---------------------------------------------------------------- measurement

export interface Figure {
  db: string;
  label: string;
  path: string;
  runs: number[];
  req_s: number;
  p50: number;
  p99: number;
  p99_max: number;
  statuses: Record<string, number>;
  errors: number;
  ratio_hello?: number;
  bytes_per_req?: number;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

export interface Load {
  base: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  /** per-request body/headers (order creation) */
  setup?: () => { body?: string; headers?: Record<string, string> };
  /** called before each run (e.g. to refresh the ETag); returns headers for the run */
  before?: () => Promise<Record<string, string> | void>;
}

export async function measure(db: string, label: string, load: Load, duration: number): Promise<Figure> {
  const once = async (d: number, extra: Record<string, string>) =>
    autocannon({
      url: load.base,
      connections: CONNECTIONS,
      duration: d,
      pipelining: 1,
      requests: [
        {
          method: load.method ?? 'GET',
          path: load.path,
          headers: { ...load.headers, ...extra },
          ...(load.setup
            ? {
                setupRequest: (req) => {
                  const s = load.setup!();
                  return { ...req, body: s.body ?? req.body, headers: { ...req.headers, ...s.headers } };
                },
              }
            : {}),
        },
      ],
    });
  const warmHeaders = (await load.before?.()) ?? {};
  await once(WARMUP, warmHeaders);
  const runs: Awaited<ReturnType<typeof once>>[] = [];
  for (let i = 0; i < RUNS; i++) {
    const h = (await load.before?.()) ?? {};
    runs.push(await once(duration, h));
  }
  const statuses: Record<string, number> = {};
  for (const r of runs)
    for (const k of ['1xx', '2xx', '3xx', '4xx', '5xx'] as const) if (r[k]) statuses[k] = (statuses[k] ?? 0) + r[k];
  const f: Figure = {
    db,
    label,
    path: `${load.method ?? 'GET'} ${load.path}`,
    runs: runs.map((r) => Math.round(r.requests.average)),
    req_s: Math.round(median(runs.map((r) => r.requests.average)) * 10) / 10,
    p50: median(runs.map((r) => r.latency.p50)),
    p99: median(runs.map((r) => r.latency.p99)),
    p99_max: Math.max(...runs.map((r) => r.latency.p99)),
    statuses,
    errors: runs.reduce((a, r) => a + r.errors + r.timeouts, 0),
    bytes_per_req: Math.round(median(runs.map((r) => r.throughput.average / Math.max(1, r.requests.average)))),
  };
  log(
    `  ${db} ${label}: ${f.req_s} req/s (runs ${f.runs.join(' / ')}), p50 ${f.p50} ms, p99 ${f.p99} ms (max ${f.p99_max}), ${JSON.stringify(statuses)}${f.errors ? `, ${f.errors} errors` : ''}`,
  );
  return f;
}
