import { sql, type SQL } from 'drizzle-orm';
import { queryRows, transacaoPlataforma, type PlataformaDb } from '../../../db/tenant.ts';
import { fatiar, type Fatias } from './fatias.ts';

// The superadmin's summary of every business, from the sales rollup (each business's own local days): the whole
// local months of the period from the monthly rows, the edge days from the daily rows (D-270).

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
export type Somas = Omit<EmpresaSoma, 'empresa_id' | 'nome'>;

const SOMAS = sql`COALESCE(sum(r.pedidos), 0)::int AS pedidos, COALESCE(sum(r.itens_centavos), 0)::float8 AS itens,
  COALESCE(sum(r.acrescimos_centavos), 0)::float8 AS acrescimos, COALESCE(sum(r.taxa_entrega_centavos), 0)::float8 AS taxa_entrega,
  COALESCE(sum(r.descontos_centavos), 0)::float8 AS descontos, COALESCE(sum(r.taxa_servico_centavos), 0)::float8 AS taxa_servico,
  COALESCE(sum(r.cancelados), 0)::int AS cancelados`;
const COLUNAS = sql`r.empresa_id, r.pedidos, r.itens_centavos, r.acrescimos_centavos, r.taxa_entrega_centavos,
  r.descontos_centavos, r.taxa_servico_centavos, r.cancelados, r.cancelados_centavos`;

/**
 * Every business's rollup rows of [inicio, fim]: monthly for the whole months, daily for the edges (`porDia`: all
 * daily); `empresas`: only these businesses' rows.
 */
function sqlFonte(inicio: string, fim: string, porDia: boolean, empresas?: SQL): SQL {
  const f: Fatias = porDia ? { meses: null, dias: [[inicio, fim]] } : fatiar(inicio, fim);
  const so = empresas ? sql`AND r.empresa_id = ANY(${empresas})` : sql``;
  const partes = f.dias.map(
    ([a, b]) =>
      sql`SELECT ${COLUNAS} FROM relatorio_vendas_diarias r WHERE r.dia BETWEEN ${a}::date AND ${b}::date ${so}`,
  );
  if (f.meses)
    partes.push(sql`SELECT ${COLUNAS} FROM relatorio_vendas_mensais r
      WHERE r.mes BETWEEN ${f.meses[0]}::date AND ${f.meses[1]}::date ${so}`);
  return sql.join(partes, sql` UNION ALL `);
}

/**
 * Businesses with a sale or a cancellation in [inicio, fim], largest net revenue first; and the totals. One
 * statement: the rows are summed per business once, the totals and the page both read those sums, and only the
 * page's businesses are joined for their names. `porDia` reads only the daily rows (the tests' and the bench's
 * reference for the monthly slices).
 */
export async function porEmpresa(
  db: PlataformaDb,
  inicio: string,
  fim: string,
  pg: { limite: number | null; offset: number },
  porDia = false,
) {
  const pagina =
    pg.limite === null
      ? sql`p.posicao > ${pg.offset}`
      : sql`p.posicao > ${pg.offset} AND p.posicao <= ${pg.offset + pg.limite}`;
  // a year of every business's months is a few ten thousand rows: starting parallel workers cost more than the scan
  // (as for one business, `semParalelismo`), so the statement runs in a transaction without them
  const linhas = await transacaoPlataforma(db, async (tx) => {
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    return queryRows<EmpresaSoma & { posicao: number; total_linhas: number }>(
      tx,
      sql`WITH s AS MATERIALIZED (SELECT r.empresa_id, ${SOMAS} FROM (${sqlFonte(inicio, fim, porDia)}) r GROUP BY r.empresa_id),
        p AS (SELECT s.*, row_number() OVER (ORDER BY (s.itens + s.acrescimos + s.taxa_entrega - s.descontos) DESC,
                s.empresa_id) AS posicao FROM s)
        SELECT x.* FROM (
          SELECT 0::bigint AS posicao, NULL::int AS empresa_id, NULL::text AS nome,
            COALESCE(sum(s.pedidos), 0)::int AS pedidos, COALESCE(sum(s.itens), 0)::float8 AS itens,
            COALESCE(sum(s.acrescimos), 0)::float8 AS acrescimos, COALESCE(sum(s.taxa_entrega), 0)::float8 AS taxa_entrega,
            COALESCE(sum(s.descontos), 0)::float8 AS descontos, COALESCE(sum(s.taxa_servico), 0)::float8 AS taxa_servico,
            COALESCE(sum(s.cancelados), 0)::int AS cancelados, count(*)::int AS total_linhas
          FROM s
          UNION ALL
          SELECT p.posicao, p.empresa_id::int, e.nome, p.pedidos, p.itens, p.acrescimos, p.taxa_entrega, p.descontos,
            p.taxa_servico, p.cancelados, 0
          FROM p JOIN empresas e ON e.id = p.empresa_id WHERE ${pagina}) x
        ORDER BY x.posicao`,
    );
  });
  const [t, ...pagina_] = linhas;
  const { posicao: _p, empresa_id: _e, nome: _n, total_linhas, ...totais } = t!;
  return {
    linhas: pagina_.map(({ posicao: _, total_linhas: __, ...l }) => l),
    total: total_linhas,
    totais: totais as Somas,
  };
}

