import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { entregadores } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import { formatarTelefone } from '@app/shared/domain/telefone.ts';
import type { Entregador, EntregadorCriar, EntregadorPatch } from '@app/shared/schemas/entrega.ts';

const NAO_ENCONTRADO = 'Entregador não encontrado';

function out(r: typeof entregadores.$inferSelect): Entregador {
  return {
    id: Number(r.id), nome: r.nome, telefone: r.telefone, telefone_exibicao: r.telefone ? formatarTelefone(r.telefone) : null,
    veiculo: r.veiculo, placa_veiculo: r.placa_veiculo, observacoes: r.observacoes, ativo: r.ativo, recebe_diaria: r.recebe_diaria,
    valor_diaria: centavosToReais(r.valor_diaria_centavos),
  };
}

export function listar(db: Db, empresaId: number, q: { page: number; per_page: number; ativo?: boolean | undefined }) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const where = and(eq(entregadores.empresa_id, empresaId), q.ativo === undefined ? undefined : eq(entregadores.ativo, q.ativo));
    const rows = await tx.select().from(entregadores).where(where).orderBy(asc(entregadores.nome), asc(entregadores.id)).limit(q.per_page).offset((q.page - 1) * q.per_page);
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(entregadores).where(where)) as [{ n: number }];
    return { items: rows.map(out), total: Number(n) };
  });
}

export function criar(db: Db, empresaId: number, d: EntregadorCriar) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const [row] = await tx.insert(entregadores).values({
      empresa_id: empresaId, nome: d.nome, telefone: d.telefone ?? null, veiculo: d.veiculo ?? null, placa_veiculo: d.placa_veiculo ?? null,
      observacoes: d.observacoes ?? null, ativo: d.ativo ?? true, recebe_diaria: d.recebe_diaria ?? false, valor_diaria_centavos: d.valor_diaria ?? 0,
    }).returning();
    return out(row!);
  });
}

export function alterar(db: Db, empresaId: number, id: number, d: EntregadorPatch) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const set: Partial<typeof entregadores.$inferInsert> = {};
    for (const k of ['nome', 'telefone', 'veiculo', 'placa_veiculo', 'observacoes', 'ativo', 'recebe_diaria'] as const) {
      if (d[k] !== undefined) (set as Record<string, unknown>)[k] = d[k];
    }
    if (d.valor_diaria !== undefined) set.valor_diaria_centavos = d.valor_diaria;
    const [row] = await tx.update(entregadores).set(set).where(and(eq(entregadores.empresa_id, empresaId), eq(entregadores.id, id))).returning();
    if (!row) throw notFound(NAO_ENCONTRADO);
    return out(row);
  });
}

export function excluir(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.delete(entregadores).where(and(eq(entregadores.empresa_id, empresaId), eq(entregadores.id, id))).returning({ id: entregadores.id });
    if (rows.length === 0) throw notFound(NAO_ENCONTRADO);
    return { ok: true as const };
  });
}
