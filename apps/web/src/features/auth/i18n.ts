// Strings of the login screen.
// Registered as the i18next namespace `auth` when the feature's code loads, so its strings ship with its screens.
import { useTranslation } from 'react-i18next';
import { MSG } from '@app/shared/schemas/messages.ts';
import { registrarTraducoes, type Traducao } from '@/app/i18n/index.ts';

export const NS = 'auth';

const pt = {
  login: {
    titulo: 'Entrar',
    subtitulo: 'Acesse o painel do seu restaurante',
    email: 'E-mail',
    senha: 'Senha',
    entrar: 'ENTRAR',
    esqueciSenha: 'Esqueci minha senha',
    suporte: 'Problemas para entrar? Fale com o suporte.',
    mostrarSenha: 'Mostrar senha',
    ocultarSenha: 'Ocultar senha',
    invalido: MSG.loginInvalido,
    credenciaisInvalidas: MSG.credenciaisInvalidas,
    emBreve: MSG.emBreve,
    muitasTentativas: 'Muitas tentativas de login. Aguarde {{segundos}} segundos e tente novamente.',
    muitasTentativasSemTempo: 'Muitas tentativas de login. Aguarde alguns instantes e tente novamente.',
    falha: 'Não foi possível entrar. Verifique sua conexão e tente novamente.',
  },
};

const en: Traducao<typeof pt> = {
  login: {
    titulo: 'Sign in',
    subtitulo: 'Access your restaurant back office',
    email: 'E-mail',
    senha: 'Password',
    entrar: 'SIGN IN',
    esqueciSenha: 'Forgot my password',
    suporte: 'Trouble signing in? Contact support.',
    mostrarSenha: 'Show password',
    ocultarSenha: 'Hide password',
    invalido: 'Fill in e-mail and password correctly',
    credenciaisInvalidas: 'Invalid e-mail or password',
    emBreve: 'Coming soon',
    muitasTentativas: 'Too many login attempts. Wait {{segundos}} seconds and try again.',
    muitasTentativasSemTempo: 'Too many login attempts. Wait a moment and try again.',
    falha: 'Could not sign in. Check your connection and try again.',
  },
};

registrarTraducoes(NS, pt, en);

/** `t` bound to this feature's strings; shared words (acoes, comum, rotas) fall back to the app's. */
export function useAuthT() {
  return useTranslation(NS);
}
