import type { z } from 'zod';
import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import {
  MAX_DIAS_VALE_PASSADO,
  MSG_VALE,
  type Vale,
  type ValeCriar,
  type valesQuerySchema,
} from '@app/shared/schemas/entrega-vales.ts';
import { entregadorExiste } from '../queries/pedidos.ts';
import * as q from '../queries/vales.ts';

// Couriers' advances (vales): recorded under the courier, deducted by the reports from the pay of the period that
// holds their date. An advance is never edited: a wrong one is deleted and recorded again.

const ENTREGADOR_NAO_ENCONTRADO = 'Entregador não encontrado';

function paraApi(r: q.ValeLinha): Vale {
  return {
    id: Number(r.id),
    entregador_id: Number(r.entregador_id),
    data: r.data,
    valor: centavosToReais(r.valor_centavos),
    observacao: r.observacao,
    criado_em: r.criado_em.toISOString(),
  };
}

async function exigirEntregador(tx: TenantTx, id: number) {
  if (!(await entregadorExiste(tx, id))) throw notFound(ENTREGADOR_NAO_ENCONTRADO);
}

export function listar(t: Tenant, entregadorId: number, filtro: z.output<typeof valesQuerySchema>) {
  return t.transacao(async (tx) => {
    await exigirEntregador(tx, entregadorId);
    const { linhas, total } = await q.listar(tx, entregadorId, filtro);
    return { items: linhas.map(paraApi), total };
  });
}

export function criar(t: Tenant, entregadorId: number, d: ValeCriar, usuarioId: number) {
  return t.transacao(async (tx) => {
    await exigirEntregador(tx, entregadorId);
    // the date is the business's local day: "today" is the business's, not the server's
    const dias = await q.diasDesdeHoje(tx, d.data);
    if (dias > 0) throw badRequest(MSG_VALE.futuro, 'data');
    if (dias < -MAX_DIAS_VALE_PASSADO) throw badRequest(MSG_VALE.antigo, 'data');
    return paraApi(
      await q.inserir(tx, {
        entregador_id: entregadorId,
        data: d.data,
        valor_centavos: d.valor,
        observacao: d.observacao,
        criado_por: usuarioId,
      }),
    );
  });
}

export function excluir(t: Tenant, entregadorId: number, valeId: number) {
  return t.transacao(async (tx) => {
    await exigirEntregador(tx, entregadorId);
    if (!(await q.excluir(tx, entregadorId, valeId))) throw notFound(MSG_VALE.naoEncontrado);
    return { ok: true as const };
  });
}
