// The customer-facing menu (GET /categorias/publicas, GET /produtos/publicos): only active products of active
// categories, with their active complements and options, without internal fields. The business comes from the
// query string, so each read first makes sure it exists (404 like any foreign id).
import type { z } from 'zod';
import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { notFound } from '../../../lib/errors.ts';
import { LIMITES_CATALOGO } from '@app/shared/schemas/catalogo.ts';
import { type ProdutoPublico, type produtosPublicosQuerySchema } from '@app/shared/schemas/catalogo-publico.ts';
import * as empresas from '../../empresas/index.ts';
import * as q from '../queries/publico.ts';
import * as categorias from '../queries/categorias.ts';
import * as configuracao from '../queries/configuracao.ts';
import { imagemUrl, precosTamanhoApi, reais, tamanhosApi } from './comum.ts';

type Query = z.output<typeof produtosPublicosQuerySchema>;

async function exigirEmpresa(tx: TenantTx) {
  if (!(await empresas.empresaExiste(tx))) throw notFound('Empresa não encontrada');
}

/** Active categories that have at least one active product. */
export function categoriasPublicas(t: Tenant) {
  return t.transacao(async (tx) => {
    await exigirEmpresa(tx);
    return { items: await categorias.publicas(tx, LIMITES_CATALOGO.categoriasPorEmpresa) };
  });
}

export function produtosPublicos(t: Tenant, filtro: Query) {
  return t.transacao(async (tx) => {
    await exigirEmpresa(tx);
    const { rows, total } = await q.produtos(tx, filtro);
    const regra = (await configuracao.regraPreco(tx)) ?? 'maior';
    const comps = await q.complementos(
      tx,
      rows.map((r) => r.id),
    );
    const ops = await q.opcoes(tx, [...new Set(comps.map((c) => c.id))]);
    const items: ProdutoPublico[] = rows.map((p) => ({
      id: p.id,
      categoria_id: p.categoria_id,
      nome: p.nome,
      descricao: p.descricao,
      preco: reais(p.preco_centavos),
      ordem: p.ordem,
      imagem_url: imagemUrl(p.imagem_chave),
      tipo: p.tipo,
      tamanhos: tamanhosApi(p.tamanhos),
      max_sabores: p.max_sabores,
      regra_preco: regra,
      complementos: comps
        .filter((c) => c.produto_id === p.id)
        .map((c) => ({
          id: c.id,
          nome: c.nome,
          tipo: c.tipo,
          min_escolhas: c.min_escolhas,
          max_escolhas: c.max_escolhas,
          obrigatorio: c.obrigatorio,
          opcoes: ops
            .filter((o) => o.complemento_id === c.id)
            .map((o) => ({
              opcao_id: o.opcao_id,
              nome: o.nome,
              descricao: o.descricao,
              preco: reais(o.preco_centavos),
              precos_tamanho: precosTamanhoApi(o.precos_tamanho),
            })),
        })),
    }));
    return { items, total };
  });
}
