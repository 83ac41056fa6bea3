import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { mascararTelefone, normalizarTelefone } from '@app/shared/domain/telefone.ts';
import type { MensagemWhatsapp, MensagensPage } from '@app/shared/schemas/whatsapp.ts';
import * as q from '../queries/mensagens.ts';
import * as qi from '../queries/instancia.ts';
import { exigirProvedor } from './instancia.ts';
import type { ProvedorWhatsapp } from '../provedor/tipos.ts';

// The outbox from a business's side: queue a message (a test from the screen, a code from another module), the
// log of what was sent, is waiting or failed, and the resend of a failed one.

const NAO_ENCONTRADA = 'Mensagem não encontrada';

function paraApi(l: q.MensagemLinha, verDados: boolean): MensagemWhatsapp {
  return { ...l, telefone: verDados ? l.telefone : mascararTelefone(l.telefone) };
}

export function listar(
  t: Tenant,
  f: { status?: string; page: number; per_page: number },
  verDados: boolean,
): Promise<MensagensPage> {
  return t.transacao(async (tx) => {
    const r = await q.listar(tx, { status: f.status, limite: f.per_page, deslocamento: (f.page - 1) * f.per_page });
    return { items: r.items.map((l) => paraApi(l, verDados)), total: r.total };
  });
}

export function reenviar(t: Tenant, id: number): Promise<void> {
  return t.transacao(async (tx) => {
    if (await q.reenviar(tx, id)) return;
    const status = await q.status(tx, id);
    if (!status) throw notFound(NAO_ENCONTRADA);
    throw conflict('Só uma mensagem que falhou pode ser reenviada');
  });
}

/**
 * Queues a text to a phone through the business's WhatsApp, in the caller's transaction: it goes out only if that
 * transaction commits, and then exactly once. Answers the message id, or null when the business has no WhatsApp
 * (the caller decides whether that matters) or `chave` was already queued. For other modules (the public menu's
 * password-reset codes) through index.ts.
 */
export async function enfileirarMensagem(
  tx: TenantTx,
  m: { telefone: string; texto: string; chave?: string | null },
): Promise<number | null> {
  const telefone = normalizarTelefone(m.telefone);
  if (!telefone) throw badRequest('Informe um telefone válido com DDD', 'telefone');
  if (!(await qi.buscar(tx))) return null;
  return q.enfileirar(tx, {
    origem: 'sistema',
    chave: m.chave ?? null,
    pedido_id: null,
    numero_pedido: null,
    pedido_status: null,
    telefone,
    texto: m.texto,
  });
}

/** POST /instancias-whatsapp/enviar-mensagem: a message from the screen, through the outbox like any other. */
export function enviarTeste(
  t: Tenant,
  provedor: ProvedorWhatsapp | null,
  b: { telefone: string; texto: string },
): Promise<{ id: number }> {
  exigirProvedor(provedor);
  return t.transacao(async (tx) => {
    if (!(await qi.buscar(tx))) throw notFound('Nenhum WhatsApp conectado nesta empresa');
    const id = await q.enfileirar(tx, {
      origem: 'teste',
      chave: null,
      pedido_id: null,
      numero_pedido: null,
      pedido_status: null,
      telefone: b.telefone,
      texto: b.texto,
    });
    return { id: id! };
  });
}

/** Whether the business's WhatsApp is connected now, so a message queued now would go out (for other modules). */
export async function whatsappConectado(tx: TenantTx): Promise<boolean> {
  return (await qi.buscar(tx))?.estado === 'open';
}
