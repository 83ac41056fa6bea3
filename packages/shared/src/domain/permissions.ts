// Spec §6: superadmin or the wildcard grants everything; otherwise the named permission must be effective.

export const WILDCARD = '*';

/** The permission catalogue (GET /permissoes). Keys are `<modulo>.<acao>`; descriptions are shown in users-management. */
export const PERMISSOES = {
  'pedidos.ver': 'Ver pedidos e histórico',
  'pedidos.gerenciar': 'Criar, alterar e cancelar pedidos',
  'mesas.operar': 'Operar mesas e comandas',
  'mesas.gerenciar': 'Cadastrar mesas, reabrir comandas encerradas e fechar com saldo em aberto',
  'catalogo.gerenciar': 'Gerenciar catálogo',
  'clientes.ver': 'Ver clientes',
  'clientes.gerenciar': 'Cadastrar e alterar clientes',
  'clientes.dados': 'Ver dados pessoais completos de clientes (telefone, exportação LGPD)',
  'entrega.gerenciar': 'Gerenciar áreas de entrega e entregadores',
  'cupons.gerenciar': 'Gerenciar cupons',
  'empresa.gerenciar': 'Alterar dados, horários e formas de pagamento da empresa',
  'loja.operar': 'Abrir e fechar a loja, modo de aceite e tempo de entrega',
  'configuracoes.gerenciar': 'Alterar configurações',
  'relatorios.ver': 'Ver relatórios',
  'estoque.gerenciar': 'Gerenciar estoque',
  'usuarios.gerenciar': 'Gerenciar usuários e permissões',
  'whatsapp.gerenciar': 'Gerenciar integração WhatsApp',
  'faturas.ver': 'Ver faturas da assinatura',
  'impressao.imprimir': 'Imprimir recibos e comandas de cozinha (e assinar os pedidos ao QZ Tray)',
} as const;

export type Permissao = keyof typeof PERMISSOES;

export const ROLES = ['gerente', 'atendente', 'garcom', 'cozinha', 'entregador'] as const;
export type Role = (typeof ROLES)[number];

/** What each role holds before per-user overrides. */
export const ROLE_PERMISSOES: Record<Role, readonly string[]> = {
  gerente: [WILDCARD],
  // loja.operar: the counter opens/closes the store and sets the delivery time during service (top bar)
  atendente: [
    'pedidos.ver',
    'pedidos.gerenciar',
    'mesas.operar',
    'clientes.ver',
    'clientes.gerenciar',
    'clientes.dados',
    'catalogo.gerenciar',
    'loja.operar',
    'impressao.imprimir',
  ],
  // impressao.imprimir: the counter, the waiters (batches, pre-bills) and the kitchen print their own tickets
  garcom: ['mesas.operar', 'pedidos.ver', 'impressao.imprimir'],
  cozinha: ['pedidos.ver', 'impressao.imprimir'],
  entregador: ['pedidos.ver'],
};

/** Role defaults plus overrides (true grants, false revokes). Unknown roles start from nothing. */
export function permissoesEfetivas(role: string, overrides: Record<string, boolean>): string[] {
  const base = new Set<string>(ROLE_PERMISSOES[role as Role] ?? []);
  for (const [chave, permitido] of Object.entries(overrides)) {
    if (permitido) base.add(chave);
    else base.delete(chave);
  }
  return [...base].sort();
}

export interface PermissionHolder {
  superadmin?: boolean | null;
  permissoes?: readonly string[] | null;
}

export function hasPermission(user: PermissionHolder | null | undefined, permissao: string): boolean {
  if (!user) return false;
  if (user.superadmin) return true;
  const list = user.permissoes ?? [];
  return list.includes(WILDCARD) || list.includes(permissao);
}
