import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { centavosToReais } from '@app/shared/domain/money.ts';
import { plataformaQuerySchema } from '@app/shared/schemas/relatorios-desempenho.ts';
import {
  comoEmpresaId,
  plataformaDe,
  queryRows,
  tenantDe,
  type EmpresaId,
  type Tenant,
  type TenantTx,
} from '../../db/tenant.ts';
import { empresas } from '../../db/schema/index.ts';
import { createFixture, type Fixture } from '../../../test/helpers.ts';
import { semearVendas } from '../../../test/relatorios-semente.ts';
import { reconstruirRollup } from './index.ts';
import { fusoEHoje } from './queries/base.ts';
import { porEmpresa } from './queries/plataforma.ts';
import { marcarDia } from './queries/rollup.ts';
import { RespostasDaPlataforma, resumo } from './service/plataforma.ts';
import { atualizarPendentes, atualizarPendentesDeTodas } from './service/rollup.ts';

// The superadmin's summary keeps its last answer per period while the rollups' version stays the same (D-331): a
// kept answer must equal a fresh read after anything that changes the rollups — above all a day rewritten by a
// business's own report, which the summary's own refresh of pending days never sees — and after a rename or a
// deletion of a business; and it must not read the sums again while nothing changed.

let f: Fixture;
const ids: number[] = [];
const BASE = Date.UTC(2026, 2, 5, 12); // sales from late Nov 2025 to 5 Mar 2026
const db = () => f.database.db;
const plataforma = () => plataformaDe(db());
const paraEmpresa = (id: number) => tenantDe(db(), comoEmpresaId(id));
const PERIODO = { inicio: '2025-11-30', fim: '2026-03-01' };
const qs = (extra: Record<string, string> = {}) => plataformaQuerySchema.parse({ ...PERIODO, ...extra });
/** The summary with a fresh set of answers: the sums read now (the reference). */
const lido = (extra: Record<string, string> = {}) =>
  resumo(plataforma(), qs(extra), false, paraEmpresa, new RespostasDaPlataforma());

async function empresaComVendas(nome: string, seed: number, pedidos: number): Promise<number> {
  const [e] = await db()
    .insert(empresas)
    .values({ nome, cidade: 'Curitiba', uf: 'PR', horarios_funcionamento: {} })
    .returning({ id: empresas.id });
  const id = Number(e!.id);
  const [ent] = await queryRows<{ id: number }>(
    db(),
    sql`INSERT INTO entregadores (empresa_id, nome) VALUES (${id}, 'Zé') RETURNING id`,
  );
  const [cli] = await queryRows<{ id: number }>(
    db(),
    sql`INSERT INTO clientes (empresa_id, nome, nome_busca) VALUES (${id}, 'Zoe', 'zoe') RETURNING id`,
  );
  await semearVendas(db(), id, {
    seed,
    pedidos,
    comandas: 5,
    dias: 90,
    base: BASE,
    entregadores: [Number(ent!.id)],
    clientes: [Number(cli!.id)],
  });
  await reconstruirRollup(tenantDe(db(), id as EmpresaId));
  return id;
}

beforeAll(async () => {
  f = await createFixture();
  for (const [k, n] of [40, 25, 15].entries()) ids.push(await empresaComVendas(`Empresa ${k}`, 20261127 + k, n));
}, 180_000);
afterAll(async () => {
  await f?.close();
});

