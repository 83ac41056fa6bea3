// Strings of the WhatsApp settings (settings/whatsapp).
import { useTranslation } from 'react-i18next';
import { registrarTraducoes, type Traducao } from '@/app/i18n/index.ts';

export const NS = 'whatsapp';

const pt = {
  w: {
    naoConfigurado:
      'O WhatsApp não está configurado neste servidor. Peça ao responsável pelo servidor para informar EVOLUTION_API_URL e EVOLUTION_API_KEY. O restante do sistema funciona normalmente.',
    semPermissao: 'Só quem gerencia a integração WhatsApp pode ver e alterar estes dados.',
    evolution: 'Integração via Evolution API (gateway de WhatsApp).',
    conexao: 'Conexão',
    semInstancia: 'Nenhum WhatsApp conectado. Conecte o celular da loja para enviar avisos aos clientes.',
    conectar: 'Conectar WhatsApp',
    numeroPareamento: 'Celular da loja (opcional, para código de pareamento)',
    estados: {
      connecting: 'Aguardando leitura do QR code',
      open: 'Conectado',
      close: 'Desconectado',
      refused: 'Conexão recusada',
    },
    escaneie: 'No celular: WhatsApp › Aparelhos conectados › Conectar aparelho, e aponte para o QR code.',
    codigo: 'Ou digite este código no celular: {{codigo}}',
    qrAtualizado: 'QR code atualizado às {{hora}}',
    conectadoComo: 'Conectado ao número {{numero}}',
    reconectar: 'Reconectar',
    excluir: 'Excluir',
    excluirPergunta: 'Desconectar o celular e excluir o WhatsApp da empresa? Os avisos deixam de ser enviados.',
    excluido: 'WhatsApp excluído',
    teste: 'Mensagem de teste',
    telefone: 'Telefone',
    texto: 'Mensagem',
    textoPadrao: 'Teste de mensagem do sistema da loja.',
    enviar: 'Enviar',
    enviado: 'Mensagem posta na fila de envio',
    avisos: 'Avisos de pedido',
    avisoStatus: {
      pendente: 'Pedido recebido',
      preparacao: 'Pedido aceito / em preparação',
      em_entrega: 'Saiu para entrega',
      pronto: 'Pronto para retirada',
      concluido: 'Pedido concluído',
      cancelado: 'Pedido cancelado',
    },
    avisosTexto:
      'Ao mudar o status do pedido, o cliente recebe a mensagem do status, se o aviso estiver ligado e o pedido tiver telefone.',
    variaveis: 'Variáveis',
    previa: 'Prévia',
    salvar: 'Salvar',
    salvo: 'Aviso salvo',
    log: 'Mensagens',
    todas: 'Todas',
    colunas: { quando: 'Quando', telefone: 'Telefone', texto: 'Mensagem', status: 'Situação', motivo: 'Motivo' },
    status: { pendente: 'Pendente', enviando: 'Enviando', enviada: 'Enviada', falhou: 'Falhou' },
    tentativas: '{{n}} tentativa(s)',
    pedido: 'Pedido #{{n}}',
    reenviar: 'Reenviar',
    reenviada: 'Mensagem de volta à fila',
  },
};

const en: Traducao<typeof pt> = {
  w: {
    naoConfigurado:
      'WhatsApp is not configured on this server. Ask the server administrator to set EVOLUTION_API_URL and EVOLUTION_API_KEY. Everything else works normally.',
    semPermissao: 'Only WhatsApp integration managers can see and change this.',
    evolution: 'Integration through Evolution API (WhatsApp gateway).',
    conexao: 'Connection',
    semInstancia: 'No WhatsApp connected. Connect the store phone to send notices to customers.',
    conectar: 'Connect WhatsApp',
    numeroPareamento: 'Store phone (optional, for a pairing code)',
    estados: {
      connecting: 'Waiting for the QR code scan',
      open: 'Connected',
      close: 'Disconnected',
      refused: 'Connection refused',
    },
    escaneie: 'On the phone: WhatsApp › Linked devices › Link a device, and point it at the QR code.',
    codigo: 'Or type this code on the phone: {{codigo}}',
    qrAtualizado: 'QR code refreshed at {{hora}}',
    conectadoComo: 'Connected to number {{numero}}',
    reconectar: 'Reconnect',
    excluir: 'Delete',
    excluirPergunta: "Log the phone out and delete the business's WhatsApp? Notices stop being sent.",
    excluido: 'WhatsApp deleted',
    teste: 'Test message',
    telefone: 'Phone',
    texto: 'Message',
    textoPadrao: 'Test message from the store system.',
    enviar: 'Send',
    enviado: 'Message queued for sending',
    avisos: 'Order notices',
    avisoStatus: {
      pendente: 'Order received',
      preparacao: 'Order accepted / in preparation',
      em_entrega: 'Out for delivery',
      pronto: 'Ready for pickup',
      concluido: 'Order completed',
      cancelado: 'Order cancelled',
    },
    avisosTexto:
      "When an order's status changes, the customer gets that status's message if the notice is on and the order has a phone.",
    variaveis: 'Variables',
    previa: 'Preview',
    salvar: 'Save',
    salvo: 'Notice saved',
    log: 'Messages',
    todas: 'All',
    colunas: { quando: 'When', telefone: 'Phone', texto: 'Message', status: 'Status', motivo: 'Reason' },
    status: { pendente: 'Pending', enviando: 'Sending', enviada: 'Sent', falhou: 'Failed' },
    tentativas: '{{n}} attempt(s)',
    pedido: 'Order #{{n}}',
    reenviar: 'Resend',
    reenviada: 'Message back in the queue',
  },
};

registrarTraducoes(NS, pt, en);

export function useWhatsappT() {
  return useTranslation(NS);
}
