import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId, type TenantTx } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { aleatorio, semearVendas } from '../../../test/relatorios-semente.ts';
import { reconstruirRollup } from './index.ts';
import type { Periodo } from './queries/base.ts';
import { porDia, porDiaBruto, porEntregador, porEntregadorBruto } from './queries/entregadores.ts';

// The couriers' rollup (D-290): deliveries, fees and days worked per courier from relatorio_entregadores_diarios /
// _mensais equal the raw deliveries for periods cut at month edges and local midnights (São Paulo, Manaus, Tokyo),
// per courier and per day; another business's couriers never show; a courier changed on an order, or a cancelled
// order deleted, reaches the report through the pending mark.

let f: Fixture;
let token: string;
const couriers: Record<'A' | 'B', number[]> = { A: [], B: [] };
const SEED = Number(process.env.SEED_RELATORIOS ?? 20261127);
const BASE = Date.UTC(2026, 2, 5, 12);
const db = () => f.database.db;
const em = <T>(empresa: number, fn: (tx: TenantTx) => Promise<T>) => tenantDe(db(), empresa as EmpresaId).transacao(fn);
let n = 10_000;

/** A delivery of `entregador` at a UTC instant, fee in cents. */
async function entrega(empresa: number, utc: string, entregador: number, taxa: number, status = 'concluido') {
  n++;
  const [p] = await queryRows<{ id: number }>(
    db(),
    sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, entregador_id,
          subtotal_itens_centavos, taxa_entrega_centavos, total_centavos, criado_em)
        VALUES (${empresa}, ${n}, ${'ent-' + n}, 'delivery', 'balcao', ${status}, ${entregador}, 1000, ${taxa},
          ${1000 + taxa}, ${utc}::timestamptz) RETURNING id`,
  );
  return Number(p!.id);
}

beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  for (const [k, e] of [f.A.id, f.B.id].entries()) {
    const chave = k === 0 ? 'A' : 'B';
    for (const nome of k === 0 ? ['Ana', 'Beto'] : ['Bia']) {
      const [ent] = await queryRows<{ id: number }>(
        db(),
        sql`INSERT INTO entregadores (empresa_id, nome, recebe_diaria, valor_diaria_centavos)
            VALUES (${e}, ${nome}, true, 5000) RETURNING id`,
      );
      couriers[chave].push(Number(ent!.id));
    }
    const [cli] = await queryRows<{ id: number }>(
      db(),
      sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${e}, 'Zoe', 'zoe') RETURNING id`,
    );
    await semearVendas(db(), e, {
      seed: SEED + k,
      pedidos: k === 0 ? 400 : 80,
      comandas: 5,
      dias: 100,
      base: BASE,
      entregadores: couriers[chave],
      clientes: [Number(cli!.id)],
    });
    await reconstruirRollup(tenantDe(db(), e as EmpresaId));
  }
}, 900_000);
afterAll(async () => {
  await f?.close();
});

function periodos(): [string, string][] {
  const fixos: [string, string][] = [
    ['2025-12-01', '2026-02-28'],
    ['2025-11-30', '2026-03-01'],
    ['2026-01-31', '2026-02-01'],
    ['2026-02-01', '2026-02-28'],
    ['2026-01-15', '2026-02-14'],
    ['2025-03-06', '2026-03-05'],
  ];
  const g = aleatorio(SEED + 9);
  const dia = (d: number) => new Date(Date.UTC(2025, 10, 20) + d * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < 8; i++) {
    const a = g.int(0, 110);
    fixos.push([dia(a), dia(a + g.int(0, 110 - a))]);
  }
  return fixos;
}

/** Every reading of the rollup equal to the raw one for `p`, in business `empresa`; answers the rows compared. */
async function comparar(empresa: number, p: Periodo, ids: number[]): Promise<number> {
  return em(empresa, async (tx) => {
    const todos = await porEntregador(tx, p);
    expect(todos, `${p.inicio}..${p.fim} ${p.tz}`).toEqual(await porEntregadorBruto(tx, p));
    let linhas = todos.length;
    for (const id of ids) {
      expect(await porEntregador(tx, p, id)).toEqual(await porEntregadorBruto(tx, p, id));
      const dias = await porDia(tx, p, id);
      expect(dias, `${p.inicio}..${p.fim} ${id}`).toEqual(await porDiaBruto(tx, p, id));
      linhas += dias.length;
    }
    return linhas;
  });
}

