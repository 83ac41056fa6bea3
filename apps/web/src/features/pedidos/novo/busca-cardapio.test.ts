import { describe, expect, it } from 'vitest';
import type { ProdutoCardapio } from '@/components/item-dialog/cardapio.ts';
import { buscarNoCardapio } from './busca-cardapio.ts';

let seq = 0;
const produto = (nome: string, categoria: string, over: Partial<ProdutoCardapio> = {}): ProdutoCardapio => ({
  id: ++seq,
  categoria_id: categoria.length,
  categoria_nome: categoria,
  nome,
  descricao: null,
  tipo: 'simples',
  preco: 10,
  tamanhos: [],
  max_sabores: 1,
  complementos: [],
  ...over,
});
const opcao = (id: number, nome: string) => ({ id, nome, preco: 50, precos_tamanho: {} });
const pizza = produto('Pizza salgada', 'Pizzas', {
  tipo: 'pizza',
  max_sabores: 2,
  complementos: [
    {
      id: 1,
      nome: 'Escolha os sabores',
      tipo: 'sabor',
      min_escolhas: 1,
      max_escolhas: 4,
      obrigatorio: true,
      opcoes: [opcao(10, 'Mussarela'), opcao(11, 'Calabresa'), opcao(12, 'Frango com Catupiry')],
    },
    {
      id: 2,
      nome: 'Escolha a borda',
      tipo: 'borda',
      min_escolhas: 0,
      max_escolhas: 1,
      obrigatorio: false,
      opcoes: [opcao(20, 'Borda de catupiry')],
    },
  ],
});
const doce = produto('Pizza doce', 'Pizzas Doces', { tipo: 'pizza' });
const xtudo = produto('X-Tudo', 'Hambúrgueres', { descricao: 'Pão, 2 hambúrgueres, queijo, bacon, ovo' });
const xbacon = produto('X-Bacon', 'Hambúrgueres', { descricao: 'Pão, hambúrguer 150 g, queijo, bacon' });
const lata = produto('Coca-Cola lata 350 ml', 'Bebidas');
const guarana = produto('Guaraná Antarctica lata 350 ml', 'Bebidas');
const agua = produto('Água mineral 500 ml', 'Bebidas');
const coca2 = produto('Coca-Cola 2 L', 'Bebidas');
const cardapio = [pizza, doce, xtudo, xbacon, lata, guarana, agua, coca2];
const nomes = (termo: string) => buscarNoCardapio(cardapio, termo).map((a) => a.produto.nome);

describe('menu search in order entry', () => {
  it('finds a pizza by its flavour, and says which flavour was named', () => {
    const [primeiro, ...resto] = buscarNoCardapio(cardapio, 'calabresa');
    expect(primeiro?.produto.nome).toBe('Pizza salgada');
    expect(primeiro?.opcoes).toEqual([{ complemento_id: 1, opcao_id: 11 }]);
    expect(resto).toEqual([]);
  });

  it('names two flavours for a half-and-half, ignoring accents and case', () => {
    const [a] = buscarNoCardapio(cardapio, 'CALABRÉSA mussarela');
    expect(a?.opcoes).toEqual([
      { complemento_id: 1, opcao_id: 10 },
      { complemento_id: 1, opcao_id: 11 },
    ]);
  });

  it('"refri" finds the soft drinks and not the water', () => {
    expect(nomes('refri')).toEqual(['Coca-Cola lata 350 ml', 'Guaraná Antarctica lata 350 ml', 'Coca-Cola 2 L']);
  });

  it('"coca 2" finds the two-litre Coca-Cola first: words anywhere, in any order', () => {
    expect(nomes('coca 2')[0]).toBe('Coca-Cola 2 L');
    expect(nomes('2 coca')[0]).toBe('Coca-Cola 2 L');
    expect(nomes('coca 2')).not.toContain('Guaraná Antarctica lata 350 ml');
  });

  it('"xtudo" and "x tudo" find X-Tudo; "agua" finds Água', () => {
    expect(nomes('xtudo')).toEqual(['X-Tudo']);
    expect(nomes('x tudo')[0]).toBe('X-Tudo');
    expect(nomes('agua')).toEqual(['Água mineral 500 ml']);
  });

  it('puts a name match before a category, description or option match', () => {
    expect(nomes('bacon')).toEqual(['X-Bacon', 'X-Tudo']);
    expect(nomes('pizza')).toEqual(['Pizza salgada', 'Pizza doce']);
    expect(nomes('catupiry')).toEqual(['Pizza salgada']);
  });

  it('an empty search lists the whole menu in catalogue order', () => {
    expect(nomes('  ')).toEqual(cardapio.map((p) => p.nome));
    expect(nomes('sorvete')).toEqual([]);
  });
});
