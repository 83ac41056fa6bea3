import type { FastifyRequest } from 'fastify';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { MSG } from '@app/shared/schemas/messages.ts';
import { mensagemValidacao } from '@app/shared/schemas/erros-validacao.ts';
import type { ErroDeCampo } from './problem.ts';

// The validator's issues as per-field Portuguese messages. The messages themselves come from the schemas and
// the global Portuguese map; this only repairs one common slip: a schema written `z.number({ error:
// MSG.obrigatorio })` puts "Este campo é obrigatório" on EVERY issue of that field — a quantity of 1e9 too. When
// the field was in fact sent, the map's message (which says what is wrong) replaces it.

type Contexto = 'body' | 'querystring' | 'params' | 'headers';

function entradaDo(request: FastifyRequest, contexto: string | undefined): unknown {
  switch (contexto as Contexto | undefined) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

function valorEm(raiz: unknown, caminho: string[]): unknown {
  let v = raiz;
  for (const k of caminho) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[k];
  }
  return v;
}

const enviado = (v: unknown) => v !== undefined && v !== null && v !== '';

function mensagem(v: ZodFastifySchemaValidationError, entrada: unknown, caminho: string[]): string {
  // a refinement that says "obrigatório" on purpose (blank text after trimming) keeps it
  if (v.message !== MSG.obrigatorio || v.keyword === 'custom') return v.message ?? MSG.formato;
  const valor = valorEm(entrada, caminho);
  if (!enviado(valor)) return v.message;
  const issue = { ...v.params, code: v.keyword, path: caminho, input: valor } as unknown as z.core.$ZodRawIssue;
  return mensagemValidacao(issue);
}

export function errosDeValidacao(
  err: { validation: ZodFastifySchemaValidationError[]; validationContext?: string },
  request: FastifyRequest,
): ErroDeCampo[] {
  const entrada = entradaDo(request, err.validationContext);
  return err.validation.map((v) => {
    // the zod type provider puts the issue path in instancePath ("/horarios/sexta/0/fim"), not in params
    const caminho = (v.instancePath ?? '').split('/').filter(Boolean);
    return {
      campo: caminho.join('.') || String(err.validationContext ?? 'body'),
      mensagem: mensagem(v, entrada, caminho),
    };
  });
}