describe("the superadmin's summary keeps every business's sums with its rollups' version", () => {
  it('a kept answer equals a fresh read page by page, without reading the sums again', async () => {
    const respostas = new RespostasDaPlataforma();
    const primeira = await resumo(plataforma(), qs({ per_page: '2' }), false, paraEmpresa, respostas);
    expect(respostas.leituras).toBe(1);
    expect(primeira.total).toBe(3);
    expect(primeira).toEqual(await lido({ per_page: '2' }));
    const segunda = await resumo(plataforma(), qs({ per_page: '2', page: '2' }), false, paraEmpresa, respostas);
    expect(segunda).toEqual(await lido({ per_page: '2', page: '2' }));
    expect(segunda.items).toHaveLength(1);
    const todas = await resumo(plataforma(), qs(), true, paraEmpresa, respostas);
    expect(todas.items.map((i) => i.empresa_id)).toEqual(
      [...primeira.items, ...segunda.items].map((i) => i.empresa_id),
    );
    expect(respostas.leituras).toBe(1);
    // the order and the sums of the single statement that sums every business's rows (D-271)
    const ref = await porEmpresa(plataforma(), PERIODO.inicio, PERIODO.fim, { limite: null, offset: 0 });
    expect(todas.items.map((i) => [i.empresa_id, i.nome, i.pedidos, i.cancelados])).toEqual(
      ref.linhas.map((l) => [l.empresa_id, l.nome, l.pedidos, l.cancelados]),
    );
    expect([todas.totais.pedidos, todas.totais.cancelados]).toEqual([ref.totais.pedidos, ref.totais.cancelados]);
    expect(todas.totais.faturamento_bruto).toBe(
      centavosToReais(ref.totais.itens + ref.totais.acrescimos + ref.totais.taxa_entrega),
    );
  });

  it("a day rewritten by the business's own report reaches the kept answer", async () => {
    const respostas = new RespostasDaPlataforma();
    const antes = await resumo(plataforma(), qs(), false, paraEmpresa, respostas);
    const lidas = respostas.empresasLidas;
    const e = ids[1]!;
    const [p] = await queryRows<{ id: number }>(
      db(),
      sql`SELECT id FROM pedidos WHERE empresa_id = ${e} AND status = 'concluido'
            AND criado_em >= '2026-01-05T12:00:00Z' AND criado_em < '2026-02-20T12:00:00Z' ORDER BY id LIMIT 1`,
    );
    expect(p).toBeDefined();
    await tenantDe(db(), e as EmpresaId).transacao(async (tx) => {
      await tx.execute(sql`UPDATE pedidos SET status = 'cancelado' WHERE empresa_id = ${e} AND id = ${p!.id}`);
      await marcarDia(tx, 'pedido', Number(p!.id), 'America/Sao_Paulo');
    });
    // what every per-business report does first: the day is rewritten and its mark cleared, so the summary's own
    // refresh finds nothing pending
    await tenantDe(db(), e as EmpresaId).transacao(async (tx) => atualizarPendentes(tx, (await fusoEHoje(tx)).tz));
    const [n] = await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM relatorio_dias_pendentes`);
    expect(n!.n).toBe(0);
    const depois = await resumo(plataforma(), qs(), false, paraEmpresa, respostas);
    // only that business is read again
    expect([respostas.leituras, respostas.empresasLidas - lidas]).toEqual([2, 1]);
    expect(depois.totais.cancelados).toBe(antes.totais.cancelados + 1);
    expect(depois.items.find((i) => i.empresa_id === e)!.cancelados).toBe(
      antes.items.find((i) => i.empresa_id === e)!.cancelados + 1,
    );
    expect(depois).toEqual(await lido());
  });

  it('a renamed business shows its new name from the kept answer; a deleted one leaves it', async () => {
    const respostas = new RespostasDaPlataforma();
    await resumo(plataforma(), qs(), false, paraEmpresa, respostas);
    await db().execute(sql`UPDATE empresas SET nome = 'Nome Novo' WHERE id = ${ids[2]!}`);
    const renomeada = await resumo(plataforma(), qs(), false, paraEmpresa, respostas);
    expect(respostas.leituras).toBe(1);
    expect(renomeada.items.find((i) => i.empresa_id === ids[2])!.nome).toBe('Nome Novo');
    expect(renomeada).toEqual(await lido());

    const lidas = respostas.empresasLidas;
    const d = await empresaComVendas('Empresa D', 20261190, 10);
    const comD = await resumo(plataforma(), qs(), false, paraEmpresa, respostas);
    expect([respostas.leituras, respostas.empresasLidas - lidas]).toEqual([2, 1]);
    expect(comD.items.map((i) => i.empresa_id)).toContain(d);
    await db().execute(sql`DELETE FROM empresas WHERE id = ${d}`);
    const semD = await resumo(plataforma(), qs(), false, paraEmpresa, respostas);
    expect(respostas.leituras).toBe(2);
    expect(semD.items.map((i) => i.empresa_id)).not.toContain(d);
    expect(semD).toEqual(await lido());
  });

  it('keeps a bounded number of periods, the least recently read one leaving first', async () => {
    const respostas = new RespostasDaPlataforma(2);
    const ler = (inicio: string) =>
      resumo(plataforma(), plataformaQuerySchema.parse({ inicio, fim: PERIODO.fim }), false, paraEmpresa, respostas);
    await ler('2026-01-01');
    await ler('2026-02-01');
    await ler('2026-01-01');
    expect(respostas.leituras).toBe(2);
    await ler('2025-12-01'); // the third period: February, read least recently, leaves
    await ler('2026-01-01');
    expect(respostas.leituras).toBe(3);
    await ler('2026-02-01');
    expect(respostas.leituras).toBe(4);
  });

  it('rewrites every business pending days, two businesses at a time on PostgreSQL (D-332)', async () => {
    const respostas = new RespostasDaPlataforma();
    await resumo(plataforma(), qs(), false, paraEmpresa, respostas);
    await db().execute(sql`INSERT INTO relatorio_dias_pendentes (empresa_id, dia)
      SELECT e, d::date FROM unnest(${`{${ids.join(',')}}`}::bigint[]) e,
        generate_series('2026-01-10'::date, '2026-01-12'::date, interval '1 day') d`);
    let ativas = 0;
    let maximo = 0;
    const contando = (id: number): Tenant => {
      const t = paraEmpresa(id);
      return {
        empresaId: t.empresaId,
        leitura: t.leitura,
        transacao: async <T>(fn: (tx: TenantTx, primeiras: unknown[]) => Promise<T>, primeira?: SQL): Promise<T> => {
          maximo = Math.max(maximo, ++ativas);
          try {
            return await t.transacao(fn, primeira);
          } finally {
            ativas--;
          }
        },
      };
    };
    // PGlite has one connection: the app rewrites one business at a time there
    const conexoes = f.database.kind === 'postgres' ? 2 : 1;
    await atualizarPendentesDeTodas(plataforma(), contando, conexoes);
    expect(maximo).toBe(conexoes);
    const [n] = await queryRows<{ n: number }>(db(), sql`SELECT count(*)::int AS n FROM relatorio_dias_pendentes`);
    expect(n!.n).toBe(0);
    // every business's version moved: all of them are read again, and the answer is still a fresh read's
    const lidas = respostas.empresasLidas;
    expect(await resumo(plataforma(), qs(), false, paraEmpresa, respostas)).toEqual(await lido());
    expect(respostas.empresasLidas - lidas).toBe(ids.length);
  });
});
