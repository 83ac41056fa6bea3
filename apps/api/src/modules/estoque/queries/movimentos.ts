import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import * as empresas from '../../empresas/index.ts';
import type { MovimentosQuery } from '@app/shared/schemas/estoque-movimentos.ts';

// The movement ledger (append-only) and the balance reads. Dates in filters are the business's local days.

export interface MovimentoGravar {
  insumo_id: number;
  tipo: string;
  qtde_base: string;
  qtde_informada: string;
  unidade: string;
  custo_unitario_base: string;
  valor_centavos: number;
  saldo_apos_base: string;
  fornecedor_id?: number | null;
  observacao?: string | null;
  origem_tipo?: string | null;
  origem_id?: number | null;
  baixa_id?: number | null;
  ciclo?: number | null;
  criado_por?: number | null;
  /** Only the demo seed dates movements in the past; everything else is now(). */
  criado_em?: Date | null;
}

export interface MovimentoLinha {
  id: number;
  insumo_id: number;
  insumo_nome: string;
  tipo: string;
  qtde_base: string;
  qtde_informada: string;
  unidade: string;
  custo_unitario_base: string;
  valor_centavos: number;
  saldo_apos_base: string;
  fornecedor_id: number | null;
  fornecedor_nome: string | null;
  observacao: string | null;
  origem_tipo: string | null;
  origem_id: number | null;
  criado_em: string | Date;
}

const SELECT = sql`
  SELECT m.id::float8 AS id, m.insumo_id::float8 AS insumo_id, i.nome AS insumo_nome, m.tipo,
    m.qtde_base::text AS qtde_base, m.qtde_informada::text AS qtde_informada, m.unidade,
    m.custo_unitario_base::text AS custo_unitario_base, m.valor_centavos::float8 AS valor_centavos,
    m.saldo_apos_base::text AS saldo_apos_base, m.fornecedor_id::float8 AS fornecedor_id, f.nome AS fornecedor_nome,
    m.observacao, m.origem_tipo, m.origem_id::float8 AS origem_id, m.criado_em
  FROM estoque_movimentos m
  JOIN insumos i ON i.empresa_id = m.empresa_id AND i.id = m.insumo_id
  LEFT JOIN fornecedores f ON f.empresa_id = m.empresa_id AND f.id = m.fornecedor_id`;

export async function inserir(tx: TenantTx, m: MovimentoGravar): Promise<number> {
  const [l] = await queryRows<{ id: number }>(
    tx,
    sql`
    INSERT INTO estoque_movimentos (empresa_id, insumo_id, tipo, qtde_base, qtde_informada, unidade,
      custo_unitario_base, valor_centavos, saldo_apos_base, fornecedor_id, observacao, origem_tipo, origem_id,
      baixa_id, ciclo, criado_por, criado_em)
    VALUES (${tx.empresaId}, ${m.insumo_id}, ${m.tipo}, ${m.qtde_base}::numeric, ${m.qtde_informada}::numeric,
      ${m.unidade}, ${m.custo_unitario_base}::numeric, ${m.valor_centavos}, ${m.saldo_apos_base}::numeric,
      ${m.fornecedor_id ?? null}, ${m.observacao ?? null}, ${m.origem_tipo ?? null}, ${m.origem_id ?? null},
      ${m.baixa_id ?? null}, ${m.ciclo ?? null}, ${m.criado_por ?? null},
      coalesce(${m.criado_em ? m.criado_em.toISOString() : null}::timestamptz, now()))
    RETURNING id::float8 AS id`,
  );
  return l!.id;
}

export async function buscar(tx: TenantTx, id: number): Promise<MovimentoLinha | undefined> {
  const [l] = await queryRows<MovimentoLinha>(tx, sql`${SELECT} WHERE m.empresa_id = ${tx.empresaId} AND m.id = ${id}`);
  return l;
}

export async function porIds(tx: TenantTx, ids: number[]): Promise<MovimentoLinha[]> {
  if (!ids.length) return [];
  return queryRows<MovimentoLinha>(
    tx,
    sql`${SELECT} WHERE m.empresa_id = ${tx.empresaId} AND m.id IN (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )}) ORDER BY m.id`,
  );
}

export async function listar(tx: TenantTx, q: MovimentosQuery) {
  const fuso = empresas.sqlFusoHorario(tx);
  const dia = (d: string) => sql`((${d}::date)::timestamp AT TIME ZONE ${fuso})`;
  const where = sql`m.empresa_id = ${tx.empresaId}
    ${q.insumo_id ? sql`AND m.insumo_id = ${q.insumo_id}` : sql``}
    ${q.tipo ? sql`AND m.tipo = ${q.tipo}` : sql``}
    ${q.inicio ? sql`AND m.criado_em >= ${dia(q.inicio)}` : sql``}
    ${q.fim ? sql`AND m.criado_em < ${dia(q.fim)} + interval '1 day'` : sql``}`;
  const linhas = await queryRows<MovimentoLinha>(
    tx,
    sql`${SELECT} WHERE ${where} ORDER BY m.criado_em DESC, m.id DESC LIMIT ${q.limit} OFFSET ${q.offset}`,
  );
  const [c] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM estoque_movimentos m WHERE ${where}`,
  );
  return { linhas, total: Number(c?.n ?? 0) };
}

/** The exits of one deduction cycle of a sale, to give back exactly (same quantity, same snapshot cost). */
export async function saidasDaBaixa(tx: TenantTx, baixaId: number, ciclo: number) {
  return queryRows<{ insumo_id: number; qtde_base: string; custo_unitario_base: string; unidade: string }>(
    tx,
    sql`SELECT insumo_id::float8 AS insumo_id, qtde_base::text AS qtde_base,
      custo_unitario_base::text AS custo_unitario_base, unidade
    FROM estoque_movimentos
    WHERE empresa_id = ${tx.empresaId} AND baixa_id = ${baixaId} AND ciclo = ${ciclo} AND tipo = 'saida_venda'
    ORDER BY insumo_id`,
  );
}
