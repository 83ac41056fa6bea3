import type { FastifyInstance } from 'fastify';
import { AppError, unauthorized } from '../../lib/errors.ts';
import { expiracaoDoAcesso } from '../auth/index.ts';
import { Fluxos, type Recusa } from './fluxos.ts';

// Server-Sent Events per business. The web reads it with fetch (so the bearer token goes in
// a header, never in the URL). A comment line every 25 s keeps proxies from closing an idle stream.
// A stream lives no longer than its access: it closes when the access token expires and when the session, the
// user or the business is invalidated (the client then reconnects with a fresh token, or stops on 401).
const KEEPALIVE_MS = 25_000;
const RETRY_AFTER_S = 30;

function recusado(r: Recusa): AppError {
  const detail =
    r.motivo === 'usuario'
      ? `Você já tem ${r.limite} conexões ao vivo abertas. Feche outras abas ou dispositivos e tente de novo.`
      : `Esta empresa já tem ${r.limite} conexões ao vivo abertas. Feche as telas que não estão em uso e tente de novo.`;
  return new AppError(429, detail, undefined, { 'retry-after': String(RETRY_AFTER_S) });
}

export async function eventosRoutes(app: FastifyInstance) {
  const fluxos = new Fluxos({ porUsuario: app.config.eventosPorUsuario, porEmpresa: app.config.eventosPorEmpresa });
  const pararDeObservar = app.authCache.observar((i) => fluxos.fecharPor(i));
  // streams never end on their own: close them when the server stops
  app.addHook('onClose', async () => {
    pararDeObservar();
    fluxos.fecharTodos();
  });

  app.get(
    '/eventos',
    {
      config: { permissao: 'pedidos.ver' },
      schema: {
        tags: ['eventos'],
        summary: 'Fluxo de eventos da empresa (SSE): pedido.criado, pedido.atualizado',
        description:
          'Fecha quando o token de acesso expira e quando a sessão termina; 429 acima do limite de conexões por usuário ou por empresa.',
        security: [{ bearer: [] }],
      },
    },
    async (request, reply) => {
      const expira = await expiracaoDoAcesso(app.jwtKey, request.headers.authorization);
      const restante = expira - Date.now();
      if (restante <= 0) throw unauthorized();
      const titular = {
        empresa_id: request.tenant.empresaId,
        usuario_id: request.user.id,
        sessao_id: request.user.sessao_id,
      };
      const recusa = fluxos.recusa(titular);
      if (recusa) throw recusado(recusa);

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: 3000\n: conectado\n\n`);
      const off = app.eventos.assinar(titular.empresa_id, (e) => {
        res.write(`event: ${e.tipo}\ndata: ${JSON.stringify(e)}\n\n`);
      });
      const keepalive = setInterval(() => res.write(': ping\n\n'), KEEPALIVE_MS);
      const expiracao = setTimeout(() => fechar(), restante);
      let desregistrar = () => {};
      const fechar = () => {
        clearInterval(keepalive);
        clearTimeout(expiracao);
        off();
        desregistrar();
        if (!res.writableEnded) res.end();
      };
      desregistrar = fluxos.registrar(titular, fechar);
      request.raw.on('close', fechar);
      return reply;
    },
  );
}
