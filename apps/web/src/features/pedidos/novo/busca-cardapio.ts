// Order entry's menu search: what a clerk types on the phone with a customer, matched against product names,
// categories, descriptions and option names (flavours, crusts, extras), without accents, case or punctuation.
import { normalizarTexto } from '@app/shared/domain/texto.ts';
import type { ProdutoCardapio } from '@/components/item-dialog/cardapio.ts';

/** Folded and without punctuation or spaces: "X-Tudo" → "xtudo", "Coca-Cola 2 L" → "cocacola2l". */
const compacto = (s: string) => normalizarTexto(s).replace(/[^a-z0-9]/g, '');

/**
 * What the counter says for a kind of product that no product is named after: "refri" is any soft drink. Each
 * word typed also matches any of its expansions.
 */
const SINONIMOS: Record<string, string[]> = {
  refri: ['refrigerante', 'coca', 'guarana', 'fanta', 'sprite', 'pepsi', 'soda', 'kuat', 'sukita', 'schweppes'],
  refrigerante: ['refri', 'coca', 'guarana', 'fanta', 'sprite', 'pepsi', 'soda', 'kuat', 'sukita', 'schweppes'],
  xis: ['x'],
  lanche: ['x', 'burguer', 'burger', 'hamburguer'],
};

function palavras(termo: string): string[][] {
  return normalizarTexto(termo)
    .split(/[\s,;]+/)
    .map(compacto)
    .filter(Boolean)
    .map((p) => [p, ...(SINONIMOS[p] ?? [])]);
}

export interface Achado {
  produto: ProdutoCardapio;
  /** Flavours named in the search ("calabresa"): the item dialog opens with them chosen. */
  opcoes: { complemento_id: number; opcao_id: number }[];
}

const contemTodas = (texto: string, termos: string[][]) => termos.every((alts) => alts.some((a) => texto.includes(a)));

/**
 * Products matching every word typed, best first: those whose name matches, then by category or description, then
 * by an option's name. A word may be glued to the next ("xtudo") or split ("coca 2"). Catalogue order otherwise.
 */
export function buscarNoCardapio(produtos: ProdutoCardapio[], termo: string): Achado[] {
  const termos = palavras(termo);
  if (termos.length === 0) return produtos.map((produto) => ({ produto, opcoes: [] }));
  const achados: (Achado & { nivel: number; ordem: number })[] = [];
  produtos.forEach((p, ordem) => {
    const nome = compacto(p.nome);
    const geral = nome + compacto(p.categoria_nome) + compacto(p.descricao ?? '');
    const opcoes = p.complementos.flatMap((k) =>
      k.opcoes.map((o) => ({ complemento_id: k.id, opcao_id: o.id, tipo: k.tipo, nome: compacto(o.nome) })),
    );
    // a flavour is "named" when a word of 3+ letters typed is found in it and nowhere in the product itself
    const nomeadas = opcoes.filter(
      (o) =>
        o.tipo === 'sabor' &&
        termos.some((alts) => alts[0]!.length >= 3 && o.nome.includes(alts[0]!) && !geral.includes(alts[0]!)),
    );
    let nivel: number | null = null;
    if (contemTodas(nome, termos)) nivel = 0;
    else if (contemTodas(geral, termos)) nivel = 1;
    else if (termos.every((alts) => alts.some((a) => geral.includes(a) || opcoes.some((o) => o.nome.includes(a)))))
      nivel = 2;
    if (nivel === null) return;
    achados.push({
      produto: p,
      opcoes: nomeadas.map(({ complemento_id, opcao_id }) => ({ complemento_id, opcao_id })),
      nivel,
      ordem,
    });
  });
  return achados
    .sort((a, b) => a.nivel - b.nivel || a.ordem - b.ordem)
    .map(({ produto, opcoes }) => ({ produto, opcoes }));
}
