import type { SQL } from 'drizzle-orm';
import { enviarJuntos } from './client.ts';
import { comoLiterais, type TenantTx } from './tenant.ts';

// Statements that do not need each other's answers, sent together. Order creation reads the settings, the customer,
// the address, the products, the delivery areas and the payment methods, and every one of those reads depends only
// on the request's body: one by one they cost a round trip each (the API's socket write and wake-up, and the
// server's), together one message.

interface Pendente {
  query: SQL;
  ok: (r: unknown) => void;
  falha: (e: unknown) => void;
}

/**
 * Runs `fn` with a handle on the transaction whose `execute` calls are gathered: those issued in the same turn of
 * the event loop (reads started together and awaited later, as `iniciar` does) are sent when the turn ends, in the
 * order they were issued. On a server, two or more go as ONE simple-protocol message inside the transaction, after
 * its scope (row-level security and `app.empresa_id` hold for each), with their values written as literals
 * (`comoLiterais`); when one of them cannot be, or on PGlite (in process, no round trip to save), they run one after
 * the other on the transaction. A failing statement fails every statement of its batch (the transaction is
 * aborted anyway). Only `execute` is gathered (raw `sql` through `queryRows`): a query builder's call would run at
 * once, out of order, so the functions run in `fn` must use raw statements. Nothing is sent after `fn` ends: it
 * waits for the batch in flight, and a statement issued later fails instead of running after the caller's COMMIT
 * or ROLLBACK.
 */
export async function emLote<T>(tx: TenantTx, fn: (t: TenantTx) => Promise<T>): Promise<T> {
  const enviar = enviarJuntos(tx);
  let fila: Pendente[] = [];
  let emCurso: Promise<void> = Promise.resolve();
  let fechado = false;

  const descarregar = async () => {
    const lote = fila;
    fila = [];
    if (fechado) {
      for (const p of lote) p.falha(new Error('emLote: instrução depois do fim do lote'));
      return;
    }
    const textos = enviar && lote.length > 1 ? lote.map((p) => comoLiterais(p.query)) : [];
    if (textos.length && textos.every((t) => t !== undefined)) {
      try {
        const rs = await enviar!(textos as string[]);
        lote.forEach((p, i) => p.ok(rs[i]));
      } catch (err) {
        for (const p of lote) p.falha(err);
      }
      return;
    }
    for (const [i, p] of lote.entries()) {
      try {
        p.ok(await tx.execute(p.query));
      } catch (err) {
        // the transaction is aborted: the rest would only fail with a less telling error
        for (const resto of lote.slice(i)) resto.falha(err);
        return;
      }
    }
  };

  const t = Object.create(tx) as TenantTx;
  Object.defineProperty(t, 'execute', {
    value: (query: SQL) =>
      new Promise((ok, falha) => {
        if (fechado) return falha(new Error('emLote: instrução depois do fim do lote'));
        if (fila.push({ query, ok, falha }) === 1)
          setImmediate(() => {
            emCurso = emCurso.then(descarregar);
          });
      }),
  });
  try {
    return await fn(t);
  } finally {
    // a read started but no longer awaited (an earlier rule failed) may still be on the wire: the caller's COMMIT or
    // ROLLBACK must come after it; one only queued is not sent
    fechado = true;
    await emCurso;
  }
}

/**
 * A promise started now and awaited later, maybe never (an earlier awaited one failed): its failure is not an
 * unhandled rejection, and awaiting it still throws.
 */
export function iniciar<T>(p: Promise<T>): Promise<T> {
  p.catch(() => undefined);
  return p;
}
