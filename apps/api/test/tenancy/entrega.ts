import type { Fixture } from '../helpers.ts';
import type { ModuloTenancy } from './matriz.ts';
import { criar, linhasDeB } from './comum.ts';

// Delivery: B's served city, area and courier created through the API; one area of A to point at B's city.
const B = { cidade: 0, area: 0, entregador: 0, areaA: 0 };
let f: Fixture;

export const entrega: ModuloTenancy = {
  nome: 'entrega',
  async semear(fx) {
    f = fx;
    const tB = await f.token('gerente.b@teste.com');
    const tA = await f.token('gerente.a@teste.com');
    B.cidade = (await criar(f, tB, '/api/cidades-atendidas', { cidade: 'CANARY-B Cidade', estado: 'PR' })).id;
    B.area = (
      await criar(f, tB, '/api/areas-entrega', { nome: 'CANARY-B Área', bairros: ['Centro'], taxa_entrega: 5 })
    ).id;
    B.entregador = (await criar(f, tB, '/api/entregadores', { nome: 'CANARY-B Entregador', valor_diaria: '10,00' })).id;
    B.areaA = (await criar(f, tA, '/api/areas-entrega', { nome: 'Área de A', bairros: ['Batel'] })).id;
  },
  retrato: (fx) => linhasDeB(fx, ['cidades_atendidas', 'areas_entrega', 'entregadores']),
  listas: ['/api/cidades-atendidas', '/api/areas-entrega', '/api/entregadores'],
  matriz: {
    'PATCH /api/cidades-atendidas/{id}': {
      celulas: [
        { slots: ['id'], url: () => `/api/cidades-atendidas/${B.cidade}`, payload: () => ({ cidade: 'Tomada' }) },
      ],
    },
    'DELETE /api/cidades-atendidas/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/cidades-atendidas/${B.cidade}` }],
    },
    'POST /api/areas-entrega': {
      celulas: [
        {
          slots: ['cidade_atendida_id'],
          url: () => '/api/areas-entrega',
          payload: () => ({ nome: 'Intrusa', bairros: ['Centro'], cidade_atendida_id: B.cidade }),
        },
      ],
    },
    'PATCH /api/areas-entrega/{id}': {
      celulas: [
        { slots: ['id'], url: () => `/api/areas-entrega/${B.area}`, payload: () => ({ ativo: false }) },
        {
          slots: ['cidade_atendida_id'],
          url: () => `/api/areas-entrega/${B.areaA}`,
          payload: () => ({ cidade_atendida_id: B.cidade }),
        },
      ],
    },
    'DELETE /api/areas-entrega/{id}': { celulas: [{ slots: ['id'], url: () => `/api/areas-entrega/${B.area}` }] },
    'PATCH /api/entregadores/{id}': {
      celulas: [
        { slots: ['id'], url: () => `/api/entregadores/${B.entregador}`, payload: () => ({ valor_diaria: '99,00' }) },
      ],
    },
    'DELETE /api/entregadores/{id}': { celulas: [{ slots: ['id'], url: () => `/api/entregadores/${B.entregador}` }] },
    'GET /api/cep/{cep}': { celulas: [], isencoes: [{ slots: ['cep'], motivo: 'um CEP, não um id de empresa' }] },
  },
};