describe("couriers' pay from the daily and monthly rollups", { timeout: 600_000 }, () => {
  it('equals the raw deliveries for every period, courier and day (São Paulo)', async () => {
    let vistos = 0;
    for (const [inicio, fim] of periodos())
      vistos += await comparar(f.A.id, { inicio, fim, tz: 'America/Sao_Paulo' }, couriers.A);
    expect(vistos).toBeGreaterThan(200);
    // the year holds deliveries of both couriers, over many days worked
    const ano = await em(f.A.id, (tx) =>
      porEntregador(tx, { inicio: '2025-03-06', fim: '2026-03-05', tz: 'America/Sao_Paulo' }),
    );
    expect(ano.map((e) => e.nome)).toEqual(['Ana', 'Beto']);
    expect(ano.every((e) => e.entregas > 10 && e.dias > 5 && e.dias < e.entregas)).toBe(true);
  });

  it("never shows another business's courier nor its deliveries", async () => {
    const p: Periodo = { inicio: '2025-03-06', fim: '2026-03-05', tz: 'America/Sao_Paulo' };
    const [deB, todos] = await em(f.A.id, async (tx) => [
      await porEntregador(tx, p, couriers.B[0]),
      await porEntregador(tx, p),
    ]);
    expect(deB).toEqual([]);
    expect(todos.map((e) => e.entregador_id).sort()).toEqual([...couriers.A].sort());
    const linhas = await queryRows<{ empresa_id: number; entregador_id: number }>(
      db(),
      sql`SELECT DISTINCT r.empresa_id::int AS empresa_id, r.entregador_id::int AS entregador_id
          FROM relatorio_entregadores_diarios r ORDER BY 1, 2`,
    );
    for (const l of linhas) expect(couriers[l.empresa_id === f.A.id ? 'A' : 'B']).toContain(l.entregador_id);
    const res = await f.app.inject({
      url: `/api/relatorios/vendas/entregadores/${couriers.B[0]}/total?inicio=2026-01-01&fim=2026-01-31`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(404);
  });

  it('a business in Manaus, then in Tokyo: the month edges at its own midnight', async () => {
    const B = f.B.id;
    const bia = couriers.B[0]!;
    for (const [tz, meiaNoite] of [
      ['America/Manaus', '04:00:00'],
      ['Asia/Tokyo', '15:00:00'],
    ] as const) {
      await db().execute(sql`UPDATE empresas SET timezone = ${tz} WHERE id = ${B}`);
      // a second before and at the local midnights of 1 Feb and 1 Mar (Tokyo's fall on the UTC day before)
      const dia = (d: string) =>
        tz === 'Asia/Tokyo' ? new Date(Date.parse(d) - 86_400_000).toISOString().slice(0, 10) : d;
      for (const [d, taxa] of [
        ['2026-02-01', 100],
        ['2026-03-01', 300],
      ] as const) {
        const t0 = Date.parse(`${dia(d)}T${meiaNoite}Z`);
        await entrega(B, new Date(t0 - 1000).toISOString(), bia, taxa);
        await entrega(B, new Date(t0).toISOString(), bia, taxa * 2);
      }
      // a wide range: the days of the previous timezone outside this one's first and last day are rewritten too
      await reconstruirRollup(tenantDe(db(), B as EmpresaId), '2025-01-01', '2026-12-31');
      for (const [inicio, fim] of [...periodos(), ['2026-02-01', '2026-02-28'] as [string, string]])
        await comparar(B, { inicio, fim, tz }, [bia]);
      // February alone: the delivery at 1 Feb 00:00 and the one a second before 1 Mar, in the business's time
      const [fev] = await em(B, (tx) => porEntregador(tx, { inicio: '2026-02-01', fim: '2026-02-28', tz }, bia));
      const [bruto] = await em(B, (tx) => porEntregadorBruto(tx, { inicio: '2026-02-01', fim: '2026-02-28', tz }, bia));
      expect(fev).toEqual(bruto);
      const dias = await em(B, (tx) => porDia(tx, { inicio: '2026-01-31', fim: '2026-03-01', tz }, bia));
      expect(dias.find((d) => d.dia === '2026-02-01')?.taxas).toBeGreaterThanOrEqual(200);
      expect(dias.find((d) => d.dia === '2026-02-28')?.taxas).toBeGreaterThanOrEqual(300);
    }
  });

  it('a courier changed on an order, a cancelled order deleted: the next report is exact', async () => {
    const [ana, beto] = couriers.A as [number, number];
    const P = 'inicio=2026-01-01&fim=2026-03-31';
    const p: Periodo = { inicio: '2026-01-01', fim: '2026-03-31', tz: 'America/Sao_Paulo' };
    const get = async <T>(url: string) => {
      const res = await f.app.inject({ url: `/api${url}`, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<T>();
    };
    const antes = await em(f.A.id, (tx) => porEntregador(tx, p));
    const [pedido] = await queryRows<{ id: number; taxa: number }>(
      db(),
      sql`SELECT id::int AS id, taxa_entrega_centavos AS taxa FROM pedidos WHERE empresa_id = ${f.A.id}
            AND entregador_id = ${ana} AND status = 'concluido' AND taxa_entrega_centavos > 0
            AND criado_em >= '2026-01-10T12:00:00Z' AND criado_em < '2026-03-01T00:00:00Z' ORDER BY id LIMIT 1`,
    );
    const patch = await f.app.inject({
      method: 'PATCH',
      url: `/api/pedidos/${pedido!.id}`,
      headers: bearer(token),
      payload: { entregador_id: beto },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    type Linha = { entregador_id: number; entregas: number; taxas: number };
    const r = await get<{ items: Linha[] }>(`/relatorios/vendas/entregadores?${P}`);
    const bruto = await em(f.A.id, (tx) => porEntregadorBruto(tx, p));
    expect(r.items.map((i) => [i.entregador_id, i.entregas, i.taxas])).toEqual(
      bruto.map((b) => [b.entregador_id, b.entregas, b.taxas / 100]),
    );
    const de = (xs: { entregador_id: number; entregas: number }[], id: number) =>
      xs.find((x) => x.entregador_id === id)!.entregas;
    expect(de(r.items, ana)).toBe(de(antes, ana) - 1);
    expect(de(r.items, beto)).toBe(de(antes, beto) + 1);
    // /total per day equals the raw days of the new courier
    const t = await get<{ items: { dia: string; entregas: number; taxas: number }[] }>(
      `/relatorios/vendas/entregadores/${beto}/total?${P}`,
    );
    const dias = await em(f.A.id, (tx) => porDiaBruto(tx, p, beto));
    expect(t.items.map((d) => [d.dia, d.entregas, d.taxas])).toEqual(
      dias.map((d) => [d.dia, d.entregas, d.taxas / 100]),
    );
    // a cancelled order deleted: the cancelled sales' total follows it
    const [cancelado] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id::int AS id FROM pedidos WHERE empresa_id = ${f.A.id} AND status = 'cancelado'
            AND criado_em >= '2026-01-10T12:00:00Z' AND criado_em < '2026-03-01T00:00:00Z' ORDER BY id LIMIT 1`,
    );
    const c0 = await get<{ total: number; quantidade: number }>(`/relatorios/vendas/cancelados?${P}`);
    const del = await f.app.inject({ method: 'DELETE', url: `/api/pedidos/${cancelado!.id}`, headers: bearer(token) });
    expect(del.statusCode, del.body).toBe(204);
    const c1 = await get<{ total: number; quantidade: number }>(`/relatorios/vendas/cancelados?${P}`);
    expect(c1.total).toBe(c0.total - 1);
    expect(c1.quantidade).toBe(c1.total);
  });

  it("migration 0021: an older database's days are marked, so the first report fills the couriers' rollup", async () => {
    const url = '/api/relatorios/vendas/entregadores?inicio=2025-11-01&fim=2026-03-10';
    const ler = async () => {
      const res = await f.app.inject({ url, headers: bearer(token) });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: { entregas: number }[] }>().items;
    };
    const esperado = await ler();
    expect(esperado.length).toBe(2);
    for (const tabela of ['relatorio_entregadores_diarios', 'relatorio_entregadores_mensais'])
      await db().execute(sql`DELETE FROM ${sql.identifier(tabela)} WHERE empresa_id = ${f.A.id}`);
    // what an older database would show without the migration's marks
    expect(await ler()).toEqual([]);
    const texto = readFileSync(new URL('../../db/migrations/0021_relatorio_entregadores.sql', import.meta.url), 'utf8');
    await db().execute(sql.raw(texto.slice(texto.indexOf('INSERT INTO relatorio_dias_pendentes'))));
    expect(await ler()).toEqual(esperado);
  });
});
