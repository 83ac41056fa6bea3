// The customer's cart: kept in local storage per business (it survives reloads and closed tabs) and mirrored to
// the server cart (/carrinhos) by the sync in carrinho-servidor.ts. Prices here are what the customer was shown;
// the server recomputes every price from the catalogue, and `reconciliar` re-prices the cart whenever the menu
// loads, so a changed price is said before the customer reaches checkout.
import type { ProdutoPublico } from '@app/shared/schemas/catalogo-publico.ts';
import { formatBRL } from '@app/shared/domain/money.ts';
import { calcularPrecoItem, type EscolhaOpcao } from '@app/shared/domain/preco-item.ts';
import { descreverEscolha, precificavel } from './precos.ts';

export interface ItemCarrinho {
  /** This line's own id (two identical pizzas with different notes are two lines). */
  chave: string;
  produto_id: number;
  nome: string;
  /** "Grande · ½ Calabresa, ½ Portuguesa · Borda de catupiry" */
  descricao: string;
  tamanho: string | null;
  opcoes: EscolhaOpcao[];
  quantidade: number;
  observacao: string;
  preco_unitario_centavos: number;
}

export interface EstadoCarrinho {
  itens: ItemCarrinho[];
  cupom: string;
}

const VAZIO: EstadoCarrinho = { itens: [], cupom: '' };
const chaveStorage = (slug: string) => `cardapio:${slug}:carrinho`;

function ler(slug: string): EstadoCarrinho {
  try {
    const bruto = localStorage.getItem(chaveStorage(slug));
    if (!bruto) return VAZIO;
    const v = JSON.parse(bruto) as Partial<EstadoCarrinho>;
    if (!Array.isArray(v.itens)) return VAZIO;
    const itens = v.itens.filter(
      (i): i is ItemCarrinho =>
        !!i && typeof i.produto_id === 'number' && Number.isInteger(i.quantidade) && i.quantidade > 0,
    );
    return { itens, cupom: typeof v.cupom === 'string' ? v.cupom : '' };
  } catch {
    // a cart written by an older page or edited by hand: start empty rather than break the menu
    return VAZIO;
  }
}

export const subtotalCentavos = (e: EstadoCarrinho) =>
  e.itens.reduce((a, i) => a + i.preco_unitario_centavos * i.quantidade, 0);
export const quantidadeItens = (e: EstadoCarrinho) => e.itens.reduce((a, i) => a + i.quantidade, 0);

const novaChave = () => Math.random().toString(36).slice(2, 10);

/** One business's cart as an external store (React reads it with useSyncExternalStore). */
export class Carrinho {
  private estado: EstadoCarrinho;
  private ouvintes = new Set<() => void>();

  constructor(readonly slug: string) {
    this.estado = ler(slug);
  }

  get = () => this.estado;

  subscribe = (f: () => void) => {
    this.ouvintes.add(f);
    return () => void this.ouvintes.delete(f);
  };

  private definir(estado: EstadoCarrinho) {
    this.estado = estado;
    try {
      localStorage.setItem(chaveStorage(this.slug), JSON.stringify(estado));
    } catch {
      // private mode or full storage: the cart still works for this visit
    }
    for (const f of this.ouvintes) f();
  }

  adicionar(item: Omit<ItemCarrinho, 'chave'>) {
    this.definir({ ...this.estado, itens: [...this.estado.itens, { ...item, chave: novaChave() }] });
  }

  alterarQuantidade(chave: string, quantidade: number) {
    const itens =
      quantidade <= 0
        ? this.estado.itens.filter((i) => i.chave !== chave)
        : this.estado.itens.map((i) => (i.chave === chave ? { ...i, quantidade } : i));
    this.definir({ ...this.estado, itens });
  }

  definirCupom(cupom: string) {
    this.definir({ ...this.estado, cupom: cupom.trim().toUpperCase() });
  }

  /** Replaces the lines (a cart restored from the server, or re-priced by `reconciliar`). */
  substituirItens(itens: ItemCarrinho[]) {
    this.definir({ ...this.estado, itens });
  }

  esvaziar() {
    this.definir(VAZIO);
  }
}

/**
 * Re-prices the cart against the menu as it is now. Lines whose product or option left the menu are removed and
 * lines whose price changed take the new price; each change comes back as a sentence for the customer.
 */
export function reconciliar(
  itens: ItemCarrinho[],
  produtos: ProdutoPublico[],
): { itens: ItemCarrinho[]; avisos: string[] } {
  const porId = new Map(produtos.map((p) => [p.id, p]));
  const avisos: string[] = [];
  const novos: ItemCarrinho[] = [];
  for (const item of itens) {
    const p = porId.get(item.produto_id);
    const preco = p && precificavel(p);
    const r = preco && calcularPrecoItem(preco, { tamanho: item.tamanho, opcoes: item.opcoes });
    if (!preco || !r || !r.ok) {
      avisos.push(`${item.nome} não está mais disponível e saiu do carrinho.`);
      continue;
    }
    const agora = r.valor.preco_unitario_centavos;
    if (agora !== item.preco_unitario_centavos)
      avisos.push(
        `O preço de ${item.nome} mudou de ${formatBRL(item.preco_unitario_centavos)} para ${formatBRL(agora)}.`,
      );
    novos.push({
      ...item,
      preco_unitario_centavos: agora,
      descricao: descreverEscolha(preco, { tamanho: item.tamanho, opcoes: item.opcoes }),
    });
  }
  return { itens: novos, avisos };
}
