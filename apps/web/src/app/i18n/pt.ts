// Portuguese strings (the default locale, spec §1). Route titles and menu labels come from the shared route table
// so the sidebar, the router and the pages cannot disagree; validation messages come from the shared catalogue.
import { ADMIN_ROUTES, MENU, type MenuEntry } from '@app/shared/domain/paths.ts';
import { FECHADO_HOJE } from '@app/shared/domain/horarios.ts';
import { MSG } from '@app/shared/schemas/messages.ts';
import { ptClientesEntregaCupons } from './clientes-entrega-cupons.ts';

const menuLabels = (entries: MenuEntry[]): [string, string][] =>
  entries.flatMap((e) => [[e.label, e.label] as [string, string], ...menuLabels(e.children ?? [])]);

export const pt = {
  app: {
    nome: 'Painel do Restaurante',
  },
  comum: {
    nenhumDado: 'Nenhum dado encontrado',
    emConstrucao: 'Em construção',
    emConstrucaoDetalhe: 'Esta tela ainda está sendo construída.',
    carregando: 'Carregando…',
    erroInesperado: 'Ocorreu um erro inesperado. Tente novamente.',
    voltar: 'Voltar',
    erroTela: 'Não foi possível abrir esta tela.',
    recarregar: 'Recarregar',
  },
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
  topo: {
    abrirMenu: 'Abrir menu',
    inicio: 'Início',
    sair: 'Sair',
    maisOpcoes: 'Mais opções',
    empresa: 'Empresa',
  },
  sidebar: {
    navegacao: 'Navegação',
    fechadoHoje: FECHADO_HOJE,
    horarioIndisponivel: 'Horário não disponível',
    horarioHoje: 'Hoje: {{horario}}',
    empresaPadrao: 'Empresa',
  },
  comanda: {
    titulo: 'Comanda da mesa {{mesa}}',
    numero: 'Comanda nº {{comanda}}',
    nova: 'Nova comanda',
  },
  rotas: Object.fromEntries(ADMIN_ROUTES.map((r) => [r.path, r.titulo])) as Record<string, string>,
  menu: Object.fromEntries(menuLabels(MENU)) as Record<string, string>,
  ...ptClientesEntregaCupons,
};

/** The shape every locale follows: the same keys, any text. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Resources = Strings<typeof pt>;
