// The table tab's (comanda) money and states, pure. The API computes every answer with these functions, the
// screens preview with them, and the property tests hold them to the ledger invariant:
//   devido = itens − itens cancelados + taxa de serviço − descontos + acréscimos − ajuste
//   pago   = Σ pagamentos − Σ estornos
//   saldo  = devido − pago
// Everything is integer cents. One rounding rule for the service fee: half-up on the fee-bearing base of the whole
// tab (never per payment), so Σ fees of all payments = round(pct × Σ their bases) — the cumulative rule below.
import { allocate } from './money.ts';

export const COMANDA_STATUS = ['aberta', 'fechada', 'quitada', 'encerrada', 'cancelada'] as const;
export type ComandaStatus = (typeof COMANDA_STATUS)[number];

/** Tabs still holding their table (the table is not free while one exists). */
export const COMANDA_VIVA: readonly ComandaStatus[] = ['aberta', 'fechada', 'quitada'];

/** How a table shows on the board, from its live tabs. */
export const MESA_ESTADOS = ['livre', 'ocupada', 'preconta', 'parcial', 'paga'] as const;
export type MesaEstado = (typeof MESA_ESTADOS)[number];

export const ITEM_STATUS = ['pendente', 'enviado', 'cancelado'] as const;
export type ItemStatus = (typeof ITEM_STATUS)[number];

export const PAGAMENTO_STATUS = ['ativo', 'estornado', 'cancelado'] as const;
export type PagamentoStatus = (typeof PAGAMENTO_STATUS)[number];

/** Spec §9: service fee 10 % by default; close tolerance R$ 0,05. */
export const TAXA_SERVICO_PADRAO = 10;
export const TOLERANCIA_PADRAO_CENTAVOS = 5;

export type AcaoComanda =
  | 'alterar'
  | 'itens'
  | 'comandar'
  | 'preconta'
  | 'pagar'
  | 'anular_pagamento'
  | 'quitar'
  | 'fechar'
  | 'fechar_validado'
  | 'fechar_parcial'
  | 'reabrir'
  | 'liberar'
  | 'cancelar'
  | 'encerrar_pos_pagamento'
  | 'mover_mesa'
  | 'transferir_itens'
  | 'mesclar';

const PERMITIDAS: Record<ComandaStatus, readonly AcaoComanda[]> = {
  aberta: [
    'alterar',
    'itens',
    'comandar',
    'preconta',
    'pagar',
    'anular_pagamento',
    'quitar',
    'fechar',
    'fechar_validado',
    'fechar_parcial',
    'liberar',
    'cancelar',
    'mover_mesa',
    'transferir_itens',
    'mesclar',
  ],
  // the bill was asked for: no new items, money only (reopen to add)
  fechada: [
    'alterar',
    'preconta',
    'pagar',
    'anular_pagamento',
    'quitar',
    'fechar_validado',
    'fechar_parcial',
    'reabrir',
    'liberar',
    'cancelar',
    'mover_mesa',
  ],
  // paid, the customers may still be seated
  quitada: [
    'preconta',
    'anular_pagamento',
    'fechar_validado',
    'encerrar_pos_pagamento',
    'liberar',
    'reabrir',
    'mover_mesa',
  ],
  encerrada: ['reabrir'],
  cancelada: [],
};

const NOME_STATUS: Record<ComandaStatus, string> = {
  aberta: 'aberta',
  fechada: 'fechada para pagamento',
  quitada: 'quitada',
  encerrada: 'encerrada',
  cancelada: 'cancelada',
};

/** Null when `acao` is allowed from `status`; otherwise the Portuguese reason (the API answers it with 409). */
export function motivoRecusa(status: ComandaStatus, acao: AcaoComanda): string | null {
  if (PERMITIDAS[status].includes(acao)) return null;
  if (acao === 'itens' && status === 'fechada')
    return 'A comanda está fechada para pagamento: reabra para lançar itens';
  return `Ação não permitida: a comanda está ${NOME_STATUS[status]}`;
}

/** Service fee in cents on a base, half-up: `(base × pct × 100 + 5000) div 10000`, pct kept in hundredths. */
export function taxaServico(baseCentavos: number, percentCentesimos: number): number {
  if (baseCentavos <= 0 || percentCentesimos <= 0) return 0;
  return Math.floor((baseCentavos * percentCentesimos + 5000) / 10000);
}

export interface ItemLedger {
  quantidade: number;
  preco_unitario_centavos: number;
  cancelado: boolean;
}

export interface PagamentoLedger {
  base_centavos: number;
  aplicar_taxa: boolean;
  taxa_centavos: number;
  desconto_centavos: number;
  acrescimo_centavos: number;
  status: PagamentoStatus;
}

export interface ComandaLedger {
  itens: ItemLedger[];
  pagamentos: PagamentoLedger[];
  /** Service fee percent × 100 (10 % = 1000). */
  taxa_servico_centesimos: number;
  /** Whether what is still unpaid bears the fee (the tab's default; each payment may opt out). */
  aplicar_taxa_padrao: boolean;
  /** Rounding left at a validated close (positive: forgiven to the customer). */
  ajuste_centavos: number;
}

