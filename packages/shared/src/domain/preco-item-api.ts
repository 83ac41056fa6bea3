import { parseCentavos } from './money.ts';
import type { ProdutoPrecificavel, RegraPrecoPizza, TipoComplemento, TipoProduto } from './preco-item.ts';

// The catalogue's API shape (reais) turned into the cents shape the price function takes.

/** The API's product shape (reais, as GET /produtos/publicos answers it). */
export interface ProdutoApi {
  nome: string;
  tipo: TipoProduto;
  preco: number;
  tamanhos: { nome: string; preco: number }[];
  max_sabores: number;
  regra_preco: RegraPrecoPizza;
  complementos: {
    id: number;
    nome: string;
    tipo: TipoComplemento;
    min_escolhas: number;
    max_escolhas: number;
    obrigatorio: boolean;
    opcoes: { opcao_id: number; nome: string; preco: number; precos_tamanho: { tamanho: string; preco: number }[] }[];
  }[];
}

const cents = (reais: number) => parseCentavos(reais) ?? 0;

/** Converts the API shape (reais) into the cents shape the price function takes. */
export function produtoPrecificavel(p: ProdutoApi): ProdutoPrecificavel {
  return {
    nome: p.nome,
    tipo: p.tipo,
    preco_centavos: cents(p.preco),
    max_sabores: p.max_sabores,
    regra_preco: p.regra_preco,
    tamanhos: p.tamanhos.map((t) => ({ nome: t.nome, preco_centavos: cents(t.preco) })),
    complementos: p.complementos.map((c) => ({
      id: c.id,
      nome: c.nome,
      tipo: c.tipo,
      min_escolhas: c.min_escolhas,
      max_escolhas: c.max_escolhas,
      obrigatorio: c.obrigatorio,
      opcoes: c.opcoes.map((o) => ({
        id: o.opcao_id,
        nome: o.nome,
        preco_centavos: cents(o.preco),
        precos_tamanho: Object.fromEntries(o.precos_tamanho.map((x) => [x.tamanho, cents(x.preco)])),
      })),
    })),
  };
}
