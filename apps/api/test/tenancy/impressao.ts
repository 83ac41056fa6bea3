import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/tenant.ts';
import { bearer, type Fixture } from '../helpers.ts';
import type { ModuloTenancy } from './matriz.ts';

// Printing: B's order in the path of the printed-mark routes. B's order is the one the orders part seeded
// (pedidos.ts runs first in the list); B prints it and generates its certificate, so B's mark and B's
// certificate (named after "Empresa B CANARY-B") must never show or change through A.
let f: Fixture;
let pedidoB = 0;

export const impressao: ModuloTenancy = {
  nome: 'impressao',
  async semear(fx) {
    f = fx;
    const [p] = await queryRows<{ id: number }>(
      f.database.db,
      sql`SELECT id FROM pedidos WHERE empresa_id = ${f.B.id} ORDER BY id LIMIT 1`,
    );
    if (!p) throw new Error('impressao: a parte de pedidos não semeou um pedido de B');
    pedidoB = Number(p.id);
    const tB = await f.token('gerente.b@teste.com');
    const post = async (url: string, payload: object) => {
      const res = await f.app.inject({ method: 'POST', url, headers: bearer(tB), payload });
      if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    };
    await post(`/api/impressao/pedidos/${pedidoB}/impresso`, { impressora: 'ELGIN CANARY-B' });
    await post('/api/impressao/certificado/gerar', {});
  },
  async retrato(fx) {
    const [r] = await queryRows<{ t: string }>(
      fx.database.db,
      sql`SELECT (SELECT string_agg(row_to_json(m)::text, ',' ORDER BY pedido_id) FROM impressao_marcas m WHERE empresa_id = ${fx.B.id})
        || (SELECT row_to_json(c)::text FROM impressao_certificados c WHERE empresa_id = ${fx.B.id}) AS t`,
    );
    return r!.t;
  },
  listas: ['/api/impressao/certificado', '/api/impressao/configuracao'],
  matriz: {
    'GET /api/impressao/pedidos/{id}': { celulas: [{ slots: ['id'], url: () => `/api/impressao/pedidos/${pedidoB}` }] },
    'POST /api/impressao/pedidos/{id}/impresso': {
      celulas: [
        {
          slots: ['id'],
          url: () => `/api/impressao/pedidos/${pedidoB}/impresso`,
          payload: () => ({ impressora: 'de A' }),
        },
      ],
    },
    'POST /api/impressao/pedidos/{id}/falha': {
      celulas: [
        {
          slots: ['id'],
          url: () => `/api/impressao/pedidos/${pedidoB}/falha`,
          payload: () => ({ estacao: 'estacao-de-a', erro: 'x' }),
        },
      ],
    },
  },
};
