import type { FastifyInstance } from 'fastify';

// Server-Sent Events per business. The web reads it with fetch (so the bearer token goes in
// a header, never in the URL). A comment line every 25 s keeps proxies from closing an idle stream.
const KEEPALIVE_MS = 25_000;

export async function eventosRoutes(app: FastifyInstance) {
  const abertos = new Set<() => void>();
  // streams never end on their own: close them when the server stops
  app.addHook('onClose', async () => {
    for (const fechar of abertos) fechar();
  });

  app.get(
    '/eventos',
    {
      config: { permissao: 'pedidos.ver' },
      schema: {
        tags: ['eventos'],
        summary: 'Fluxo de eventos da empresa (SSE): pedido.criado, pedido.atualizado',
        security: [{ bearer: [] }],
      },
    },
    (request, reply) => {
      const empresaId = request.tenant.empresaId;
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 3000\n: conectado\n\n`);
      const off = app.eventos.assinar(empresaId, (e) => {
        res.write(`event: ${e.tipo}\ndata: ${JSON.stringify(e)}\n\n`);
      });
      const keepalive = setInterval(() => res.write(': ping\n\n'), KEEPALIVE_MS);
      const fechar = () => {
        clearInterval(keepalive);
        off();
        abertos.delete(fechar);
        if (!res.writableEnded) res.end();
      };
      abertos.add(fechar);
      request.raw.on('close', fechar);
    },
  );
}
