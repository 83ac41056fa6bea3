import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import { sqlProdutosComFicha } from '../../estoque/index.ts';
import { limites, sqlVendas, type FiltrosVenda, type Periodo } from './base.ts';
import { semParalelismo } from './fatias.ts';
import { sqlFatiasMeses } from './fatias-meses.ts';

// What was sold: the items of the period's sales (orders' items; tabs' items not cancelled), with the product's
// category as the catalogue has it now, and the options chosen (`escolhas.opcoes`). The reports read the product
// and option rollups (monthly inside — their totals over type and channel when the report filters by neither,
// D-366 —, daily at the period's edges unless their month has no other day, D-230/D-231, D-360); the raw versions
// of the same answers (catalogo-bruto.ts) are the tests' and the bench's reference.

export function sqlItens(tx: TenantTx, p: Periodo, f: FiltrosVenda): SQL {
  const { de, ate } = limites(p);
  // escolhas: {tamanho, opcoes: [{complemento_id, opcao_id, quantidade?}]} (older rows: the bare list)
  const opcoes = (c: string) =>
    sql.raw(`CASE WHEN jsonb_typeof(${c}.escolhas) = 'object' THEN ${c}.escolhas -> 'opcoes' ELSE ${c}.escolhas END`);
  return sql`
    WITH v AS (${sqlVendas(tx, de, ate, p.tz, f)}),
    it AS (
      SELECT v.dia, v.tipo, v.canal, pi.produto_id, pi.nome, pi.quantidade, pi.preco_unitario_centavos AS preco,
        ${opcoes('pi')} AS opcoes
      FROM v JOIN pedido_itens pi ON pi.empresa_id = ${tx.empresaId} AND pi.pedido_id = v.id
      WHERE v.venda AND v.origem = 'pedido'
      UNION ALL
      SELECT v.dia, v.tipo, v.canal, ci.produto_id, ci.nome, ci.quantidade, ci.preco_unitario_centavos, ${opcoes('ci')}
      FROM v JOIN comanda_itens ci ON ci.empresa_id = ${tx.empresaId} AND ci.comanda_id = v.id AND ci.status <> 'cancelado'
      WHERE v.venda AND v.origem = 'comanda')`;
}

/**
 * `sqlItens` plus `es`: one row per option chosen in an item (day, type, channel, product, option, complement,
 * units = option quantity × item quantity). Choices whose option id is not a number are left out.
 */
export function sqlEscolhas(tx: TenantTx, p: Periodo, f: FiltrosVenda): SQL {
  return sql`${sqlItens(tx, p, f)},
    es AS (
      SELECT it.dia, it.tipo, it.canal, it.produto_id, (e ->> 'opcao_id')::bigint AS opcao_id,
             (e ->> 'complemento_id')::bigint AS complemento_id,
             COALESCE((e ->> 'quantidade')::int, 1) * it.quantidade AS unidades
      FROM it CROSS JOIN LATERAL jsonb_array_elements(
        CASE WHEN jsonb_typeof(it.opcoes) = 'array' THEN it.opcoes ELSE '[]'::jsonb END) e
      WHERE (e ->> 'opcao_id') ~ '^[0-9]{1,15}$')`;
}

export interface ProdutoSoma {
  produto_id: number | null;
  produto: string;
  categoria_id: number | null;
  categoria: string;
  quantidade: number;
  faturamento: number;
}

/**
 * Products with their category from `fonte` (rows of produto_id, nome, quantidade, faturamento), summed by product
 * before the catalogue is joined (a year is thousands of rollup rows but tens of products). A product deleted since
 * is grouped by its name at the sale, without a category.
 */
export function sqlProdutosDe(tx: TenantTx, fonte: SQL, extra: SQL = sql``): SQL {
  return sql`WITH s AS (SELECT f.produto_id, f.nome, sum(f.quantidade) AS quantidade, sum(f.faturamento) AS faturamento
                        FROM (${fonte}) f GROUP BY f.produto_id, f.nome)
    SELECT pr.id::int AS produto_id, COALESCE(pr.nome, min(s.nome)) AS produto, ca.id::int AS categoria_id,
           COALESCE(ca.nome, 'Sem categoria') AS categoria, sum(s.quantidade)::float8 AS quantidade,
           sum(s.faturamento)::float8 AS faturamento ${extra}
    FROM s
    LEFT JOIN produtos pr ON pr.empresa_id = ${tx.empresaId} AND pr.id = s.produto_id
    LEFT JOIN categorias ca ON ca.empresa_id = ${tx.empresaId} AND ca.id = pr.categoria_id
    GROUP BY pr.id, pr.nome, ca.id, ca.nome, CASE WHEN pr.id IS NULL THEN s.nome END
    ORDER BY 6 DESC, 2`;
}

const filtrosRollup = (f: FiltrosVenda) =>
  sql.join([f.canal ? sql`AND r.canal = ${f.canal}` : sql``, f.tipo ? sql`AND r.tipo = ${f.tipo}` : sql``], sql` `);

/** The monthly table to read: per type and channel when filtered by them, else their totals (D-366). */
const mensal = (tabela: string, f: FiltrosVenda) => (f.canal || f.tipo ? tabela : `${tabela}_totais`);

