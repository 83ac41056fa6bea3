// Route table of spec §2 as data: the web router, the sidebar and the guard all read it.
// `superadmin` marks routes only a superadmin may open (spec §6); others are redirected to orders.

export interface AdminRoute {
  path: string; // relative to /admin
  titulo: string;
  superadmin?: boolean;
}

export const ADMIN_ROUTES: AdminRoute[] = [
  { path: 'orders', titulo: 'Gestão de pedidos' },
  { path: 'new-order', titulo: 'Novo pedido' },
  { path: 'mesas', titulo: 'Mesas' },
  { path: 'mesas/historico', titulo: 'Histórico de mesas' },
  { path: 'catalog/categories', titulo: 'Categorias' },
  { path: 'catalog/products', titulo: 'Produtos' },
  { path: 'catalog/complements', titulo: 'Complementos' },
  { path: 'catalog/options', titulo: 'Opções' },
  { path: 'business/profile', titulo: 'Perfil da empresa' },
  { path: 'business/payment-methods', titulo: 'Formas de pagamento' },
  { path: 'business/schedule', titulo: 'Horários' },
  { path: 'business/subscription', titulo: 'Assinatura' },
  { path: 'business/coupons', titulo: 'Cupons' },
  { path: 'delivery/areas', titulo: 'Áreas de entrega' },
  { path: 'delivery/personnel', titulo: 'Entregadores' },
  { path: 'performance/sales', titulo: 'Desempenho de vendas' },
  { path: 'history', titulo: 'Histórico de pedidos' },
  { path: 'customers', titulo: 'Clientes' },
  { path: 'stock/saldos', titulo: 'Saldo de estoque' },
  { path: 'stock/insumos', titulo: 'Ingredientes' },
  { path: 'stock/movimentos', titulo: 'Movimentação de estoque' },
  { path: 'stock/categorias', titulo: 'Categorias de ingredientes' },
  { path: 'stock/fornecedores', titulo: 'Fornecedores' },
  { path: 'stock/fichatecnica', titulo: 'Ficha técnica' },
  { path: 'settings/general', titulo: 'Configurações gerais' },
  { path: 'settings/whatsapp', titulo: 'WhatsApp' },
  { path: 'settings/site', titulo: 'Site' },
  { path: 'settings/print', titulo: 'Impressão' },
  { path: 'cadastro-empresas', titulo: 'Empresas', superadmin: true },
  { path: 'faturas-empresas', titulo: 'Faturas das empresas', superadmin: true },
  { path: 'formas-pagamento', titulo: 'Formas de pagamento padrão', superadmin: true },
  { path: 'reports/sales', titulo: 'Relatório de vendas' },
  { path: 'reports/couriers', titulo: 'Relatório de entregadores' },
  { path: 'reports/clients', titulo: 'Funil de vendas' },
  { path: 'reports/catalog', titulo: 'Relatório de catálogo' },
  { path: 'users-management', titulo: 'Usuários' },
];

export const SUPERADMIN_PATHS = new Set(ADMIN_ROUTES.filter((r) => r.superadmin).map((r) => r.path));

export interface MenuEntry {
  label: string;
  path?: string;
  superadmin?: boolean;
  children?: MenuEntry[];
}

/** Sidebar entries, in the order of spec §2. */
export const MENU: MenuEntry[] = [
  { label: 'Gestão de pedidos', path: 'orders' },
  { label: 'Histórico de pedidos', path: 'history' },
  // not in the spec's sidebar, but its route table has the tables board and the waiters need a way there
  { label: 'Mesas', path: 'mesas' },
  {
    label: 'Relatórios',
    children: [
      { label: 'Vendas', path: 'reports/sales' },
      { label: 'Catálogo', path: 'reports/catalog' },
      { label: 'Entregadores', path: 'reports/couriers' },
    ],
  },
  { label: 'Funil de vendas', path: 'reports/clients' },
  { label: 'Clientes', path: 'customers' },
  {
    label: 'Catálogo',
    children: [
      { label: 'Categorias', path: 'catalog/categories' },
      { label: 'Produtos', path: 'catalog/products' },
      { label: 'Complementos', path: 'catalog/complements' },
      { label: 'Opções', path: 'catalog/options' },
    ],
  },
  {
    label: 'Minha Empresa',
    children: [
      { label: 'Perfil', path: 'business/profile' },
      { label: 'Formas de Pagamento', path: 'business/payment-methods' },
      { label: 'Horários', path: 'business/schedule' },
      { label: 'Assinatura', path: 'business/subscription' },
    ],
  },
  {
    label: 'Delivery',
    children: [
      { label: 'Áreas de Entrega', path: 'delivery/areas' },
      { label: 'Entregadores', path: 'delivery/personnel' },
    ],
  },
  { label: 'Cupons', path: 'business/coupons' },
  { label: 'Usuários', path: 'users-management' },
  {
    label: 'Estoque',
    children: [
      { label: 'Categorias', path: 'stock/categorias' },
      { label: 'Fornecedores', path: 'stock/fornecedores' },
      { label: 'Ingredientes', path: 'stock/insumos' },
      { label: 'Movimentação', path: 'stock/movimentos' },
      { label: 'Saldo de Estoque', path: 'stock/saldos' },
      { label: 'Ficha Técnica', path: 'stock/fichatecnica' },
    ],
  },
  {
    label: 'Configurações',
    children: [
      { label: 'Geral', path: 'settings/general' },
      { label: 'WhatsApp', path: 'settings/whatsapp' },
    ],
  },
  {
    label: 'Cadastros',
    superadmin: true,
    children: [
      { label: 'Empresas', path: 'cadastro-empresas' },
      { label: 'Formas Pgto', path: 'formas-pagamento' },
      { label: 'Faturas', path: 'faturas-empresas' },
    ],
  },
];
