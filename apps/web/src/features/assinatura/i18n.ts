// Strings of the subscription: the business's invoices and the superadmin's invoices of every business.
// Registered as the i18next namespace `assinatura` when the feature's code loads, so its strings ship with its screens.
import { useTranslation } from 'react-i18next';
import { registrarTraducoes, type Traducao } from '@/app/i18n/index.ts';

export const NS = 'assinatura';

const pt = {
  assinatura: {
    titulo: 'Assinatura',
    tituloAdmin: 'Faturas das empresas',
    intro: 'Faturas da assinatura da plataforma. Pague as em aberto com Pix (copia e cola ou QR code).',
    competencia: 'Mês/ano',
    empresa: 'Empresa',
    valor: 'Valor',
    vencimento: 'Vencimento',
    situacao: 'Situação',
    observacao: 'Observação',
    status: { aberta: 'Em aberto', paga: 'Paga', cancelada: 'Cancelada', vencida: 'Vencida' },
    todas: 'Todas',
    pix: 'Pix',
    pixIndisponivel: 'Pix indisponível',
    verPix: 'Ver Pix da fatura {{mes}}',
    mes: 'Mês',
    ano: 'Ano',
    nova: 'Nova fatura',
    editar: 'Editar fatura',
    gerarMes: 'Gerar mês',
    gerarTitulo: 'Gerar as faturas do mês',
    gerarTexto: 'Cria a fatura do mês para todas as empresas que ainda não a têm. Repetir não duplica.',
    gerado: '{{criadas}} fatura(s) criada(s); {{existentes}} já existia(m).',
    gerar: 'Gerar',
    valorPadrao: 'Valor (vazio: preço mensal da plataforma)',
    vencimentoPadrao: 'Vencimento (vazio: dia de vencimento da plataforma)',
    recebedor: 'Recebedor Pix',
    recebedorTitulo: 'Recebedor Pix e preço da plataforma',
    pixChave: 'Chave Pix',
    pixNome: 'Nome do recebedor (até 25)',
    pixCidade: 'Cidade do recebedor (até 15)',
    valorMensal: 'Preço mensal (R$)',
    diaVencimento: 'Dia de vencimento (1 a 28)',
    semRecebedor: 'Cadastre o recebedor Pix para que as faturas tenham código Pix.',
    atrasada: 'Vencida',
  },
};

const en: Traducao<typeof pt> = {
  assinatura: {
    titulo: 'Subscription',
    tituloAdmin: "Businesses' invoices",
    intro: "The platform subscription's invoices. Pay open ones with Pix (copy and paste or QR code).",
    competencia: 'Month/year',
    empresa: 'Business',
    valor: 'Amount',
    vencimento: 'Due date',
    situacao: 'Status',
    observacao: 'Notes',
    status: { aberta: 'Open', paga: 'Paid', cancelada: 'Cancelled', vencida: 'Overdue' },
    todas: 'All',
    pix: 'Pix',
    pixIndisponivel: 'Pix unavailable',
    verPix: 'Show Pix of invoice {{mes}}',
    mes: 'Month',
    ano: 'Year',
    nova: 'New invoice',
    editar: 'Edit invoice',
    gerarMes: 'Generate month',
    gerarTitulo: "Generate the month's invoices",
    gerarTexto: "Creates the month's invoice for every business that has none yet. Repeating creates no duplicates.",
    gerado: '{{criadas}} invoice(s) created; {{existentes}} already existed.',
    gerar: 'Generate',
    valorPadrao: "Amount (empty: the platform's monthly price)",
    vencimentoPadrao: "Due date (empty: the platform's due day)",
    recebedor: 'Pix payee',
    recebedorTitulo: "The platform's Pix payee and price",
    pixChave: 'Pix key',
    pixNome: 'Payee name (up to 25)',
    pixCidade: 'Payee city (up to 15)',
    valorMensal: 'Monthly price (R$)',
    diaVencimento: 'Due day (1 to 28)',
    semRecebedor: 'Set the Pix payee so invoices carry a Pix code.',
    atrasada: 'Overdue',
  },
};

registrarTraducoes(NS, pt, en);

/** `t` bound to this feature's strings; shared words (acoes, comum, rotas) fall back to the app's. */
export function useAssinaturaT() {
  return useTranslation(NS);
}
