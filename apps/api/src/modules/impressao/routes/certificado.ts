import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { okSchema } from '@app/shared/schemas/common.ts';
import {
  assinarBodySchema,
  assinaturaSchema,
  certificadoGerarSchema,
  certificadoPutSchema,
  certificadoSchema,
} from '@app/shared/schemas/impressao.ts';
import * as service from '../service/certificado.ts';
import { base, errors, gerenciar, imprimir } from './comum.ts';

/** Silent printing (spec §7 Printing): the certificate QZ Tray trusts and the signing of its requests. */
export async function certificadoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/impressao/assinar',
    {
      config: imprimir,
      schema: {
        ...base,
        summary: `Assina (SHA512withRSA, chave da empresa) o resumo SHA-256 de um pedido do QZ Tray; até ${service.LIMITE_ASSINATURAS_POR_MINUTO} por minuto por usuário, cada assinatura auditada`,
        body: assinarBodySchema,
        response: { 200: assinaturaSchema, ...errors },
      },
    },
    async (request) => service.assinar(request.tenant, await app.cifra(), request.body.request, request.user.id),
  );

  r.get(
    '/impressao/certificado',
    {
      config: imprimir,
      schema: {
        ...base,
        summary: 'Certificado público da empresa para o QZ Tray (override.crt); nunca a chave privada',
        response: { 200: certificadoSchema, ...errors },
      },
    },
    async (request) => service.obter(request.tenant),
  );

  r.put(
    '/impressao/certificado',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Envia o certificado e a chave privada da empresa (a chave é guardada cifrada e nunca devolvida)',
        body: certificadoPutSchema,
        response: { 200: certificadoSchema, ...errors },
      },
    },
    async (request) => service.enviar(request.tenant, await app.cifra(), request.body, request.user.id),
  );

  r.post(
    '/impressao/certificado/gerar',
    {
      config: gerenciar,
      schema: {
        ...base,
        summary: 'Gera um par autoassinado (RSA 2048, SHA-512) para instalar no QZ Tray como override.crt',
        body: certificadoGerarSchema,
        response: { 201: certificadoSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.gerar(request.tenant, await app.cifra(), request.body.anos, request.user.id)),
  );

  r.delete(
    '/impressao/certificado',
    {
      config: gerenciar,
      schema: { ...base, summary: 'Remove o certificado e a chave da empresa', response: { 200: okSchema, ...errors } },
    },
    async (request) => service.remover(request.tenant),
  );
}
