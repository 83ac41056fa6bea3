import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, tenantDe, type EmpresaId } from '../../db/tenant.ts';
import { createFixture, type Fixture } from '../../../test/helpers.ts';
import { vendasHoje } from './service/desempenho.ts';

// The live dashboard's one statement (hours of today and of the four previous same weekdays, open orders oldest
// first, mean preparation time): each part against rows with a known answer, on both drivers.

let f: Fixture;
let n = 5000;
const db = () => f.database.db;
const pedido = async (status: string, centavos: number, criado: ReturnType<typeof sql>) => {
  const [r] = await queryRows<{ id: number }>(
    db(),
    sql`INSERT INTO pedidos (empresa_id, numero_pedido, codigo, tipo, canal, status, subtotal_itens_centavos,
        total_centavos, criado_em, status_em)
      VALUES (${f.A.id}, ${++n}, ${'painel-' + n}, 'retirada', 'balcao', ${status}, ${centavos}, ${centavos}, ${criado},
        ${criado}) RETURNING id`,
  );
  return Number(r!.id);
};

beforeAll(async () => {
  f = await createFixture();
});
afterAll(async () => {
  await f.close();
});

describe('the live dashboard', () => {
  it('hours up to now in each week, open orders oldest first, the mean preparation time', async () => {
    const agora = sql`now() - interval '1 second'`;
    const hoje = await pedido('concluido', 2500, agora);
    await pedido('concluido', 4000, sql`now() - interval '7 days 1 second'`);
    await pedido('concluido', 8000, sql`now() - interval '21 days 1 second'`);
    // later in the day 7 days ago than now: not "up to the same time"
    await pedido('concluido', 99900, sql`now() - interval '7 days' + interval '1 minute'`);
    const velho = await pedido('pendente', 1000, sql`now() - interval '3 hours'`);
    const novo = await pedido('pendente', 1000, sql`now() - interval '2 hours'`);
    await db().execute(sql`INSERT INTO pedido_historico (empresa_id, pedido_id, status, em) VALUES
      (${f.A.id}, ${hoje}, 'preparacao', now() + interval '1 minute'),
      (${f.A.id}, ${hoje}, 'pronto', now() + interval '11 minutes')`);
    const r = await vendasHoje(tenantDe(db(), f.A.id as EmpresaId));
    expect(r.hoje.pedidos).toBe(1);
    expect(r.semanas_anteriores.map((s) => s.faturamento_liquido)).toEqual([40, 0, 80, 0]);
    expect(r.media_semanas).toEqual({ pedidos: 0.5, faturamento_liquido: 30 });
    const hora = r.por_hora.filter((h) => h.hoje > 0);
    expect(hora).toHaveLength(1);
    expect(hora[0]).toMatchObject({ hoje: 25, media: 30 });
    expect(r.por_hora.reduce((a, h) => a + h.media, 0)).toBe(30);
    expect(r.tempo_medio_preparo_min).toBe(10);
    expect(r.tempo_medio_entrega_min).toBeNull();
    expect(r.abertos_por_status.find((s) => s.status === 'pendente')!.quantidade).toBe(2);
    expect(r.atrasados.map((a) => a.id)).toEqual([velho, novo]);
  });
});
