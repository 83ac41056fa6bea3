import { describe, expect, it } from 'vitest';
import { Carrinho, reconciliar, subtotalCentavos } from './carrinho.ts';
import { pizza, refrigerante } from './produtos-exemplo.ts';

const meioAMeio = {
  produto_id: 1,
  nome: 'Pizza salgada',
  descricao: 'Grande · ½ Calabresa, ½ Quatro queijos · Borda de catupiry',
  tamanho: 'Grande',
  opcoes: [
    { complemento_id: 100, opcao_id: 1000 },
    { complemento_id: 100, opcao_id: 1001 },
    { complemento_id: 101, opcao_id: 1010 },
  ],
  quantidade: 1,
  observacao: '',
  preco_unitario_centavos: 6790,
};
const lata = {
  produto_id: 2,
  nome: 'Refrigerante lata',
  descricao: '',
  tamanho: null,
  opcoes: [],
  quantidade: 2,
  observacao: '',
  preco_unitario_centavos: 750,
};

describe('the public menu cart survives a reload', () => {
  it('keeps items, quantities and coupon in local storage per business, and reads them back', () => {
    const c = new Carrinho('pizzaria-demo');
    c.adicionar(meioAMeio);
    c.adicionar(lata);
    c.definirCupom(' bemvindo10 ');
    c.alterarQuantidade(c.get().itens[1]!.chave, 3);

    // a new page load: a new store reads what the last one wrote
    const depois = new Carrinho('pizzaria-demo');
    expect(depois.get().itens.map((i) => [i.nome, i.quantidade])).toEqual([
      ['Pizza salgada', 1],
      ['Refrigerante lata', 3],
    ]);
    expect(depois.get().cupom).toBe('BEMVINDO10');
    expect(subtotalCentavos(depois.get())).toBe(6790 + 3 * 750);
    // another business's menu has its own cart
    expect(new Carrinho('outra-loja').get().itens).toEqual([]);
  });

  it('removes a line at quantity 0 and empties after the order', () => {
    const c = new Carrinho('x-loja');
    c.adicionar(lata);
    c.alterarQuantidade(c.get().itens[0]!.chave, 0);
    expect(new Carrinho('x-loja').get().itens).toEqual([]);
    c.adicionar(lata);
    c.esvaziar();
    expect(new Carrinho('x-loja').get()).toEqual({ itens: [], cupom: '' });
  });

  it('starts empty rather than breaking on a cart written by hand or by an older page', () => {
    localStorage.setItem('cardapio:quebrada:carrinho', '{"itens": "nada"');
    expect(new Carrinho('quebrada').get().itens).toEqual([]);
    localStorage.setItem('cardapio:quebrada:carrinho', JSON.stringify({ itens: [{ produto_id: 'x' }, lata] }));
    expect(new Carrinho('quebrada').get().itens).toHaveLength(1);
  });

  it('tells subscribers about every change', () => {
    const c = new Carrinho('avisa');
    let n = 0;
    const sair = c.subscribe(() => n++);
    c.adicionar(lata);
    c.definirCupom('A');
    sair();
    c.esvaziar();
    expect(n).toBe(2);
  });
});

describe('re-pricing the cart against the menu as it is now', () => {
  it('keeps prices that did not change, with the description rebuilt from the catalogue', () => {
    const r = reconciliar([{ ...meioAMeio, chave: 'a' }], [pizza('maior')]);
    expect(r.avisos).toEqual([]);
    // dearest flavour at Grande (57,90) + crust at Grande (10,00)
    expect(r.itens[0]!.preco_unitario_centavos).toBe(6790);
    expect(r.itens[0]!.descricao).toBe('Grande · ½ Calabresa, ½ Quatro queijos · Borda de catupiry');
  });

  it('says when a price changed and takes the new one', () => {
    const r = reconciliar([{ ...lata, chave: 'b' }], [refrigerante(8)]);
    expect(r.avisos).toEqual(['O preço de Refrigerante lata mudou de R$ 7,50 para R$ 8,00.']);
    expect(r.itens[0]!.preco_unitario_centavos).toBe(800);
  });

  it('applies the business price rule: the average of the flavours when the rule says so', () => {
    const r = reconciliar([{ ...meioAMeio, chave: 'a' }], [pizza('media')]);
    // (50,00 + 57,90) / 2 = 53,95, + 10,00 crust
    expect(r.itens[0]!.preco_unitario_centavos).toBe(6395);
    expect(r.avisos[0]).toBe('O preço de Pizza salgada mudou de R$ 67,90 para R$ 63,95.');
  });

  it('removes what left the menu, saying so', () => {
    const semBorda = pizza();
    semBorda.complementos = semBorda.complementos.slice(0, 1);
    const r = reconciliar(
      [
        { ...meioAMeio, chave: 'a' },
        { ...lata, chave: 'b' },
      ],
      [semBorda],
    );
    expect(r.itens).toEqual([]);
    expect(r.avisos).toEqual([
      'Pizza salgada não está mais disponível e saiu do carrinho.',
      'Refrigerante lata não está mais disponível e saiu do carrinho.',
    ]);
  });
});
