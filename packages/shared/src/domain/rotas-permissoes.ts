import { hasPermission, type Permissao, type PermissionHolder } from './permissions.ts';

// Which permission each admin screen needs (the spec leaves it open, §6). The API enforces every call on its own;
// this table lets the sidebar hide what a user cannot open. Screens not listed are open to any logged-in user.
export const PERMISSAO_DA_ROTA: Readonly<Record<string, Permissao>> = {
  orders: 'pedidos.ver',
  history: 'pedidos.ver',
  'new-order': 'pedidos.gerenciar',
  mesas: 'mesas.operar',
  'catalog/categories': 'catalogo.gerenciar',
  'catalog/products': 'catalogo.gerenciar',
  'catalog/complements': 'catalogo.gerenciar',
  'catalog/options': 'catalogo.gerenciar',
  'business/profile': 'empresa.gerenciar',
  'business/payment-methods': 'empresa.gerenciar',
  'business/schedule': 'empresa.gerenciar',
  'business/subscription': 'faturas.ver',
  'business/coupons': 'cupons.gerenciar',
  'delivery/areas': 'entrega.gerenciar',
  'delivery/personnel': 'entrega.gerenciar',
  'performance/sales': 'relatorios.ver',
  customers: 'clientes.ver',
  'stock/saldos': 'estoque.gerenciar',
  'stock/insumos': 'estoque.gerenciar',
  'stock/movimentos': 'estoque.gerenciar',
  'stock/categorias': 'estoque.gerenciar',
  'stock/fornecedores': 'estoque.gerenciar',
  'stock/fichatecnica': 'estoque.gerenciar',
  'settings/general': 'configuracoes.gerenciar',
  'settings/whatsapp': 'whatsapp.gerenciar',
  'settings/site': 'configuracoes.gerenciar',
  'settings/print': 'impressao.imprimir',
  'reports/sales': 'relatorios.ver',
  'reports/couriers': 'relatorios.ver',
  'reports/clients': 'relatorios.ver',
  'reports/catalog': 'relatorios.ver',
  'users-management': 'usuarios.gerenciar',
};

/** Whether the user holds what the screen at `path` (relative to /admin) needs. */
export function podeAbrirRota(user: PermissionHolder | null | undefined, path: string): boolean {
  const p = PERMISSAO_DA_ROTA[path];
  return p === undefined || hasPermission(user, p);
}
