import { problemSchema } from '@app/shared/schemas/common.ts';

// What every WhatsApp route shares: the error answers it documents, its tag and its permission.
export const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  502: problemSchema,
  503: problemSchema,
};
export const base = { tags: ['whatsapp'], security: [{ bearer: [] }] };
export const config = { permissao: 'whatsapp.gerenciar' };
