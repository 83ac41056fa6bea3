// The scenarios: reads (hello, board full and 304, history pages) and order creation, each a measured figure.
import { SABORES, type SeedPlan } from '../seed-pedidos.ts';
import { measure, type Figure } from './medida.ts';
import { log, runs, STAMP } from './opcoes.ts';
import { clearOfBucket, getJson, historyPaths, login, type Ready } from './servidor.ts';

/** The read scenarios (hello, board full, board 304, history ×3), the same on PostgreSQL and PGlite. */
export async function readScenarios(db: string, ready: Ready, plan: SeedPlan, empresa: number, duration: number) {
  const api = `http://127.0.0.1:${ready.api}`;
  const token = await login(api, empresa);
  const auth = { authorization: `Bearer ${token}` };
  const board = '/api/pedidos?last_hours=24';
  const first = await getJson(api, board, token);
  const boardCount = (first.json as unknown[]).length;
  log(
    `  ${db}: business ${empresa} (${plan.perBusiness[empresa - 1]} orders): board ${boardCount} orders, ${first.bytes} B, ETag ${first.etag}`,
  );
  // the deep page is page 200 when the filter has that many pages, else its last page (a small seed: PGlite's
  // 20,000 orders leave 194 pages of "concluido, delivery" on the busiest business); the empty page past the end
  // is its own scenario (palem), so neither figure is silently the other's
  const total = ((await getJson(api, historyPaths(plan.days, 1).p1, token)).json as { total: number }).total;
  const last = Math.max(1, Math.ceil(total / 50));
  const h = historyPaths(plan.days, last);
  const info: Record<string, unknown> = {
    empresa,
    orders: plan.perBusiness[empresa - 1],
    board_orders: boardCount,
    board_bytes: first.bytes,
    history_last_page: last,
  };
  for (const [k, p] of [
    ['p1', h.p1],
    ['p200', h.p200],
    ['palem', h.palem],
    ['p200data', h.p200data],
  ] as const) {
    const r = await getJson(api, p, token);
    const pg = r.json as { items: unknown[]; total: number };
    info[`history_${k}`] = { items: pg.items.length, total: pg.total, bytes: r.bytes };
    log(`  ${db}: ${p} → ${pg.items.length} items of ${pg.total}, ${r.bytes} B`);
    if (pg.items.length === 0 && k !== 'palem') log(`  WARNING: ${p} is empty (the seed is too small for page 200)`);
  }
  const out: Figure[] = [];
  out.push(
    await measure(
      db,
      'hello-world (bare Fastify)',
      { base: `http://127.0.0.1:${ready.hello}`, path: '/hello' },
      duration,
    ),
  );
  if (runs('full'))
    out.push(await measure(db, 'board, full answer (200)', { base: api, path: board, headers: auth }, duration));
  if (runs('304'))
    out.push(
      await measure(
        db,
        'board, If-None-Match (304)',
        {
          base: api,
          path: board,
          headers: auth,
          before: async () => {
            await clearOfBucket(duration);
            return { 'if-none-match': (await getJson(api, board, token)).etag };
          },
        },
        duration,
      ),
    );
  if (runs('p1'))
    out.push(
      await measure(db, 'history page 1 (concluido, delivery)', { base: api, path: h.p1, headers: auth }, duration),
    );
  if (runs('p200'))
    out.push(
      await measure(
        db,
        h.deep === 200
          ? 'history page 200 (concluido, delivery)'
          : `history page ${h.deep}, the last (concluido, delivery; page 200 is past the end with this seed)`,
        { base: api, path: h.p200, headers: auth },
        duration,
      ),
    );
  if (runs('palem'))
    out.push(
      await measure(
        db,
        `history page ${h.alem}, past the end (concluido, delivery; empty)`,
        { base: api, path: h.palem, headers: auth },
        duration,
      ),
    );
  if (runs('p200data'))
    out.push(
      await measure(
        db,
        `history page 200 (data_ini..data_fim, sort total_pedido)`,
        { base: api, path: h.p200data, headers: auth },
        duration,
      ),
    );
  const hello = out[0]!.req_s;
  for (const f of out) f.ratio_hello = Math.round((f.req_s / hello) * 1000) / 10;
  return { figures: out, info };
}

/** POST /api/pedidos: delivery orders for existing customers (pizza half-and-half + drinks), priced by /cotacao first. */
export async function createScenario(
  db: string,
  ready: Ready,
  plan: SeedPlan,
  empresa: number,
  duration: number,
  hello: number,
): Promise<{ figure: Figure; info: Record<string, unknown> }> {
  const api = `http://127.0.0.1:${ready.api}`;
  const token = await login(api, empresa);
  const e = empresa - 1;
  const cliBase = plan.clientesPerBusiness.slice(0, e).reduce((a, b) => a + b, 0);
  const bodies: string[] = [];
  for (let i = 0; i < 20; i++) {
    const cliente = cliBase + 1 + ((i * 137) % plan.clientesPerBusiness[e]!);
    const sabor = 1 + (i % SABORES.length);
    const draft = {
      tipo: 'delivery',
      canal: 'telefone',
      cliente_id: cliente,
      endereco_id: cliente, // the seed gives address id = customer id
      itens: [
        {
          produto_id: e * 50 + sabor,
          quantidade: 1,
          tamanho: i % 3 ? 'Grande' : 'Média',
          opcoes: [
            { complemento_id: e * 2 + 1, opcao_id: e * 11 + sabor },
            { complemento_id: e * 2 + 1, opcao_id: e * 11 + 1 + (sabor % 10) },
            ...(i % 4 === 0 ? [{ complemento_id: e * 2 + 2, opcao_id: e * 11 + 11 }] : []),
          ],
        },
        { produto_id: e * 50 + 21 + (i % 10), quantidade: 2 },
        ...(i % 2 ? [{ produto_id: e * 50 + 11 + (i % 10), quantidade: 1, observacao: 'sem cebola' }] : []),
      ],
      observacao: 'Interfone 12',
    };
    const res = await fetch(`${api}/api/pedidos/cotacao`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(draft),
    });
    const cot = (await res.json()) as { total_pedido: number };
    if (res.status !== 200) throw new Error(`cotacao: ${res.status} ${JSON.stringify(cot)}`);
    // forma_pagamento_padrao_id 2 = Pix (second standard method inserted by migration 0002)
    bodies.push(JSON.stringify({ ...draft, pagamentos: [{ forma_pagamento_padrao_id: 2, valor: cot.total_pedido }] }));
  }
  const probe = await fetch(`${api}/api/pedidos`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: bodies[0],
  });
  const created = (await probe.json()) as { numero_pedido: number; total_pedido: number };
  if (probe.status !== 201) throw new Error(`POST /api/pedidos: ${probe.status} ${JSON.stringify(created)}`);
  log(`  ${db}: order creation probe → 201, número ${created.numero_pedido}, total ${created.total_pedido}`);
  let n = 0;
  const figure = await measure(
    db,
    'order creation POST /api/pedidos',
    {
      base: api,
      path: '/api/pedidos',
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      setup: () => ({ body: bodies[n % bodies.length]!, headers: { 'idempotency-key': `bench-${STAMP}-${n++}` } }),
    },
    duration,
  );
  figure.ratio_hello = Math.round((figure.req_s / hello) * 1000) / 10;
  return { figure, info: { empresa, bodies: bodies.length, created_during_bench: n } };
}
