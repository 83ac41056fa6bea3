import type { Role } from './permissions.ts';

// What each role can do, in words (users-management shows it next to the role picker). The permissions themselves
// are ROLE_PERMISSOES in permissions.ts; these sentences summarise them for people.
export const PAPEIS: Record<Role, { nome: string; descricao: string }> = {
  gerente: { nome: 'Gerente', descricao: 'Tudo: pedidos, cadastros, relatórios, usuários e assinatura.' },
  atendente: {
    nome: 'Atendente',
    descricao: 'Balcão: pedidos, mesas, clientes (com telefone), catálogo, abrir e fechar a loja e imprimir.',
  },
  garcom: { nome: 'Garçom', descricao: 'Mesas e comandas, ver pedidos e imprimir pré-contas.' },
  cozinha: { nome: 'Cozinha', descricao: 'Ver pedidos e imprimir comandas de cozinha.' },
  entregador: { nome: 'Entregador', descricao: 'Ver pedidos.' },
};
