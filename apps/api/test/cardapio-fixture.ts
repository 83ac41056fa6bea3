import { sql } from 'drizzle-orm';
import { vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { Config } from '../src/config.ts';
import { bearer, createFixture, type Fixture } from './helpers.ts';
import { criarDadosPedido, type DadosPedido } from './pedidos-fixture.ts';

// The customer side's tests: businesses A and B with the orders' small menu, open all week (no hours = the manual
// switch rules), and their public menus at /cardapio/loja-a and /cardapio/loja-b. Every call comes from its own
// address unless one is named, so the public calls' per-address rate limits bite only in the tests about them.

export interface FixtureCardapio {
  f: Fixture;
  dA: DadosPedido;
  dB: DadosPedido;
  gerenteA: string;
  gerenteB: string;
  api(
    metodo: 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT',
    url: string,
    o?: { body?: unknown; token?: string; ip?: string; headers?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

let ip = 0;
export const novoIp = () => `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;

export async function criarFixtureCardapio(over: Partial<Config> = {}): Promise<FixtureCardapio> {
  const f = await createFixture(over);
  const db = f.database.db;
  const dA = await criarDadosPedido(db, f.A.id, 'A');
  const dB = await criarDadosPedido(db, f.B.id, 'B');
  await db.execute(sql`UPDATE empresas SET horarios_funcionamento = '{}'::jsonb`);
  const gerenteA = await f.token('gerente.a@teste.com');
  const gerenteB = await f.token('gerente.b@teste.com');
  const api: FixtureCardapio['api'] = (method, url, o = {}) =>
    f.app.inject({
      method,
      url: `/api${url}`,
      remoteAddress: o.ip ?? novoIp(),
      headers: { ...(o.token ? bearer(o.token) : {}), ...o.headers },
      ...(o.body !== undefined ? { payload: o.body as object } : {}),
    });
  for (const [t, slug] of [
    [gerenteA, 'loja-a'],
    [gerenteB, 'loja-b'],
  ] as const) {
    const r = await api('PATCH', '/configuracoes/site', { token: t, body: { slug } });
    if (r.statusCode !== 200) throw new Error(`site ${slug}: ${r.statusCode} ${r.body}`);
  }
  return { f, dA, dB, gerenteA, gerenteB, api, close: () => f.close() };
}

/** A half-and-half Grande pizza (Calabresa + Marguerita) with Catupiry crust. */
export const pizzaMeia = (d: DadosPedido, extra: Record<string, unknown> = {}) => ({
  produto_id: d.pizza,
  quantidade: 1,
  tamanho: 'Grande',
  opcoes: [
    { complemento_id: d.sabores, opcao_id: d.calabresa },
    { complemento_id: d.sabores, opcao_id: d.marguerita },
    { complemento_id: d.bordas, opcao_id: d.catupiry },
  ],
  ...extra,
});
export const refri = (d: DadosPedido, quantidade = 1) => ({ produto_id: d.refri, quantidade });

export const enderecoBatel = {
  rua: 'Rua Comendador Araújo',
  numero: '200',
  bairro: 'Batel',
  cidade: 'Curitiba',
  estado: 'PR',
};

/**
 * Waits for what a NOTIFY delivers after commit (the menu cache's invalidation). Up to 15 s: it usually takes
 * milliseconds, but on a loaded 2-core machine (two test files, PostgreSQL, a browser) nothing bounds it to 3 s.
 */
export const aoFinal = <T>(fn: () => Promise<T>) => vi.waitFor(fn, { timeout: 15_000, interval: 20 });
