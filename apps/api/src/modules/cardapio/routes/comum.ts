import type { FastifyRequest } from 'fastify';
import { problemSchema } from '@app/shared/schemas/common.ts';
import type { Tenant } from '../../../db/tenant.ts';
import type { CacheCardapio } from '../service/cache.ts';

// What the customer side's routes share: documented errors, rate limits, and the handle that turns a slug or a
// customer token into the business's tenant (made in publico.ts, the one file allowed to brand a business id).

export const errors = {
  400: problemSchema,
  401: problemSchema,
  404: problemSchema,
  409: problemSchema,
  422: problemSchema,
  429: problemSchema,
};
export const tags = ['cardapio'];

/** Reads of the menu: a phone reloads, a marketing peak comes from many addresses; per address generous. */
export const leitura = { public: true, rateLimit: { max: 300, timeWindow: '1 minute' } };
/** Carts and visits: a few calls per click of one customer. */
export const escrita = { public: true, rateLimit: { max: 120, timeWindow: '1 minute' } };
/** Orders: a bot must not flood a kitchen (API6); a family orders a few times an hour at most. */
export const pedido = { public: true, rateLimit: { max: 10, timeWindow: '10 minutes' } };
/** Login and sign-up per address (accounts also back off per account). */
export const acesso = { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } };
/** Reset-code requests cost a message and can harass a phone: few per address. */
export const codigo = { public: true, rateLimit: { max: 5, timeWindow: '10 minutes' } };

export interface ClienteLogado {
  tenant: Tenant;
  cliente: { id: number; nome: string; telefone: string };
}

export interface Publico {
  cache: CacheCardapio;
  /** The business a slug names (404 "Cardápio não encontrado" otherwise). */
  tenantDoSlug(slug: string): Promise<Tenant>;
  /** The customer the request's customer token names; null without one (or with a staff token); 401 for a stale or foreign one. */
  clienteOpcional(request: FastifyRequest, tenant?: Tenant): Promise<ClienteLogado | null>;
  /** As clienteOpcional, but 401 without a token. */
  clienteObrigatorio(request: FastifyRequest): Promise<ClienteLogado>;
  /** The server key customer tokens and reset codes derive from. */
  chave: Uint8Array;
}
