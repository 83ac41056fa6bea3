import type { Tenant } from '../../../db/tenant.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import * as qc from '../queries/comandas.ts';
import * as qm from '../queries/mesas.ts';
import { avisar, mudarStatus, travar } from './base.ts';
import { detalhe } from './leitura.ts';
import { MESA_NAO_ENCONTRADA } from './mesas.ts';

// Actions on a whole table: close every open tab for payment (fechar_mesa), end every settled tab
// (encerrar_pos_pagamento). All or nothing: one tab in the wrong state refuses the whole table.

async function vivas(tx: Parameters<Parameters<Tenant['transacao']>[0]>[0], mesaId: number) {
  if (!(await qm.buscar(tx, mesaId))) throw notFound(MESA_NAO_ENCONTRADA);
  const ids = await qc.vivasDaMesa(tx, mesaId);
  if (ids.length === 0) throw conflict('A mesa não tem comandas abertas');
  return ids;
}

export function fecharMesa(t: Tenant, usuarioId: number, mesaId: number) {
  return t.transacao(async (tx) => {
    const ids = await vivas(tx, mesaId);
    for (const id of ids) {
      const c = await qc.travar(tx, id);
      if (c?.status === 'aberta') await mudarStatus(tx, c, 'fechada', usuarioId);
    }
    await avisar(tx, mesaId, null);
    const items = [];
    for (const id of ids) items.push(await detalhe(tx, id));
    return { items };
  });
}

export function encerrarMesa(t: Tenant, usuarioId: number, mesaId: number) {
  return t.transacao(async (tx) => {
    const ids = await vivas(tx, mesaId);
    for (const id of ids) {
      const c = await travar(tx, id, 'encerrar_pos_pagamento').catch(() => {
        throw conflict(`A comanda #${id} ainda não foi paga: receba o pagamento antes de encerrar a mesa`);
      });
      await mudarStatus(tx, c, 'encerrada', usuarioId);
    }
    await avisar(tx, mesaId, null);
    const items = [];
    for (const id of ids) items.push(await detalhe(tx, id));
    return { items };
  });
}
