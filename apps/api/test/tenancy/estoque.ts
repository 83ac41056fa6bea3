import type { Celula, ModuloTenancy } from './matriz.ts';
import { linhasDeB } from './comum.ts';
import { A, B, semearEstoque } from './estoque-semente.ts';

// Stock: every id slot of every stock call carries B's id (rows in estoque-semente.ts).
const celula = (slots: string[], url: () => string, payload?: () => object, vazio = false): Celula =>
  Object.assign({ slots, url }, payload && { payload }, vazio && { vazio });

export const estoque: ModuloTenancy = {
  nome: 'estoque',
  semear: semearEstoque,
  retrato: (fx) =>
    linhasDeB(fx, [
      'insumo_categorias',
      'fornecedores',
      'insumos',
      'fichas_tecnicas',
      'ficha_itens',
      'estoque_movimentos',
    ]),
  listas: [
    '/api/insumos/categorias',
    '/api/fornecedores',
    '/api/insumos',
    '/api/estoque/saldos',
    '/api/estoque/movimentos',
    '/api/fichas',
  ],
  matriz: {
    'PATCH /api/insumos/categorias/{id}': {
      celulas: [
        celula(
          ['id'],
          () => `/api/insumos/categorias/${B.categoria}`,
          () => ({ ativo: false }),
        ),
      ],
    },
    'DELETE /api/insumos/categorias/{id}': {
      celulas: [celula(['id'], () => `/api/insumos/categorias/${B.categoria}`)],
    },
    'PATCH /api/fornecedores/{id}': {
      celulas: [
        celula(
          ['id'],
          () => `/api/fornecedores/${B.fornecedor}`,
          () => ({ ativo: false }),
        ),
      ],
    },
    'DELETE /api/fornecedores/{id}': { celulas: [celula(['id'], () => `/api/fornecedores/${B.fornecedor}`)] },
    'GET /api/insumos': {
      celulas: [
        celula(['?categoria_id'], () => `/api/insumos?categoria_id=${B.categoria}`, undefined, true),
        celula(['?fornecedor_id'], () => `/api/insumos?fornecedor_id=${B.fornecedor}`, undefined, true),
      ],
    },
    'POST /api/insumos': {
      celulas: [
        celula(
          ['categoria_id'],
          () => '/api/insumos',
          () => ({ nome: 'X', unidade_padrao: 'g', categoria_id: B.categoria }),
        ),
        celula(
          ['fornecedor_id'],
          () => '/api/insumos',
          () => ({ nome: 'X', unidade_padrao: 'g', fornecedor_id: B.fornecedor }),
        ),
      ],
    },
    'PATCH /api/insumos/{id}': {
      celulas: [
        celula(
          ['id'],
          () => `/api/insumos/${B.insumo}`,
          () => ({ ativo: false }),
        ),
        celula(
          ['categoria_id'],
          () => `/api/insumos/${A.insumo}`,
          () => ({ categoria_id: B.categoria }),
        ),
        celula(
          ['fornecedor_id'],
          () => `/api/insumos/${A.insumo}`,
          () => ({ fornecedor_id: B.fornecedor }),
        ),
      ],
    },
    'DELETE /api/insumos/{id}': { celulas: [celula(['id'], () => `/api/insumos/${B.insumo}`)] },
    'GET /api/estoque/saldos': {
      celulas: [celula(['?categoria_id'], () => `/api/estoque/saldos?categoria_id=${B.categoria}`, undefined, true)],
    },
    'GET /api/estoque/movimentos': {
      celulas: [celula(['?insumo_id'], () => `/api/estoque/movimentos?insumo_id=${B.insumo}`, undefined, true)],
    },
    'POST /api/estoque/movimentos': {
      celulas: [
        celula(
          ['insumo_id'],
          () => '/api/estoque/movimentos',
          () => ({
            tipo: 'perda',
            insumo_id: B.insumo,
            qtde: 1,
            unidade: 'kg',
          }),
        ),
        celula(
          ['fornecedor_id'],
          () => '/api/estoque/movimentos',
          () => ({
            tipo: 'entrada_compra',
            insumo_id: A.insumo,
            qtde: 1,
            unidade: 'kg',
            custo_total: 5,
            fornecedor_id: B.fornecedor,
          }),
        ),
      ],
    },
    'GET /api/fichas': {
      celulas: [
        celula(['?produto_id'], () => `/api/fichas?produto_id=${B.produto}`, undefined, true),
        celula(['?opcao_id'], () => `/api/fichas?opcao_id=${B.opcao}`, undefined, true),
        celula(['?insumo_id'], () => `/api/fichas?insumo_id=${B.insumo}`, undefined, true),
      ],
    },
    'POST /api/fichas': {
      celulas: [
        celula(
          ['produto_id'],
          () => '/api/fichas',
          () => ({ descricao: 'X', tipo_ficha: 'produto', produto_id: B.produto }),
        ),
        celula(
          ['opcao_id'],
          () => '/api/fichas',
          () => ({ descricao: 'X', tipo_ficha: 'opcao', opcao_id: B.opcao }),
        ),
        celula(
          ['insumo_resultante_id'],
          () => '/api/fichas',
          () => ({
            descricao: 'X',
            tipo_ficha: 'producao',
            insumo_resultante_id: B.resultante,
          }),
        ),
        celula(
          ['itens[].insumo_id'],
          () => '/api/fichas',
          () => ({
            descricao: 'X',
            tipo_ficha: 'produto',
            produto_id: A.produto,
            itens: [{ insumo_id: B.insumo, quantidade: 1, unidade: 'g' }],
          }),
        ),
      ],
    },
    'GET /api/fichas/vinculo-id': {
      celulas: [
        celula(['?produto_id'], () => `/api/fichas/vinculo-id?produto_id=${B.produto}`),
        celula(['?opcao_id'], () => `/api/fichas/vinculo-id?opcao_id=${B.opcao}`),
      ],
    },
    'GET /api/fichas/{id}': { celulas: [celula(['id'], () => `/api/fichas/${B.ficha}`)] },
    'PATCH /api/fichas/{id}': {
      celulas: [
        celula(
          ['id'],
          () => `/api/fichas/${B.ficha}`,
          () => ({ ativo: false }),
        ),
        celula(
          ['produto_id'],
          () => `/api/fichas/${A.ficha}`,
          () => ({ tipo_ficha: 'produto', produto_id: B.produto }),
        ),
        celula(
          ['opcao_id'],
          () => `/api/fichas/${A.ficha}`,
          () => ({ tipo_ficha: 'opcao', opcao_id: B.opcao }),
        ),
        celula(
          ['insumo_resultante_id'],
          () => `/api/fichas/${A.ficha}`,
          () => ({ insumo_resultante_id: B.resultante }),
        ),
      ],
    },
    'DELETE /api/fichas/{id}': { celulas: [celula(['id'], () => `/api/fichas/${B.ficha}`)] },
    'POST /api/fichas/{id}/recalcular': { celulas: [celula(['id'], () => `/api/fichas/${B.ficha}/recalcular`)] },
    'POST /api/fichas/{id}/aplicar-baixa': {
      celulas: [
        celula(
          ['id'],
          () => `/api/fichas/${B.ficha}/aplicar-baixa`,
          () => ({ quantidade: 1 }),
        ),
      ],
    },
    'GET /api/fichas/{id}/itens': { celulas: [celula(['id'], () => `/api/fichas/${B.ficha}/itens`)] },
    'POST /api/fichas/{id}/itens': {
      celulas: [
        celula(
          ['id'],
          () => `/api/fichas/${B.ficha}/itens`,
          () => ({ insumo_id: A.insumo, quantidade: 1, unidade: 'g' }),
        ),
        celula(
          ['insumo_id'],
          () => `/api/fichas/${A.ficha}/itens`,
          () => ({ insumo_id: B.insumo, quantidade: 1, unidade: 'g' }),
        ),
      ],
    },
    'PATCH /api/fichas/{id}/itens/{itemId}': {
      celulas: [
        celula(
          ['id', 'itemId'],
          () => `/api/fichas/${B.ficha}/itens/${B.item}`,
          () => ({ quantidade: 2 }),
        ),
        celula(
          ['itemId'],
          () => `/api/fichas/${A.ficha}/itens/${B.item}`,
          () => ({ quantidade: 2 }),
        ),
        celula(
          ['insumo_id'],
          () => `/api/fichas/${A.ficha}/itens/${A.item}`,
          () => ({ insumo_id: B.insumo }),
        ),
      ],
    },
    'DELETE /api/fichas/{id}/itens/{itemId}': {
      celulas: [
        celula(['id', 'itemId'], () => `/api/fichas/${B.ficha}/itens/${B.item}`),
        celula(['itemId'], () => `/api/fichas/${A.ficha}/itens/${B.item}`),
      ],
    },
  },
};
