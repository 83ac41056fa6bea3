import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serieTemporalSchema } from '@app/shared/schemas/relatorios-vendas.ts';
import { tenantDe, type EmpresaId } from '../../db/tenant.ts';
import { bearer, createFixture, type Fixture } from '../../../test/helpers.ts';
import { semearEmpresa, type VendaSemeada } from '../../../test/relatorios-semente.ts';
import { esperado, noPeriodo, periodosDeTeste } from '../../../test/relatorios-esperado.ts';
import { reconstruirRollup } from './index.ts';
import type { FiltrosVenda } from './queries/base.ts';
import { somar } from './queries/somas.ts';
import { metricas, ZERO } from './service/metricas.ts';
import { buckets } from './service/periodo.ts';

// The series' points written by the database (D-353) against the same figures built in JS from the sums (as the
// answer was built before: every bucket zero-filled, `metricas` per bucket), for every grouping and the filters of
// both readings; each day's point against the definitions over the seeded rows; the answer has the schema's keys.

let f: Fixture;
let token: string;
let entregador = 0;
let vendas: VendaSemeada[] = [];
const SEED = Number(process.env.SEED_RELATORIOS ?? 20261130);
const TZ = 'America/Sao_Paulo';

beforeAll(async () => {
  f = await createFixture();
  token = await f.token('gerente.a@teste.com');
  const s = await semearEmpresa(f.database.db, f.A.id, {
    seed: SEED,
    pedidos: 240,
    comandas: 50,
    dias: 100,
    base: Date.UTC(2026, 2, 5, 12),
  });
  [entregador, vendas] = [s.entregador, s.vendas];
  await reconstruirRollup(tenantDe(f.database.db, f.A.id as EmpresaId));
}, 180_000);
afterAll(async () => {
  await f?.close();
});

const qs = (fl: FiltrosVenda) =>
  Object.entries(fl)
    .map(([k, v]) => `&${k}=${encodeURIComponent(String(v))}`)
    .join('');

async function serie(inicio: string, fim: string, agrupar: string, fl: FiltrosVenda = {}) {
  const res = await f.app.inject({
    url: `/api/relatorios/vendas/serie-temporal?inicio=${inicio}&fim=${fim}&agrupar=${agrupar}${qs(fl)}`,
    headers: bearer(token),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  const r = res.json<ReturnType<typeof serieTemporalSchema.parse>>();
  // the schema's keys, no other (strict at both levels)
  serieTemporalSchema.strict().extend({ pontos: serieTemporalSchema.shape.pontos.element.strict().array() }).parse(r);
  return r;
}

describe('the series written by the database', () => {
  it('equals the points built in JS from the sums, for every grouping and filter', async () => {
    const filtros: FiltrosVenda[] = [
      {},
      { canal: 'ifood' },
      { tipo: 'mesa' },
      { pagto: 'pix' },
      { entregador_id: entregador },
    ];
    const periodos = periodosDeTeste(SEED + 3, [['2025-11-20', '2026-03-05']], 4);
    let pontos = 0;
    for (const [inicio, fim] of periodos)
      for (const agrupar of ['dia', 'semana', 'mes'] as const)
        for (const fl of filtros) {
          const r = await serie(inicio, fim, agrupar, fl);
          const p = { inicio, fim, tz: TZ };
          const somas = await tenantDe(f.database.db, f.A.id as EmpresaId).transacao((tx) => somar(tx, p, fl, agrupar));
          const porGrupo = new Map(somas.map((s) => [s.grupo, s]));
          const esperados = buckets(p, agrupar).map((b) => ({ inicio: b, ...metricas(porGrupo.get(b) ?? ZERO) }));
          expect(r.pontos, `${inicio}..${fim} ${agrupar} ${JSON.stringify(fl)}`).toEqual(esperados);
          expect(r.periodo).toMatchObject({ inicio, fim, timezone: TZ });
          expect(r.agrupar).toBe(agrupar);
          pontos += r.pontos.filter((x) => x.pedidos > 0).length;
        }
    expect(pontos).toBeGreaterThan(500);
  });

  it('by hour over a short period, and each day against the definitions over the seeded rows', async () => {
    const h = await serie('2026-02-01', '2026-02-03', 'hora');
    expect(h.pontos).toHaveLength(72);
    expect(h.pontos[25]!.inicio).toBe('2026-02-02T01:00');
    const somas = await tenantDe(f.database.db, f.A.id as EmpresaId).transacao((tx) =>
      somar(tx, { inicio: '2026-02-01', fim: '2026-02-03', tz: TZ }, {}, 'hora'),
    );
    for (const s of somas)
      expect(h.pontos.find((x) => x.inicio === s.grupo)).toEqual({ inicio: s.grupo, ...metricas(s) });
    const d = await serie('2025-11-25', '2026-03-05', 'dia');
    expect(d.pontos).toHaveLength(101);
    for (const ponto of d.pontos) {
      const { cancelados: _c, ...doDia } = esperado(noPeriodo(vendas, ponto.inicio, ponto.inicio));
      expect(ponto).toEqual({ inicio: ponto.inicio, ...doDia });
    }
  });

  it('its CSV has one line per bucket', async () => {
    const res = await f.app.inject({
      url: '/api/relatorios/vendas/serie-temporal/csv?inicio=2026-01-01&fim=2026-01-31&agrupar=dia',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toHaveLength(32);
  });
});
