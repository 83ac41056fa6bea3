import type { FastifyRequest } from 'fastify';
import { hasPermission } from '@app/shared/domain/permissions.ts';
import { forbidden } from '../../../lib/errors.ts';

/** Spec §7: these bodies are form data (urlencoded or multipart); the web may also send JSON. */
export const FORM_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/** A permission that depends on the body (one PATCH carries store controls and profile): 403 when missing. */
export function exigir(request: FastifyRequest, permissao: string) {
  if (!hasPermission(request.user, permissao)) throw forbidden();
}
