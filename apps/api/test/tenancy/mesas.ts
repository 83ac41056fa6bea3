import type { Celula, Entrada, ModuloTenancy, Operacao } from './matriz.ts';
import { linhasDeB } from './comum.ts';
import { A, B, pix, semearMesas } from './mesas-semente.ts';

// Tables and tabs: B's table, tab, item, batch, payment, product, option, payment method, waiter and customer in
// every id slot, against A's own table and tab (which has an item and a partial payment, so a foreign id is the
// only reason a call fails).
const comandaA =
  (resto = '') =>
  () =>
    `/api/comandas/${A.comanda}${resto}`;
const comandaB =
  (resto = '') =>
  () =>
    `/api/comandas/${B.comanda}${resto}`;
const padraoGlobal = {
  slots: ['forma_pagamento_padrao_id'],
  motivo: 'formas padrão são globais (as mesmas para todas as empresas)',
};

/** An action on a tab whose only id slot is the path's. */
const soId = (acao: string, payload?: () => unknown): Entrada => ({
  celulas: [{ slots: ['id'], url: comandaB(`/${acao}`), ...(payload ? { payload } : {}) }],
});
const motivo = () => ({ motivo: 'teste de tenancy' });

const celulasItem = (url: (c: number, i: number) => string, payload?: () => unknown): Celula[] => [
  { slots: ['id'], url: () => url(B.comanda, A.item), ...(payload ? { payload } : {}) },
  { slots: ['itemId'], url: () => url(A.comanda, B.item), ...(payload ? { payload } : {}) },
];
const celulasPagamento = (url: (c: number, p: number) => string, payload: () => unknown): Celula[] => [
  { slots: ['id'], url: () => url(B.comanda, A.pagamento), payload },
  { slots: ['pid'], url: () => url(A.comanda, B.pagamento), payload },
];

