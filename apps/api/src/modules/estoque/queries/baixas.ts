import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';

// Deducted sales (the idempotency rows) and the sheets a sale reads.

export interface BaixaLinha {
  id: number;
  ativa: boolean;
  ciclo: number;
}

/**
 * The sale's row, created if missing, locked (ON CONFLICT DO UPDATE takes the row lock), in one statement: two
 * concurrent status changes of one sale queue here and the second sees what the first did.
 */
export async function travarBaixa(tx: TenantTx, origemTipo: string, origemId: number): Promise<BaixaLinha> {
  const [l] = await queryRows<BaixaLinha>(
    tx,
    sql`INSERT INTO estoque_baixas (empresa_id, origem_tipo, origem_id)
    VALUES (${tx.empresaId}, ${origemTipo}, ${origemId})
    ON CONFLICT (empresa_id, origem_tipo, origem_id) DO UPDATE SET atualizado_em = estoque_baixas.atualizado_em
    RETURNING id::float8 AS id, ativa, ciclo`,
  );
  return { id: Number(l!.id), ativa: l!.ativa, ciclo: Number(l!.ciclo) };
}

export async function marcarBaixa(tx: TenantTx, id: number, ativa: boolean, ciclo: number) {
  await tx.execute(sql`UPDATE estoque_baixas SET ativa = ${ativa}, ciclo = ${ciclo}, atualizado_em = now()
    WHERE empresa_id = ${tx.empresaId} AND id = ${id}`);
}

/** Which of these sales already have standing deductions. */
export async function ativas(tx: TenantTx, origemTipo: string, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const linhas = await queryRows<{ origem_id: number }>(
    tx,
    sql`SELECT origem_id::float8 AS origem_id FROM estoque_baixas
    WHERE empresa_id = ${tx.empresaId} AND origem_tipo = ${origemTipo} AND ativa
      AND origem_id IN (${sql.join(
        ids.map((i) => sql`${i}`),
        sql`, `,
      )})`,
  );
  return new Set(linhas.map((l) => Number(l.origem_id)));
}

export interface FichaDeVenda {
  id: number;
  produto_id: number | null;
  opcao_id: number | null;
  tamanho: string | null;
  rendimento_base: string;
}
export interface ItemDeVenda {
  ficha_id: number;
  insumo_id: number;
  quantidade_base: string;
}

/**
 * The active, stock-controlling product / option sheets of these products and options with their items whose
 * ingredient controls stock (an uncontrolled ingredient costs the recipe but never moves), in one query.
 */
export async function fichasDeVenda(tx: TenantTx, produtoIds: number[], opcaoIds: number[]) {
  const lista = (xs: number[]) =>
    xs.length
      ? sql.join(
          xs.map((i) => sql`${i}`),
          sql`, `,
        )
      : sql`NULL`;
  const linhas = await queryRows<FichaDeVenda & { insumo_id: number | null; quantidade_base: string | null }>(
    tx,
    sql`SELECT f.id::float8 AS id, f.produto_id::float8 AS produto_id, f.opcao_id::float8 AS opcao_id, f.tamanho,
      f.rendimento_base::text AS rendimento_base, i.id::float8 AS insumo_id, fi.quantidade_base::text AS quantidade_base
    FROM fichas_tecnicas f
    LEFT JOIN ficha_itens fi ON fi.empresa_id = f.empresa_id AND fi.ficha_id = f.id
    LEFT JOIN insumos i ON i.empresa_id = fi.empresa_id AND i.id = fi.insumo_id AND i.controla_estoque
    WHERE f.empresa_id = ${tx.empresaId} AND f.ativo AND f.controla_estoque
      AND ((f.tipo_ficha = 'produto' AND f.produto_id IN (${lista(produtoIds)}))
        OR (f.tipo_ficha = 'opcao' AND f.opcao_id IN (${lista(opcaoIds)})))
    ORDER BY f.id`,
  );
  const fichas = new Map<number, FichaDeVenda>();
  const itens: ItemDeVenda[] = [];
  for (const l of linhas) {
    fichas.set(Number(l.id), l);
    if (l.insumo_id !== null && l.quantidade_base !== null)
      itens.push({ ficha_id: Number(l.id), insumo_id: Number(l.insumo_id), quantidade_base: l.quantidade_base });
  }
  return { fichas: [...fichas.values()], itens };
}

/**
 * A sale's exits in two statements: the ingredients' rows locked in id order (one order for every sale, so two
 * sales never deadlock), then one statement that lowers each balance and appends each movement with the balance
 * after it, valued at the average cost (an exit does not move the average), rounded half away from zero to cents.
 */
export async function lancarSaidasDeVenda(
  tx: TenantTx,
  saidas: { insumo_id: number; qtde_base: string }[],
  o: { origem_tipo: string; origem_id: number; baixa_id: number; ciclo: number; criado_por: number | null },
): Promise<number[]> {
  if (!saidas.length) return [];
  const ids = sql.join(
    saidas.map((x) => sql`${x.insumo_id}`),
    sql`, `,
  );
  await tx.execute(
    sql`SELECT 1 FROM insumos WHERE empresa_id = ${tx.empresaId} AND id IN (${ids}) ORDER BY id FOR UPDATE`,
  );
  const valores = sql.join(
    saidas.map((x) => sql`(${x.insumo_id}::bigint, ${x.qtde_base}::numeric)`),
    sql`, `,
  );
  const linhas = await queryRows<{ id: number }>(
    tx,
    sql`WITH d(insumo_id, q) AS (VALUES ${valores}),
    u AS (
      UPDATE insumos i SET qtde_base = i.qtde_base - d.q, atualizado_em = now()
      FROM d WHERE i.empresa_id = ${tx.empresaId} AND i.id = d.insumo_id
      RETURNING i.id, i.qtde_base, i.custo_por_un_base, i.unidade_padrao, d.q
    )
    INSERT INTO estoque_movimentos (empresa_id, insumo_id, tipo, qtde_base, qtde_informada, unidade,
      custo_unitario_base, valor_centavos, saldo_apos_base, origem_tipo, origem_id, baixa_id, ciclo, criado_por)
    SELECT ${tx.empresaId}, u.id, 'saida_venda', -u.q, u.q,
      CASE u.unidade_padrao WHEN 'kg' THEN 'g' WHEN 'L' THEN 'ml' ELSE u.unidade_padrao END,
      u.custo_por_un_base, -round(u.q * u.custo_por_un_base * 100)::bigint, u.qtde_base,
      ${o.origem_tipo}, ${o.origem_id}, ${o.baixa_id}, ${o.ciclo}, ${o.criado_por}
    FROM u ORDER BY u.id
    RETURNING id::float8 AS id`,
  );
  return linhas.map((l) => Number(l.id));
}
