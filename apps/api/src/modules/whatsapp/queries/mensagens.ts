import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';

// The outbox as one business sees it (table whatsapp_mensagens): queue a message, the log, a resend, and the
// delivery receipts the gateway posts back. The worker's claim over every business is in fila.ts.

export interface NovaMensagem {
  origem: 'aviso' | 'teste' | 'sistema';
  /** One message per key (a notice: order and status); a second one with the same key is not queued. */
  chave: string | null;
  pedido_id: number | null;
  numero_pedido: number | null;
  pedido_status: string | null;
  telefone: string;
  texto: string;
}

/** Queues a message in the caller's transaction; answers its id, or null when its key was already queued. */
export async function enfileirar(tx: TenantTx, m: NovaMensagem): Promise<number | null> {
  const [r] = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO whatsapp_mensagens (empresa_id, origem, chave, pedido_id, numero_pedido, pedido_status, telefone, texto)
    VALUES (${tx.empresaId}, ${m.origem}, ${m.chave}, ${m.pedido_id}, ${m.numero_pedido}, ${m.pedido_status}, ${m.telefone}, ${m.texto})
    ON CONFLICT (empresa_id, chave) DO NOTHING RETURNING id`,
  );
  return r ? Number(r.id) : null;
}

export interface MensagemLinha {
  id: number;
  origem: 'aviso' | 'teste' | 'sistema';
  pedido_id: number | null;
  numero_pedido: number | null;
  pedido_status: string | null;
  telefone: string;
  texto: string;
  status: 'pendente' | 'enviando' | 'enviada' | 'falhou';
  tentativas: number;
  ultimo_erro: string | null;
  status_entrega: string | null;
  criado_em: string;
  enviada_em: string | null;
  proxima_tentativa_em: string | null;
}

const iso = (c: string) => sql.raw(`to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** A page of the log, newest first. */
export async function listar(
  tx: TenantTx,
  f: { status?: string; limite: number; deslocamento: number },
): Promise<{ items: MensagemLinha[]; total: number }> {
  const filtro = f.status ? sql` AND m.status = ${f.status}` : sql``;
  const items = await queryRows<MensagemLinha>(
    tx,
    sql`SELECT m.id, m.origem, m.pedido_id, m.numero_pedido, m.pedido_status, m.telefone, m.texto,
      m.status, m.tentativas, m.ultimo_erro, m.status_entrega, ${iso('m.criado_em')} AS criado_em,
      ${iso('m.enviada_em')} AS enviada_em,
      CASE WHEN m.status = 'pendente' THEN ${iso('m.proxima_em')} END AS proxima_tentativa_em
    FROM whatsapp_mensagens m WHERE m.empresa_id = ${tx.empresaId}${filtro}
    ORDER BY m.criado_em DESC, m.id DESC LIMIT ${f.limite} OFFSET ${f.deslocamento}`,
  );
  const [t] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM whatsapp_mensagens m WHERE m.empresa_id = ${tx.empresaId}${filtro}`,
  );
  return {
    items: items.map((r) => ({
      ...r,
      id: Number(r.id),
      pedido_id: r.pedido_id === null ? null : Number(r.pedido_id),
      numero_pedido: r.numero_pedido === null ? null : Number(r.numero_pedido),
    })),
    total: t?.n ?? 0,
  };
}

export async function status(tx: TenantTx, id: number): Promise<string | undefined> {
  const [r] = await queryRows<{ status: string }>(
    tx,
    sql`SELECT status FROM whatsapp_mensagens WHERE empresa_id = ${tx.empresaId} AND id = ${id}`,
  );
  return r?.status;
}

/** A failed message goes back to the queue, due now, with its attempts counted afresh. */
export async function reenviar(tx: TenantTx, id: number): Promise<boolean> {
  const r = await queryRows<{ id: number }>(
    tx,
    sql`UPDATE whatsapp_mensagens SET status = 'pendente', tentativas = 0, proxima_em = now(), ultimo_erro = NULL,
      atualizado_em = now()
    WHERE empresa_id = ${tx.empresaId} AND id = ${id} AND status = 'falhou' RETURNING id`,
  );
  return r.length > 0;
}

/** A delivery receipt (SERVER_ACK, DELIVERY_ACK, READ…) for the message the gateway knows by `idExterno`. */
export async function registrarEntrega(tx: TenantTx, idExterno: string, statusEntrega: string): Promise<void> {
  await tx.execute(
    sql`UPDATE whatsapp_mensagens SET status_entrega = ${statusEntrega}, atualizado_em = now()
    WHERE empresa_id = ${tx.empresaId} AND id_externo = ${idExterno}`,
  );
}
