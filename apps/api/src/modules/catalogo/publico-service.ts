// The customer-facing reads (GET /produtos/publicos): only active products of active categories, with their
// active complements and active options, and without internal fields (costs, ficha_tecnica_id, report flags).
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { catalogoConfiguracoes, type TamanhoRow } from '../../db/schema/index.ts';
import type { CatalogoConfiguracao, ProdutoPublico, produtosPublicosQuerySchema } from '@app/shared/schemas/catalogo.ts';
import { assertEmpresaExiste, count, idArray, offset, precosTamanhoApi, reais, selecionar } from './util.ts';
import { tamanhosApi } from './produtos-service.ts';
import { imagemUrl } from './imagens-service.ts';

type Query = z.output<typeof produtosPublicosQuerySchema>;
type Regra = CatalogoConfiguracao['regra_preco_pizza'];

export async function regraPreco(tx: Tx, empresaId: number): Promise<Regra> {
  const [r] = await selecionar<{ regra_preco_pizza: Regra }>(tx, sql`SELECT regra_preco_pizza FROM catalogo_configuracoes WHERE empresa_id = ${empresaId}`);
  return r?.regra_preco_pizza ?? 'maior';
}

export function getConfiguracao(db: Db, empresaId: number): Promise<CatalogoConfiguracao> {
  return withTenantLegado(db, empresaId, async (tx) => ({ regra_preco_pizza: await regraPreco(tx, empresaId) }));
}

export function setConfiguracao(db: Db, empresaId: number, body: CatalogoConfiguracao): Promise<CatalogoConfiguracao> {
  return withTenantLegado(db, empresaId, async (tx) => {
    await tx.insert(catalogoConfiguracoes).values({ empresa_id: empresaId, regra_preco_pizza: body.regra_preco_pizza })
      .onConflictDoUpdate({ target: catalogoConfiguracoes.empresa_id, set: { regra_preco_pizza: body.regra_preco_pizza, atualizado_em: new Date() } });
    return { regra_preco_pizza: await regraPreco(tx, empresaId) };
  });
}

interface ProdRow { id: number; categoria_id: number; nome: string; descricao: string | null; preco_centavos: number; ordem: number; imagem_chave: string | null; tipo: 'simples' | 'pizza'; tamanhos: TamanhoRow[]; max_sabores: number }
interface CompRow { produto_id: number; id: number; nome: string; tipo: 'adicional' | 'borda' | 'sabor'; min_escolhas: number; max_escolhas: number; obrigatorio: boolean }
interface OpRow { complemento_id: number; opcao_id: number; nome: string; descricao: string | null; preco_centavos: number; precos_tamanho: Record<string, number> }

export async function produtosPublicos(db: Db, empresaId: number, q: Query) {
  await assertEmpresaExiste(db, empresaId);
  return withTenantLegado(db, empresaId, async (tx) => {
    const where = sql`p.empresa_id = ${empresaId} AND p.ativo AND c.ativo`;
    if (q.categoria_id !== undefined) where.append(sql` AND p.categoria_id = ${q.categoria_id}`);
    const from = sql`FROM produtos p JOIN categorias c ON c.empresa_id = p.empresa_id AND c.id = p.categoria_id`;
    const rows = await selecionar<ProdRow>(tx, sql`SELECT p.id, p.categoria_id, p.nome, p.descricao, p.preco_centavos, p.ordem, i.chave AS imagem_chave,
      p.tipo, p.tamanhos, p.max_sabores ${from} LEFT JOIN imagens i ON i.empresa_id = p.empresa_id AND i.id = p.imagem_id
      WHERE ${where} ORDER BY c.ordem, c.id, p.ordem, p.id LIMIT ${q.per_page} OFFSET ${offset(q)}`);
    const total = await count(tx, sql`SELECT count(*)::int AS n ${from} WHERE ${where}`);
    const regra = await regraPreco(tx, empresaId);
    const ids = rows.map((r) => r.id);
    const comps = ids.length ? await selecionar<CompRow>(tx, sql`SELECT pc.produto_id, c.id, c.nome, c.tipo, c.min_escolhas, c.max_escolhas, c.obrigatorio
      FROM produtos_complementos pc JOIN complementos c ON c.empresa_id = pc.empresa_id AND c.id = pc.complemento_id
      WHERE pc.empresa_id = ${empresaId} AND pc.produto_id = ANY(${idArray(ids)}) AND c.ativo ORDER BY pc.ordem, c.id`) : [];
    const compIds = [...new Set(comps.map((c) => c.id))];
    const ops = compIds.length ? await selecionar<OpRow>(tx, sql`SELECT co.complemento_id, o.id AS opcao_id, o.nome, o.descricao, co.preco_centavos, co.precos_tamanho
      FROM complementos_opcoes co JOIN opcoes o ON o.empresa_id = co.empresa_id AND o.id = co.opcao_id
      WHERE co.empresa_id = ${empresaId} AND co.complemento_id = ANY(${idArray(compIds)}) AND o.ativo ORDER BY co.ordem, o.nome, co.id`) : [];
    const items: ProdutoPublico[] = rows.map((p) => ({
      id: p.id, categoria_id: p.categoria_id, nome: p.nome, descricao: p.descricao, preco: reais(p.preco_centavos), ordem: p.ordem,
      imagem_url: imagemUrl(p.imagem_chave), tipo: p.tipo, tamanhos: tamanhosApi(p.tamanhos), max_sabores: p.max_sabores, regra_preco: regra,
      complementos: comps.filter((c) => c.produto_id === p.id).map((c) => ({
        id: c.id, nome: c.nome, tipo: c.tipo, min_escolhas: c.min_escolhas, max_escolhas: c.max_escolhas, obrigatorio: c.obrigatorio,
        opcoes: ops.filter((o) => o.complemento_id === c.id).map((o) => ({
          opcao_id: o.opcao_id, nome: o.nome, descricao: o.descricao, preco: reais(o.preco_centavos), precos_tamanho: precosTamanhoApi(o.precos_tamanho),
        })),
      })),
    }));
    return { items, total };
  });
}
