// Mirrors the local cart to the server cart (/carrinhos): the business sees visits → cart → checkout → order and
// the carts abandoned, and a customer who clears the browser's storage on the same session gets the cart back.
// Calls run one after another (a promise chain), so a quick add-add-remove never lands out of order.
import type { CarrinhoPatch } from '@app/shared/schemas/carrinhos.ts';
import type { ProdutoPublico } from '@app/shared/schemas/catalogo-publico.ts';
import type { itemPedidoBodySchema } from '@app/shared/schemas/pedidos.ts';
import { parseCentavos } from '@app/shared/domain/money.ts';
import type { z } from 'zod';
import { api, ErroApi, type ItemEnvio } from './api.ts';
import { reconciliar, type Carrinho, type ItemCarrinho } from './carrinho.ts';

export type Etapa = NonNullable<CarrinhoPatch['step_atual']>;

export const paraEnvio = (i: ItemCarrinho): ItemEnvio => ({
  produto_id: i.produto_id,
  quantidade: i.quantidade,
  tamanho: i.tamanho,
  opcoes: i.opcoes,
  observacao: i.observacao || null,
});

export class CarrinhoServidor {
  private fila: Promise<unknown> = Promise.resolve();
  private chaveId: string;
  private espera: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private slug: string,
    private session: string,
    private carrinho: Carrinho,
    private token: () => string | null,
  ) {
    this.chaveId = `cardapio:${slug}:carrinho-id`;
  }

  get id(): string | null {
    return localStorage.getItem(this.chaveId);
  }

  private em<T>(f: () => Promise<T>): Promise<T> {
    const p = this.fila.then(f, f);
    // a failed mirror never breaks the menu: the local cart is the customer's; the next change tries again
    this.fila = p.catch(() => undefined);
    return p;
  }

  private async garantir(patch: CarrinhoPatch): Promise<void> {
    const itens = this.carrinho.get().itens.map(paraEnvio);
    const id = this.id;
    if (id) {
      try {
        await api.alterarCarrinho(this.slug, id, { itens, ...patch }, this.token());
        return;
      } catch (e) {
        if (!(e instanceof ErroApi) || e.status !== 404) throw e;
        localStorage.removeItem(this.chaveId); // it became an order or was discarded: start a new one
      }
    }
    const criado = await api.criarCarrinho(
      { slug: this.slug, session: this.session, itens, step_atual: patch.step_atual ?? 'carrinho' },
      this.token(),
    );
    localStorage.setItem(this.chaveId, criado.id);
    if (patch.nome !== undefined || patch.telefone !== undefined)
      await api.alterarCarrinho(this.slug, criado.id, patch, this.token());
  }

  /** The items changed: sent after a short pause (one call for a burst of taps). */
  itensMudaram() {
    clearTimeout(this.espera);
    // an empty cart the server does not know (a fresh visit, or the one just emptied by an order) is not a cart
    if (!this.id && !this.carrinho.get().itens.length) return;
    this.espera = setTimeout(() => void this.em(() => this.garantir({})).catch(() => undefined), 500);
  }

  /** A checkout step was reached (`step_atual`), with what the customer gave there. */
  etapa(step_atual: Etapa, extra: Pick<CarrinhoPatch, 'nome' | 'telefone'> = {}): Promise<void> {
    clearTimeout(this.espera);
    return this.em(() => this.garantir({ step_atual, ...extra })).catch(() => undefined);
  }

  /** The order was placed: the server linked this cart to it; the next visit starts a new one. */
  encerrar() {
    clearTimeout(this.espera);
    localStorage.removeItem(this.chaveId);
  }

  /**
   * An empty local cart (storage cleared, or another tab of the same browser session) takes the session's open
   * server cart back, re-priced against the menu as it is now.
   */
  async restaurar(produtos: ProdutoPublico[]): Promise<string[]> {
    if (this.carrinho.get().itens.length) return [];
    try {
      const s = await api.carrinhoDaSessao(this.slug, this.session);
      localStorage.setItem(this.chaveId, s.id);
      const nomes = new Map(produtos.map((p) => [p.id, p.nome]));
      const itens = (s.itens as z.output<typeof itemPedidoBodySchema>[]).map((i, n): ItemCarrinho => ({
        chave: `s${n}`,
        produto_id: i.produto_id,
        nome: nomes.get(i.produto_id) ?? 'Item',
        descricao: '',
        tamanho: i.tamanho ?? null,
        opcoes: i.opcoes ?? [],
        quantidade: i.quantidade,
        observacao: i.observacao ?? '',
        // priced by reconciliar below; the server's price list is the reference
        preco_unitario_centavos: parseCentavos(s.precos[n]?.preco_unitario ?? 0) ?? 0,
      }));
      const r = reconciliar(itens, produtos);
      if (r.itens.length) this.carrinho.substituirItens(r.itens);
      return r.avisos;
    } catch {
      return []; // no open cart for this session (404) or offline: nothing to restore
    }
  }
}
