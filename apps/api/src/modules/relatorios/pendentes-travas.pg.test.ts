import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { comoEmpresaId, queryRows, withTenant, type TenantTx } from '../../db/tenant.ts';
import { DEFAULT_TIMEZONE } from '@app/shared/domain/dates.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { criarDadosPedido, type DadosPedido } from '../../../test/pedidos-fixture.ts';
import { fusoEHoje } from './queries/base.ts';
import { marcarDia, reescreverDias } from './queries/rollup.ts';

// The pending-day marks under real concurrency (PostgreSQL, one connection per transaction): two orders of one
// day mark it while both are still open, neither waiting for the other (the mark is not upserted, so its row is not
// locked), and a rewrite of the day waits until both have committed, then reads them. `lock_timeout` turns "would
// wait" into an error, so the test fails on a wait instead of hanging.

let f: Fixture;
let token: string;
let d: DadosPedido;
const empresa = () => comoEmpresaId(f.A.id);

beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  d = await criarDadosPedido(f.database.db, f.A.id, 'A');
});
afterAll(async () => {
  await f?.close();
});

const novoPedido = async () => {
  const r = await f.app.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: bearer(token),
    payload: {
      tipo: 'retirada',
      canal: 'balcao',
      itens: [{ produto_id: d.refri, quantidade: 1 }],
      pagamentos: [{ forma_pagamento_padrao_id: d.pix, valor: 7.5 }],
    },
  });
  expect(r.statusCode, r.body).toBe(201);
  return r.json<{ id: number }>().id;
};

/** A tenant transaction of business A that runs `fn` and then stays open until `confirmar()`. */
function aberta(fn: (tx: TenantTx) => Promise<void>) {
  let confirmar!: () => void;
  const liberada = new Promise<void>((r) => (confirmar = r));
  let pronta!: () => void;
  let falhou!: (e: unknown) => void;
  const feito = new Promise<void>((r, j) => ((pronta = r), (falhou = j)));
  const fim = withTenant(f.database.db, empresa(), async (tx) => {
    await tx.execute(sql`SET LOCAL lock_timeout = '1s'`);
    await fn(tx);
    pronta();
    await liberada;
  }).catch((e: unknown) => {
    falhou(e);
    throw e;
  });
  return { feito, confirmar, fim };
}

const marcas = async () =>
  (
    await queryRows<{ dia: string }>(
      f.database.db,
      sql`SELECT to_char(dia, 'YYYY-MM-DD') AS dia FROM relatorio_dias_pendentes WHERE empresa_id = ${f.A.id}`,
    )
  ).map((r) => r.dia);

describe('pending-day marks under concurrency', () => {
  it('orders of one day mark it without waiting for each other; a rewrite waits for both, then clears the mark', async () => {
    const [p1, p2] = [await novoPedido(), await novoPedido()];
    const { tz, hoje } = await withTenant(f.database.db, empresa(), fusoEHoje);
    expect(await marcas()).toEqual([hoje]); // the mark exists and is committed: the case of a busy evening

    const t1 = aberta((tx) => marcarDia(tx, 'pedido', p1, DEFAULT_TIMEZONE));
    await t1.feito;
    const t2 = aberta((tx) => marcarDia(tx, 'pedido', p2, DEFAULT_TIMEZONE));
    await t2.feito; // would time out if the first order's mark held the row

    const reescrita = () =>
      withTenant(f.database.db, empresa(), async (tx) => {
        await tx.execute(sql`SET LOCAL lock_timeout = '300ms'`);
        await reescreverDias(tx, hoje, hoje, tz);
      });
    await expect(reescrita()).rejects.toThrow(); // both orders are still open: the rewrite must wait for them
    t1.confirmar();
    await t1.fim;
    await expect(reescrita()).rejects.toThrow(); // the second one still is
    t2.confirmar();
    await t2.fim;
    await reescrita();
    expect(await marcas()).toEqual([]);
  });

  it('an order that marks a day while a rewrite of it is open waits for it and leaves a fresh mark', async () => {
    const p = await novoPedido();
    const { tz, hoje } = await withTenant(f.database.db, empresa(), fusoEHoje);
    const r = aberta((tx) => reescreverDias(tx, hoje, hoje, tz));
    await r.feito;
    await expect(
      withTenant(f.database.db, empresa(), async (tx) => {
        await tx.execute(sql`SET LOCAL lock_timeout = '300ms'`);
        await marcarDia(tx, 'pedido', p, DEFAULT_TIMEZONE);
      }),
    ).rejects.toThrow();
    r.confirmar();
    await r.fim;
    expect(await marcas()).toEqual([]);
    await withTenant(f.database.db, empresa(), (tx) => marcarDia(tx, 'pedido', p, DEFAULT_TIMEZONE));
    expect(await marcas()).toEqual([hoje]);
  });
});
