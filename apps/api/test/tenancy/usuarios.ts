import type { Fixture } from '../helpers.ts';
import type { ModuloTenancy } from './matriz.ts';
import { criar, linhasDeB } from './comum.ts';

// Users: B's user created by B's manager. A's manager names it (or B itself) in every slot: 404, never B's data.
const B = { usuario: 0 };
let f: Fixture;
const corpo = { nome: 'Tomado', email: 'tomado@a.com', role: 'gerente', ativo: true };

export const usuarios: ModuloTenancy = {
  nome: 'usuarios',
  async semear(fx) {
    f = fx;
    B.usuario = (
      await criar(f, await f.token('gerente.b@teste.com'), '/api/usuarios', {
        nome: 'CANARY-B Caixa',
        email: 'canary.caixa@b.com',
        senha: 'senha-do-caixa-b',
        role: 'atendente',
      })
    ).id;
  },
  retrato: (fx) => linhasDeB(fx, ['usuarios']),
  listas: ['/api/usuarios', '/api/usuarios?search=CANARY'],
  matriz: {
    'GET /api/usuarios': { celulas: [{ slots: ['?empresa_id'], url: () => `/api/usuarios?empresa_id=${f.B.id}` }] },
    'POST /api/usuarios': {
      celulas: [
        {
          slots: ['empresa_id'],
          url: () => '/api/usuarios',
          payload: () => ({ ...corpo, senha: 'senha-tomada-1', empresa_id: f.B.id }),
        },
      ],
    },
    'GET /api/usuarios/{id}': { celulas: [{ slots: ['id'], url: () => `/api/usuarios/${B.usuario}` }] },
    'PUT /api/usuarios/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/usuarios/${B.usuario}`, payload: () => corpo }],
    },
    'PATCH /api/usuarios/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/usuarios/${B.usuario}`, payload: () => ({ ativo: false }) }],
    },
    'DELETE /api/usuarios/{id}': { celulas: [{ slots: ['id'], url: () => `/api/usuarios/${B.usuario}` }] },
    'POST /api/usuarios/{id}/convite': {
      celulas: [{ slots: ['id'], url: () => `/api/usuarios/${B.usuario}/convite` }],
    },
  },
};
