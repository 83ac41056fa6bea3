import type { Tenant } from '../../../db/tenant.ts';
import type { z } from 'zod';
import type { quitarSchema } from '@app/shared/schemas/comandas.ts';
import { dentroDaTolerancia, resumoComanda, TOLERANCIA_PADRAO_CENTAVOS } from '@app/shared/domain/comanda.ts';
import { formatBRL, reaisToCentavos } from '@app/shared/domain/money.ts';
import { conflict, forbidden } from '../../../lib/errors.ts';
import { comIdempotencia } from '../../../lib/idempotencia.ts';
import * as qc from '../queries/comandas.ts';
import * as qi from '../queries/itens.ts';
import { avisar, carregar, mudarStatus, registrar, travar } from './base.ts';
import { detalhe } from './leitura.ts';
import { registrarPagamento } from './pagamentos.ts';

// A tab's life after it is opened: pre-bill, close for payment, settle, the closes (validated, partial), reopen,
// release, cancel and end after payment. Every one locks the tab, checks its state (409 with the reason) and
// answers the tab as it is now. The state names and what each action does are recorded in docs/decisions.md.

type Resposta = Awaited<ReturnType<typeof detalhe>>;
const ok = async (p: Promise<Resposta>) => ({ status: 200, body: await p });

/** POST preconta (and reimprimir): the pre-bill is printed by the browser from the tab; the first print is kept. */
export function preconta(t: Tenant, usuarioId: number, id: number, reimpressao: boolean) {
  return t.transacao(async (tx) => {
    const c = await travar(tx, id, 'preconta');
    if (!c.preconta_em) await qc.atualizar(tx, id, { preconta_em: new Date() });
    await registrar(tx, c, reimpressao ? 'preconta_reimpressa' : 'preconta', usuarioId);
    await avisar(tx, c.mesa_id, id);
    return detalhe(tx, id);
  });
}

/** fechar: the bill is asked for; no more items (reopen to add), payments go on. */
export function fechar(t: Tenant, usuarioId: number, id: number, chave: string | undefined) {
  return comIdempotencia(t, `POST /comandas/${id}/fechar`, chave, {}, async (tx) => {
    const c = await travar(tx, id, 'fechar');
    await mudarStatus(tx, c, 'fechada', usuarioId);
    await avisar(tx, c.mesa_id, id);
    return ok(detalhe(tx, id));
  });
}

/** quitar: one payment of all that is left (fee by the tab's rule), and the tab is settled. */
export function quitar(
  t: Tenant,
  usuarioId: number,
  id: number,
  b: z.output<typeof quitarSchema>,
  chave: string | undefined,
) {
  return comIdempotencia(t, `POST /comandas/${id}/quitar`, chave, b, async (tx) => {
    const c = await travar(tx, id, 'quitar');
    const k = await carregar(tx, c);
    const r = resumoComanda(k.ledger);
    if (r.saldo_base_centavos > 0) await registrarPagamento(tx, c, k, usuarioId, b, r.saldo_base_centavos);
    const depois = resumoComanda((await carregar(tx, c)).ledger);
    if (c.status !== 'quitada') {
      if (!dentroDaTolerancia(depois.saldo_centavos, TOLERANCIA_PADRAO_CENTAVOS))
        throw conflict(`Saldo de ${formatBRL(depois.saldo_centavos)}: registre o pagamento do restante`);
      await mudarStatus(tx, c, 'quitada', usuarioId, { ajuste_centavos: c.ajuste_centavos + depois.saldo_centavos });
    }
    await avisar(tx, c.mesa_id, id);
    return ok(detalhe(tx, id));
  });
}

/**
 * fechar_validado: refused unless |saldo| ≤ tolerance (default R$ 0,05, spec §5); the residue is kept as the tab's
 * rounding adjustment (so the ledger still balances) and the tab ends: the table is free when no other tab is live.
 */
export function fecharValidado(
  t: Tenant,
  usuarioId: number,
  id: number,
  tolerancia: number,
  chave: string | undefined,
) {
  return comIdempotencia(t, `POST /comandas/${id}/fechar_validado`, chave, { tolerancia }, async (tx) => {
    const c = await travar(tx, id, 'fechar_validado');
    const r = resumoComanda((await carregar(tx, c)).ledger);
    const tol = reaisToCentavos(tolerancia);
    if (!dentroDaTolerancia(r.saldo_centavos, tol))
      throw conflict(
        `Não é possível fechar: saldo de ${formatBRL(r.saldo_centavos)} fora da tolerância de ${formatBRL(tol)}`,
      );
    await mudarStatus(tx, c, 'encerrada', usuarioId, { ajuste_centavos: c.ajuste_centavos + r.saldo_centavos });
    await avisar(tx, c.mesa_id, id);
    return ok(detalhe(tx, id));
  });
}