/**
 * Quantity and revenue (cents) per product, from the product rollups (exact: rewritten from the items). `comFicha`:
 * each row also says whether the product has an active product sheet (the ABC's CMV, D-361).
 */
export async function produtos(tx: TenantTx, p: Periodo, f: FiltrosVenda): Promise<ProdutoSoma[]>;
export async function produtos(
  tx: TenantTx,
  p: Periodo,
  f: FiltrosVenda,
  comFicha: true,
): Promise<(ProdutoSoma & { com_ficha: boolean })[]>;
export async function produtos(tx: TenantTx, p: Periodo, f: FiltrosVenda, comFicha = false): Promise<ProdutoSoma[]> {
  const colunas = sql`r.produto_id, r.nome, r.quantidade, r.faturamento_centavos AS faturamento`;
  const fonte = sqlFatiasMeses(
    tx,
    { diaria: 'relatorio_produtos_diarios', mensal: mensal('relatorio_produtos_mensais', f) },
    { diaria: colunas, mensal: colunas },
    p.inicio,
    p.fim,
    filtrosRollup(f),
  );
  await semParalelismo(tx);
  const ficha = comFicha ? sql`, COALESCE(pr.id IN (${sqlProdutosComFicha(tx)}), false) AS com_ficha` : sql``;
  return queryRows(tx, sqlProdutosDe(tx, fonte, ficha));
}

export interface OpcaoSoma {
  opcao_id: number;
  opcao: string;
  complemento: string | null;
  quantidade: number;
  faturamento: number;
}

/**
 * Options from `fonte` (rows of opcao_id, complemento_id, unidades), leaving out options flagged
 * `ignorar_relatorio` (and options deleted since). Orders keep no per-option price, so revenue is units × the
 * option's price in its complement today (a function of option and complement: summing units first is exact).
 */
export function sqlOpcoesDe(tx: TenantTx, fonte: SQL): SQL {
  return sql`WITH s AS (SELECT f.opcao_id, f.complemento_id, sum(f.unidades) AS unidades
                        FROM (${fonte}) f GROUP BY f.opcao_id, f.complemento_id)
    SELECT o.id::int AS opcao_id, o.nome AS opcao, min(c.nome) AS complemento, sum(s.unidades)::float8 AS quantidade,
           sum(s.unidades * COALESCE(co.preco_centavos, o.preco_centavos))::float8 AS faturamento
    FROM s
    JOIN opcoes o ON o.empresa_id = ${tx.empresaId} AND o.id = s.opcao_id AND NOT o.ignorar_relatorio
    LEFT JOIN complementos c ON c.empresa_id = ${tx.empresaId} AND c.id = s.complemento_id
    LEFT JOIN complementos_opcoes co ON co.empresa_id = ${tx.empresaId} AND co.complemento_id = s.complemento_id
      AND co.opcao_id = s.opcao_id
    GROUP BY o.id, o.nome
    ORDER BY 4 DESC, 2`;
}

/** Units and revenue (cents) per option, from the option rollups; `produtoId`: the options of one product. */
export async function opcoes(tx: TenantTx, p: Periodo, f: FiltrosVenda, produtoId?: number): Promise<OpcaoSoma[]> {
  await semParalelismo(tx);
  return queryRows(tx, sqlOpcoes(tx, p, f, produtoId));
}

/**
 * The options of one product and the product's name in one statement (D-364): null when the business has no such
 * product (the route's 404), else its name and `opcoes` for it.
 */
export async function opcoesDoProduto(
  tx: TenantTx,
  p: Periodo,
  f: FiltrosVenda,
  produtoId: number,
): Promise<{ nome: string; linhas: OpcaoSoma[] } | null> {
  await semParalelismo(tx);
  const linhas = await queryRows<{ produto_nome: string } & { [K in keyof OpcaoSoma]: OpcaoSoma[K] | null }>(
    tx,
    sql`SELECT pr.nome AS produto_nome, o.* FROM produtos pr LEFT JOIN (${sqlOpcoes(tx, p, f, produtoId)}) o ON true
        WHERE pr.empresa_id = ${tx.empresaId} AND pr.id = ${produtoId}
        ORDER BY o.quantidade DESC, o.opcao`,
  );
  if (linhas.length === 0) return null;
  return {
    nome: linhas[0]!.produto_nome,
    linhas: linhas.flatMap(({ produto_nome: _n, ...l }) => (l.opcao_id === null ? [] : [l as OpcaoSoma])),
  };
}

function sqlOpcoes(tx: TenantTx, p: Periodo, f: FiltrosVenda, produtoId?: number): SQL {
  const doProduto = produtoId === undefined ? sql`` : sql`AND r.produto_id = ${produtoId}`;
  const colunas = sql`r.opcao_id, NULLIF(r.complemento_id, 0) AS complemento_id, r.unidades`;
  const fonte = sqlFatiasMeses(
    tx,
    { diaria: 'relatorio_opcoes_diarias', mensal: mensal('relatorio_opcoes_mensais', f) },
    { diaria: colunas, mensal: colunas },
    p.inicio,
    p.fim,
    sql`${filtrosRollup(f)} ${doProduto}`,
  );
  return sqlOpcoesDe(tx, fonte);
}
