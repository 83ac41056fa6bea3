import { problemSchema } from '@app/shared/schemas/common.ts';

// What every stock route shares: Problem Details answers, the OpenAPI tag, and the permission.
export const erros = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
};
export const base = { tags: ['estoque'], security: [{ bearer: [] }] };
export const config = { permissao: 'estoque.gerenciar' };
