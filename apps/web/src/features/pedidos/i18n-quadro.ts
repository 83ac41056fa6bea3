// Strings of the board's search, card actions and courier prompt (pt and en), spread into the orders namespace.
import type { Traducao } from '@/app/i18n/index.ts';

export const QUADRO_PT = {
  filtro: {
    buscar: 'Buscar por número, nome ou telefone',
    tipo: 'Tipo',
    canal: 'Canal',
    todos: 'Todos',
    limpar: 'Limpar filtros',
    nenhum: 'Nenhum pedido com estes filtros',
    mostrando: '{{n}} de {{total}} pedidos',
  },
  card: {
    aceitar: 'Aceitar',
    paraNome: '{{acao}}, pedido #{{numero}}',
    mais: 'Mais ações do pedido #{{numero}}',
    definirStatus: 'Definir status',
    irPara: 'Mudar para {{status}}',
    abrir: 'Ver detalhes',
    imprimir: 'Imprimir pedido #{{numero}}',
    recibo: 'Recibo de entrega',
    cozinha: 'Via da cozinha',
    entregador: 'Entregador do pedido #{{numero}}: {{nome}}',
    atribuirEntregador: 'Atribuir entregador',
  },
  entregadorDialog: {
    titulo: 'Entregador do pedido #{{numero}}',
    tituloSaida: 'Quem leva o pedido #{{numero}}?',
    texto: 'Escolha o entregador antes de marcar “Saiu para entrega”.',
    nenhum: 'Nenhum entregador ativo cadastrado.',
    confirmar: 'Atribuir',
    confirmarSaida: 'Atribuir e enviar',
    semEntregador: 'Enviar sem entregador',
    voltar: 'Voltar',
  },
  lojaQuadro: {
    reabrir: 'Reabrir',
  },
};

export const QUADRO_EN: Traducao<typeof QUADRO_PT> = {
  filtro: {
    buscar: 'Search by number, name or phone',
    tipo: 'Type',
    canal: 'Channel',
    todos: 'All',
    limpar: 'Clear filters',
    nenhum: 'No orders match these filters',
    mostrando: '{{n}} of {{total}} orders',
  },
  card: {
    aceitar: 'Accept',
    paraNome: '{{acao}}, order #{{numero}}',
    mais: 'More actions for order #{{numero}}',
    definirStatus: 'Set status',
    irPara: 'Change to {{status}}',
    abrir: 'See details',
    imprimir: 'Print order #{{numero}}',
    recibo: 'Delivery receipt',
    cozinha: 'Kitchen ticket',
    entregador: 'Courier of order #{{numero}}: {{nome}}',
    atribuirEntregador: 'Assign courier',
  },
  entregadorDialog: {
    titulo: 'Courier of order #{{numero}}',
    tituloSaida: 'Who takes order #{{numero}}?',
    texto: 'Choose the courier before marking it “Out for delivery”.',
    nenhum: 'No active courier registered.',
    confirmar: 'Assign',
    confirmarSaida: 'Assign and send',
    semEntregador: 'Send without a courier',
    voltar: 'Back',
  },
  lojaQuadro: {
    reabrir: 'Reopen',
  },
};
