import type { TenantTx } from '../../../db/tenant.ts';
import { dividirArredondando } from '@app/shared/domain/estoque-unidades.ts';
import { e10ParaCentavos } from '@app/shared/domain/estoque-custo.ts';
import { carregarLivro, custoDaFicha } from './custos.ts';

/**
 * Each product's current recipe cost in cents (for reports: CMV and margin by product), in the caller's
 * transaction. The cost of one portion of the product's active sheet (the any-size sheet when it has several,
 * else its first per-size one), sub-recipes at their sheet's unit cost, rounded half-up to cents once. Products
 * without an active sheet are absent from the map. Flavours and extras are not included: they have their own
 * option sheets.
 */
export async function custosDeProdutos(tx: TenantTx, produtoIds: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!produtoIds.length) return out;
  const pedidos = new Set(produtoIds.map(Number));
  const livro = await carregarLivro(tx);
  const escolhida = new Map<number, number>();
  for (const f of [...livro.fichas.values()].sort((a, b) => Number(a.id) - Number(b.id))) {
    if (!f.ativo || f.tipo_ficha !== 'produto' || f.produto_id === null) continue;
    const p = Number(f.produto_id);
    if (!pedidos.has(p)) continue;
    const atual = escolhida.get(p);
    if (atual === undefined || (f.tamanho === null && livro.fichas.get(atual)!.tamanho !== null))
      escolhida.set(p, Number(f.id));
  }
  for (const [p, fid] of escolhida) {
    const c = custoDaFicha(livro, fid);
    const rend = BigInt(livro.paraCusto.get(fid)!.rendimento_q4);
    out.set(p, e10ParaCentavos(dividirArredondando(c.total * 10_000n, rend)));
  }
  return out;
}
