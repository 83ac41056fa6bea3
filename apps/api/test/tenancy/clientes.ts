import type { Fixture } from '../helpers.ts';
import type { ModuloTenancy } from './matriz.ts';
import { criar, linhasDeB } from './comum.ts';

// Customers and addresses: B's rows created through the API.
const B = { cliente: 0, endereco: 0 };
const END = { rua: 'Rua A', bairro: 'Centro', cidade: 'Curitiba', estado: 'PR' };
let f: Fixture;

export const clientes: ModuloTenancy = {
  nome: 'clientes',
  async semear(fx) {
    f = fx;
    const tB = await f.token('gerente.b@teste.com');
    const tA = await f.token('gerente.a@teste.com');
    const c = await criar(f, tB, '/api/clientes', {
      nome: 'CANARY-B Cliente',
      telefone: '41 99000-0001',
      observacoes: 'CANARY-B',
      enderecos: [{ rua: 'CANARY-B Rua', bairro: 'Centro', cidade: 'Curitiba', estado: 'PR' }],
    });
    B.cliente = c.id;
    B.endereco = c.enderecos![0]!.id;
    await criar(f, tA, '/api/clientes', { nome: 'Cliente de A', telefone: '41 99000-0002' });
  },
  retrato: (fx) => linhasDeB(fx, ['clientes', 'enderecos']),
  listas: ['/api/clientes?per_page=100', '/api/clientes/busca?search=CANARY', '/api/clientes?search=990000001'],
  matriz: {
    'GET /api/clientes/{id}': { celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}` }] },
    'PUT /api/clientes/{id}': {
      celulas: [
        {
          slots: ['id'],
          url: () => `/api/clientes/${B.cliente}`,
          payload: () => ({ nome: 'Tomado', telefone: '41 99000-0009' }),
        },
      ],
    },
    'PATCH /api/clientes/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}`, payload: () => ({ nome: 'Tomado' }) }],
    },
    'DELETE /api/clientes/{id}': { celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}` }] },
    'GET /api/clientes/{id}/total-pedidos': {
      celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}/total-pedidos` }],
    },
    // registered by the orders module (it reads orders), under the customers' path
    'GET /api/clientes/{id}/ultimos-pedidos': {
      celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}/ultimos-pedidos` }],
    },
    'GET /api/clientes/{id}/enderecos': {
      celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}/enderecos` }],
    },
    'POST /api/clientes/{id}/enderecos': {
      celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}/enderecos`, payload: () => END }],
    },
    'GET /api/clientes/{id}/exportar': {
      celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}/exportar` }],
    },
    'POST /api/clientes/{id}/anonimizar': {
      celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}/anonimizar`, payload: () => ({}) }],
    },
    'PATCH /api/enderecos/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/enderecos/${B.endereco}`, payload: () => ({ rua: 'Tomada' }) }],
    },
    'PATCH /api/enderecos/{id}/padrao': {
      celulas: [{ slots: ['id'], url: () => `/api/enderecos/${B.endereco}/padrao` }],
    },
    'DELETE /api/enderecos/{id}': { celulas: [{ slots: ['id'], url: () => `/api/enderecos/${B.endereco}` }] },
  },
};
