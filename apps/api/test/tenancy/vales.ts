import type { Fixture } from '../helpers.ts';
import type { ModuloTenancy } from './matriz.ts';
import { criar, linhasDeB } from './comum.ts';

// Couriers' advances (part of the delivery module, apart by subject): B's courier and advance created through the
// API, and a courier of A to put B's advance under.
const B = { entregador: 0, vale: 0, entregadorA: 0 };
let f: Fixture;
/** Today in the fixtures' timezone: an advance cannot be dated in the future nor a year back. */
const hoje = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

export const vales: ModuloTenancy = {
  nome: 'vales',
  async semear(fx) {
    f = fx;
    const tB = await f.token('gerente.b@teste.com');
    const tA = await f.token('gerente.a@teste.com');
    B.entregador = (await criar(f, tB, '/api/entregadores', { nome: 'CANARY-B Vale Entregador' })).id;
    B.vale = (
      await criar(f, tB, `/api/entregadores/${B.entregador}/vales`, {
        data: hoje(),
        valor: '20,00',
        observacao: 'CANARY-B vale',
      })
    ).id;
    B.entregadorA = (await criar(f, tA, '/api/entregadores', { nome: 'Entregador de A (vales)' })).id;
  },
  retrato: (fx) => linhasDeB(fx, ['entregador_vales']),
  matriz: {
    'GET /api/entregadores/{id}/vales': {
      celulas: [{ slots: ['id'], url: () => `/api/entregadores/${B.entregador}/vales` }],
    },
    'POST /api/entregadores/{id}/vales': {
      celulas: [
        {
          slots: ['id'],
          url: () => `/api/entregadores/${B.entregador}/vales`,
          payload: () => ({ data: hoje(), valor: 5 }),
        },
      ],
    },
    'DELETE /api/entregadores/{id}/vales/{valeId}': {
      celulas: [
        { slots: ['id', 'valeId'], url: () => `/api/entregadores/${B.entregador}/vales/${B.vale}` },
        { slots: ['valeId'], url: () => `/api/entregadores/${B.entregadorA}/vales/${B.vale}` },
      ],
    },
  },
};
