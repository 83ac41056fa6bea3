import type { Fixture } from '../helpers.ts';
import type { ModuloTenancy } from './matriz.ts';
import { criar, linhasDeB } from './comum.ts';

// Coupons: B's coupon created through the API.
const B = { cupom: 0 };
let f: Fixture;

export const cupons: ModuloTenancy = {
  nome: 'cupons',
  async semear(fx) {
    f = fx;
    B.cupom = (
      await criar(f, await f.token('gerente.b@teste.com'), '/api/cupons', {
        codigo: 'CANARYB',
        descricao: 'CANARY-B',
        tipo: 'frete_gratis',
      })
    ).id;
  },
  retrato: (fx) => linhasDeB(fx, ['cupons']),
  listas: ['/api/cupons?search=CANARY'],
  matriz: {
    'GET /api/cupons/{id}': { celulas: [{ slots: ['id'], url: () => `/api/cupons/${B.cupom}` }] },
    'PATCH /api/cupons/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/cupons/${B.cupom}`, payload: () => ({ ativo: false }) }],
    },
    'DELETE /api/cupons/{id}': { celulas: [{ slots: ['id'], url: () => `/api/cupons/${B.cupom}` }] },
  },
};
