import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from '../../../db/tenant.ts';
import type {
  ProdutoPrecificavel,
  RegraPrecoPizza,
  TipoComplemento,
  TipoProduto,
} from '@app/shared/domain/preco-item.ts';

// The catalogue as an order needs it: active products of active categories, with their active complements and
// options and prices, in the shape of the shared price function. Orders price items with it and the order-entry
// screen gets the same data, so the screen's price is the charge.

export interface ProdutoCardapio extends ProdutoPrecificavel {
  id: number;
  categoria_id: number;
  categoria_nome: string;
  descricao: string | null;
}

export interface CardapioDoPedido {
  regra: RegraPrecoPizza;
  produtos: ProdutoCardapio[];
}

interface Linha {
  id: number;
  categoria_id: number;
  categoria_nome: string;
  nome: string;
  descricao: string | null;
  tipo: TipoProduto;
  preco_centavos: number;
  tamanhos: { nome: string; preco_centavos: number }[];
  max_sabores: number;
  complementos:
    | {
        id: number;
        nome: string;
        tipo: TipoComplemento;
        min_escolhas: number;
        max_escolhas: number;
        obrigatorio: boolean;
        opcoes: { id: number; nome: string; preco_centavos: number; precos_tamanho: Record<string, number> }[];
      }[]
    | null;
}

/** The business's pizza price rule ('maior' unless set). */
async function regraDaEmpresa(tx: TenantTx): Promise<RegraPrecoPizza> {
  const [cfg] = await queryRows<{ regra: RegraPrecoPizza }>(
    tx,
    sql`SELECT regra_preco_pizza AS regra FROM catalogo_configuracoes WHERE empresa_id = ${tx.empresaId}`,
  );
  return cfg?.regra ?? 'maior';
}

/**
 * Active products (all, or the given ids) with everything needed to price them, and the pizza price rule: one
 * query (the rule rides on every row; it is read apart only when no product matched).
 */
export async function carregarCardapio(tx: TenantTx, ids?: number[]): Promise<CardapioDoPedido> {
  const filtroIds = ids ? sql`AND p.id = ANY(${sql.raw(`'{${ids.map(Number).join(',')}}'::bigint[]`)})` : sql``;
  const linhas = await queryRows<Linha & { regra: RegraPrecoPizza | null }>(
    tx,
    sql`
    SELECT (SELECT regra_preco_pizza FROM catalogo_configuracoes WHERE empresa_id = ${tx.empresaId}) AS regra,
      p.id, p.categoria_id, c.nome AS categoria_nome, p.nome, p.descricao, p.tipo, p.preco_centavos, p.tamanhos, p.max_sabores,
      (SELECT json_agg(json_build_object(
          'id', co.id, 'nome', co.nome, 'tipo', co.tipo, 'min_escolhas', co.min_escolhas, 'max_escolhas', co.max_escolhas,
          'obrigatorio', co.obrigatorio,
          'opcoes', COALESCE((SELECT json_agg(json_build_object('id', o.id, 'nome', o.nome, 'preco_centavos', x.preco_centavos, 'precos_tamanho', x.precos_tamanho) ORDER BY x.ordem, o.id)
                     FROM complementos_opcoes x JOIN opcoes o ON o.empresa_id = x.empresa_id AND o.id = x.opcao_id
                     WHERE x.empresa_id = co.empresa_id AND x.complemento_id = co.id AND o.ativo), '[]'::json)
        ) ORDER BY pc.ordem, co.id)
        FROM produtos_complementos pc JOIN complementos co ON co.empresa_id = pc.empresa_id AND co.id = pc.complemento_id
        WHERE pc.empresa_id = p.empresa_id AND pc.produto_id = p.id AND co.ativo) AS complementos
    FROM produtos p JOIN categorias c ON c.empresa_id = p.empresa_id AND c.id = p.categoria_id
    WHERE p.empresa_id = ${tx.empresaId} AND p.ativo AND c.ativo ${filtroIds}
    ORDER BY c.ordem, c.id, p.ordem, p.id`,
  );
  const regra = linhas.length ? (linhas[0]!.regra ?? 'maior') : await regraDaEmpresa(tx);
  return {
    regra,
    produtos: linhas.map((l) => ({
      id: Number(l.id),
      categoria_id: Number(l.categoria_id),
      categoria_nome: l.categoria_nome,
      nome: l.nome,
      descricao: l.descricao,
      tipo: l.tipo,
      preco_centavos: l.preco_centavos,
      tamanhos: l.tamanhos ?? [],
      max_sabores: l.max_sabores,
      regra_preco: regra,
      complementos: (l.complementos ?? []).map((c) => ({
        ...c,
        id: Number(c.id),
        opcoes: c.opcoes.map((o) => ({ ...o, id: Number(o.id) })),
      })),
    })),
  };
}
