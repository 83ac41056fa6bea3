import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import type { ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import { MSG } from '@app/shared/schemas/messages.ts';
import { errosDeValidacao } from './validacao.ts';

const erro = (keyword: string, caminho: string, params: Record<string, unknown> = {}) =>
  ({
    keyword,
    instancePath: caminho,
    schemaPath: '',
    message: MSG.obrigatorio,
    params,
  }) as unknown as ZodFastifySchemaValidationError;
const req = (body: unknown) => ({ body, query: {}, params: {}, headers: {} }) as unknown as FastifyRequest;

describe('per-field validation messages', () => {
  it('replaces a schema-wide "obrigatório" when the field was sent, and keeps it when it was not', () => {
    const grande = erro('too_big', '/itens/0/quantidade', { origin: 'number', maximum: 999, inclusive: true });
    expect(errosDeValidacao({ validation: [grande] }, req({ itens: [{ quantidade: 1e9 }] }))).toEqual([
      { campo: 'itens.0.quantidade', mensagem: 'Valor grande demais: o máximo é 999' },
    ]);
    const tipo = erro('invalid_type', '/quantidade', { expected: 'number' });
    expect(errosDeValidacao({ validation: [tipo] }, req({ quantidade: 'x' }))[0]!.mensagem).toBe(MSG.numero);
    expect(errosDeValidacao({ validation: [tipo] }, req({}))[0]!.mensagem).toBe(MSG.obrigatorio);
  });

  it('keeps a refinement that says "obrigatório" on purpose', () => {
    const custom = erro('custom', '/preco');
    expect(errosDeValidacao({ validation: [custom] }, req({ preco: '   ' }))[0]!.mensagem).toBe(MSG.obrigatorio);
  });

  it('names the context when the issue is about the whole body', () => {
    const tipo = erro('invalid_type', '', { expected: 'object' });
    expect(errosDeValidacao({ validation: [tipo], validationContext: 'body' }, req([]))[0]).toEqual({
      campo: 'body',
      mensagem: 'Informe um objeto com os campos esperados',
    });
  });
});
