import { sql } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import type { TamanhoRow } from '../../../db/schema/index.ts';
import { count, idArray, offset, selecionar } from './comum.ts';

// The customer-facing reads: only active products of active categories, their active complements and active
// options, and no internal fields (costs, ficha_tecnica_id, report flags).

export interface ProdutoPublicoLinha {
  id: number;
  categoria_id: number;
  nome: string;
  descricao: string | null;
  preco_centavos: number;
  ordem: number;
  imagem_chave: string | null;
  tipo: 'simples' | 'pizza';
  tamanhos: TamanhoRow[];
  max_sabores: number;
}
export interface ComplementoPublicoLinha {
  produto_id: number;
  id: number;
  nome: string;
  tipo: 'adicional' | 'borda' | 'sabor';
  min_escolhas: number;
  max_escolhas: number;
  obrigatorio: boolean;
}
export interface OpcaoPublicaLinha {
  complemento_id: number;
  opcao_id: number;
  nome: string;
  descricao: string | null;
  preco_centavos: number;
  precos_tamanho: Record<string, number>;
}

export async function produtos(tx: TenantTx, q: { page: number; per_page: number; categoria_id?: number | undefined }) {
  const where = sql`p.empresa_id = ${tx.empresaId} AND p.ativo AND c.ativo`;
  if (q.categoria_id !== undefined) where.append(sql` AND p.categoria_id = ${q.categoria_id}`);
  const from = sql`FROM produtos p JOIN categorias c ON c.empresa_id = p.empresa_id AND c.id = p.categoria_id`;
  const rows = await selecionar<ProdutoPublicoLinha>(
    tx,
    sql`SELECT p.id, p.categoria_id, p.nome, p.descricao, p.preco_centavos, p.ordem, i.chave AS imagem_chave,
    p.tipo, p.tamanhos, p.max_sabores ${from} LEFT JOIN imagens i ON i.empresa_id = p.empresa_id AND i.id = p.imagem_id
    WHERE ${where} ORDER BY c.ordem, c.id, p.ordem, p.id LIMIT ${q.per_page} OFFSET ${offset(q)}`,
  );
  const total = await count(tx, sql`SELECT count(*)::int AS n ${from} WHERE ${where}`);
  return { rows, total };
}

export async function complementos(tx: TenantTx, produtoIds: number[]): Promise<ComplementoPublicoLinha[]> {
  if (!produtoIds.length) return [];
  return selecionar<ComplementoPublicoLinha>(
    tx,
    sql`SELECT pc.produto_id, c.id, c.nome, c.tipo, c.min_escolhas, c.max_escolhas, c.obrigatorio
    FROM produtos_complementos pc JOIN complementos c ON c.empresa_id = pc.empresa_id AND c.id = pc.complemento_id
    WHERE pc.empresa_id = ${tx.empresaId} AND pc.produto_id = ANY(${idArray(produtoIds)}) AND c.ativo ORDER BY pc.ordem, c.id`,
  );
}

export async function opcoes(tx: TenantTx, complementoIds: number[]): Promise<OpcaoPublicaLinha[]> {
  if (!complementoIds.length) return [];
  return selecionar<OpcaoPublicaLinha>(
    tx,
    sql`SELECT co.complemento_id, o.id AS opcao_id, o.nome, o.descricao, co.preco_centavos, co.precos_tamanho
    FROM complementos_opcoes co JOIN opcoes o ON o.empresa_id = co.empresa_id AND o.id = co.opcao_id
    WHERE co.empresa_id = ${tx.empresaId} AND co.complemento_id = ANY(${idArray(complementoIds)}) AND o.ativo ORDER BY co.ordem, o.nome, co.id`,
  );
}
