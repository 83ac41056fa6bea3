// The demo stock's data (seed-estoque.ts writes it): ingredients with price per kg / L / un, weekly purchase and
// minimum; what each flavour, crust, extra, burger and drink uses.
import type { UnidadeCodigo } from '@app/shared/domain/estoque-unidades.ts';

export type Ins = [
  nome: string,
  unidade: UnidadeCodigo,
  reaisPorUnidade: number,
  compraSemanal: number,
  minimo: number,
];
// price per kg / L / un, weekly purchase and minimum in that unit
export const INSUMOS: Ins[] = [
  ['Farinha de trigo', 'kg', 5.2, 25, 10],
  ['Fermento biológico', 'kg', 42, 0.5, 0.2],
  ['Sal', 'kg', 2.5, 2, 1],
  ['Azeite', 'L', 48, 2, 1],
  ['Tomate pelado', 'kg', 12.5, 10, 4],
  ['Orégano', 'kg', 60, 0.3, 0.1],
  ['Mussarela', 'kg', 42, 20, 8],
  ['Calabresa', 'kg', 31, 6, 2],
  ['Cebola', 'kg', 6, 5, 2],
  ['Tomate', 'kg', 8, 6, 2],
  ['Manjericão', 'kg', 80, 0.2, 0.3],
  ['Presunto', 'kg', 36, 4, 1.5],
  ['Ovo', 'un', 0.9, 60, 24],
  ['Frango desfiado', 'kg', 28, 5, 2],
  ['Catupiry', 'kg', 45, 5, 2],
  ['Provolone', 'kg', 70, 1.5, 0.5],
  ['Parmesão', 'kg', 85, 1, 0.5],
  ['Gorgonzola', 'kg', 90, 1, 0.5],
  ['Pepperoni', 'kg', 75, 2, 1],
  ['Atum', 'kg', 55, 2, 1],
  ['Chocolate', 'kg', 38, 3, 1],
  ['Morango', 'kg', 22, 2, 1],
  ['Goiabada', 'kg', 18, 2, 1],
  ['Banana', 'kg', 6.5, 4, 1],
  ['Canela', 'kg', 70, 0.2, 0.1],
  ['Cheddar', 'kg', 48, 3, 1],
  ['Pão de hambúrguer', 'un', 1.2, 120, 40],
  ['Carne moída (blend)', 'kg', 39, 15, 5],
  ['Queijo prato', 'kg', 44, 4, 1.5],
  ['Bacon', 'kg', 42, 4, 1.5],
  ['Alface', 'kg', 12, 2, 0.5],
  ['Maionese da casa', 'kg', 16, 3, 1],
  ['Caixa de pizza', 'un', 2.3, 200, 80],
  ['Coca-Cola lata 350 ml', 'un', 3.4, 96, 24],
  ['Guaraná lata 350 ml', 'un', 2.9, 96, 24],
  ['Água mineral 500 ml', 'un', 1.4, 48, 12],
  ['Coca-Cola 2 L', 'un', 8.9, 24, 6],
  ['Laranja', 'kg', 4.5, 20, 5],
  ['Açúcar', 'kg', 4.2, 5, 1],
];
export const PRODUZIDOS: [string, UnidadeCodigo][] = [
  ['Massa de pizza', 'kg'],
  ['Molho de tomate', 'kg'],
];
export const SEM_ESTOQUE = ['Água']; // costs recipes (nothing), never moves

/** Grande quantities in g (un for eggs); Média is ¾, Broto ½. */
export const SABORES: Record<string, [string, number][]> = {
  Mussarela: [
    ['Mussarela', 300],
    ['Orégano', 2],
  ],
  Calabresa: [
    ['Mussarela', 150],
    ['Calabresa', 180],
    ['Cebola', 50],
    ['Orégano', 2],
  ],
  Marguerita: [
    ['Mussarela', 250],
    ['Tomate', 100],
    ['Manjericão', 5],
  ],
  Portuguesa: [
    ['Mussarela', 200],
    ['Presunto', 100],
    ['Ovo', 2],
    ['Cebola', 40],
  ],
  'Frango com Catupiry': [
    ['Frango desfiado', 180],
    ['Catupiry', 100],
    ['Mussarela', 100],
  ],
  'Quatro Queijos': [
    ['Mussarela', 150],
    ['Provolone', 60],
    ['Parmesão', 40],
    ['Gorgonzola', 50],
  ],
  Pepperoni: [
    ['Mussarela', 250],
    ['Pepperoni', 90],
  ],
  Atum: [
    ['Mussarela', 150],
    ['Atum', 120],
    ['Cebola', 40],
  ],
  'Chocolate com morango': [
    ['Chocolate', 150],
    ['Morango', 100],
  ],
  'Romeu e Julieta': [
    ['Mussarela', 150],
    ['Goiabada', 120],
  ],
  'Banana com canela': [
    ['Banana', 200],
    ['Açúcar', 20],
    ['Canela', 3],
    ['Mussarela', 100],
  ],
};
export const BORDAS: Record<string, [string, number][]> = {
  'Borda de catupiry': [['Catupiry', 120]],
  'Borda de cheddar': [['Cheddar', 120]],
  'Borda de chocolate': [['Chocolate', 120]],
};
export const ADICIONAIS: Record<string, [string, number][]> = {
  Bacon: [['Bacon', 40]],
  Ovo: [['Ovo', 1]],
  Cheddar: [['Cheddar', 30]],
  'Hambúrguer extra': [['Carne moída (blend)', 150]],
  'Cebola caramelizada': [
    ['Cebola', 60],
    ['Açúcar', 10],
  ],
};
export const LANCHES: Record<string, [string, number][]> = {
  'X-Burguer': [
    ['Pão de hambúrguer', 1],
    ['Carne moída (blend)', 150],
    ['Queijo prato', 40],
    ['Maionese da casa', 20],
  ],
  'X-Salada': [
    ['Pão de hambúrguer', 1],
    ['Carne moída (blend)', 150],
    ['Queijo prato', 40],
    ['Alface', 15],
    ['Tomate', 30],
    ['Maionese da casa', 20],
  ],
  'X-Bacon': [
    ['Pão de hambúrguer', 1],
    ['Carne moída (blend)', 150],
    ['Queijo prato', 40],
    ['Bacon', 40],
    ['Maionese da casa', 20],
  ],
  'X-Tudo': [
    ['Pão de hambúrguer', 1],
    ['Carne moída (blend)', 300],
    ['Queijo prato', 40],
    ['Bacon', 40],
    ['Ovo', 1],
    ['Presunto', 30],
    ['Alface', 15],
    ['Tomate', 30],
    ['Maionese da casa', 20],
  ],
  'Coca-Cola lata 350 ml': [['Coca-Cola lata 350 ml', 1]],
  'Guaraná Antarctica lata 350 ml': [['Guaraná lata 350 ml', 1]],
  'Água mineral 500 ml': [['Água mineral 500 ml', 1]],
  'Coca-Cola 2 L': [['Coca-Cola 2 L', 1]],
  'Suco natural 500 ml': [
    ['Laranja', 600],
    ['Açúcar', 20],
  ],
};
export const ESCALA: Record<string, number> = { Broto: 0.5, Média: 0.75, Grande: 1 };
export const BASE_PIZZA: Record<string, [number, number]> = { Broto: [200, 60], Média: [300, 90], Grande: [400, 120] };
