import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import * as empresas from '../../empresas/index.ts';
import { colunas, linhas, type FaturaLinha } from './comum.ts';

// A business's own invoices: every query filters by tx.empresaId (row-level security is the safety net).

const select = (tx: TenantTx) => colunas(empresas.sqlNomeEmpresa(tx), empresas.sqlFusoHorario(tx));

export async function listar(
  tx: TenantTx,
  q: { page: number; per_page: number; status?: string | undefined },
): Promise<{ linhas: FaturaLinha[]; total: number }> {
  const filtro = sql`f.empresa_id = ${tx.empresaId} ${q.status ? sql`AND f.status = ${q.status}` : sql``}`;
  const itens = await linhas(
    tx,
    sql`SELECT ${select(tx)} FROM faturas f WHERE ${filtro} ORDER BY f.ano DESC, f.mes DESC
        LIMIT ${q.per_page} OFFSET ${(q.page - 1) * q.per_page}`,
  );
  const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
    tx,
    sql`SELECT count(*)::int AS n FROM faturas f WHERE ${filtro}`,
  );
  return { linhas: itens, total: Number(n) };
}

/** Open invoices due within `dias` days or overdue, soonest first. */
export function aviso(tx: TenantTx, dias: number, limite: number): Promise<FaturaLinha[]> {
  return linhas(
    tx,
    sql`SELECT ${select(tx)} FROM faturas f
        WHERE f.empresa_id = ${tx.empresaId} AND f.status = 'aberta'
          AND f.vencimento <= (now() AT TIME ZONE ${empresas.sqlFusoHorario(tx)})::date + ${dias}::int
        ORDER BY f.vencimento, f.id LIMIT ${limite}`,
  );
}

export async function buscar(tx: TenantTx, id: number): Promise<FaturaLinha | undefined> {
  const [f] = await linhas(
    tx,
    sql`SELECT ${select(tx)} FROM faturas f WHERE f.empresa_id = ${tx.empresaId} AND f.id = ${id}`,
  );
  return f;
}
