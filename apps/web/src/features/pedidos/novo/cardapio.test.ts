import { describe, expect, it } from 'vitest';
import type { ProdutoCardapio } from '@/components/item-dialog/cardapio.ts';
import { descreverEscolha, precificavel, precoMinimo, type Rotulo } from '@/components/item-dialog/cardapio.ts';

const pizza: ProdutoCardapio = {
  id: 1,
  categoria_id: 1,
  categoria_nome: 'Pizzas',
  nome: 'Pizza salgada',
  descricao: null,
  tipo: 'pizza',
  preco: 0,
  tamanhos: [
    { nome: 'Broto', preco: 0 },
    { nome: 'Grande', preco: 0 },
  ],
  max_sabores: 2,
  complementos: [
    {
      id: 1,
      nome: 'Escolha os sabores',
      tipo: 'sabor',
      min_escolhas: 1,
      max_escolhas: 4,
      obrigatorio: true,
      opcoes: [
        { id: 10, nome: 'Mussarela', preco: 32, precos_tamanho: { Broto: 32, Grande: 52 } },
        { id: 11, nome: 'Calabresa', preco: 34, precos_tamanho: { Broto: 34, Grande: 55 } },
      ],
    },
    {
      id: 2,
      nome: 'Escolha a borda',
      tipo: 'borda',
      min_escolhas: 0,
      max_escolhas: 1,
      obrigatorio: false,
      opcoes: [{ id: 20, nome: 'Borda de catupiry', preco: 8, precos_tamanho: { Broto: 8, Grande: 12 } }],
    },
  ],
};
const burger: ProdutoCardapio = {
  ...pizza,
  id: 2,
  nome: 'X-Burguer',
  tipo: 'simples',
  preco: 24.9,
  tamanhos: [],
  max_sabores: 1,
  complementos: [
    {
      id: 3,
      nome: 'Adicionais',
      tipo: 'adicional',
      min_escolhas: 0,
      max_escolhas: 5,
      obrigatorio: false,
      opcoes: [{ id: 30, nome: 'Bacon', preco: 4.5, precos_tamanho: {} }],
    },
  ],
};

// the pt-BR words, as the screen's `t` gives them
const t: Rotulo = (chave, v = {}) =>
  chave === 'detalhe.fracao'
    ? `1/${v.n} ${v.sabor}`
    : chave === 'novo.bordaItem'
      ? `Borda ${v.nome}`
      : `${v.quantidade}x ${v.nome}`;

describe('order entry menu prices and descriptions', () => {
  it('a pizza whose sizes cost R$ 0,00 starts at its cheapest flavour in the cheapest size', () => {
    expect(precoMinimo(precificavel(pizza, 'maior'))).toEqual({ centavos: 3200, aPartir: true });
  });

  it('a product without sizes or required choices has one price; optional extras do not make it "a partir de"', () => {
    expect(precoMinimo(precificavel(burger, 'maior'))).toEqual({ centavos: 2490, aPartir: false });
  });

  it('a required choice with different prices makes it "a partir de"', () => {
    const suco: ProdutoCardapio = {
      ...burger,
      preco: 9,
      complementos: [
        {
          ...burger.complementos[0]!,
          min_escolhas: 1,
          max_escolhas: 1,
          opcoes: [
            { id: 1, nome: 'Laranja', preco: 0, precos_tamanho: {} },
            { id: 2, nome: 'Abacaxi', preco: 1, precos_tamanho: {} },
          ],
        },
      ],
    };
    expect(precoMinimo(precificavel(suco, 'maior'))).toEqual({ centavos: 900, aPartir: true });
  });

  it('describes a half-and-half with crust as "Grande · 1/2 Mussarela, 1/2 Calabresa · Borda de catupiry"', () => {
    const d = descreverEscolha(
      precificavel(pizza, 'maior'),
      {
        tamanho: 'Grande',
        opcoes: [
          { complemento_id: 1, opcao_id: 10 },
          { complemento_id: 1, opcao_id: 11 },
          { complemento_id: 2, opcao_id: 20 },
        ],
      },
      t,
    );
    expect(d).toBe('Grande · 1/2 Mussarela, 1/2 Calabresa · Borda de catupiry');
  });

  it('still prefixes a crust named only by its filling ("Catupiry" → "Borda Catupiry")', () => {
    const outra = structuredClone(pizza);
    outra.complementos[1]!.opcoes[0]!.nome = 'Catupiry';
    const d = descreverEscolha(
      precificavel(outra, 'maior'),
      {
        tamanho: 'Broto',
        opcoes: [
          { complemento_id: 1, opcao_id: 11 },
          { complemento_id: 2, opcao_id: 20 },
        ],
      },
      t,
    );
    expect(d).toBe('Broto · Calabresa · Borda Catupiry');
  });
});
