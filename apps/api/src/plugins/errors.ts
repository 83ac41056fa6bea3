import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

const TITLES: Record<number, string> = {
  400: 'Requisição inválida',
  401: 'Não autenticado',
  403: 'Proibido',
  404: 'Não encontrado',
  405: 'Método não permitido',
  409: 'Conflito',
  413: 'Conteúdo grande demais',
  415: 'Tipo de conteúdo não suportado',
  422: 'Não processável',
  429: 'Muitas requisições',
  500: 'Erro interno',
  503: 'Serviço indisponível',
};

function problem(status: number, detail: string, errors?: { campo: string; mensagem: string }[]) {
  return { type: 'about:blank', title: TITLES[status] ?? 'Erro', status, detail, ...(errors ? { errors } : {}) };
}

/**
 * One error handler for the whole API: Portuguese Problem Details, never a stack trace, never a 500 for bad
 * input (validation, malformed JSON, oversize bodies and bad content types all answer 4xx).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) reply.headers(err.headers);
      return reply
        .status(err.status)
        .type('application/problem+json')
        .send(problem(err.status, err.detail, err.errors));
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = err.validation.map((v) => {
        // the zod type provider puts the issue path in instancePath ("/horarios/sexta/0/fim"), not in params
        const path = (v.instancePath ?? '').split('/').filter(Boolean).join('.');
        return { campo: path || String(err.validationContext ?? 'body'), mensagem: v.message ?? 'Valor inválido' };
      });
      const detail = errors.length === 1 ? errors[0]!.mensagem : 'Dados inválidos. Verifique os campos destacados.';
      return reply
        .status(400)
        .type('application/problem+json')
        .send(problem(400, detail, errors));
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err }, 'resposta fora do contrato');
      return reply.status(500).type('application/problem+json').send(problem(500, 'Erro interno. Tente novamente.'));
    }
    const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
    if (status === 429) {
      return reply
        .status(429)
        .type('application/problem+json')
        .send(problem(429, 'Muitas tentativas. Aguarde e tente novamente.'));
    }
    if (status < 500) {
      const detail =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'Corpo da requisição inválido (JSON malformado).'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Conteúdo grande demais.'
            : err.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Tipo de conteúdo não suportado.'
              : 'Requisição inválida.';
      return reply.status(status).type('application/problem+json').send(problem(status, detail));
    }
    request.log.error({ err }, 'erro interno');
    return reply.status(500).type('application/problem+json').send(problem(500, 'Erro interno. Tente novamente.'));
  });
}
