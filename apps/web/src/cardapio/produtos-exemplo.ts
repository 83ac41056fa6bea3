// Products in the public menu's shape, for the menu's component and unit tests.
import type { ProdutoPublico } from '@app/shared/schemas/catalogo-publico.ts';

export function pizza(regra: ProdutoPublico['regra_preco'] = 'maior'): ProdutoPublico {
  return {
    id: 1,
    categoria_id: 10,
    nome: 'Pizza salgada',
    descricao: 'Até 2 sabores.',
    preco: 0,
    ordem: 0,
    imagem_url: null,
    tipo: 'pizza',
    tamanhos: [
      { nome: 'Média', preco: 0 },
      { nome: 'Grande', preco: 0 },
    ],
    max_sabores: 2,
    regra_preco: regra,
    complementos: [
      {
        id: 100,
        nome: 'Sabores',
        tipo: 'sabor',
        min_escolhas: 1,
        max_escolhas: 4,
        obrigatorio: true,
        opcoes: [
          {
            opcao_id: 1000,
            nome: 'Calabresa',
            descricao: null,
            preco: 40,
            precos_tamanho: [
              { tamanho: 'Média', preco: 40 },
              { tamanho: 'Grande', preco: 50 },
            ],
          },
          {
            opcao_id: 1001,
            nome: 'Quatro queijos',
            descricao: null,
            preco: 46,
            precos_tamanho: [
              { tamanho: 'Média', preco: 46 },
              { tamanho: 'Grande', preco: 57.9 },
            ],
          },
        ],
      },
      {
        id: 101,
        nome: 'Borda',
        tipo: 'borda',
        min_escolhas: 0,
        max_escolhas: 1,
        obrigatorio: false,
        opcoes: [
          {
            opcao_id: 1010,
            nome: 'Borda de catupiry',
            descricao: null,
            preco: 8,
            precos_tamanho: [{ tamanho: 'Grande', preco: 10 }],
          },
        ],
      },
    ],
  };
}

export function refrigerante(preco = 7.5): ProdutoPublico {
  return {
    id: 2,
    categoria_id: 11,
    nome: 'Refrigerante lata',
    descricao: null,
    preco,
    ordem: 0,
    imagem_url: null,
    tipo: 'simples',
    tamanhos: [],
    max_sabores: 1,
    regra_preco: 'maior',
    complementos: [],
  };
}
