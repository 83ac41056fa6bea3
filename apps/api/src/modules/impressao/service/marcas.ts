import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { notFound } from '../../../lib/errors.ts';
import type { ImpressoBody, Marca, Pendentes } from '@app/shared/schemas/impressao.ts';
import * as pedidos from '../../pedidos/index.ts';
import * as config from '../queries/configuracao.ts';
import * as q from '../queries/marcas.ts';

// Automatic printing exactly once (spec §4: site orders in preparation are printed once). Each browser is a print
// station with a random id. A poll claims the waiting orders for that station for RESERVA_SEGUNDOS; a second
// station polling at the same instant gets none of them; a station that dies lets its claim expire and another
// prints. A print ends with the printed mark (first one wins) or a failure (counted, claim released, retried on
// the next poll).

/** Long enough to connect to QZ Tray, sign and print; short enough that a closed tab's orders print elsewhere soon. */
export const RESERVA_SEGUNDOS = 60;
/** The board's window: an order still in preparation after a day is not printed by surprise. */
const JANELA_HORAS = 24;
const POR_VEZ = 20;

const NAO_ENCONTRADO = 'Pedido não encontrado';

function paraApi(pedidoId: number, m: q.MarcaLinha | undefined): Marca {
  return {
    pedido_id: pedidoId,
    impresso: Boolean(m?.impresso_em),
    impresso_em: m?.impresso_em ?? null,
    impressora: m?.impressora ?? null,
    tentativas: m?.tentativas ?? 0,
    ultimo_erro: m?.ultimo_erro ?? null,
  };
}

/** POST /impressao/pendentes: the site orders this station must print now (already claimed for it). */
export function pendentes(t: Tenant, estacao: string, verDados: boolean): Promise<Pendentes> {
  return t.transacao(async (tx) => {
    const automatica = (await config.buscar(tx))?.impressao_automatica ?? true;
    const base = { impressao_automatica: automatica, reserva_segundos: RESERVA_SEGUNDOS };
    if (!automatica) return { ...base, items: [] };
    const ids = await pedidos.siteEmPreparacao(tx, q.semMarcaDeImpresso(tx), JANELA_HORAS, POR_VEZ);
    const meus = await q.reservar(tx, ids, estacao, RESERVA_SEGUNDOS);
    const lista = await pedidos.pedidosParaImpressao(tx, meus);
    return { ...base, items: lista.map((p) => pedidos.mascararTelefone(p, verDados)) };
  });
}

async function exigirPedido(tx: TenantTx, pedidoId: number) {
  if (!(await pedidos.pedidoExiste(tx, pedidoId))) throw notFound(NAO_ENCONTRADO);
}

/** POST /impressao/pedidos/{id}/impresso: idempotent; a manual print of a site order also counts as its print. */
export function marcarImpresso(t: Tenant, pedidoId: number, b: ImpressoBody, usuarioId: number): Promise<Marca> {
  return t.transacao(async (tx) => {
    await exigirPedido(tx, pedidoId);
    const m = await q.marcarImpresso(tx, pedidoId, {
      impressora: b.impressora,
      impresso_em: b.impresso_em ?? null,
      usuario_id: usuarioId,
    });
    return paraApi(pedidoId, m);
  });
}

export function registrarFalha(t: Tenant, pedidoId: number, estacao: string, erro: string): Promise<Marca> {
  return t.transacao(async (tx) => {
    await exigirPedido(tx, pedidoId);
    return paraApi(pedidoId, await q.registrarFalha(tx, pedidoId, estacao, erro));
  });
}

export function obter(t: Tenant, pedidoId: number): Promise<Marca> {
  return t.transacao(async (tx) => {
    await exigirPedido(tx, pedidoId);
    return paraApi(pedidoId, await q.buscar(tx, pedidoId));
  });
}
