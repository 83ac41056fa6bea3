// Strings of customers and their addresses.
// Registered as the i18next namespace `clientes` when the feature's code loads, so its strings ship with its screens.
import { useTranslation } from 'react-i18next';
import { STATUS_LABEL } from '@app/shared/domain/pedido-status.ts';
import { registrarTraducoes, type Traducao } from '@/app/i18n/index.ts';

export const NS = 'clientes';

const pt = {
  clientes: {
    titulo: 'Clientes', novo: 'Novo cliente', editar: 'Editar cliente', buscar: 'Buscar por nome ou telefone',
    nome: 'Nome', telefone: 'Telefone', telefoneExemplo: '(41) 98765-4321', bairro: 'Bairro', pedidos: 'Pedidos', ultimoPedido: 'Último pedido',
    origem: 'Origem', email: 'E-mail', observacoes: 'Observações', filtroBairro: 'Filtrar por bairro', todasOrigens: 'Todas as origens',
    detalhe: 'Cliente', enderecos: 'Endereços', semEnderecos: 'Nenhum endereço cadastrado', novoEndereco: 'Novo endereço',
    editarEndereco: 'Editar endereço', padrao: 'Padrão', tornarPadrao: 'Tornar padrão', totalPedidos: 'Total de pedidos',
    ultimosPedidos: 'Últimos pedidos', semPedidos: 'Nenhum pedido ainda', exportar: 'Exportar dados (LGPD)',
    anonimizar: 'Anonimizar (LGPD)', anonimizarTitulo: 'Anonimizar cliente?',
    anonimizarTexto: 'Nome, telefone, e-mail, observações e endereços serão apagados de forma irreversível. O histórico de pedidos e seus valores continua.',
    excluirTitulo: 'Excluir cliente?', excluirTexto: 'O cliente e seus endereços serão excluídos.',
    excluirEnderecoTitulo: 'Excluir endereço?', excluirEnderecoTexto: 'Se for o padrão, o endereço mais antigo passa a ser o padrão.',
    salvo: 'Cliente salvo', excluido: 'Cliente excluído', anonimizado: 'Cliente anonimizado', enderecoSalvo: 'Endereço salvo',
    mascarado: 'Telefone oculto (sem permissão para dados pessoais)', primeiroEndereco: 'Endereço (opcional)',
    origens: { portal: 'Portal', balcao: 'Balcão', telefone: 'Telefone', whatsapp: 'WhatsApp', site: 'Site', ifood: 'iFood', outro: 'Outro' },
  },
  endereco: {
    cep: 'CEP', rua: 'Rua', numero: 'Número', bairro: 'Bairro', complemento: 'Complemento', cidade: 'Cidade', estado: 'UF',
    pontoReferencia: 'Ponto de referência', taxaEntrega: 'Taxa de entrega (R$)', nomeIdentificacao: 'Identificação (Casa, Trabalho…)',
    padrao: 'Endereço padrão', cepManual: 'Consulta de CEP indisponível; preencha o endereço', cepBuscando: 'Buscando CEP…',
    taxaSugerida: 'Área {{area}}: taxa {{taxa}}', foraDaArea: 'Endereço fora da área de entrega', latitude: 'Latitude', longitude: 'Longitude',
  },
  // an order's status in the customer's last orders (the orders feature has its own copy: features never share strings)
  statusPedido: STATUS_LABEL,
};

const en: Traducao<typeof pt> = {
  clientes: {
    titulo: 'Customers', novo: 'New customer', editar: 'Edit customer', buscar: 'Search by name or phone', nome: 'Name', telefone: 'Phone', telefoneExemplo: '(41) 98765-4321',
    bairro: 'Neighbourhood', pedidos: 'Orders', ultimoPedido: 'Last order', origem: 'Origin', email: 'E-mail', observacoes: 'Notes',
    filtroBairro: 'Filter by neighbourhood', todasOrigens: 'All origins', detalhe: 'Customer', enderecos: 'Addresses', semEnderecos: 'No addresses',
    novoEndereco: 'New address', editarEndereco: 'Edit address', padrao: 'Default', tornarPadrao: 'Make default', totalPedidos: 'Total orders',
    ultimosPedidos: 'Last orders', semPedidos: 'No orders yet', exportar: 'Export data (LGPD)', anonimizar: 'Anonymise (LGPD)',
    anonimizarTitulo: 'Anonymise customer?', anonimizarTexto: 'Name, phone, e-mail, notes and addresses are erased for good. Order history and totals stay.',
    excluirTitulo: 'Delete customer?', excluirTexto: 'The customer and their addresses will be deleted.', excluirEnderecoTitulo: 'Delete address?',
    excluirEnderecoTexto: 'If it is the default, the oldest address becomes the default.', salvo: 'Customer saved', excluido: 'Customer deleted',
    anonimizado: 'Customer anonymised', enderecoSalvo: 'Address saved', mascarado: 'Phone hidden (no personal-data permission)',
    primeiroEndereco: 'Address (optional)',
    origens: { portal: 'Portal', balcao: 'Counter', telefone: 'Phone', whatsapp: 'WhatsApp', site: 'Site', ifood: 'iFood', outro: 'Other' },
  },
  endereco: {
    cep: 'Postcode (CEP)', rua: 'Street', numero: 'Number', bairro: 'Neighbourhood', complemento: 'Complement', cidade: 'City', estado: 'State',
    pontoReferencia: 'Landmark', taxaEntrega: 'Delivery fee (R$)', nomeIdentificacao: 'Label (Home, Work…)', padrao: 'Default address',
    cepManual: 'Postcode lookup unavailable; type the address', cepBuscando: 'Looking up postcode…', taxaSugerida: 'Area {{area}}: fee {{taxa}}',
    foraDaArea: 'Address outside the delivery area', latitude: 'Latitude', longitude: 'Longitude',
  },
  statusPedido: { pendente: 'Awaiting acceptance', preparacao: 'Preparing', pronto: 'Ready', em_entrega: 'Out for delivery', concluido: 'Done', cancelado: 'Cancelled' },
};

registrarTraducoes(NS, pt, en);

/** `t` bound to this feature's strings; shared words (acoes, comum, rotas) fall back to the app's. */
export function useClientesT() {
  return useTranslation(NS);
}
