import type { TenantTx } from '../../../db/tenant.ts';
import {
  dividirIgual,
  motivoRecusa,
  resumoComanda,
  type AcaoComanda,
  type ComandaLedger,
  type ComandaStatus,
} from '@app/shared/domain/comanda.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { notificar } from '../../../lib/eventos.ts';
import * as qc from '../queries/comandas.ts';
import * as qi from '../queries/itens.ts';
import * as qp from '../queries/pagamentos.ts';
import { aplicarEfeitos } from './efeitos.ts';

// What every change to a tab does: lock it, check the action against its state, read its ledger, and at the end
// bump its version, write the audit trail, run the sale effects on a status change and tell the other screens.

export const COMANDA_NAO_ENCONTRADA = 'Comanda não encontrada';

export async function travar(tx: TenantTx, id: number, acao: AcaoComanda): Promise<qc.ComandaLinha> {
  const c = await qc.travar(tx, id);
  if (!c) throw notFound(COMANDA_NAO_ENCONTRADA);
  const motivo = motivoRecusa(c.status, acao);
  if (motivo) throw conflict(motivo);
  return c;
}

export interface Carregada {
  itens: qi.ItemLinha[];
  pagamentos: qp.PagamentoLinha[];
  ledger: ComandaLedger;
}

export function ledgerDe(c: qc.ComandaLinha, itens: qi.ItemLinha[], pagamentos: qp.PagamentoLinha[]): ComandaLedger {
  return {
    itens: itens.map((i) => ({
      quantidade: i.quantidade,
      preco_unitario_centavos: i.preco_unitario_centavos,
      cancelado: i.status === 'cancelado',
    })),
    pagamentos: pagamentos.map((p) => ({
      base_centavos: p.valor_base_itens_centavos,
      aplicar_taxa: p.aplicar_taxa_servico,
      taxa_centavos: p.taxa_servico_centavos,
      desconto_centavos: p.desconto_centavos,
      acrescimo_centavos: p.acrescimo_centavos,
      status: p.status,
    })),
    taxa_servico_centesimos: c.taxa_servico_centesimos,
    aplicar_taxa_padrao: c.taxa_servico_default_aplicar,
    ajuste_centavos: c.ajuste_centavos,
  };
}

export async function carregar(tx: TenantTx, c: qc.ComandaLinha): Promise<Carregada> {
  const [itens, pagamentos] = [await qi.daComanda(tx, c.id), await qp.daComanda(tx, c.id)];
  return { itens, pagamentos, ledger: ledgerDe(c, itens, pagamentos) };
}

export const resumoDe = (c: qc.ComandaLinha, k: Carregada) => resumoComanda(k.ledger);
export const porPessoa = (saldo: number, pessoas: number) => dividirIgual(Math.max(0, saldo), pessoas);

const CARIMBO: Partial<Record<ComandaStatus, 'fechada_em' | 'quitada_em' | 'encerrada_em'>> = {
  fechada: 'fechada_em',
  quitada: 'quitada_em',
  encerrada: 'encerrada_em',
  cancelada: 'encerrada_em',
};

/** Moves the tab to `para` (the caller holds the lock and checked the action), with its timestamps and effects. */
export async function mudarStatus(
  tx: TenantTx,
  c: qc.ComandaLinha,
  para: ComandaStatus,
  usuarioId: number | null,
  extra: Parameters<typeof qc.atualizar>[2] = {},
): Promise<void> {
  const carimbo = CARIMBO[para];
  const agora = new Date();
  const datas: Parameters<typeof qc.atualizar>[2] = {};
  if (carimbo) datas[carimbo] = agora;
  if (para === 'encerrada' && !c.quitada_em) datas.quitada_em = agora;
  await qc.atualizar(tx, c.id, { status: para, ...datas, ...extra });
  await qc.registrarEvento(tx, c.id, para, usuarioId, {
    de: c.status,
    ...('motivo' in extra ? { motivo: extra.motivo } : {}),
  });
  await aplicarEfeitos(tx, { comandaId: c.id, mesaId: c.mesa_id, de: c.status, para, usuarioId });
  c.status = para;
}

/** Tells every screen of the business that this table changed (delivered on commit). */
export async function avisar(tx: TenantTx, mesaId: number, comandaId: number | null): Promise<void> {
  await notificar(tx, { tipo: 'mesa.atualizada', mesa_id: mesaId, ...(comandaId ? { comanda_id: comandaId } : {}) });
}

/** A change that is not a status change: version bump, audit, live update. */
export async function registrar(
  tx: TenantTx,
  c: qc.ComandaLinha,
  tipo: string,
  usuarioId: number | null,
  dados: Record<string, unknown> = {},
): Promise<void> {
  await qc.atualizar(tx, c.id, {});
  await qc.registrarEvento(tx, c.id, tipo, usuarioId, dados);
}
