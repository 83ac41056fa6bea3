import type { Tenant } from '../../../db/tenant.ts';
import type { ComandarResposta, Lote } from '@app/shared/schemas/comandas.ts';
import type { LoteImpresso } from '@app/shared/domain/recibo-cozinha.ts';
import { notFound } from '../../../lib/errors.ts';
import { comIdempotencia } from '../../../lib/idempotencia.ts';
import * as qc from '../queries/comandas.ts';
import * as qi from '../queries/itens.ts';
import * as ql from '../queries/lotes.ts';
import { avisar, COMANDA_NAO_ENCONTRADA, registrar } from './base.ts';
import { carregarParaLote } from './itens.ts';
import { detalhe, iso } from './leitura.ts';

// Sending to the kitchen (comandar): one batch of exactly the pending items, its ticket content kept as sent. The
// browser prints it through QZ Tray; a reprint is the same content, counted.

function loteParaApi(l: ql.LoteLinha): Lote {
  return {
    id: l.id,
    comanda_id: l.comanda_id,
    numero: l.numero,
    criado_em: iso(l.criado_em)!,
    criado_por_nome: l.criado_por_nome,
    reimpressoes: l.reimpressoes,
    impresso: l.itens as LoteImpresso,
  };
}

/**
 * POST /comandas/{id}/comandar. Under the tab's lock a double tap finds nothing pending the second time (no second
 * batch, no second ticket: `lote` is null); with an Idempotency-Key the repeat gets the first answer itself.
 */
export function comandar(t: Tenant, usuarioId: number, id: number, chave: string | undefined) {
  return comIdempotencia<ComandarResposta>(t, `POST /comandas/${id}/comandar`, chave, {}, async (tx) => {
    const { c } = await carregarParaLote(tx, id);
    const pendentes = (await qi.daComanda(tx, id)).filter((i) => i.status === 'pendente');
    if (pendentes.length === 0) return { status: 200, body: { lote: null, comanda: await detalhe(tx, id) } };
    const comNomes = (await qc.buscarComNomes(tx, id))!;
    const numero = c.lotes_qtd + 1;
    const enviado = new Date();
    const impresso: LoteImpresso = {
      mesa: comNomes.mesa_nome,
      comanda: c.grupo_nome ?? `#${c.id}`,
      garcom: comNomes.garcom_nome,
      numero_lote: numero,
      enviado_em: enviado.toISOString(),
      itens: pendentes.map((i) => ({
        quantidade: i.quantidade,
        nome: i.nome,
        sabores: i.sabores,
        borda: i.borda,
        complementos: i.complementos.map((x) => ({ complementName: x.complementName, quantity: x.quantity })),
        observacao: i.observacao,
      })),
    };
    const loteId = await ql.inserir(tx, {
      comanda_id: id,
      numero,
      itens: impresso,
      criado_por: usuarioId,
      criado_em: enviado,
    });
    await qi.marcarEnviados(
      tx,
      id,
      pendentes.map((i) => i.id),
      loteId,
    );
    await qc.atualizar(tx, id, { lotes_qtd: numero });
    await registrar(tx, c, 'lote', usuarioId, { lote_id: loteId, numero });
    await avisar(tx, c.mesa_id, id);
    const lote = (await ql.buscar(tx, loteId))!;
    return { status: 201, body: { lote: loteParaApi(lote), comanda: await detalhe(tx, id) } };
  });
}

export function daComanda(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    if (!(await qc.buscarComNomes(tx, id))) throw notFound(COMANDA_NAO_ENCONTRADA);
    return { items: (await ql.daComanda(tx, id)).map(loteParaApi) };
  });
}

/** POST /lotes/{id}/reimprimir: the same ticket again; the answer carries the reprint count for its header. */
export function reimprimir(t: Tenant, usuarioId: number, id: number) {
  return t.transacao(async (tx) => {
    const l = await ql.buscar(tx, id);
    if (!l) throw notFound('Lote não encontrado');
    await ql.contarReimpressao(tx, id);
    await qc.registrarEvento(tx, l.comanda_id, 'lote_reimpresso', usuarioId, { lote_id: id });
    const depois = (await ql.buscar(tx, id))!;
    return loteParaApi(depois);
  });
}
