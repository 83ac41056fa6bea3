// Strings of users-management.
// Registered as the i18next namespace `usuarios` when the feature's code loads, so its strings ship with its screens.
import { useTranslation } from 'react-i18next';
import { registrarTraducoes, type Traducao } from '@/app/i18n/index.ts';

export const NS = 'usuarios';

const pt = {
  usuarios: {
    titulo: 'Usuários',
    novo: 'Novo usuário',
    editar: 'Editar usuário',
    nome: 'Nome',
    email: 'E-mail',
    papel: 'Papel',
    ativo: 'Ativo',
    inativo: 'Inativo',
    situacao: 'Situação',
    ultimoAcesso: 'Último acesso',
    nunca: 'Nunca',
    senha: 'Senha inicial (mínimo 8 caracteres)',
    novaSenha: 'Nova senha (deixe vazio para manter)',
    empresa: 'Empresa',
    superadmin: 'Superadmin',
    permissoes: 'Permissões',
    permissoesDe: 'Permissões de {{nome}}',
    permissoesIntro:
      'Cada permissão segue o papel (herdar) ou é concedida ou negada só para este usuário. A lista efetiva mostra o resultado.',
    herdar: 'Herdar',
    conceder: 'Conceder',
    negar: 'Negar',
    doPapel: 'do papel',
    efetivas: 'Permissões efetivas',
    tudo: 'Tudo (gerente)',
    desativar: 'Desativar',
    ativar: 'Ativar',
    desativarPergunta: 'Desativar {{nome}}? As sessões abertas dele terminam na hora.',
    excluirPergunta: 'Excluir {{nome}}? Esta ação não pode ser desfeita.',
    desativado: 'Usuário desativado',
    ativado: 'Usuário ativado',
    papeisTitulo: 'O que cada papel faz',
    comLink: 'Gerar um link para o usuário definir a própria senha',
    gerarLink: 'Gerar link de senha',
    linkTitulo: 'Link para definir a senha',
    linkTexto:
      'Envie este link a {{nome}} (por WhatsApp, por exemplo). Ele vale uma vez, até {{ate}}. Quem tiver o link define a senha: não o publique.',
    linkCopiar: 'Copiar link',
    linkCopiado: 'Link copiado',
    definirTitulo: 'Definir senha',
    definirTexto: 'Escolha a senha com que você vai entrar no sistema.',
    definirSenha: 'Nova senha (mínimo 8 caracteres)',
    definirConfirmar: 'Repita a senha',
    definirDiferentes: 'As senhas não conferem',
    definirSalvar: 'Definir senha',
    definirPronto: 'Senha definida. Entre com o seu e-mail e a nova senha.',
    definirSemLink: 'Este link está incompleto. Abra o link que você recebeu, inteiro.',
    irLogin: 'Ir para o login',
  },
};

const en: Traducao<typeof pt> = {
  usuarios: {
    titulo: 'Users',
    novo: 'New user',
    editar: 'Edit user',
    nome: 'Name',
    email: 'E-mail',
    papel: 'Role',
    ativo: 'Active',
    inativo: 'Inactive',
    situacao: 'Status',
    ultimoAcesso: 'Last login',
    nunca: 'Never',
    senha: 'Initial password (at least 8 characters)',
    novaSenha: 'New password (leave empty to keep)',
    empresa: 'Business',
    superadmin: 'Superadmin',
    permissoes: 'Permissions',
    permissoesDe: "{{nome}}'s permissions",
    permissoesIntro:
      'Each permission follows the role (inherit) or is granted or revoked for this user only. The effective list shows the result.',
    herdar: 'Inherit',
    conceder: 'Grant',
    negar: 'Revoke',
    doPapel: 'from role',
    efetivas: 'Effective permissions',
    tudo: 'Everything (manager)',
    desativar: 'Deactivate',
    ativar: 'Activate',
    desativarPergunta: 'Deactivate {{nome}}? Their open sessions end at once.',
    excluirPergunta: 'Delete {{nome}}? This cannot be undone.',
    desativado: 'User deactivated',
    ativado: 'User activated',
    papeisTitulo: 'What each role does',
    comLink: 'Generate a link for the user to set their own password',
    gerarLink: 'Generate password link',
    linkTitulo: 'Set-password link',
    linkTexto:
      'Send this link to {{nome}} (over WhatsApp, for instance). It works once, until {{ate}}. Whoever holds it sets the password: do not publish it.',
    linkCopiar: 'Copy link',
    linkCopiado: 'Link copied',
    definirTitulo: 'Set password',
    definirTexto: 'Choose the password you will log in with.',
    definirSenha: 'New password (at least 8 characters)',
    definirConfirmar: 'Repeat the password',
    definirDiferentes: 'The passwords do not match',
    definirSalvar: 'Set password',
    definirPronto: 'Password set. Log in with your e-mail and the new password.',
    definirSemLink: 'This link is incomplete. Open the whole link you received.',
    irLogin: 'Go to login',
  },
};

registrarTraducoes(NS, pt, en);

/** `t` bound to this feature's strings; shared words (acoes, comum, rotas) fall back to the app's. */
export function useUsuariosT() {
  return useTranslation(NS);
}