/** A business's sums over a period and the version of its rollups they were read at (D-331). */
export interface SomaVersionada {
  empresa_id: number;
  versao: string;
  /** null: no sale and no cancellation in the period */
  somas: Somas | null;
}

/**
 * The sums over [inicio, fim] of these businesses (`ids`; null: every business), each with its rollups' version,
 * read in the same statement (one snapshot): a business's sums are exactly its rows at that version. One row per
 * business that still exists, with or without sums.
 */
export async function somasVersionadas(
  db: PlataformaDb,
  inicio: string,
  fim: string,
  ids: number[] | null,
): Promise<SomaVersionada[]> {
  const lista = ids === null ? undefined : sql`${`{${ids.join(',')}}`}::bigint[]`;
  const linhas = await transacaoPlataforma(db, async (tx) => {
    // no parallel workers, as porEmpresa
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    return queryRows<Omit<EmpresaSoma, 'nome' | 'pedidos'> & { pedidos: number | null; versao: string }>(
      tx,
      sql`WITH s AS MATERIALIZED (SELECT r.empresa_id, ${SOMAS} FROM (${sqlFonte(inicio, fim, false, lista)}) r
                                  GROUP BY r.empresa_id)
        SELECT e.id::int AS empresa_id, COALESCE(v.versao, 0)::text AS versao, s.pedidos, s.itens, s.acrescimos,
          s.taxa_entrega, s.descontos, s.taxa_servico, s.cancelados
        FROM empresas e LEFT JOIN relatorio_versoes v ON v.empresa_id = e.id LEFT JOIN s ON s.empresa_id = e.id
        ${lista ? sql`WHERE e.id = ANY(${lista})` : sql``}`,
    );
  });
  return linhas.map(({ empresa_id, versao, ...somas }) => ({
    empresa_id,
    versao,
    somas: somas.pedidos === null ? null : (somas as Somas),
  }));
}

/**
 * Every business's rollups version now (D-331; 0: never rewritten) and today's date in the platform's default
 * timezone, in one round trip.
 */
export async function versoesEHoje(db: PlataformaDb): Promise<{ versoes: Map<number, string>; hoje: string }> {
  const [r] = await queryRows<{ versoes: Record<string, string> | null; hoje: string }>(
    db,
    sql`SELECT (SELECT json_object_agg(e.id, COALESCE(v.versao, 0)::text)
                FROM empresas e LEFT JOIN relatorio_versoes v ON v.empresa_id = e.id) AS versoes,
               to_char((now() AT TIME ZONE 'America/Sao_Paulo')::date, 'YYYY-MM-DD') AS hoje`,
  );
  return { versoes: new Map(Object.entries(r!.versoes ?? {}).map(([id, v]) => [Number(id), v])), hoje: r!.hoje };
}

/** The current names of these businesses (the page of a kept answer: a rename changes no rollup version). */
export async function nomes(db: PlataformaDb, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const linhas = await queryRows<{ id: number; nome: string }>(
    db,
    sql`SELECT id::int AS id, nome FROM empresas WHERE id = ANY(${`{${ids.join(',')}}`}::bigint[])`,
  );
  return new Map(linhas.map((l) => [l.id, l.nome]));
}

/** Today's date in the platform's default timezone (presets of the all-businesses summary). */
export async function hoje(db: PlataformaDb): Promise<string> {
  const [r] = await queryRows<{ hoje: string }>(
    db,
    sql`SELECT to_char((now() AT TIME ZONE 'America/Sao_Paulo')::date, 'YYYY-MM-DD') AS hoje`,
  );
  return r!.hoje;
}
