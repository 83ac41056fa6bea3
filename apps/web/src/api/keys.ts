// Query keys from one factory, rooted at the API's resource names. Every screen that reads a resource gets its key
// here, so two screens never cache different shapes under one key (a second shape under the same key is how one
// screen breaks another). A key's cached value is always the API's answer as the shared schema types it; screens
// that want less (active items only, the items of a page) use `select`, which leaves the cache untouched.

/** Filters, paging and sort of a list: part of its key, so each combination is cached on its own. */
type Params = object;

export const keys = {
  auth: {
    me: () => ['auth', 'me'] as const,
  },
  empresas: {
    all: ['empresas'] as const,
    detail: (id: number) => ['empresas', id] as const,
    status: (id: number) => ['empresas', id, 'status'] as const,
    core: (id: number) => ['empresas', id, 'configuracoes-core'] as const,
    lista: (params: Params) => ['empresas', 'lista', params] as const,
  },
  horarios: {
    detail: (id: number) => ['horarios', id] as const,
  },
  configuracoes: {
    all: ['configuracoes'] as const,
  },
  formasPagamento: {
    all: ['formas-pagamento'] as const,
  },
  pedidos: {
    all: ['pedidos'] as const,
    quadro: () => ['pedidos', 'quadro'] as const,
    historico: (params: Params) => ['pedidos', 'historico', params] as const,
    detalhe: (id: number) => ['pedidos', 'detalhe', id] as const,
    cardapio: () => ['pedidos', 'cardapio'] as const,
    preferencias: () => ['pedidos', 'preferencias'] as const,
    /** The quote of one exact draft (its JSON body). */
    cotacao: (corpo: string) => ['pedidos', 'cotacao', corpo] as const,
  },
  clientes: {
    all: ['clientes'] as const,
    lista: (params: Params) => ['clientes', 'lista', params] as const,
    detalhe: (id: number) => ['clientes', id] as const,
    totalPedidos: (id: number) => ['clientes', id, 'total-pedidos'] as const,
    ultimosPedidos: (id: number) => ['clientes', id, 'ultimos-pedidos'] as const,
    enderecos: (id: number) => ['clientes', id, 'enderecos'] as const,
    busca: (termo: string) => ['clientes', 'busca', termo] as const,
  },
  cep: (cep: string) => ['cep', cep] as const,
  cidadesAtendidas: {
    all: ['cidades-atendidas'] as const,
  },
  areasEntrega: {
    all: ['areas-entrega'] as const,
  },
  entregadores: {
    all: ['entregadores'] as const,
    lista: (filtros: Params) => ['entregadores', 'lista', filtros] as const,
  },
  cupons: {
    all: ['cupons'] as const,
  },
  categorias: {
    all: ['categorias'] as const,
    lista: (filtros: Params) => ['categorias', 'lista', filtros] as const,
  },
  produtos: {
    all: ['produtos'] as const,
    lista: (filtros: Params) => ['produtos', 'lista', filtros] as const,
  },
  complementos: {
    all: ['complementos'] as const,
    lista: (filtros: Params) => ['complementos', 'lista', filtros] as const,
    detalhe: (id: number) => ['complementos', id] as const,
  },
  opcoes: {
    all: ['opcoes'] as const,
    lista: (filtros: Params) => ['opcoes', 'lista', filtros] as const,
    usos: (id: number) => ['opcoes', id, 'complementos'] as const,
  },
  catalogoConfiguracao: ['catalogo', 'configuracao'] as const,
  mesas: {
    all: ['mesas'] as const,
    painel: () => ['mesas', 'painel'] as const,
    lista: (params: Params) => ['mesas', 'lista', params] as const,
    historico: (params: Params) => ['mesas', 'historico', params] as const,
    daMesa: (mesaId: number) => ['mesas', 'mesa', mesaId, 'comandas'] as const,
    comanda: (id: number) => ['mesas', 'comanda', id] as const,
    lotes: (id: number) => ['mesas', 'comanda', id, 'lotes'] as const,
    garcons: () => ['mesas', 'garcons'] as const,
  },
  impressao: {
    all: ['impressao'] as const,
    configuracao: () => ['impressao', 'configuracao'] as const,
    certificado: () => ['impressao', 'certificado'] as const,
    marca: (pedidoId: number) => ['impressao', 'pedidos', pedidoId] as const,
  },
  usuarios: {
    all: ['usuarios'] as const,
    lista: (params: Params) => ['usuarios', 'lista', params] as const,
    permissoes: (id: number) => ['usuarios', id, 'permissoes'] as const,
  },
  permissoes: ['permissoes'] as const,
  faturas: {
    all: ['faturas'] as const,
    lista: (params: Params) => ['faturas', 'lista', params] as const,
    aviso: () => ['faturas', 'aviso'] as const,
    pix: (id: number) => ['faturas', id, 'pix'] as const,
    mw: (params: Params) => ['faturas', 'mw', params] as const,
    mwPix: (id: number) => ['faturas', 'mw', id, 'pix'] as const,
    empresasLite: () => ['faturas', 'mw', 'empresas-lite'] as const,
    cobranca: () => ['faturas', 'mw', 'cobranca'] as const,
  },
  whatsapp: {
    all: ['whatsapp'] as const,
    instancia: () => ['whatsapp', 'instancia'] as const,
    avisos: () => ['whatsapp', 'avisos'] as const,
    mensagens: (params: Params) => ['whatsapp', 'mensagens', params] as const,
  },
  relatorios: {
    all: ['relatorios'] as const,
    /** One report call (`vendas/resumo`, `catalogo/abc` …) with its period, filters, page and sort. */
    consulta: (rota: string, params: Params) => ['relatorios', rota, params] as const,
    desempenho: () => ['relatorios', 'desempenho/vendas'] as const,
  },
  // stock (spec §7 Stock): one root per API resource
  unidades: ['unidades'] as const,
  insumosCategorias: {
    all: ['insumos-categorias'] as const,
    lista: (params: Params) => ['insumos-categorias', 'lista', params] as const,
  },
  fornecedores: {
    all: ['fornecedores'] as const,
    lista: (params: Params) => ['fornecedores', 'lista', params] as const,
  },
  insumos: {
    all: ['insumos'] as const,
    lista: (params: Params) => ['insumos', 'lista', params] as const,
  },
  estoque: {
    all: ['estoque'] as const,
    saldos: (params: Params) => ['estoque', 'saldos', params] as const,
    movimentos: (params: Params) => ['estoque', 'movimentos', params] as const,
    alertas: () => ['estoque', 'alertas'] as const,
  },
  fichas: {
    all: ['fichas'] as const,
    lista: (params: Params) => ['fichas', 'lista', params] as const,
    detalhe: (id: number) => ['fichas', id] as const,
    vinculo: (params: Params) => ['fichas', 'vinculo', params] as const,
  },
};
