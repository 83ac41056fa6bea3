import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql as q } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId } from '../../db/tenant.ts';
import { createFixture, type Fixture } from '../../../test/helpers.ts';
import { gravarSql } from '../../../test/contar-sql.ts';
import { marcarDia } from './queries/rollup.ts';
import { taxa } from './service/entregadores.ts';
import { cancelados, detalhes } from './service/tabelas.ts';

// Statements per request of the sales listings and a courier's deliveries (D-350, D-351): the opening statement
// (fusoHojeEPendentes) and then as few as the answer needs. Counted on both drivers, leaving out the tenant scope.

let f: Fixture;
let entregador = 0;
beforeAll(async () => {
  f = await createFixture();
  const [e] = await queryRows<{ id: number }>(
    f.database.db,
    q`INSERT INTO entregadores (empresa_id, nome) VALUES (${f.A.id}, 'Zé') RETURNING id`,
  );
  entregador = Number(e!.id);
  // a cancelled order of today (its day marked, as the orders module does), so the cancelled listing has a page
  const [p] = await queryRows<{ id: number }>(
    f.database.db,
    q`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, subtotal_itens_centavos,
        total_centavos, motivo_cancelamento)
      VALUES (${f.A.id}, 990001, 'idas-1', 'retirada', 'balcao', 'cancelado', 1000, 1000, 'Teste') RETURNING id`,
  );
  await tenantDe(f.database.db, f.A.id as EmpresaId).transacao((tx) =>
    marcarDia(tx, 'pedido', Number(p!.id), 'America/Sao_Paulo'),
  );
});
afterAll(async () => {
  await f.close();
});

const semEscopo = (sqls: string[]) => sqls.filter((s) => !s.includes("set_config('app.empresa_id'"));
const pg = { page: 1, per_page: 50 };

describe('round trips of the sales listings', () => {
  it('details without a sale: the opening statement and the total from the rollup, no page to read', async () => {
    const t = tenantDe(f.database.db, f.A.id as EmpresaId);
    await detalhes(t, { preset: '30d' }, pg); // clears any pending day the fixture left
    const { sql } = await gravarSql(() => detalhes(t, { preset: '30d' }, pg));
    expect(semEscopo(sql)).toHaveLength(2);
  });

  it('cancelled: the opening, the reasons (whose sum is the total) and the page', async () => {
    const t = tenantDe(f.database.db, f.A.id as EmpresaId);
    const { sql } = await gravarSql(() => cancelados(t, { preset: '30d' }, pg));
    const enviados = semEscopo(sql);
    expect(enviados).toHaveLength(3);
    expect(enviados[1]).toContain('relatorio_cancelados_');
  });

  it("a courier's deliveries: the opening, the sums and nothing more for a page past the end", async () => {
    const t = tenantDe(f.database.db, f.A.id as EmpresaId);
    const { sql } = await gravarSql(() => taxa(t, entregador, { preset: '30d' }, { page: 3, per_page: 50 }));
    expect(semEscopo(sql)).toHaveLength(2);
  });
});
