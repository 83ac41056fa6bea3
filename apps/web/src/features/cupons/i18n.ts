// Strings of coupons.
// Registered as the i18next namespace `cupons` when the feature's code loads, so its strings ship with its screens.
import { useTranslation } from 'react-i18next';
import { registrarTraducoes, type Traducao } from '@/app/i18n/index.ts';

export const NS = 'cupons';

const pt = {
  cupons: {
    titulo: 'Cupons',
    novo: 'Novo cupom',
    editar: 'Editar cupom',
    codigo: 'Código',
    descricao: 'Descrição',
    tipo: 'Tipo',
    valor: 'Valor',
    tipos: { percentual: 'Percentual (%)', valor_fixo: 'Valor fixo (R$)', frete_gratis: 'Frete grátis' },
    pedidoMinimo: 'Pedido mínimo (R$)',
    inicio: 'Válido de',
    fim: 'Válido até',
    limiteTotal: 'Limite de usos',
    limitePorCliente: 'Limite por cliente',
    ativo: 'Ativo',
    usos: 'Usos',
    validade: 'Validade',
    semLimite: 'sem limite',
    excluirTitulo: 'Excluir cupom?',
    excluirTexto: 'O cupom será excluído.',
    testar: 'Testar cupom',
    subtotal: 'Subtotal do pedido (R$)',
    taxa: 'Taxa de entrega (R$)',
    usosTotal: 'Usos até agora',
    usosCliente: 'Usos deste cliente',
    comCliente: 'Cliente identificado',
    desconto: 'Cupom válido: desconto de {{valor}}',
    escolha: 'Cupom',
    salvo: 'Cupom salvo',
    percentual: '{{valor}} %',
    sim: 'Sim',
    nao: 'Não',
  },
};

const en: Traducao<typeof pt> = {
  cupons: {
    titulo: 'Coupons',
    novo: 'New coupon',
    editar: 'Edit coupon',
    codigo: 'Code',
    descricao: 'Description',
    tipo: 'Kind',
    valor: 'Value',
    tipos: { percentual: 'Percent (%)', valor_fixo: 'Fixed amount (R$)', frete_gratis: 'Free delivery' },
    pedidoMinimo: 'Minimum order (R$)',
    inicio: 'Valid from',
    fim: 'Valid until',
    limiteTotal: 'Usage limit',
    limitePorCliente: 'Limit per customer',
    ativo: 'Active',
    usos: 'Uses',
    validade: 'Validity',
    semLimite: 'no limit',
    excluirTitulo: 'Delete coupon?',
    excluirTexto: 'The coupon will be deleted.',
    testar: 'Test coupon',
    subtotal: 'Order subtotal (R$)',
    taxa: 'Delivery fee (R$)',
    usosTotal: 'Uses so far',
    usosCliente: 'Uses by this customer',
    comCliente: 'Customer identified',
    desconto: 'Valid coupon: discount of {{valor}}',
    escolha: 'Coupon',
    salvo: 'Coupon saved',
    percentual: '{{valor}}%',
    sim: 'Yes',
    nao: 'No',
  },
};

registrarTraducoes(NS, pt, en);

/** `t` bound to this feature's strings; shared words (acoes, comum, rotas) fall back to the app's. */
export function useCuponsT() {
  return useTranslation(NS);
}
