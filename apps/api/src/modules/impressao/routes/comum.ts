import { problemSchema } from '@app/shared/schemas/common.ts';

// What every printing route shares: the error answers it documents, its tag and the two permissions.
export const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  429: problemSchema,
};
export const base = { tags: ['impressao'], security: [{ bearer: [] }] };
/** Print, sign, mark printed: the counter, the waiters and the kitchen. */
export const imprimir = { permissao: 'impressao.imprimir' };
/** The business's printing settings and its certificate. */
export const gerenciar = { permissao: 'configuracoes.gerenciar' };
