// Portuguese strings of the app as a whole (the default locale, spec §1): the shell (top bar, sidebar, store controls),
// common words and errors, and the shared UI kit. Each feature keeps its own in features/<feature>/i18n.ts. Route
// titles and menu labels come from the shared route table so the sidebar, the router and the pages cannot disagree.
import { ADMIN_ROUTES, MENU, type MenuEntry } from '@app/shared/domain/paths.ts';
import { FECHADO_HOJE } from '@app/shared/domain/horarios.ts';
import { MSG } from '@app/shared/schemas/messages.ts';

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
  // the shared table (components/data-table)
  tabela: {
    exportarCsv: 'Exportar CSV',
    porPagina: 'Por página',
    de: '{{from}}–{{to}} de {{count}}',
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
  // the orders-screen controls of the top bar
  loja: {
    reabrir: 'Reabrir agora',
    reabrirTitulo: 'Reabrir a loja?',
    reabrirTexto: 'A loja foi fechada até o fim do dia ({{quando}}). Reabrir agora volta a receber pedidos.',
    interruptor: 'Loja aberta',
    aberta: 'Loja aberta',
    fechada: 'Loja fechada',
    fechadaAte: 'Fechada até {{quando}}',
    foraDoHorario: 'Fora do horário',
    foraDoHorarioAbre: 'Fora do horário · abre {{quando}}',
    fechar30: 'Fechar por 30 minutos',
    fechar60: 'Fechar por 60 minutos',
    fecharFimDoDia: 'Fechar até o fim do dia',
    fecharManual: 'Fechar até reabrir',
    aceiteAutomaticoRotulo: 'Aceitar pedidos automaticamente',
    aceiteAutomatico: 'Aceite automático',
    aceiteManual: 'Aceite manual',
    tempoEntrega: 'Tempo de entrega',
    minutos: '{{n}} min',
  },
  som: {
    painel: 'Alerta sonoro de novos pedidos',
    estado: {
      bloqueado: 'Som bloqueado pelo navegador',
      ativo: 'Som ativo',
      mudo: 'Som silenciado',
      soneca: 'Soneca: {{tempo}}',
    },
    navegadorBloqueou: 'O navegador bloqueou o som. Clique em "Ativar som" ou permita som para este site.',
    ativar: 'Ativar som',
    silenciar: 'Silenciar',
    soneca: 'Soneca',
    sonecaMin: '{{n}} min',
    cancelarSoneca: 'Cancelar soneca',
    volume: 'Volume: {{pct}}%',
    testar: 'Testar som',
  },
  formas: {
    nova: 'Nova forma de pagamento',
    editar: 'Editar forma de pagamento',
    nome: 'Nome',
    tipo: 'Tipo',
    icone: 'Ícone',
    ativo: 'Ativa',
    padrao: 'Padrão',
    propria: 'Da empresa',
    origem: 'Origem',
    excluirPergunta: 'Excluir a forma de pagamento "{{nome}}"?',
    novaPadrao: 'Nova forma de pagamento padrão',
    tipos: {
      dinheiro: 'Dinheiro',
      credito: 'Cartão de crédito',
      debito: 'Cartão de débito',
      pix: 'Pix',
      vale_refeicao: 'Vale-refeição',
      outro: 'Outro',
    },
    icones: { dinheiro: 'Dinheiro', cartao: 'Cartão', pix: 'Pix', vale: 'Vale', carteira: 'Carteira', outro: 'Outro' },
  },
  rotas: Object.fromEntries(ADMIN_ROUTES.map((r) => [r.path, r.titulo])) as Record<string, string>,
  menu: Object.fromEntries(menuLabels(MENU)) as Record<string, string>,
  // printing from any screen (components/impressao): the spec's messages (§8), the shell's warning, the order's buttons
  impressao: {
    erros: {
      qz_nao_carregado: MSG.qzNaoCarregado,
      nenhuma_detectada: MSG.nenhumaImpressoraDetectada,
      nenhuma_disponivel: MSG.nenhumaImpressoraDisponivel,
      falha_assinar: MSG.falhaAssinar,
      falha_impressora: 'A impressora recusou o trabalho',
    },
    avisoTitulo: 'A impressão automática está falhando',
    avisoTexto: '{{motivo}}. Os pedidos do site não impressos continuam na fila e serão impressos assim que voltar.',
    avisoAcao: 'Configurar impressão',
    imprimirRecibo: 'Imprimir recibo',
    imprimirCozinha: 'Imprimir cozinha',
    reimprimirRecibo: 'Reimprimir recibo',
    reimprimirCozinha: 'Reimprimir cozinha',
    impresso: 'Impresso às {{hora}} em {{impressora}}',
    naoImpresso: 'Ainda não impresso',
    enviado: 'Enviado para a impressora',
    falhou: 'Não foi possível imprimir: {{motivo}}',
  },
  // the subscription's banner and the Pix code (components/faturas), shown in the shell and on two screens
  faturas: {
    avisoVence: 'A fatura de {{mes}} vence em {{dias}} dia(s) ({{data}}).',
    avisoVenceHoje: 'A fatura de {{mes}} vence hoje.',
    avisoVencida: 'A fatura de {{mes}} está vencida desde {{data}}.',
    avisoMais: 'Mais {{n}} fatura(s) em aberto.',
    avisoPagar: 'Pagar com Pix',
    avisoDispensar: 'Ocultar por hoje',
    pixTitulo: 'Pix da fatura {{mes}}',
    pixCopiaECola: 'Pix copia e cola',
    pixCopiar: 'Copiar código',
    pixCopiado: 'Código Pix copiado',
    pixQr: 'QR code do Pix',
    pixRecebedor: 'Recebedor: {{nome}} ({{cidade}})',
    pixValor: 'Valor: {{valor}} · vencimento {{data}}',
  },
  // the shell's stock warning (components/estoque)
  estoqueAviso: {
    rotulo: 'Estoque: {{n}} ingrediente(s) abaixo do mínimo',
  },
  // action words every screen uses
  acoes: {
    novo: 'Novo',
    salvar: 'Salvar',
    cancelar: 'Cancelar',
    excluir: 'Excluir',
    editar: 'Editar',
    fechar: 'Fechar',
    adicionar: 'Adicionar',
    confirmar: 'Confirmar',
    testar: 'Testar',
    salvo: 'Alterações salvas',
    excluido: 'Excluído',
    buscar: 'Buscar',
  },
};

/** The shape every locale follows: the same keys, any text. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type Resources = Strings<typeof pt>;
