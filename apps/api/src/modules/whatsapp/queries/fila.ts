import { sql } from 'drizzle-orm';
import { queryRows, transacaoPlataforma, type PlataformaDb } from '../../../db/tenant.ts';

// The worker's side of the outbox, over every business (platform code: the worker serves them all). Each
// statement decides under the row lock, so several workers in several processes never hold the same message.

export interface Reservada {
  id: number;
  empresa_id: number;
  telefone: string;
  texto: string;
  tentativas: number;
  /** The business's instance name and state, or null when it has none. */
  instancia: string | null;
  estado: string | null;
}

/**
 * Claims the oldest due message: `FOR UPDATE SKIP LOCKED` lets a concurrent worker take the next one instead of
 * waiting, and the claim (`enviando` until `reservado_ate`) is committed before anything is sent.
 */
export async function reservar(p: PlataformaDb, reservaSegundos: number): Promise<Reservada | undefined> {
  return transacaoPlataforma(p, async (tx) => {
    const [r] = await queryRows<Reservada>(
      tx,
      sql`WITH alvo AS (
        SELECT id FROM whatsapp_mensagens
        WHERE status = 'pendente' AND proxima_em <= now()
        ORDER BY proxima_em, id LIMIT 1
        FOR UPDATE SKIP LOCKED
      )
      UPDATE whatsapp_mensagens m SET status = 'enviando', tentativas = m.tentativas + 1,
        reservado_ate = now() + make_interval(secs => ${reservaSegundos}), atualizado_em = now()
      FROM alvo WHERE m.id = alvo.id AND m.status = 'pendente'
      RETURNING m.id, m.empresa_id, m.telefone, m.texto, m.tentativas,
        (SELECT i.nome FROM whatsapp_instancias i WHERE i.empresa_id = m.empresa_id) AS instancia,
        (SELECT i.estado FROM whatsapp_instancias i WHERE i.empresa_id = m.empresa_id) AS estado`,
    );
    return r && { ...r, id: Number(r.id), empresa_id: Number(r.empresa_id) };
  });
}

/** Sent: only a message still claimed moves (a second writer finds nothing to change). */
export async function marcarEnviada(p: PlataformaDb, id: number, idExterno: string | null): Promise<boolean> {
  const r = await queryRows<{ id: number }>(
    p,
    sql`UPDATE whatsapp_mensagens SET status = 'enviada', enviada_em = now(), id_externo = ${idExterno},
      reservado_ate = NULL, ultimo_erro = NULL, atualizado_em = now()
    WHERE id = ${id} AND status = 'enviando' RETURNING id`,
  );
  return r.length > 0;
}

/** Not sent: back to the queue after `esperaSegundos`, or failed for good. */
export async function marcarFalha(
  p: PlataformaDb,
  id: number,
  erro: string,
  definitiva: boolean,
  esperaSegundos: number,
): Promise<void> {
  await p.execute(
    sql`UPDATE whatsapp_mensagens SET status = ${definitiva ? 'falhou' : 'pendente'}, ultimo_erro = ${erro},
      proxima_em = now() + make_interval(secs => ${esperaSegundos}), reservado_ate = NULL, atualizado_em = now()
    WHERE id = ${id} AND status = 'enviando'`,
  );
}

/**
 * Claims that expired while `enviando`: the process died between claiming and recording the answer, so whether
 * the gateway got the text is unknown. They fail with that reason instead of going out again (a customer gets a
 * notice twice otherwise); the log shows them with a resend button.
 */
export async function encerrarInterrompidas(p: PlataformaDb, motivo: string): Promise<number> {
  const r = await queryRows<{ id: number }>(
    p,
    sql`UPDATE whatsapp_mensagens SET status = 'falhou', ultimo_erro = ${motivo}, reservado_ate = NULL, atualizado_em = now()
    WHERE status = 'enviando' AND reservado_ate < now() RETURNING id`,
  );
  return r.length;
}