export interface ResumoComanda {
  itens_centavos: number;
  cancelados_centavos: number;
  subtotal_centavos: number;
  taxa_servico_centavos: number;
  taxa_paga_centavos: number;
  descontos_centavos: number;
  acrescimos_centavos: number;
  ajuste_centavos: number;
  devido_centavos: number;
  pagamentos_centavos: number;
  estornos_centavos: number;
  pago_centavos: number;
  /** Items not yet covered by an active payment's base. */
  saldo_base_centavos: number;
  saldo_centavos: number;
}

export const totalPagamento = (p: Omit<PagamentoLedger, 'status' | 'aplicar_taxa'>) =>
  p.base_centavos + p.taxa_centavos + p.acrescimo_centavos - p.desconto_centavos;

const soma = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

export function resumoComanda(c: ComandaLedger): ResumoComanda {
  const valor = (i: ItemLedger) => i.quantidade * i.preco_unitario_centavos;
  const itens = soma(c.itens.map(valor));
  const cancelados = soma(c.itens.filter((i) => i.cancelado).map(valor));
  const subtotal = itens - cancelados;
  const ativos = c.pagamentos.filter((p) => p.status === 'ativo');
  const comTaxa = ativos.filter((p) => p.aplicar_taxa);
  const basePaga = soma(ativos.map((p) => p.base_centavos));
  const saldoBase = subtotal - basePaga;
  const baseTaxavel = soma(comTaxa.map((p) => p.base_centavos)) + (c.aplicar_taxa_padrao ? Math.max(0, saldoBase) : 0);
  const taxa = taxaServico(baseTaxavel, c.taxa_servico_centesimos);
  const descontos = soma(ativos.map((p) => p.desconto_centavos));
  const acrescimos = soma(ativos.map((p) => p.acrescimo_centavos));
  const devido = subtotal + taxa - descontos + acrescimos - c.ajuste_centavos;
  const efetivos = c.pagamentos.filter((p) => p.status !== 'cancelado');
  const pagamentos = soma(efetivos.map(totalPagamento));
  const estornos = soma(efetivos.filter((p) => p.status === 'estornado').map(totalPagamento));
  const pago = pagamentos - estornos;
  return {
    itens_centavos: itens,
    cancelados_centavos: cancelados,
    subtotal_centavos: subtotal,
    taxa_servico_centavos: taxa,
    taxa_paga_centavos: soma(comTaxa.map((p) => p.taxa_centavos)),
    descontos_centavos: descontos,
    acrescimos_centavos: acrescimos,
    ajuste_centavos: c.ajuste_centavos,
    devido_centavos: devido,
    pagamentos_centavos: pagamentos,
    estornos_centavos: estornos,
    pago_centavos: pago,
    saldo_base_centavos: saldoBase,
    saldo_centavos: devido - pago,
  };
}

/**
 * The fee of a new payment of `base` (cumulative rule): round(pct × (fee-bearing base already paid + base)) minus
 * the fees already paid. Each payment rounds once and the sum never drifts (74,67 ×3 at 10 % → 7,47 + 7,46 + 7,47).
 */
export function taxaDoPagamento(c: ComandaLedger, baseCentavos: number, aplicar: boolean): number {
  if (!aplicar) return 0;
  const ativos = c.pagamentos.filter((p) => p.status === 'ativo' && p.aplicar_taxa);
  const basePaga = soma(ativos.map((p) => p.base_centavos));
  const taxaPaga = soma(ativos.map((p) => p.taxa_centavos));
  return Math.max(0, taxaServico(basePaga + baseCentavos, c.taxa_servico_centesimos) - taxaPaga);
}

/** Equal split of `centavos` by `partes`, largest remainder: the first parts get the extra cents; Σ = centavos. */
export function dividirIgual(centavos: number, partes: number): number[] {
  const n = Math.max(1, Math.floor(partes));
  const base = Math.trunc(centavos / n);
  const resto = centavos - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < Math.abs(resto) ? Math.sign(resto) : 0));
}

/** Split by weights (items' values, quantities), largest remainder; Σ = centavos. */
export function dividirPorPesos(centavos: number, pesos: number[]): number[] {
  if (pesos.every((p) => p === 0)) return pesos.map(() => 0);
  return allocate(centavos, pesos);
}

/** The table's colour on the board, from its live tabs. */
export function estadoDaMesa(
  comandas: { status: ComandaStatus; preconta: boolean; pago_centavos: number; saldo_centavos: number }[],
): MesaEstado {
  const vivas = comandas.filter((c) => COMANDA_VIVA.includes(c.status));
  if (vivas.length === 0) return 'livre';
  if (vivas.every((c) => c.status === 'quitada')) return 'paga';
  if (vivas.some((c) => c.pago_centavos > 0)) return 'parcial';
  if (vivas.some((c) => c.preconta || c.status === 'fechada')) return 'preconta';
  return 'ocupada';
}

/** Whether a validated close passes: |saldo| within the tolerance. */
export function dentroDaTolerancia(saldoCentavos: number, toleranciaCentavos: number): boolean {
  return Math.abs(saldoCentavos) <= toleranciaCentavos;
}
