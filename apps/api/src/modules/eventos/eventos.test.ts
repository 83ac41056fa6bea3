import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aguardar, createFixture, type Fixture } from '../../../test/helpers.ts';
import { notificar } from '../../lib/eventos.ts';
import { comoEmpresaId, withTenant } from '../../db/tenant.ts';

let f: Fixture;
let base: string;
beforeAll(async () => {
  f = await createFixture();
  await f.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = f.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
});
afterAll(async () => {
  await f?.close();
});

/** Reads SSE text from a fetch body until `until` matches or the time runs out. */
async function lerAte(body: ReadableStream<Uint8Array>, until: RegExp, ms = 5000): Promise<string> {
  const reader = body.getReader();
  const dec = new TextDecoder();
  let text = '';
  const limite = Date.now() + ms;
  while (!until.test(text) && Date.now() < limite) {
    const r = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value?: undefined }>((res) =>
        setTimeout(() => res({ done: true }), limite - Date.now()),
      ),
    ]);
    if (r.done) break;
    text += dec.decode(r.value);
  }
  reader.releaseLock();
  return text;
}

describe('GET /api/eventos (SSE)', () => {
  it('needs a token', async () => {
    const res = await fetch(`${base}/api/eventos`);
    expect(res.status).toBe(401);
  });

  it("delivers committed events of the caller's business only, and nothing from a rolled-back transaction", async () => {
    const token = await f.token('gerente.a@teste.com');
    const ctrl = new AbortController();
    const res = await fetch(`${base}/api/eventos`, {
      headers: { authorization: `Bearer ${token}` },
      signal: ctrl.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const body = res.body!;
    expect(await lerAte(body, /conectado/)).toContain(': conectado');
    await aguardar(
      () => f.app.eventos.assinantes(f.A.id),
      (n) => n > 0,
    );

    const db = f.database.db;
    const A = comoEmpresaId(f.A.id);
    await withTenant(db, comoEmpresaId(f.B.id), async (tx) => notificar(tx, { tipo: 'pedido.criado', pedido_id: 999 }));
    await withTenant(db, A, async (tx) => {
      await notificar(tx, { tipo: 'pedido.criado', pedido_id: 555 });
      tx.rollback();
    }).catch(() => undefined);
    await withTenant(db, A, async (tx) => notificar(tx, { tipo: 'pedido.criado', pedido_id: 7, versao: 3 }));

    const text = await lerAte(body, /"pedido_id":7/);
    ctrl.abort();
    expect(text).toContain('event: pedido.criado');
    expect(text).toContain('"pedido_id":7');
    expect(text).not.toContain('999');
    expect(text).not.toContain('555');
    expect(f.app.eventos.versoes.get(f.A.id)).toBe(3);
  });
});
