import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { comandaEventos, comandas } from '../../../db/schema/index.ts';
import type { ComandaStatus } from '@app/shared/domain/comanda.ts';
import * as auth from '../../auth/index.ts';
import { comNumeros } from './numeros.ts';

// The tab's own row: the lock every change takes first, its reads with the names it shows, and its audit trail.

export type ComandaLinha = typeof comandas.$inferSelect;
export type ComandaComNomes = ComandaLinha & { mesa_nome: string; garcom_nome: string | null };

const doTenant = (tx: TenantTx) => eq(comandas.empresa_id, tx.empresaId);

/**
 * Locks the tab's row for the rest of the transaction (SELECT … FOR UPDATE): every change to a tab, its items or
 * its payments takes this lock first and reads the ledger after it, so two waiters' changes run one after the
 * other and the second sees the first (no lost item, no overpayment).
 */
export async function travar(tx: TenantTx, id: number): Promise<ComandaLinha | undefined> {
  const [linha] = await tx
    .select()
    .from(comandas)
    .where(and(doTenant(tx), eq(comandas.id, id)))
    .for('update')
    .limit(1);
  return linha;
}

export async function buscarComNomes(tx: TenantTx, id: number): Promise<ComandaComNomes | undefined> {
  const [linha] = await queryRows<ComandaComNomes>(
    tx,
    sql`
    SELECT c.*, m.nome AS mesa_nome, ${auth.sqlNomeUsuario(tx, sql`c.garcom_id`)} AS garcom_nome
    FROM comandas c JOIN mesas m ON m.empresa_id = c.empresa_id AND m.id = c.mesa_id
    WHERE c.empresa_id = ${tx.empresaId} AND c.id = ${id}`,
  );
  return (
    linha && comNumeros(linha, ['id', 'empresa_id', 'mesa_id', 'garcom_id', 'cliente_id', 'criado_por', 'mesclada_em'])
  );
}

/** Ids of the table's live tabs (aberta, fechada, quitada), oldest first. */
export async function vivasDaMesa(tx: TenantTx, mesaId: number): Promise<number[]> {
  const linhas = await queryRows<{ id: number }>(
    tx,
    sql`
    SELECT id FROM comandas
    WHERE empresa_id = ${tx.empresaId} AND mesa_id = ${mesaId} AND status IN ('aberta', 'fechada', 'quitada')
    ORDER BY id`,
  );
  return linhas.map((l) => Number(l.id));
}

export async function inserir(
  tx: TenantTx,
  dados: Omit<typeof comandas.$inferInsert, 'id' | 'empresa_id'>,
): Promise<ComandaLinha> {
  const [linha] = await tx
    .insert(comandas)
    .values({ ...dados, empresa_id: tx.empresaId })
    .returning();
  return linha!;
}

/** Writes the changes and bumps the version (the caller holds the row lock). */
export async function atualizar(
  tx: TenantTx,
  id: number,
  dados: Partial<Omit<typeof comandas.$inferInsert, 'id' | 'empresa_id' | 'versao'>>,
): Promise<void> {
  await tx
    .update(comandas)
    .set({ ...dados, versao: sql`${comandas.versao} + 1` })
    .where(and(doTenant(tx), eq(comandas.id, id)));
}

export async function registrarEvento(
  tx: TenantTx,
  comandaId: number,
  tipo: string,
  usuarioId: number | null,
  dados: Record<string, unknown> = {},
): Promise<void> {
  await tx
    .insert(comandaEventos)
    .values({ empresa_id: tx.empresaId, comanda_id: comandaId, tipo, usuario_id: usuarioId, dados });
}

export interface FiltroHistorico {
  page: number;
  per_page: number;
  de?: string | undefined;
  ate?: string | undefined;
  mesa_id?: number | undefined;
  garcom_id?: number | undefined;
  status?: Extract<ComandaStatus, 'encerrada' | 'cancelada'> | undefined;
}

export interface LinhaHistorico {
  id: number;
  mesa_id: number;
  mesa_nome: string;
  grupo_nome: string | null;
  pessoas_qtd: number;
  garcom_nome: string | null;
  status: ComandaStatus;
  aberta_em: Date;
  encerrada_em: Date | null;
  subtotal: number;
  taxa: number;
  pago: number;
  saldo_em_aberto_centavos: number;
  motivo: string | null;
}

/** Ended and cancelled tabs, newest first; dates are the business's local days. */
export async function historico(
  tx: TenantTx,
  f: FiltroHistorico,
  fuso: ReturnType<typeof sql>,
): Promise<{ linhas: LinhaHistorico[]; total: number }> {
  const e = tx.empresaId;
  const where = sql.join(
    [
      sql`c.empresa_id = ${e}`,
      f.status ? sql`c.status = ${f.status}` : sql`c.status IN ('encerrada', 'cancelada')`,
      f.de ? sql`c.encerrada_em >= (${f.de}::date)::timestamp AT TIME ZONE ${fuso}` : undefined,
      f.ate ? sql`c.encerrada_em < ((${f.ate}::date + 1)::timestamp AT TIME ZONE ${fuso})` : undefined,
      f.mesa_id ? sql`c.mesa_id = ${f.mesa_id}` : undefined,
      f.garcom_id ? sql`c.garcom_id = ${f.garcom_id}` : undefined,
    ].filter((x) => x !== undefined),
    sql` AND `,
  );
  const linhas = await queryRows<LinhaHistorico>(
    tx,
    sql`
    SELECT c.id, c.mesa_id, m.nome AS mesa_nome, c.grupo_nome, c.pessoas_qtd, c.status, c.aberta_em, c.encerrada_em,
      c.saldo_em_aberto_centavos, c.motivo, ${auth.sqlNomeUsuario(tx, sql`c.garcom_id`)} AS garcom_nome,
      (SELECT COALESCE(sum(i.quantidade * i.preco_unitario_centavos), 0)::int FROM comanda_itens i
        WHERE i.empresa_id = ${e} AND i.comanda_id = c.id AND i.status <> 'cancelado') AS subtotal,
      (SELECT COALESCE(sum(p.taxa_servico_centavos), 0)::int FROM comanda_pagamentos p
        WHERE p.empresa_id = ${e} AND p.comanda_id = c.id AND p.status = 'ativo') AS taxa,
      (SELECT COALESCE(sum(p.total_centavos), 0)::int FROM comanda_pagamentos p
        WHERE p.empresa_id = ${e} AND p.comanda_id = c.id AND p.status = 'ativo') AS pago
    FROM comandas c JOIN mesas m ON m.empresa_id = c.empresa_id AND m.id = c.mesa_id
    WHERE ${where}
    ORDER BY c.encerrada_em DESC NULLS LAST, c.id DESC
    LIMIT ${f.per_page} OFFSET ${(f.page - 1) * f.per_page}`,
  );
  const [n] = await queryRows<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM comandas c WHERE ${where}`);
  return { linhas: linhas.map((l) => comNumeros(l, ['id', 'mesa_id'])), total: Number(n?.n ?? 0) };
}
