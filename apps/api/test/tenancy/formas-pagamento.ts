import { bearer, type Fixture } from '../helpers.ts';
import type { ModuloTenancy } from './matriz.ts';
import { criar } from './comum.ts';

// Payment methods: B's own method in the path; the standard ones are global.
const ids = { forma: 0 };
let f: Fixture;

export const formasPagamento: ModuloTenancy = {
  nome: 'formas-pagamento',
  async semear(fx) {
    f = fx;
    ids.forma = (
      await criar(f, await f.token('gerente.b@teste.com'), '/api/formas-pagamento', { nome: 'CANARY-B', tipo: 'outro' })
    ).id;
  },
  async retrato(fx) {
    return (
      await fx.app.inject({ url: '/api/formas-pagamento', headers: bearer(await fx.token('gerente.b@teste.com')) })
    ).body;
  },
  matriz: {
    'PATCH /api/formas-pagamento/{id}': {
      celulas: [
        { slots: ['id'], url: () => `/api/formas-pagamento/${ids.forma}`, payload: () => ({ nome: 'Tomada' }) },
      ],
    },
    'DELETE /api/formas-pagamento/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/formas-pagamento/${ids.forma}` }],
    },
    'PATCH /api/formas-pagamento/padroes/{id}': {
      isencoes: [{ slots: ['id'], motivo: 'formas padrão são globais e só o superadmin as altera' }],
      celulas: [],
    },
    'DELETE /api/formas-pagamento/padroes/{id}': {
      isencoes: [{ slots: ['id'], motivo: 'formas padrão são globais e só o superadmin as altera' }],
      celulas: [],
    },
  },
};
