import { bearer, type Fixture } from '../helpers.ts';
import type { ModuloTenancy } from './matriz.ts';
import { linhasDeB } from './comum.ts';

// Invoices: B's invoice created by the superadmin. A's manager reaches B's invoice only through the business
// routes (404) and is refused every superadmin route (403).
const B = { fatura: 0 };
let f: Fixture;

export const faturas: ModuloTenancy = {
  nome: 'faturas',
  async semear(fx) {
    f = fx;
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/mw/faturas',
      headers: bearer(await f.token('super@teste.com')),
      payload: { empresa_id: f.B.id, mes: 4, ano: 2030, valor: 10, vencimento: '2030-04-10', observacao: 'CANARY-B' },
    });
    if (res.statusCode !== 201) throw new Error(`fatura de B: ${res.statusCode} ${res.body}`);
    B.fatura = res.json<{ id: number }>().id;
  },
  retrato: (fx) => linhasDeB(fx, ['faturas']),
  listas: ['/api/faturas', '/api/faturas/aviso'],
  matriz: {
    'GET /api/faturas/{id}/pix': { celulas: [{ slots: ['id'], url: () => `/api/faturas/${B.fatura}/pix` }] },
    'POST /api/faturas/{id}/{competencia}/gerar': {
      celulas: [{ slots: ['id'], url: () => `/api/faturas/${f.B.id}/2030-05/gerar`, payload: () => ({}) }],
      isencoes: [{ slots: ['competencia'], motivo: 'o mês faturado (aaaa-mm), não um id' }],
    },
    'GET /api/mw/faturas': { celulas: [{ slots: ['?empresa_id'], url: () => `/api/mw/faturas?empresa_id=${f.B.id}` }] },
    'POST /api/mw/faturas': {
      celulas: [
        {
          slots: ['empresa_id'],
          url: () => '/api/mw/faturas',
          payload: () => ({ empresa_id: f.B.id, mes: 5, ano: 2030, valor: 1, vencimento: '2030-05-10' }),
        },
      ],
    },
    'PATCH /api/mw/faturas/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/mw/faturas/${B.fatura}`, payload: () => ({ status: 'paga' }) }],
    },
    'GET /api/mw/faturas/{id}/pix': { celulas: [{ slots: ['id'], url: () => `/api/mw/faturas/${B.fatura}/pix` }] },
  },
};
