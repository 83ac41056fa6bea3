// The order-entry menu (GET /pedidos/cardapio), read by order entry and by the tables' tab, in the cents shape of the shared price function, so the price shown
// while choosing is the price the server will charge (one function for every reader).
import type { Cardapio, CardapioProduto } from '@app/shared/schemas/pedidos-cardapio.ts';
import { parseCentavos } from '@app/shared/domain/money.ts';
import {
  MAX_SABORES,
  minimoEscolhas,
  montarItemPedido,
  precoNoTamanho,
  type EscolhaItem,
  type ProdutoPrecificavel,
} from '@app/shared/domain/preco-item.ts';

export type ProdutoCardapio = CardapioProduto;

const c = (reais: number) => parseCentavos(reais) ?? 0;

export function precificavel(p: ProdutoCardapio, regra: Cardapio['regra_preco']): ProdutoPrecificavel {
  return {
    nome: p.nome,
    tipo: p.tipo,
    preco_centavos: c(p.preco),
    max_sabores: p.max_sabores,
    regra_preco: regra,
    tamanhos: p.tamanhos.map((t) => ({ nome: t.nome, preco_centavos: c(t.preco) })),
    complementos: p.complementos.map((k) => ({
      id: k.id,
      nome: k.nome,
      tipo: k.tipo,
      min_escolhas: k.min_escolhas,
      max_escolhas: k.max_escolhas,
      obrigatorio: k.obrigatorio,
      opcoes: k.opcoes.map((o) => ({
        id: o.id,
        nome: o.nome,
        preco_centavos: c(o.preco),
        precos_tamanho: Object.fromEntries(Object.entries(o.precos_tamanho).map(([tam, v]) => [tam, c(v)])),
      })),
    })),
  };
}

/** How many options a complement allows: flavours also obey the product's max_sabores (½, ⅓, ¼). */
export function maxDoComplemento(p: ProdutoCardapio, k: ProdutoCardapio['complementos'][number]): number {
  if (p.tipo === 'pizza' && k.tipo === 'sabor')
    return Math.max(1, Math.min(k.max_escolhas, p.max_sabores, MAX_SABORES));
  return k.max_escolhas;
}

/**
 * The least one unit can cost, for the menu tile: per size, the size's price, the cheapest flavour (one flavour
 * never costs more than a half-and-half under either price rule) and the cheapest required choices. `aPartir` when
 * the size or a required choice can make it dearer ("a partir de R$ 44,00"), so a pizza whose sizes cost R$ 0,00
 * never shows that; optional extras do not count (a burger reads "R$ 24,90").
 */
export function precoMinimo(p: ProdutoPrecificavel): { centavos: number; aPartir: boolean } {
  const tamanhos = p.tamanhos.length ? p.tamanhos : [{ nome: null, preco_centavos: p.preco_centavos }];
  let aPartir = false;
  const porTamanho = tamanhos.map((t) => {
    let total = t.preco_centavos;
    for (const k of p.complementos) {
      const precos = k.opcoes.map((o) => precoNoTamanho(o, t.nome)).sort((a, b) => a - b);
      const n = p.tipo === 'pizza' && k.tipo === 'sabor' ? 1 : minimoEscolhas(k);
      if (n === 0 || precos.length === 0) continue;
      if (precos.at(-1)! > precos[0]!) aPartir = true;
      total += precos.slice(0, n).reduce((a, b) => a + b, 0);
    }
    return total;
  });
  return { centavos: Math.min(...porTamanho), aPartir: aPartir || new Set(porTamanho).size > 1 };
}

/**
 * The dialog's words, from the caller's feature namespace (components/ cannot register strings of their own): the
 * orders feature and the tables feature both hold these keys.
 */
export type ChaveItemDialog =
  | 'detalhe.fracao'
  | 'novo.bordaItem'
  | 'detalhe.quantidadeNome'
  | 'produto.adicionar'
  | 'produto.aumentar'
  | 'produto.cancelar'
  | 'produto.diminuir'
  | 'produto.escolha'
  | 'produto.observacao'
  | 'produto.quantidade'
  | 'produto.regraMaior'
  | 'produto.regraMedia'
  | 'produto.saboresMeia'
  | 'produto.tamanho';
export type Rotulo = (chave: ChaveItemDialog, valores?: Record<string, string | number>) => string;

/** The item's description for the draft list: size · flavours as fractions · crust · extras. */
export function descreverEscolha(p: ProdutoPrecificavel, escolha: EscolhaItem, t: Rotulo): string {
  const r = montarItemPedido(p, escolha);
  if (!r.ok) return '';
  const s = r.valor;
  const partes: string[] = [];
  if (s.tamanho) partes.push(s.tamanho);
  if (s.sabores.length)
    partes.push(
      s.sabores
        .map((x) => (s.sabores.length > 1 ? t('detalhe.fracao', { n: s.sabores.length, sabor: x }) : x))
        .join(', '),
    );
  // "Borda de catupiry" already says it is a crust: no "Borda Borda de catupiry"
  if (s.borda) partes.push(/^borda\b/i.test(s.borda.trim()) ? s.borda : t('novo.bordaItem', { nome: s.borda }));
  if (s.complementos.length)
    partes.push(
      s.complementos
        .map((x) =>
          x.quantity > 1
            ? t('detalhe.quantidadeNome', { quantidade: x.quantity, nome: x.complementName })
            : x.complementName,
        )
        .join(', '),
    );
  return partes.join(' · ');
}
