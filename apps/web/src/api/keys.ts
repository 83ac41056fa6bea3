// Query keys from one place, rooted at the spec's resource names.
export const keys = {
  auth: {
    me: () => ['auth', 'me'] as const,
  },
  empresas: {
    all: ['empresas'] as const,
    detail: (id: number) => ['empresas', id] as const,
    status: (id: number) => ['empresas', id, 'status'] as const,
    cor: (id: number) => ['empresas', id, 'cor'] as const,
    core: (id: number) => ['empresas', id, 'configuracoes-core'] as const,
    lista: (params: object) => ['empresas', 'lista', params] as const,
  },
  configuracoes: {
    all: ['configuracoes'] as const,
  },
  formasPagamento: {
    all: ['formas-pagamento'] as const,
  },
  horarios: {
    detail: (id: number) => ['horarios', id] as const,
  },
  permissoes: {
    catalogo: () => ['permissoes'] as const,
  },
};
