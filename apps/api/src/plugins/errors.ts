import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';
import { isDataException, isUpdateVazio } from '../lib/pg-errors.ts';
import { MSG } from '@app/shared/schemas/messages.ts';
import { problem } from './problem.ts';
import { ehErroDeMultipart } from './entrada.ts';
import { errosDeValidacao } from './validacao.ts';

/** A plugin's 4xx (body parser, multipart limits, content negotiation) in Portuguese, by status. */
const DETALHE_POR_STATUS: Record<number, string> = {
  404: 'Recurso não encontrado.',
  405: 'Método não permitido nesta rota.',
  406: 'Formato de resposta não disponível.',
  411: 'Informe o tamanho do conteúdo.',
  413: 'Conteúdo grande demais.',
  415: 'Tipo de conteúdo não suportado.',
};

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
      const errors = errosDeValidacao(err, request);
      const detail = errors.length === 1 ? errors[0]!.mensagem : 'Dados inválidos. Verifique os campos destacados.';
      return reply
        .status(400)
        .type('application/problem+json')
        .send(problem(400, detail, errors));
    }
    if (ehErroDeMultipart(err, request)) {
      // the client's malformed body (no boundary, truncated): a 400, and no stack trace in the error log
      request.log.info({ motivo: err.message }, 'corpo multipart malformado');
      return reply
        .status(400)
        .type('application/problem+json')
        .send(problem(400, 'Corpo multipart malformado ou incompleto.'));
    }
    if (isDataException(err)) {
      // a safety net behind the schemas: a value PostgreSQL cannot take is the caller's, not ours
      request.log.warn({ motivo: err.message.split('\n')[0] }, 'valor recusado pelo banco');
      return reply
        .status(400)
        .type('application/problem+json')
        .send(problem(400, 'Valor inválido em um dos campos. Verifique os dados enviados.'));
    }
    if (isUpdateVazio(err)) {
      request.log.warn({ rota: request.routeOptions.url }, 'alteração sem campos: o esquema da rota deveria recusar');
      return reply.status(400).type('application/problem+json').send(problem(400, MSG.algumCampo));
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
          : err.validation
            ? 'Dados inválidos. Verifique os campos enviados.'
            : (DETALHE_POR_STATUS[status] ?? 'Requisição inválida.');
      return reply.status(status).type('application/problem+json').send(problem(status, detail));
    }
    request.log.error({ err }, 'erro interno');
    return reply.status(500).type('application/problem+json').send(problem(500, 'Erro interno. Tente novamente.'));
  });
}
