// Strings of settings/general: core and generic settings.
// Registered as the i18next namespace `configuracoes` when the feature's code loads, so its strings ship with its screens.
import { useTranslation } from 'react-i18next';
import { registrarTraducoes, type Traducao } from '@/app/i18n/index.ts';

export const NS = 'configuracoes';

const pt = {
  configuracoes: {
    principais: 'Configurações principais',
    impressao: 'Impressão: QZ Tray, impressora, vias e recibos',
    autoAceite: 'Aceitar pedidos automaticamente',
    tempoEntrega: 'Tempo de entrega padrão',
    volume: 'Volume padrão do alerta: {{pct}}%',
    restaurar: 'Restaurar padrões',
    restaurarPergunta: 'Voltar as configurações principais ao padrão (45 min, aceite manual, volume 70%)?',
    gerais: 'Outras configurações',
    nova: 'Nova configuração',
    editar: 'Editar configuração',
    chave: 'Chave',
    nome: 'Configuração',
    // names of the keys the product itself reads (dots in a key become underscores here)
    nomes: { pedido_observacao_padrao: 'Observação padrão dos pedidos' },
    valor: 'Valor',
    tipo: 'Tipo',
    excluirPergunta: 'Excluir a configuração "{{chave}}"?',
    tipos: { texto: 'Texto', numero: 'Número', booleano: 'Sim/Não', json: 'JSON' },
  },
};

const en: Traducao<typeof pt> = {
  configuracoes: {
    principais: 'Core settings',
    impressao: 'Printing: QZ Tray, printer, copies and receipts',
    autoAceite: 'Accept orders automatically',
    tempoEntrega: 'Default delivery time',
    volume: 'Default alert volume: {{pct}}%',
    restaurar: 'Restore defaults',
    restaurarPergunta: 'Restore the core settings to their defaults (45 min, manual acceptance, volume 70%)?',
    gerais: 'Other settings',
    nova: 'New setting',
    editar: 'Edit setting',
    chave: 'Key',
    nome: 'Setting',
    nomes: { pedido_observacao_padrao: 'Default order note' },
    valor: 'Value',
    tipo: 'Type',
    excluirPergunta: 'Delete the setting "{{chave}}"?',
    tipos: { texto: 'Text', numero: 'Number', booleano: 'Yes/No', json: 'JSON' },
  },
};

registrarTraducoes(NS, pt, en);

/** `t` bound to this feature's strings; shared words (acoes, comum, rotas) fall back to the app's. */
export function useConfiguracoesT() {
  return useTranslation(NS);
}
