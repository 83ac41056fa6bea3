import type { PlataformaDb } from '../../../db/tenant.ts';
import { DEFAULT_TIMEZONE } from '@app/shared/domain/dates.ts';
import type { z } from 'zod';
import type { Empresa, EmpresaCreate, empresasQuerySchema } from '@app/shared/schemas/empresas.ts';
import { notFound } from '../../../lib/errors.ts';
import * as q from '../queries/plataforma.ts';
import * as logo from '../queries/logo.ts';
import { paraApi } from './empresa.ts';

// Businesses seen from the platform: the superadmin's list, and what creating or deleting a business needs
// (the auth module runs those, since they also create or protect user accounts). Takes the platform handle.

export async function listar(p: PlataformaDb, filtro: z.output<typeof empresasQuerySchema>) {
  const { linhas, total } = await q.listar(p, filtro);
  return { items: linhas.map(paraApi), total };
}

/** A new business row (its first manager is the caller's part, in the same transaction). */
export async function criarEmpresa(p: PlataformaDb, input: EmpresaCreate): Promise<Empresa> {
  return paraApi(
    await q.inserir(p, {
      nome: input.nome,
      cidade: input.cidade ?? null,
      uf: input.uf ?? null,
      timezone: input.timezone ?? DEFAULT_TIMEZONE,
      cor_menu: input.cor_menu ?? '#000000',
    }),
  );
}

/** 404 unless the business exists. */
export async function exigirEmpresa(p: PlataformaDb, id: number): Promise<void> {
  if (!(await q.carregar(p, id))) throw notFound('Empresa não encontrada');
}

/** Deletes a business and everything it owns (ON DELETE CASCADE). */
export function excluirEmpresa(p: PlataformaDb, id: number): Promise<void> {
  return q.excluir(p, id);
}

/** The logo by its public name, or 404. */
export async function logoPorToken(p: PlataformaDb, token: string) {
  const row = await logo.porToken(p, token);
  if (!row) throw notFound('Arquivo não encontrado');
  return row;
}
