// The public catalogue's product in the cents shape of the shared price function, so the price a customer sees
// while choosing is the price the server charges (the back-office dialog reads the same function).
import type { ProdutoPublico } from '@app/shared/schemas/catalogo-publico.ts';
import { parseCentavos } from '@app/shared/domain/money.ts';
import {
  MAX_SABORES,
  montarItemPedido,
  type EscolhaItem,
  type ProdutoPrecificavel,
} from '@app/shared/domain/preco-item.ts';

const c = (reais: number) => parseCentavos(reais) ?? 0;

export type Complemento = ProdutoPublico['complementos'][number];

export function precificavel(p: ProdutoPublico): ProdutoPrecificavel {
  return {
    nome: p.nome,
    tipo: p.tipo,
    preco_centavos: c(p.preco),
    max_sabores: p.max_sabores,
    regra_preco: p.regra_preco,
    tamanhos: p.tamanhos.map((t) => ({ nome: t.nome, preco_centavos: c(t.preco) })),
    complementos: p.complementos.map((k) => ({
      id: k.id,
      nome: k.nome,
      tipo: k.tipo,
      min_escolhas: k.min_escolhas,
      max_escolhas: k.max_escolhas,
      obrigatorio: k.obrigatorio,
      opcoes: k.opcoes.map((o) => ({
        id: o.opcao_id,
        nome: o.nome,
        preco_centavos: c(o.preco),
        precos_tamanho: Object.fromEntries(o.precos_tamanho.map((t) => [t.tamanho, c(t.preco)])),
      })),
    })),
  };
}

/** How many options a complement allows: flavours also obey the product's max_sabores (½, ⅓, ¼). */
export function maxDoComplemento(p: ProdutoPublico, k: Complemento): number {
  if (p.tipo === 'pizza' && k.tipo === 'sabor')
    return Math.max(1, Math.min(k.max_escolhas, p.max_sabores, MAX_SABORES));
  return k.max_escolhas;
}

const FRACAO: Record<number, string> = { 2: '½', 3: '⅓', 4: '¼' };

/** The item's line in the cart: "Grande · ½ Calabresa, ½ Portuguesa · Borda de catupiry · 2x Bacon". */
export function descreverEscolha(p: ProdutoPrecificavel, escolha: EscolhaItem): string {
  const r = montarItemPedido(p, escolha);
  if (!r.ok) return '';
  const s = r.valor;
  const partes: string[] = [];
  if (s.tamanho) partes.push(s.tamanho);
  const n = s.sabores.length;
  if (n) partes.push(s.sabores.map((x) => (n > 1 ? `${FRACAO[n] ?? `1/${n}`} ${x}` : x)).join(', '));
  if (s.borda) partes.push(/^borda\b/i.test(s.borda.trim()) ? s.borda : `Borda ${s.borda}`);
  if (s.complementos.length)
    partes.push(
      s.complementos.map((x) => (x.quantity > 1 ? `${x.quantity}x ${x.complementName}` : x.complementName)).join(', '),
    );
  return partes.join(' · ');
}
