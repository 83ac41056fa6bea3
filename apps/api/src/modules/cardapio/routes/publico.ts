// The public menu's own routes and the handle every customer-side route uses: a slug (the menu's address) or a
// customer token names the business, before any staff session exists. That is why this file may hold the raw
// database handle and make a business's tenant itself (RAW_DB_ALLOWED in eslint.config.js); nothing else here does.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { cardapioPublicoSchema, slugParamsSchema, visitaBodySchema } from '@app/shared/schemas/cliente-publico.ts';
import { comoEmpresaId, plataformaDe, tenantDe, type Tenant } from '../../../db/tenant.ts';
import { notFound, unauthorized } from '../../../lib/errors.ts';
import { CacheCardapio } from '../service/cache.ts';
import * as cardapio from '../service/cardapio.ts';
import * as conta from '../service/conta.ts';
import * as site from '../service/site.ts';
import * as acompanhamento from '../service/acompanhamento.ts';
import { verificar } from '../service/token.ts';
import { errors, escrita, leitura, tags, type ClienteLogado, type Publico } from './comum.ts';

const SESSAO_INVALIDA = 'Sua sessão expirou. Entre novamente.';

/** Builds the customer side's handle and starts listening for menu changes (dropped with the app). */
export async function criarPublico(app: FastifyInstance): Promise<Publico> {
  const db = app.database.db;
  const cache = new CacheCardapio();
  const parar = await app.database.listen(
    'cardapio_versao',
    (p) => cache.invalidar(p),
    () => cache.limpar(),
  );
  app.addHook('onClose', async () => parar());
  const daEmpresa = (id: number) => tenantDe(db, comoEmpresaId(id));

  async function tenantDoSlug(slug: string): Promise<Tenant> {
    let id = cache.slug(slug);
    if (id === undefined) {
      id = await site.empresaDoSlug(plataformaDe(db), slug);
      if (id === undefined) throw notFound(cardapio.MENU_NAO_ENCONTRADO);
      cache.lembrarSlug(slug, id);
    }
    return daEmpresa(id);
  }

  async function clienteOpcional(request: FastifyRequest, tenant?: Tenant): Promise<ClienteLogado | null> {
    const h = request.headers.authorization;
    if (!h) return null;
    const token = h.startsWith('Bearer ') ? h.slice(7).trim() : '';
    const claims = token ? await verificar(app.jwtKey, token) : null;
    // Not a customer token at all (a staff token a shared HTTP client added, garbage): the call is a guest's.
    // A real customer token that is stale or of another business is refused, so the menu drops it.
    if (!claims) return null;
    if (tenant && tenant.empresaId !== claims.empresa_id) throw unauthorized(SESSAO_INVALIDA);
    const t = tenant ?? daEmpresa(claims.empresa_id);
    const cliente = await conta.clienteDoToken(t, claims.cliente_id, claims.ver);
    if (!cliente) throw unauthorized(SESSAO_INVALIDA);
    return { tenant: t, cliente };
  }

  async function clienteObrigatorio(request: FastifyRequest): Promise<ClienteLogado> {
    const c = await clienteOpcional(request);
    if (!c) throw unauthorized('Entre na sua conta para continuar.');
    return c;
  }

  return { cache, tenantDoSlug, clienteOpcional, clienteObrigatorio, chave: app.jwtKey };
}

/** GET /publico/cardapio/{slug} and the visits it records. */
export async function cardapioRoutes(app: FastifyInstance, pub: Publico) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/publico/cardapio/:slug',
    {
      config: leitura,
      schema: {
        tags,
        summary: 'Cardápio público pelo endereço (slug): loja, horários, áreas, formas de pagamento, produtos. ETag',
        params: slugParamsSchema,
        headers: z.object({ 'if-none-match': z.string().max(200).optional() }).loose(),
        response: { 200: cardapioPublicoSchema, 304: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const t = await pub.tenantDoSlug(request.params.slug);
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      const res = await cardapio.cardapio(t, pub.cache, request.headers['if-none-match'], gzip);
      // public, but revalidated on every view: a closed store or a new price must show at once
      reply.header('etag', res.etag).header('cache-control', 'public, no-cache').header('vary', 'accept-encoding');
      if (res.texto === null && res.gzip === null)
        return (reply as FastifyReply).status(304).removeHeader('content-type').send();
      // the JSON text is sent as it was cached (built from the same schema's types), not serialised again
      const rep = (reply as FastifyReply).type('application/json; charset=utf-8');
      return res.gzip ? rep.header('content-encoding', 'gzip').send(res.gzip) : rep.send(res.texto);
    },
  );

  r.post(
    '/publico/cardapio/:slug/visitas',
    {
      config: escrita,
      schema: {
        tags,
        summary: 'Registra uma visita ao cardápio (uma por sessão e dia)',
        params: slugParamsSchema,
        body: visitaBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const t = await pub.tenantDoSlug(request.params.slug);
      const logado = await pub.clienteOpcional(request, t);
      await acompanhamento.registrarVisita(t, request.body, logado?.cliente.id ?? null);
      return reply.status(204).send(null);
    },
  );
}
