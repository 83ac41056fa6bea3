import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@app/shared/schemas/common.ts';
import { hasPermission } from '@app/shared/domain/permissions.ts';
import {
  falhaBodySchema,
  impressoBodySchema,
  marcaSchema,
  pendentesBodySchema,
  pendentesSchema,
} from '@app/shared/schemas/impressao.ts';
import * as service from '../service/marcas.ts';
import { base, errors, imprimir } from './comum.ts';

/** Automatic printing exactly once: the pending site orders (claimed per station) and the printed marks. */
export async function marcasRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/impressao/pendentes',
    {
      config: imprimir,
      schema: {
        ...base,
        summary: `Pedidos do site em preparação ainda não impressos, reservados para esta estação por ${service.RESERVA_SEGUNDOS} s`,
        body: pendentesBodySchema,
        response: { 200: pendentesSchema, ...errors },
      },
    },
    async (request) =>
      service.pendentes(request.tenant, request.body.estacao, hasPermission(request.user, 'clientes.dados')),
  );

  r.get(
    '/impressao/pedidos/:id',
    {
      config: imprimir,
      schema: {
        ...base,
        summary: 'Se e onde o pedido foi impresso',
        params: idParamsSchema,
        response: { 200: marcaSchema, ...errors },
      },
    },
    async (request) => service.obter(request.tenant, request.params.id),
  );

  r.post(
    '/impressao/pedidos/:id/impresso',
    {
      config: imprimir,
      schema: {
        ...base,
        summary: 'Marca o pedido como impresso (impressora e hora); repetir não muda a primeira marca',
        params: idParamsSchema,
        body: impressoBodySchema,
        response: { 200: marcaSchema, ...errors },
      },
    },
    async (request) => service.marcarImpresso(request.tenant, request.params.id, request.body, request.user.id),
  );

  r.post(
    '/impressao/pedidos/:id/falha',
    {
      config: imprimir,
      schema: {
        ...base,
        summary: 'Registra uma impressão que falhou: o pedido continua não impresso e volta na próxima consulta',
        params: idParamsSchema,
        body: falhaBodySchema,
        response: { 200: marcaSchema, ...errors },
      },
    },
    async (request) => {
      const { estacao, erro } = request.body;
      // spec §8: a failed automatic print is logged
      request.log.warn({ pedido_id: request.params.id, estacao, erro }, 'falha na impressão automática');
      return service.registrarFalha(request.tenant, request.params.id, estacao, erro);
    },
  );
}
