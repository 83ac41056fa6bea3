import type { FastifyRequest } from 'fastify';
import { problemSchema } from '@app/shared/schemas/common.ts';
import { hasPermission } from '@app/shared/domain/permissions.ts';

// What every orders route shares: the error answers it documents, its tag and the two permissions.
export const errors = {
  400: problemSchema,
  401: problemSchema,
  403: problemSchema,
  404: problemSchema,
  409: problemSchema,
  422: problemSchema,
};
export const tags = ['pedidos'];
export const security = [{ bearer: [] }];
export const ver = { permissao: 'pedidos.ver' };
export const gerenciar = { permissao: 'pedidos.gerenciar' };

/** Full phones and addresses only for holders of `clientes.dados`. */
export const verDados = (request: FastifyRequest) => hasPermission(request.user, 'clientes.dados');
