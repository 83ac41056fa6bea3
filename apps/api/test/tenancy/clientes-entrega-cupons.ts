import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/tenant.ts';
import { bearer, type Fixture } from '../helpers.ts';
import type { ModuloTenancy } from './matriz.ts';

// Customers, addresses, delivery (served cities, areas, couriers) and coupons: B's rows created through the API.
const B = { cliente: 0, endereco: 0, cidade: 0, area: 0, entregador: 0, cupom: 0, areaA: 0, clienteA: 0 };
const END = { rua: 'Rua A', bairro: 'Centro', cidade: 'Curitiba', estado: 'PR' };
let f: Fixture;

export const clientesEntregaCupons: ModuloTenancy = {
  nome: 'clientes, entrega, cupons',
  async semear(fx) {
    f = fx;
    const post = async (token: string, url: string, payload: object) => {
      const res = await f.app.inject({ method: 'POST', url, headers: bearer(token), payload });
      if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
      return res.json<{ id: number; enderecos?: { id: number }[] }>();
    };
    const tB = await f.token('gerente.b@teste.com');
    const tA = await f.token('gerente.a@teste.com');
    const c = await post(tB, '/api/clientes', { nome: 'CANARY-B Cliente', telefone: '41 99000-0001', observacoes: 'CANARY-B', enderecos: [{ rua: 'CANARY-B Rua', bairro: 'Centro', cidade: 'Curitiba', estado: 'PR' }] });
    B.cliente = c.id;
    B.endereco = c.enderecos![0]!.id;
    B.cidade = (await post(tB, '/api/cidades-atendidas', { cidade: 'CANARY-B Cidade', estado: 'PR' })).id;
    B.area = (await post(tB, '/api/areas-entrega', { nome: 'CANARY-B Área', bairros: ['Centro'], taxa_entrega: 5 })).id;
    B.entregador = (await post(tB, '/api/entregadores', { nome: 'CANARY-B Entregador', valor_diaria: '10,00' })).id;
    B.cupom = (await post(tB, '/api/cupons', { codigo: 'CANARYB', descricao: 'CANARY-B', tipo: 'frete_gratis' })).id;
    B.areaA = (await post(tA, '/api/areas-entrega', { nome: 'Área de A', bairros: ['Batel'] })).id;
    B.clienteA = (await post(tA, '/api/clientes', { nome: 'Cliente de A', telefone: '41 99000-0002' })).id;
  },
  async retrato(fx) {
    const tabelas = ['clientes', 'enderecos', 'cidades_atendidas', 'areas_entrega', 'entregadores', 'cupons'];
    const partes = await Promise.all(tabelas.map(async (t) => (await queryRows<{ t: string | null }>(fx.database.db,
      sql`SELECT string_agg(row_to_json(x)::text, ',' ORDER BY id) AS t FROM ${sql.identifier(t)} x WHERE empresa_id = ${fx.B.id}`))[0]!.t));
    return partes.join('|');
  },
  listas: ['/api/clientes?per_page=100', '/api/clientes/busca?search=CANARY', '/api/clientes?search=990000001', '/api/cidades-atendidas', '/api/areas-entrega', '/api/entregadores', '/api/cupons?search=CANARY'],
  matriz: {
    'GET /api/clientes/{id}': { celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}` }] },
    'PUT /api/clientes/{id}': { celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}`, payload: () => ({ nome: 'Tomado', telefone: '41 99000-0009' }) }] },
    'PATCH /api/clientes/{id}': { celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}`, payload: () => ({ nome: 'Tomado' }) }] },
    'DELETE /api/clientes/{id}': { celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}` }] },
    'GET /api/clientes/{id}/total-pedidos': { celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}/total-pedidos` }] },
    'GET /api/clientes/{id}/ultimos-pedidos': { celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}/ultimos-pedidos` }] },
    'GET /api/clientes/{id}/enderecos': { celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}/enderecos` }] },
    'POST /api/clientes/{id}/enderecos': { celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}/enderecos`, payload: () => END }] },
    'GET /api/clientes/{id}/exportar': { celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}/exportar` }] },
    'POST /api/clientes/{id}/anonimizar': { celulas: [{ slots: ['id'], url: () => `/api/clientes/${B.cliente}/anonimizar`, payload: () => ({}) }] },
    'PATCH /api/enderecos/{id}': { celulas: [{ slots: ['id'], url: () => `/api/enderecos/${B.endereco}`, payload: () => ({ rua: 'Tomada' }) }] },
    'PATCH /api/enderecos/{id}/padrao': { celulas: [{ slots: ['id'], url: () => `/api/enderecos/${B.endereco}/padrao` }] },
    'DELETE /api/enderecos/{id}': { celulas: [{ slots: ['id'], url: () => `/api/enderecos/${B.endereco}` }] },
    'PATCH /api/cidades-atendidas/{id}': { celulas: [{ slots: ['id'], url: () => `/api/cidades-atendidas/${B.cidade}`, payload: () => ({ cidade: 'Tomada' }) }] },
    'DELETE /api/cidades-atendidas/{id}': { celulas: [{ slots: ['id'], url: () => `/api/cidades-atendidas/${B.cidade}` }] },
    'POST /api/areas-entrega': {
      celulas: [{ slots: ['cidade_atendida_id'], url: () => '/api/areas-entrega', payload: () => ({ nome: 'Intrusa', bairros: ['Centro'], cidade_atendida_id: B.cidade }) }],
    },
    'PATCH /api/areas-entrega/{id}': {
      celulas: [
        { slots: ['id'], url: () => `/api/areas-entrega/${B.area}`, payload: () => ({ ativo: false }) },
        { slots: ['cidade_atendida_id'], url: () => `/api/areas-entrega/${B.areaA}`, payload: () => ({ cidade_atendida_id: B.cidade }) },
      ],
    },
    'DELETE /api/areas-entrega/{id}': { celulas: [{ slots: ['id'], url: () => `/api/areas-entrega/${B.area}` }] },
    'PATCH /api/entregadores/{id}': { celulas: [{ slots: ['id'], url: () => `/api/entregadores/${B.entregador}`, payload: () => ({ valor_diaria: '99,00' }) }] },
    'DELETE /api/entregadores/{id}': { celulas: [{ slots: ['id'], url: () => `/api/entregadores/${B.entregador}` }] },
    'GET /api/cupons/{id}': { celulas: [{ slots: ['id'], url: () => `/api/cupons/${B.cupom}` }] },
    'PATCH /api/cupons/{id}': { celulas: [{ slots: ['id'], url: () => `/api/cupons/${B.cupom}`, payload: () => ({ ativo: false }) }] },
    'DELETE /api/cupons/{id}': { celulas: [{ slots: ['id'], url: () => `/api/cupons/${B.cupom}` }] },
    'GET /api/cep/{cep}': { celulas: [], isencoes: [{ slots: ['cep'], motivo: 'um CEP, não um id de empresa' }] },
  },
};
