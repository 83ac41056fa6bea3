import { bearer, type Fixture } from '../helpers.ts';
import type { ModuloTenancy } from './matriz.ts';

// The business, its settings and its users' permissions (the permissions module's routes): ids of B in the path.
const ids = { configuracao: 0 };
let f: Fixture;

export const empresas: ModuloTenancy = {
  nome: 'empresas',
  async semear(fx) {
    f = fx;
    const tB = await f.token('gerente.b@teste.com');
    ids.configuracao = (
      await f.app.inject({
        method: 'POST',
        url: '/api/configuracoes',
        headers: bearer(tB),
        payload: { chave: 'canary', valor: 'CANARY-B' },
      })
    ).json().id;
  },
  async retrato(fx) {
    const tB = await fx.token('gerente.b@teste.com');
    const urls = [
      `/api/empresas/${fx.B.id}`,
      `/api/empresas/${fx.B.id}/configuracoes-core`,
      '/api/configuracoes',
      `/api/usuarios/${fx.B.atendente}/permissoes`,
    ];
    const corpos = await Promise.all(
      urls.map((url) => fx.app.inject({ url, headers: bearer(tB) }).then((r) => r.body)),
    );
    return corpos.join('\n');
  },
  matriz: {
    'GET /api/empresas/{id}': { celulas: [{ slots: ['id'], url: () => `/api/empresas/${f.B.id}` }] },
    'PATCH /api/empresas/{id}': {
      celulas: [
        { slots: ['id'], url: () => `/api/empresas/${f.B.id}`, payload: () => ({ aberto: false, nome: 'Tomada' }) },
      ],
    },
    'DELETE /api/empresas/{id}': { celulas: [{ slots: ['id'], url: () => `/api/empresas/${f.B.id}` }] },
    'GET /api/empresas/{id}/status': { celulas: [{ slots: ['id'], url: () => `/api/empresas/${f.B.id}/status` }] },
    'GET /api/empresas/{id}/cor': { celulas: [{ slots: ['id'], url: () => `/api/empresas/${f.B.id}/cor` }] },
    'GET /api/horarios/{id}': { celulas: [{ slots: ['id'], url: () => `/api/horarios/${f.B.id}` }] },
    'GET /api/empresas/{id}/configuracoes-core': {
      celulas: [{ slots: ['id'], url: () => `/api/empresas/${f.B.id}/configuracoes-core` }],
    },
    'PUT /api/empresas/{id}/configuracoes-core': {
      celulas: [
        {
          slots: ['id'],
          url: () => `/api/empresas/${f.B.id}/configuracoes-core`,
          payload: () => ({ tempo_entrega_padrao: 15, auto_aceite_pedidos: true, volume_alerta: 0 }),
        },
      ],
    },
    'PATCH /api/empresas/{id}/configuracoes-core': {
      celulas: [
        {
          slots: ['id'],
          url: () => `/api/empresas/${f.B.id}/configuracoes-core`,
          payload: () => ({ tempo_entrega_padrao: 15 }),
        },
      ],
    },
    'POST /api/empresas/{id}/configuracoes-core/reset': {
      celulas: [{ slots: ['id'], url: () => `/api/empresas/${f.B.id}/configuracoes-core/reset` }],
    },
    'GET /api/empresas/{id}/configuracoes-core/{campo}': {
      celulas: [{ slots: ['id'], url: () => `/api/empresas/${f.B.id}/configuracoes-core/tempo_entrega_padrao` }],
      isencoes: [{ slots: ['campo'], motivo: 'nome de um campo da configuração, não um id' }],
    },
    'PATCH /api/empresas/{id}/configuracoes-core/{campo}': {
      celulas: [
        {
          slots: ['id'],
          url: () => `/api/empresas/${f.B.id}/configuracoes-core/auto_aceite_pedidos`,
          payload: () => ({ valor: true }),
        },
      ],
      isencoes: [{ slots: ['campo'], motivo: 'nome de um campo da configuração, não um id' }],
    },
    'PATCH /api/configuracoes/{id}': {
      celulas: [
        { slots: ['id'], url: () => `/api/configuracoes/${ids.configuracao}`, payload: () => ({ valor: 'mudei' }) },
      ],
    },
    'DELETE /api/configuracoes/{id}': {
      celulas: [{ slots: ['id'], url: () => `/api/configuracoes/${ids.configuracao}` }],
    },
    'GET /api/usuarios/{id}/permissoes': {
      celulas: [{ slots: ['id'], url: () => `/api/usuarios/${f.B.gerente}/permissoes` }],
    },
    'PATCH /api/usuarios/{id}/permissoes': {
      celulas: [
        {
          slots: ['id'],
          url: () => `/api/usuarios/${f.B.atendente}/permissoes`,
          payload: () => ({ overrides: { 'usuarios.gerenciar': true } }),
        },
      ],
    },
    'GET /api/uploads/logos/{arquivo}': {
      isencoes: [{ slots: ['arquivo'], motivo: 'público: o nome é um token aleatório de 128 bits' }],
      celulas: [],
    },
  },
};