/**
 * fechar_parcial: the customers leave with part of the bill unpaid and the manager accepts it (a house account, a
 * complaint settled later): the tab ends and the open balance is recorded as owed, with the reason. Needs
 * mesas.gerenciar.
 */
export function fecharParcial(
  t: Tenant,
  usuarioId: number,
  podeGerenciar: boolean,
  id: number,
  motivo: string,
  chave: string | undefined,
) {
  return comIdempotencia(t, `POST /comandas/${id}/fechar_parcial`, chave, { motivo }, async (tx) => {
    if (!podeGerenciar) throw forbidden('Só o gerente fecha uma comanda com saldo em aberto');
    const c = await travar(tx, id, 'fechar_parcial');
    const r = resumoComanda((await carregar(tx, c)).ledger);
    if (dentroDaTolerancia(r.saldo_centavos, TOLERANCIA_PADRAO_CENTAVOS))
      throw conflict('A comanda não tem saldo em aberto: use Fechar conta');
    await mudarStatus(tx, c, 'encerrada', usuarioId, { saldo_em_aberto_centavos: r.saldo_centavos, motivo });
    await avisar(tx, c.mesa_id, id);
    return ok(detalhe(tx, id));
  });
}

/** reabrir: back to aberta with a reason, audited; an ended tab only by a manager. Payments stay. */
export function reabrir(t: Tenant, usuarioId: number, podeGerenciar: boolean, id: number, motivo: string) {
  return t.transacao(async (tx) => {
    const c = await travar(tx, id, 'reabrir');
    if (c.status === 'encerrada' && !podeGerenciar) throw forbidden('Só o gerente reabre uma comanda encerrada');
    await mudarStatus(tx, c, 'aberta', usuarioId, {
      motivo,
      ajuste_centavos: 0,
      saldo_em_aberto_centavos: 0,
      fechada_em: null,
      quitada_em: null,
      encerrada_em: null,
    });
    await avisar(tx, c.mesa_id, id);
    return detalhe(tx, id);
  });
}

/**
 * liberar: the table is free again. A tab with nothing consumed (opened by mistake, the group left) ends
 * cancelled without a reason to type; a settled tab ends. A tab with something to pay is refused.
 */
export function liberar(t: Tenant, usuarioId: number, id: number) {
  return t.transacao(async (tx) => {
    const c = await travar(tx, id, 'liberar');
    const k = await carregar(tx, c);
    const vazia = k.itens.every((i) => i.status === 'cancelado') && k.pagamentos.every((p) => p.status !== 'ativo');
    if (vazia) await mudarStatus(tx, c, 'cancelada', usuarioId, { motivo: 'Mesa liberada sem consumo' });
    else if (c.status === 'quitada') await mudarStatus(tx, c, 'encerrada', usuarioId);
    else throw conflict('A comanda tem consumo: receba o pagamento e feche a conta, ou cancele com um motivo');
    await avisar(tx, c.mesa_id, id);
    return detalhe(tx, id);
  });
}

/** cancelar: with a reason; its items stay on record as cancelled. Payments must be reversed or cancelled first. */
export function cancelar(t: Tenant, usuarioId: number, id: number, motivo: string) {
  return t.transacao(async (tx) => {
    const c = await travar(tx, id, 'cancelar');
    const k = await carregar(tx, c);
    if (k.pagamentos.some((p) => p.status === 'ativo'))
      throw conflict('A comanda tem pagamentos: estorne ou cancele-os antes de cancelar a comanda');
    await qi.cancelarRestantes(tx, id, motivo, usuarioId);
    await mudarStatus(tx, c, 'cancelada', usuarioId, { motivo });
    await avisar(tx, c.mesa_id, id);
    return detalhe(tx, id);
  });
}

/** encerrar_pos_pagamento: a settled tab ends (the customers left). */
export function encerrar(t: Tenant, usuarioId: number, id: number, chave: string | undefined) {
  return comIdempotencia(t, `POST /comandas/${id}/encerrar_pos_pagamento`, chave, {}, async (tx) => {
    const c = await travar(tx, id, 'encerrar_pos_pagamento');
    await mudarStatus(tx, c, 'encerrada', usuarioId);
    await avisar(tx, c.mesa_id, id);
    return ok(detalhe(tx, id));
  });
}
