import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { empresas } from '../../db/schema/index.ts';
import { statusLoja } from '@app/shared/domain/loja.ts';
import type { Empresa, EmpresaStatus } from '@app/shared/schemas/empresas.ts';
import { notFound } from '../../lib/errors.ts';

// Callers pass an id they are allowed to see (assertEmpresaAccess in the route); this layer never widens it.

async function load(db: Db, empresaId: number) {
  const [row] = await db.select().from(empresas).where(eq(empresas.id, empresaId)).limit(1);
  if (!row) throw notFound('Empresa não encontrada');
  return row;
}

export function toEmpresa(row: typeof empresas.$inferSelect): Empresa {
  return {
    id: row.id, nome: row.nome, cidade: row.cidade, uf: row.uf, logo_url: row.logo_url,
    horarios_funcionamento: row.horarios_funcionamento ?? {}, cor_menu: row.cor_menu, aberto: row.aberto,
    fechamento_temporario_ativo: row.fechamento_temporario_ativo, fechamento_ate: row.fechamento_ate?.toISOString() ?? null,
    motivo_fechamento: row.motivo_fechamento, timezone: row.timezone,
  };
}

export async function getEmpresa(db: Db, empresaId: number): Promise<Empresa> {
  return toEmpresa(await load(db, empresaId));
}

export async function getStatus(db: Db, empresaId: number, now = new Date()): Promise<EmpresaStatus> {
  const row = await load(db, empresaId);
  return { ...statusLoja(row, now), nome_empresa: row.nome };
}

export async function getHorarios(db: Db, empresaId: number) {
  const row = await load(db, empresaId);
  return { empresa_id: row.id, timezone: row.timezone, horarios_funcionamento: row.horarios_funcionamento ?? {} };
}
