import { and, asc, count, eq, sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { mesas } from '../../../db/schema/index.ts';
import type { ComandaStatus, PagamentoStatus } from '@app/shared/domain/comanda.ts';
import { conflict } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import * as auth from '../../auth/index.ts';
import { comNumeros } from './numeros.ts';

// The tables and the board's one read.

export type MesaLinha = typeof mesas.$inferSelect;
export type MesaGravar = Omit<typeof mesas.$inferInsert, 'id' | 'empresa_id' | 'criado_em'>;

const doTenant = (tx: TenantTx) => eq(mesas.empresa_id, tx.empresaId);
// "2" before "10": shorter names first, then by text
const ordem = [asc(mesas.area), asc(sql`length(${mesas.nome})`), asc(mesas.nome)];

async function semDuplicata<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'mesas_nome_uq')) throw conflict('Já existe uma mesa com este nome');
    throw err;
  }
}

export async function listar(tx: TenantTx, q: { page: number; per_page: number; ativo?: boolean | undefined }) {
  const where = and(doTenant(tx), q.ativo === undefined ? undefined : eq(mesas.ativo, q.ativo));
  const linhas = await tx
    .select()
    .from(mesas)
    .where(where)
    .orderBy(...ordem)
    .limit(q.per_page)
    .offset((q.page - 1) * q.per_page);
  const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(mesas).where(where);
  return { linhas, total: n };
}

export async function buscar(tx: TenantTx, id: number): Promise<MesaLinha | undefined> {
  const [l] = await tx
    .select()
    .from(mesas)
    .where(and(doTenant(tx), eq(mesas.id, id)))
    .limit(1);
  return l;
}

export function inserir(tx: TenantTx, dados: MesaGravar): Promise<MesaLinha> {
  return semDuplicata(
    async () =>
      (
        await tx
          .insert(mesas)
          .values({ ...dados, empresa_id: tx.empresaId })
          .returning()
      )[0]!,
  );
}

export function atualizar(tx: TenantTx, id: number, dados: Partial<MesaGravar>): Promise<MesaLinha | undefined> {
  return semDuplicata(
    async () =>
      (
        await tx
          .update(mesas)
          .set(dados)
          .where(and(doTenant(tx), eq(mesas.id, id)))
          .returning()
      )[0],
  );
}

export interface PagamentosAgregados {
  status: PagamentoStatus;
  aplicar_taxa_servico: boolean;
  base: number;
  taxa: number;
  desconto: number;
  acrescimo: number;
}

export interface LinhaPainel {
  comanda_id: number;
  mesa_id: number;
  status: ComandaStatus;
  grupo_nome: string | null;
  pessoas_qtd: number;
  garcom_id: number | null;
  garcom_nome: string | null;
  aberta_em: Date;
  preconta_em: Date | null;
  taxa_servico_centesimos: number;
  taxa_servico_default_aplicar: boolean;
  ajuste_centavos: number;
  subtotal: number;
  pagamentos: PagamentosAgregados[];
}

/**
 * The live tabs of the business with what the board needs of their ledger: the items' subtotal and the payments
 * summed per (status, fee on/off). The ledger is a sum, so these sums give the same balance as every row would.
 * One pass over the live tabs' items and payments (grouped, then joined), not one sum per tab: served by the partial
 * index on live tabs and the items' and payments' (empresa_id, comanda_id) indexes.
 */
export async function comandasVivas(tx: TenantTx, mesaId?: number): Promise<LinhaPainel[]> {
  const e = tx.empresaId;
  const linhas = await queryRows<LinhaPainel>(
    tx,
    sql`
    WITH vivas AS (
      SELECT c.* FROM comandas c
      WHERE c.empresa_id = ${e} AND c.status IN ('aberta', 'fechada', 'quitada')
        ${mesaId === undefined ? sql`` : sql`AND c.mesa_id = ${mesaId}`}
    ), itens AS (
      SELECT i.comanda_id, sum(i.quantidade * i.preco_unitario_centavos)::int AS subtotal
      FROM comanda_itens i JOIN vivas v ON v.id = i.comanda_id
      WHERE i.empresa_id = ${e} AND i.status <> 'cancelado'
      GROUP BY i.comanda_id
    ), pags AS (
      SELECT g.comanda_id, json_agg(json_build_object('status', g.status, 'aplicar_taxa_servico', g.aplicar_taxa_servico,
        'base', g.base, 'taxa', g.taxa, 'desconto', g.desconto, 'acrescimo', g.acrescimo)) AS pagamentos
      FROM (
        SELECT p.comanda_id, p.status, p.aplicar_taxa_servico, sum(p.valor_base_itens_centavos)::int AS base,
          sum(p.taxa_servico_centavos)::int AS taxa, sum(p.desconto_centavos)::int AS desconto,
          sum(p.acrescimo_centavos)::int AS acrescimo
        FROM comanda_pagamentos p JOIN vivas v ON v.id = p.comanda_id
        WHERE p.empresa_id = ${e}
        GROUP BY p.comanda_id, p.status, p.aplicar_taxa_servico) g
      GROUP BY g.comanda_id
    )
    SELECT c.id AS comanda_id, c.mesa_id, c.status, c.grupo_nome, c.pessoas_qtd, c.garcom_id,
      ${auth.sqlNomeUsuario(tx, sql`c.garcom_id`)} AS garcom_nome, c.aberta_em, c.preconta_em,
      c.taxa_servico_centesimos, c.taxa_servico_default_aplicar, c.ajuste_centavos,
      COALESCE(it.subtotal, 0) AS subtotal, COALESCE(pg.pagamentos, '[]'::json) AS pagamentos
    FROM vivas c LEFT JOIN itens it ON it.comanda_id = c.id LEFT JOIN pags pg ON pg.comanda_id = c.id
    ORDER BY c.id`,
  );
  return linhas.map((l) => comNumeros(l, ['comanda_id', 'mesa_id', 'garcom_id']));
}

export async function ativas(tx: TenantTx): Promise<MesaLinha[]> {
  return tx
    .select()
    .from(mesas)
    .where(and(doTenant(tx), eq(mesas.ativo, true)))
    .orderBy(...ordem);
}
