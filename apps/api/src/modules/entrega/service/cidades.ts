import type { Tenant } from '../../../db/tenant.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import type { z } from 'zod';
import type { cidadeAtendidaCriarSchema, cidadeAtendidaPatchSchema } from '@app/shared/schemas/entrega.ts';
import * as q from '../queries/cidades.ts';

const NAO_ENCONTRADA = 'Cidade atendida não encontrada';
const DUPLICADA = 'Esta cidade já está cadastrada';

const paraApi = (r: q.CidadeLinha) => ({ id: Number(r.id), cidade: r.cidade, estado: r.estado });

/** The unique index (business, city, state) has the last word: its violation answers 409. */
async function semDuplicata<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'cidades_atendidas_uq')) throw conflict(DUPLICADA);
    throw err;
  }
}

export function listar(t: Tenant, page: number, perPage: number) {
  return t.transacao(async (tx) => {
    const { linhas, total } = await q.listar(tx, page, perPage);
    return { items: linhas.map(paraApi), total };
  });
}

export function criar(t: Tenant, d: z.output<typeof cidadeAtendidaCriarSchema>) {
  return semDuplicata(() => t.transacao(async (tx) => paraApi(await q.inserir(tx, d))));
}

export function alterar(t: Tenant, id: number, d: z.output<typeof cidadeAtendidaPatchSchema>) {
  return semDuplicata(() =>
    t.transacao(async (tx) => {
      const set: { cidade?: string; estado?: string } = {};
      if (d.cidade !== undefined) set.cidade = d.cidade;
      if (d.estado !== undefined) set.estado = d.estado;
      const row = await q.atualizar(tx, id, set);
      if (!row) throw notFound(NAO_ENCONTRADA);
      return paraApi(row);
    }),
  );
}

/** Areas tied to the city lose the tie and keep working for any city. */
export function excluir(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    if (!(await q.excluir(tx, id))) throw notFound(NAO_ENCONTRADA);
    return { ok: true as const };
  });
}