const matriz: Partial<Record<Operacao, Entrada>> = {
  'PATCH /api/mesas/{id}': {
    celulas: [{ slots: ['id'], url: () => `/api/mesas/${B.mesa}`, payload: () => ({ lugares: 3 }) }],
  },
  'GET /api/mesas/historico': {
    celulas: [
      { slots: ['?mesa_id'], url: () => `/api/mesas/historico?mesa_id=${B.mesa}`, vazio: true },
      { slots: ['?garcom_id'], url: () => `/api/mesas/historico?garcom_id=${B.atendente}`, vazio: true },
    ],
  },
  'GET /api/mesas/{id}/comandas': { celulas: [{ slots: ['id'], url: () => `/api/mesas/${B.mesa}/comandas` }] },
  'POST /api/mesas/{id}/comandas': {
    celulas: [
      { slots: ['id'], url: () => `/api/mesas/${B.mesa}/comandas`, payload: () => ({}) },
      {
        slots: ['garcom_id'],
        url: () => `/api/mesas/${A.mesa}/comandas`,
        payload: () => ({ garcom_id: B.atendente }),
      },
      { slots: ['cliente_id'], url: () => `/api/mesas/${A.mesa}/comandas`, payload: () => ({ cliente_id: B.cliente }) },
    ],
  },
  'POST /api/mesas/{id}/fechar_mesa': { celulas: [{ slots: ['id'], url: () => `/api/mesas/${B.mesa}/fechar_mesa` }] },
  'POST /api/mesas/{id}/encerrar_pos_pagamento': {
    celulas: [{ slots: ['id'], url: () => `/api/mesas/${B.mesa}/encerrar_pos_pagamento` }],
  },
  'GET /api/comandas/{id}': soIdGet(''),
  'GET /api/comandas/{id}/saldo': soIdGet('/saldo'),
  'GET /api/comandas/{id}/lotes': soIdGet('/lotes'),
  'GET /api/comandas/{id}/pagamentos': soIdGet('/pagamentos'),
  'PATCH /api/comandas/{id}': {
    celulas: [
      { slots: ['id'], url: comandaB(), payload: () => ({ pessoas_qtd: 2 }) },
      { slots: ['garcom_id'], url: comandaA(), payload: () => ({ garcom_id: B.atendente }) },
      { slots: ['cliente_id'], url: comandaA(), payload: () => ({ cliente_id: B.cliente }) },
    ],
  },
  'POST /api/comandas/{id}/preconta': soId('preconta'),
  'POST /api/comandas/{id}/reimprimir': soId('reimprimir'),
  'POST /api/comandas/{id}/fechar': soId('fechar'),
  'POST /api/comandas/{id}/fechar_validado': soId('fechar_validado'),
  'POST /api/comandas/{id}/fechar_parcial': soId('fechar_parcial', motivo),
  'POST /api/comandas/{id}/reabrir': soId('reabrir', motivo),
  'POST /api/comandas/{id}/liberar': soId('liberar'),
  'POST /api/comandas/{id}/cancelar': soId('cancelar', motivo),
  'POST /api/comandas/{id}/encerrar_pos_pagamento': soId('encerrar_pos_pagamento'),
  'POST /api/comandas/{id}/comandar': soId('comandar'),
  'POST /api/comandas/{id}/quitar': {
    celulas: [
      { slots: ['id'], url: comandaB('/quitar'), payload: pix },
      { slots: ['forma_pagamento_id'], url: comandaA('/quitar'), payload: () => ({ forma_pagamento_id: B.forma }) },
    ],
    isencoes: [padraoGlobal],
  },
  'POST /api/comandas/{id}/mover_mesa': {
    celulas: [
      { slots: ['id'], url: comandaB('/mover_mesa'), payload: () => ({ mesa_id: A.mesa }) },
      { slots: ['mesa_id'], url: comandaA('/mover_mesa'), payload: () => ({ mesa_id: B.mesa }) },
    ],
  },
  'POST /api/comandas/{id}/transferir_itens': {
    celulas: [
      {
        slots: ['id'],
        url: comandaB('/transferir_itens'),
        payload: () => ({ comanda_destino_id: A.comanda2, itens: [{ item_id: B.item, quantidade: 1 }] }),
      },
      {
        slots: ['comanda_destino_id'],
        url: comandaA('/transferir_itens'),
        payload: () => ({ comanda_destino_id: B.comanda, itens: [{ item_id: A.item, quantidade: 1 }] }),
      },
      {
        slots: ['itens[].item_id'],
        url: comandaA('/transferir_itens'),
        payload: () => ({ comanda_destino_id: A.comanda2, itens: [{ item_id: B.item, quantidade: 1 }] }),
      },
    ],
  },
  'POST /api/comandas/mesclar': {
    celulas: [
      {
        slots: ['origem_id'],
        url: () => '/api/comandas/mesclar',
        payload: () => ({ origem_id: B.comanda, destino_id: A.comanda }),
      },
      {
        slots: ['destino_id'],
        url: () => '/api/comandas/mesclar',
        payload: () => ({ origem_id: A.comanda2, destino_id: B.comanda }),
      },
    ],
  },
  'POST /api/comandas/{id}/itens': {
    celulas: [
      { slots: ['id'], url: comandaB('/itens'), payload: () => ({ produto_id: A.produto, quantidade: 1 }) },
      { slots: ['produto_id'], url: comandaA('/itens'), payload: () => ({ produto_id: B.produto, quantidade: 1 }) },
      {
        slots: ['opcoes[].complemento_id', 'opcoes[].opcao_id'],
        url: comandaA('/itens'),
        payload: () => ({
          produto_id: A.produto,
          quantidade: 1,
          opcoes: [{ complemento_id: B.complemento, opcao_id: B.opcao }],
        }),
      },
    ],
  },
  'PATCH /api/comandas/{id}/itens/{itemId}': {
    celulas: celulasItem(
      (c, i) => `/api/comandas/${c}/itens/${i}`,
      () => ({ quantidade: 5 }),
    ),
  },
  'POST /api/comandas/{id}/itens/{itemId}/cancelar': {
    celulas: celulasItem((c, i) => `/api/comandas/${c}/itens/${i}/cancelar`, motivo),
  },
  'POST /api/lotes/{id}/reimprimir': { celulas: [{ slots: ['id'], url: () => `/api/lotes/${B.lote}/reimprimir` }] },
  'POST /api/comandas/{id}/pagamentos': {
    celulas: [
      { slots: ['id'], url: comandaB('/pagamentos'), payload: () => ({ ...pix(), valor_base_itens: 1 }) },
      {
        slots: ['forma_pagamento_id'],
        url: comandaA('/pagamentos'),
        payload: () => ({ forma_pagamento_id: B.forma, valor_base_itens: 1 }),
      },
      {
        slots: ['itens[].item_id'],
        url: comandaA('/pagamentos'),
        payload: () => ({ ...pix(), itens: [{ item_id: B.item, quantidade: 1 }] }),
      },
    ],
    isencoes: [padraoGlobal],
  },
  'POST /api/comandas/{id}/pagamentos/{pid}/itens': {
    celulas: [
      ...celulasPagamento(
        (c, p) => `/api/comandas/${c}/pagamentos/${p}/itens`,
        () => ({ itens: [{ item_id: A.item, quantidade: 1 }] }),
      ),
      {
        slots: ['itens[].item_id'],
        url: () => `/api/comandas/${A.comanda}/pagamentos/${A.pagamento}/itens`,
        payload: () => ({ itens: [{ item_id: B.item, quantidade: 1 }] }),
      },
    ],
  },
  'POST /api/comandas/{id}/pagamentos/{pid}/estornar': {
    celulas: celulasPagamento((c, p) => `/api/comandas/${c}/pagamentos/${p}/estornar`, motivo),
  },
  'POST /api/comandas/{id}/pagamentos/{pid}/cancelar': {
    celulas: celulasPagamento((c, p) => `/api/comandas/${c}/pagamentos/${p}/cancelar`, motivo),
  },
};

function soIdGet(resto: string): Entrada {
  return { celulas: [{ slots: ['id'], url: () => `/api/comandas/${B.comanda}${resto}` }] };
}

export const mesas: ModuloTenancy = {
  nome: 'mesas',
  semear: semearMesas,
  retrato: (fx) => linhasDeB(fx, ['mesas', 'comandas', 'comanda_itens', 'comanda_lotes', 'comanda_pagamentos']),
  // the waiter picker: B's users (the users module seeds "CANARY-B Caixa", an attendant who can take tables)
  listas: ['/api/mesas', '/api/mesas/painel', '/api/mesas/historico', '/api/mesas/garcons'],
  matriz,
};
