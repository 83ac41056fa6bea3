// Strings of customers, delivery and coupons, merged into the pt/en resources by one line each.
// API messages (validation, reasons) come from the server / the shared domain already in Portuguese.

export const ptClientesEntregaCupons = {
  acoes: {
    novo: 'Novo', salvar: 'Salvar', cancelar: 'Cancelar', excluir: 'Excluir', editar: 'Editar', fechar: 'Fechar',
    adicionar: 'Adicionar', testar: 'Testar', buscar: 'Buscar',
  },
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
  entrega: {
    cidades: 'Cidades atendidas', novaCidade: 'Adicionar cidade', cidade: 'Cidade', estado: 'UF',
    areas: 'Áreas de entrega', novaArea: 'Nova área', editarArea: 'Editar área', nome: 'Nome', ativo: 'Ativa',
    bairros: 'Bairros (separados por vírgula)', raioKm: 'Raio (km)', latitude: 'Latitude da loja', longitude: 'Longitude da loja',
    taxaEntrega: 'Taxa de entrega (R$)', tempoEstimado: 'Tempo estimado (min)', pedidoMinimo: 'Pedido mínimo (R$)',
    cobertura: 'Cobertura', qualquerCidade: 'Qualquer cidade', raio: 'Raio de {{km}} km', minutos: '{{n}} min',
    testar: 'Testar um endereço', testarAjuda: 'Informe o bairro (e, se souber, as coordenadas) para ver a área e a taxa.',
    resultado: 'Área: {{area}} — taxa {{taxa}}, pedido mínimo {{minimo}}, tempo {{tempo}}',
    excluirArea: 'Excluir área?', excluirAreaTexto: 'A área deixará de ser usada para calcular taxas.',
    excluirCidade: 'Excluir cidade?', excluirCidadeTexto: 'Áreas ligadas a ela passam a valer para qualquer cidade.',
    salva: 'Salvo',
    entregadores: 'Entregadores', novoEntregador: 'Novo entregador', editarEntregador: 'Editar entregador', telefone: 'Telefone',
    veiculo: 'Veículo', placa: 'Placa', observacoes: 'Observações', ativoEntregador: 'Ativo', recebeDiaria: 'Recebe diária',
    valorDiaria: 'Valor da diária (R$)', diaria: 'Diária', excluirEntregador: 'Excluir entregador?', excluirEntregadorTexto: 'O entregador será excluído.',
    sim: 'Sim', nao: 'Não',
  },
  cupons: {
    titulo: 'Cupons', novo: 'Novo cupom', editar: 'Editar cupom', codigo: 'Código', descricao: 'Descrição', tipo: 'Tipo', valor: 'Valor',
    tipos: { percentual: 'Percentual (%)', valor_fixo: 'Valor fixo (R$)', frete_gratis: 'Frete grátis' },
    pedidoMinimo: 'Pedido mínimo (R$)', inicio: 'Válido de', fim: 'Válido até', limiteTotal: 'Limite de usos', limitePorCliente: 'Limite por cliente',
    ativo: 'Ativo', usos: 'Usos', validade: 'Validade', semLimite: 'sem limite', excluirTitulo: 'Excluir cupom?', excluirTexto: 'O cupom será excluído.',
    testar: 'Testar cupom', subtotal: 'Subtotal do pedido (R$)', taxa: 'Taxa de entrega (R$)', usosTotal: 'Usos até agora', usosCliente: 'Usos deste cliente',
    comCliente: 'Cliente identificado', desconto: 'Cupom válido: desconto de {{valor}}', escolha: 'Cupom', salvo: 'Cupom salvo',
    percentual: '{{valor}} %', sim: 'Sim', nao: 'Não',
  },
};

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

export const enClientesEntregaCupons: Strings<typeof ptClientesEntregaCupons> = {
  acoes: { novo: 'New', salvar: 'Save', cancelar: 'Cancel', excluir: 'Delete', editar: 'Edit', fechar: 'Close', adicionar: 'Add', testar: 'Test', buscar: 'Search' },
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
  entrega: {
    cidades: 'Served cities', novaCidade: 'Add city', cidade: 'City', estado: 'State', areas: 'Delivery areas', novaArea: 'New area', editarArea: 'Edit area',
    nome: 'Name', ativo: 'Active', bairros: 'Neighbourhoods (comma-separated)', raioKm: 'Radius (km)', latitude: 'Store latitude', longitude: 'Store longitude',
    taxaEntrega: 'Delivery fee (R$)', tempoEstimado: 'Estimated time (min)', pedidoMinimo: 'Minimum order (R$)', cobertura: 'Coverage', qualquerCidade: 'Any city', minutos: '{{n}} min',
    raio: '{{km}} km radius', testar: 'Test an address', testarAjuda: 'Type the neighbourhood (and coordinates if known) to see the area and fee.',
    resultado: 'Area: {{area}} — fee {{taxa}}, minimum {{minimo}}, time {{tempo}}', excluirArea: 'Delete area?', excluirAreaTexto: 'The area will no longer set fees.',
    excluirCidade: 'Delete city?', excluirCidadeTexto: 'Areas tied to it will apply to any city.', salva: 'Saved', entregadores: 'Couriers', novoEntregador: 'New courier',
    editarEntregador: 'Edit courier', telefone: 'Phone', veiculo: 'Vehicle', placa: 'Plate', observacoes: 'Notes', ativoEntregador: 'Active',
    recebeDiaria: 'Paid per day', valorDiaria: 'Daily pay (R$)', diaria: 'Daily pay', excluirEntregador: 'Delete courier?', excluirEntregadorTexto: 'The courier will be deleted.',
    sim: 'Yes', nao: 'No',
  },
  cupons: {
    titulo: 'Coupons', novo: 'New coupon', editar: 'Edit coupon', codigo: 'Code', descricao: 'Description', tipo: 'Kind', valor: 'Value',
    tipos: { percentual: 'Percent (%)', valor_fixo: 'Fixed amount (R$)', frete_gratis: 'Free delivery' }, pedidoMinimo: 'Minimum order (R$)',
    inicio: 'Valid from', fim: 'Valid until', limiteTotal: 'Usage limit', limitePorCliente: 'Limit per customer', ativo: 'Active', usos: 'Uses',
    validade: 'Validity', semLimite: 'no limit', excluirTitulo: 'Delete coupon?', excluirTexto: 'The coupon will be deleted.', testar: 'Test coupon',
    subtotal: 'Order subtotal (R$)', taxa: 'Delivery fee (R$)', usosTotal: 'Uses so far', usosCliente: 'Uses by this customer', comCliente: 'Customer identified',
    desconto: 'Valid coupon: discount of {{valor}}', escolha: 'Coupon', salvo: 'Coupon saved', percentual: '{{valor}}%', sim: 'Yes', nao: 'No',
  },
};
