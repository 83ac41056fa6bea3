// English strings of the orders feature; registered by ./i18n.ts.
import type { Traducao } from '@/app/i18n/index.ts';
import type { pt } from './i18n-pt.ts';

export const en: Traducao<typeof pt> = {
  status: {
    pendente: 'Awaiting acceptance', preparacao: 'Preparing', pronto: 'Ready', em_entrega: 'Out for delivery', concluido: 'Done',
    cancelado: 'Cancelled', pronto_retirada: 'Awaiting pickup',
  },
  tipo: { delivery: 'Delivery', retirada: 'Pickup', local: 'Dine-in' },
  canal: { balcao: 'Counter', telefone: 'Phone', whatsapp: 'WhatsApp', site: 'Website', cardapio: 'Digital menu', public: 'Public', ifood: 'iFood', mesa: 'Table' },
  formaTipo: { dinheiro: 'Cash', credito: 'Credit', debito: 'Debit', pix: 'Pix', vale_refeicao: 'Meal voucher', outro: 'Other' },
  quadro: {
    titulo: 'Order management', novoPedido: 'New order', finalizados: 'Finished ({{n}})', mostrarFinalizados: 'Show finished',
    ocultarFinalizados: 'Hide finished', vazio: 'No orders', atrasado: 'Late', naoVisto: 'New', aoVivo: 'Live', reconectando: 'Reconnecting…',
    minutos: '{{n}} min', horas: '{{h}} h {{m}} min', colunas: 'Order statuses', carregando: 'Loading orders…',
  },
  alerta: {
    novos_one: '{{count}} new order needs attention', novos_other: '{{count}} new orders need attention', abrir: 'Open',
    somBloqueado: 'Sound blocked by the browser — click to enable', ativarSom: 'Enable sound', somMudo: 'Sound muted', somSoneca: 'Sound snoozed',
  },
  detalhe: {
    titulo: 'Order #{{numero}}', fechar: 'Close', cliente: 'Customer', semCliente: 'No customer', pedidosCliente_one: '{{count}} order',
    pedidosCliente_other: '{{count}} orders', endereco: 'Address', referencia: 'Landmark: {{texto}}', itens: 'Items', quantidadeNome: '{{quantidade}}× {{nome}}', sabores: 'Flavours: {{lista}}', fracao: '1/{{n}} {{sabor}}',
    borda: 'Crust: {{nome}}', adicional: '+ {{nome}} ({{grupo}})', adicionalVarios: '+ {{quantidade}}× {{nome}} ({{grupo}})', observacaoItem: '“{{texto}}”', menos: '- {{valor}}', subtotal: 'Subtotal', taxaEntrega: 'Delivery fee', desconto: 'Discount', cupom: 'Coupon {{codigo}}', total: 'Total',
    pagamentos: 'Payments', trocoPara: 'Change for {{valor}}', troco: 'Change', observacao: 'Customer note', observacaoInterna: 'Internal note',
    salvar: 'Save', salvo: 'Changes saved', entregador: 'Courier', semEntregador: 'No courier', entregadorAtribuido: 'Courier assigned',
    previsao: 'ETA: {{hora}}', criado: 'Created {{data}}', avancar: 'Move to {{status}}', avancado: 'Order #{{numero}}: {{status}}',
    cancelar: 'Cancel order', historico: 'History', porUsuario: 'by {{nome}}', motivo: 'Reason: {{texto}}', canceladoMotivo: 'Cancelled: {{texto}}',
    conflito: 'The order changed elsewhere; data refreshed.',
  },
  cancelar: {
    titulo: 'Cancel order #{{numero}}', motivo: 'Cancellation reason', voltar: 'Back',
    confirmar: 'Cancel order', feito: 'Order #{{numero}} cancelled',
  },
  novo: {
    titulo: 'New order', limpar: 'Clear', tipo: 'Order type', canal: 'Channel', cliente: 'Customer', buscarCliente: 'Search customer by phone or name',
    buscarClienteDica: 'Type at least 2 characters', nenhumCliente: 'No customer found', novoCliente: 'New customer', usarBusca: 'Search saved customer',
    nome: 'Name', telefone: 'Phone', trocarCliente: 'Change customer', endereco: 'Delivery address', novoEndereco: 'New address',
    usarEnderecoSalvo: 'Use saved address', semEnderecos: 'Customer has no saved addresses', rua: 'Street', numero: 'Number', bairro: 'District',
    complemento: 'Complement', cidade: 'City', estado: 'State', cep: 'Postal code', referencia: 'Landmark', padrao: 'Default', itens: 'Items',
    cardapio: 'Menu', buscarProduto: 'Search the menu', todas: 'All', semItens: 'No items yet', semProdutos: 'No product found', bordaItem: 'Crust {{nome}}', remover: 'Remove {{nome}}',
    menos: 'Decrease {{nome}}', mais: 'Increase {{nome}}', cupom: 'Coupon code', cupomOk: 'Coupon applied', observacao: 'Order note',
    pagamentos: 'Payments', adicionarPagamento: 'Add payment', forma: 'Payment method', valor: 'Amount (R$)', trocoPara: 'Change for (R$)',
    troco: 'Change: {{valor}}', restante: 'Fill remaining', removerPagamento: 'Remove payment', faltaPagar: '{{valor}} left to pay',
    sobraPagamento: 'Payments exceed the total by {{valor}}', resumo: 'Summary', subtotal: 'Subtotal', taxaEntrega: 'Delivery fee',
    taxaArea: 'Delivery fee ({{area}})', desconto: 'Discount', total: 'Total', calculando: 'Calculating…',
    semTaxa: 'Delivery fee is calculated once customer and address are filled in', previsao: 'Estimated delivery: {{hora}}',
    finalizar: 'Place order', enviando: 'Sending…', criado: 'Order #{{numero}} created', precisaCliente: 'Choose or add the customer',
    precisaEndereco: 'Choose or add the address', precisaItens: 'Add at least one item', precisaPagamento: 'Enter the payment',
    atalhos: 'Shortcuts: / menu search · Ctrl+Enter places the order',
  },
  produto: {
    tamanho: 'Size', sabores: 'Flavours (up to {{max}})', saboresMeia: 'Half and half: choose up to {{max}} flavours',
    escolha: '{{nome}} (choose {{min}} to {{max}})', quantidade: 'Quantity', observacao: 'Item note', adicionar: 'Add {{valor}}',
    cancelar: 'Cancel', diminuir: 'Decrease', aumentar: 'Increase',
  },
  historico: {
    titulo: 'Order history', dataIni: 'From', dataFim: 'To', status: 'Status', tipo: 'Type', canal: 'Channel', pagto: 'Payment',
    entregador: 'Courier', busca: 'Name, phone or order no.', todos: 'All', limpar: 'Clear filters', exportar: 'Export CSV',
    exportando: 'Exporting…',
    col: { numero: 'No.', data: 'Date', cliente: 'Customer', telefone: 'Phone', tipo: 'Type', canal: 'Channel', status: 'Status',
      bairro: 'District', entregador: 'Courier', pagamentos: 'Payments', total: 'Total' },
  },
};
