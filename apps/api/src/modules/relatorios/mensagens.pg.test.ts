import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantDe, type EmpresaId, type Tenant } from '../../db/tenant.ts';
import { createFixture, type Fixture } from '../../../test/helpers.ts';
import { mensagens } from '../../../test/mensagens-pg.ts';
import { visaoGeral, tipos } from './service/clientes.ts';
import { vendasHoje } from './service/desempenho.ts';
import { resumo, serieTemporal } from './service/vendas.ts';

// Messages per report on a server: the opening statement (timezone, today, pending days, no parallel workers)
// travels with BEGIN and the scope, and a one-statement report's statement with COMMIT — two messages where there
// were four; the live dashboard two where there were six.

let f: Fixture;
beforeAll(async () => {
  f = await createFixture();
});
afterAll(async () => {
  await f.close();
});

const t = () => tenantDe(f.database.db, f.A.id as EmpresaId);
const ABERTURA =
  /^BEGIN; SELECT set_config\('app\.empresa_id', '\d+', true\), set_config\('role', 'app_tenant', true\);\nSELECT z\.tz/;
const FIM = /;\nCOMMIT$/;
const ANO = { inicio: '2025-01-01', fim: '2025-12-31' };

describe('messages of a report', () => {
  it('every report opens with BEGIN, the scope and the opening statement in one message', async () => {
    await resumo(t(), { preset: '30d' }); // clears any pending day the fixture left
    const { textos } = await mensagens(() => resumo(t(), { preset: '30d' }));
    expect(textos[0]).toMatch(ABERTURA);
    expect(textos[0]).toContain('relatorio_dias_pendentes');
    expect(textos[0]).toContain("set_config('max_parallel_workers_per_gather', '0', true)");
    expect(textos.slice(1).some((m) => /relatorio_dias_pendentes/.test(m))).toBe(false);
  });

  it('the daily series over a year: the opening, then its statement with COMMIT', async () => {
    await serieTemporal(t(), { inicio: '2025-01-01', fim: '2025-12-31', agrupar: 'dia' });
    const { r, textos } = await mensagens(() =>
      serieTemporal(t(), { inicio: '2025-01-01', fim: '2025-12-31', agrupar: 'dia' }),
    );
    expect(textos).toHaveLength(2);
    expect(textos[0]).toMatch(ABERTURA);
    expect(textos[1]).toMatch(/generate_series[\s\S]*;\nCOMMIT$/);
    expect((JSON.parse(r.texto) as { pontos: unknown[] }).pontos).toHaveLength(365);
  });

  it("the customers' overview and types: the opening, then their one statement with COMMIT", async () => {
    for (const relatorio of [(x: Tenant): Promise<unknown> => visaoGeral(x, ANO), (x: Tenant) => tipos(x, ANO)]) {
      await relatorio(t());
      const { textos } = await mensagens(() => relatorio(t()));
      expect(textos).toHaveLength(2);
      expect(textos[0]).toMatch(ABERTURA);
      expect(textos[1]).toMatch(FIM);
    }
  });

  it('the live dashboard: the opening, then hours, open orders and times in one statement with COMMIT', async () => {
    const { r, textos } = await mensagens(() => vendasHoje(t()));
    expect(textos).toHaveLength(2);
    expect(textos[0]).toMatch(/^BEGIN; SELECT set_config\('app\.empresa_id'[^\n]*;\nSELECT z\.tz/);
    expect(textos[0]).toContain("set_config('max_parallel_workers_per_gather', '0', true)");
    expect(textos[1]).toMatch(/json_agg[\s\S]*pedido_historico[\s\S]*;\nCOMMIT$/);
    expect(r.semanas_anteriores).toHaveLength(4);
  });
});
