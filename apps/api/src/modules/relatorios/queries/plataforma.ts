import { sql } from 'drizzle-orm';
import { queryRows, type PlataformaDb } from '../../../db/tenant.ts';

// The superadmin's summary of every business, from the daily rollup (each business's own local days).

export interface EmpresaSoma {
  empresa_id: number;
  nome: string;
  pedidos: number;
  itens: number;
  acrescimos: number;
  taxa_entrega: number;
  descontos: number;
  taxa_servico: number;
  cancelados: number;
}

const SOMAS = sql`COALESCE(sum(r.pedidos), 0)::int AS pedidos, COALESCE(sum(r.itens_centavos), 0)::float8 AS itens,
  COALESCE(sum(r.acrescimos_centavos), 0)::float8 AS acrescimos, COALESCE(sum(r.taxa_entrega_centavos), 0)::float8 AS taxa_entrega,
  COALESCE(sum(r.descontos_centavos), 0)::float8 AS descontos, COALESCE(sum(r.taxa_servico_centavos), 0)::float8 AS taxa_servico,
  COALESCE(sum(r.cancelados), 0)::int AS cancelados`;

/** Businesses with a sale or a cancellation in [inicio, fim], largest net revenue first; and the totals. */
export async function porEmpresa(
  db: PlataformaDb,
  inicio: string,
  fim: string,
  pg: { limite: number | null; offset: number },
) {
  const limite = pg.limite === null ? sql`` : sql`LIMIT ${pg.limite} OFFSET ${pg.offset}`;
  const linhas = await queryRows<EmpresaSoma & { total_linhas: number }>(
    db,
    sql`SELECT s.*, count(*) OVER ()::int AS total_linhas FROM (
          SELECT r.empresa_id::int AS empresa_id, e.nome, ${SOMAS}
          FROM relatorio_vendas_diarias r JOIN empresas e ON e.id = r.empresa_id
          WHERE r.dia BETWEEN ${inicio}::date AND ${fim}::date
          GROUP BY r.empresa_id, e.nome) s
        ORDER BY (s.itens + s.acrescimos + s.taxa_entrega - s.descontos) DESC, s.empresa_id ${limite}`,
  );
  const [totais] = await queryRows<Omit<EmpresaSoma, 'empresa_id' | 'nome'>>(
    db,
    sql`SELECT ${SOMAS} FROM relatorio_vendas_diarias r WHERE r.dia BETWEEN ${inicio}::date AND ${fim}::date`,
  );
  return { linhas, totais: totais! };
}

/** Today's date in the platform's default timezone (presets of the all-businesses summary). */
export async function hoje(db: PlataformaDb): Promise<string> {
  const [r] = await queryRows<{ hoje: string }>(
    db,
    sql`SELECT to_char((now() AT TIME ZONE 'America/Sao_Paulo')::date, 'YYYY-MM-DD') AS hoje`,
  );
  return r!.hoje;
}
