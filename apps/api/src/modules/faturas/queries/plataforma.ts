import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type PlataformaDb } from '../../../db/tenant.ts';
import * as empresas from '../../empresas/index.ts';
import { colunas, linhas, type FaturaLinha } from './comum.ts';
import type { MwFaturasQuery } from '@app/shared/schemas/faturas.ts';

// The superadmin's invoices over all businesses (platform code: no tenant transaction; only the allow-listed
// platform routes reach here).

const resumo = empresas.sqlResumoEmpresa(sql`f.empresa_id`);
const select = colunas(sql`(${resumo}->>'nome')`, sql`(${resumo}->>'timezone')`);
const hoje = sql`(now() AT TIME ZONE (${resumo}->>'timezone'))::date`;

function filtro(q: MwFaturasQuery): SQL {
  const partes: SQL[] = [sql`TRUE`];
  if (q.empresa_id) partes.push(sql`f.empresa_id = ${q.empresa_id}`);
  if (q.mes) partes.push(sql`f.mes = ${q.mes}`);
  if (q.ano) partes.push(sql`f.ano = ${q.ano}`);
  // the cheap bound first (no Brazilian timezone is a day ahead of UTC), then each business's own today
  if (q.status === 'vencida')
    partes.push(sql`f.status = 'aberta' AND f.vencimento <= current_date + 1 AND f.vencimento < ${hoje}`);
  else if (q.status) partes.push(sql`f.status = ${q.status}`);
  return sql.join(partes, sql` AND `);
}

/**
 * Newest month first, then by business id: the order of `faturas_periodo_idx`, so a page reads 25 index entries
 * and computes names and dates for those rows only (ordering by name would compute them for every invoice).
 */
export async function listar(p: PlataformaDb, q: MwFaturasQuery): Promise<{ linhas: FaturaLinha[]; total: number }> {
  const where = filtro(q);
  const [itens, [{ n } = { n: 0 }]] = await Promise.all([
    linhas(
      p,
      sql`SELECT ${select} FROM faturas f WHERE ${where}
          ORDER BY f.ano DESC, f.mes DESC, f.empresa_id LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`,
    ),
    queryRows<{ n: number }>(p, sql`SELECT count(*)::int AS n FROM faturas f WHERE ${where}`),
  ]);
  return { linhas: itens, total: Number(n) };
}

export async function buscar(p: PlataformaDb, id: number): Promise<FaturaLinha | undefined> {
  const [f] = await linhas(p, sql`SELECT ${select} FROM faturas f WHERE f.id = ${id}`);
  return f;
}

export async function porMes(
  p: PlataformaDb,
  empresaId: number,
  ano: number,
  mes: number,
): Promise<FaturaLinha | undefined> {
  const [f] = await linhas(
    p,
    sql`SELECT ${select} FROM faturas f WHERE f.empresa_id = ${empresaId} AND f.ano = ${ano} AND f.mes = ${mes}`,
  );
  return f;
}

export interface NovaFatura {
  mes: number;
  ano: number;
  valor_centavos: number;
  vencimento: string;
  status?: string | undefined;
  observacao?: string | null | undefined;
}

/** Inserts unless the business already has that month's invoice (the unique key decides); the id or undefined. */
export async function inserirSeNova(p: PlataformaDb, empresaId: number, d: NovaFatura): Promise<number | undefined> {
  const status = d.status ?? 'aberta';
  const [r] = await queryRows<{ id: number }>(
    p,
    sql`INSERT INTO faturas (empresa_id, mes, ano, valor_centavos, vencimento, status, observacao, pago_em)
        VALUES (${empresaId}, ${d.mes}, ${d.ano}, ${d.valor_centavos}, ${d.vencimento}::date, ${status},
                ${d.observacao ?? null}, ${status === 'paga' ? sql`now()` : null})
        ON CONFLICT (empresa_id, ano, mes) DO NOTHING RETURNING id`,
  );
  return r ? Number(r.id) : undefined;
}

/** The month's invoice for every business that has none yet, in one statement; how many were created. */
export async function gerarParaTodas(
  p: PlataformaDb,
  d: { mes: number; ano: number; valor_centavos: number; vencimento: string },
): Promise<{ criadas: number; empresas: number }> {
  const criadas = await queryRows<{ id: number }>(
    p,
    sql`INSERT INTO faturas (empresa_id, mes, ano, valor_centavos, vencimento)
        SELECT e.id, ${d.mes}, ${d.ano}, ${d.valor_centavos}, ${d.vencimento}::date FROM (${empresas.sqlIdsEmpresas()}) e
        ON CONFLICT (empresa_id, ano, mes) DO NOTHING RETURNING id`,
  );
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    p,
    sql`SELECT count(*)::int AS n FROM (${empresas.sqlIdsEmpresas()}) e`,
  );
  return { criadas: criadas.length, empresas: Number(n) };
}

export async function alterar(
  p: PlataformaDb,
  id: number,
  d: {
    status?: string | undefined;
    observacao?: string | null | undefined;
    valor_centavos?: number | undefined;
    vencimento?: string | undefined;
  },
): Promise<boolean> {
  const sets: SQL[] = [sql`atualizado_em = now()`];
  if (d.status !== undefined)
    sets.push(
      sql`status = ${d.status}`,
      sql`pago_em = CASE WHEN ${d.status} = 'paga' THEN coalesce(pago_em, now()) ELSE NULL END`,
    );
  if (d.observacao !== undefined) sets.push(sql`observacao = ${d.observacao}`);
  if (d.valor_centavos !== undefined) sets.push(sql`valor_centavos = ${d.valor_centavos}`);
  if (d.vencimento !== undefined) sets.push(sql`vencimento = ${d.vencimento}::date`);
  const r = await queryRows<{ id: number }>(
    p,
    sql`UPDATE faturas SET ${sql.join(sets, sql`, `)} WHERE id = ${id} RETURNING id`,
  );
  return r.length > 0;
}

export async function salvarCobranca(
  p: PlataformaDb,
  c: { pix_chave: string; pix_nome: string; pix_cidade: string; valor_mensal_centavos: number; dia_vencimento: number },
): Promise<void> {
  await p.execute(
    sql`UPDATE plataforma_cobranca SET pix_chave = ${c.pix_chave}, pix_nome = ${c.pix_nome}, pix_cidade = ${c.pix_cidade},
        valor_mensal_centavos = ${c.valor_mensal_centavos}, dia_vencimento = ${c.dia_vencimento}, atualizado_em = now() WHERE id`,
  );
}
