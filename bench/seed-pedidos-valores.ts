// The generated values of the orders benchmark's seed, as SQL expressions over a row's id: names, phones and
// addresses of customers (deterministic per customer, so orders snapshot them without a join) and the catalogue's
// names and prices. Kept apart from the load itself (seed-pedidos.ts), which only assembles them.

const PRIMEIROS = [
  'Ana',
  'Bruno',
  'Carla',
  'Daniel',
  'Eduarda',
  'Felipe',
  'Gabriela',
  'Henrique',
  'Isabela',
  'João',
  'Karina',
  'Lucas',
  'Mariana',
  'Nicolas',
  'Otávio',
  'Paula',
  'Rafael',
  'Sofia',
  'Thiago',
  'Vitória',
];
const SOBRENOMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Pereira',
  'Costa',
  'Rodrigues',
  'Almeida',
  'Nascimento',
  'Lima',
  'Araújo',
  'Fernandes',
  'Carvalho',
  'Gomes',
  'Martins',
  'Rocha',
  'Ribeiro',
  'Kowalski',
  'Schmidt',
  'Zanetti',
];
export const BAIRROS = ['Centro', 'Batel', 'Água Verde', 'Portão', 'Cabral', 'Bigorrilho', 'Rebouças', 'Juvevê'];
const RUAS = [
  'Rua XV de Novembro',
  'Av. Sete de Setembro',
  'Rua Comendador Araújo',
  'Av. Silva Jardim',
  'Rua Padre Anchieta',
  'Av. República Argentina',
  'Rua Mateus Leme',
  'Rua Chile',
  'Av. Iguaçu',
  'Rua Brigadeiro Franco',
];
export const SABORES = [
  'Calabresa',
  'Marguerita',
  'Portuguesa',
  'Frango com Catupiry',
  'Quatro Queijos',
  'Pepperoni',
  'Napolitana',
  'Atum',
  'Bacon',
  'Chocolate',
];

export const arr = (xs: readonly string[]) => `ARRAY[${xs.map((x) => `'${x.replace(/'/g, "''")}'`).join(',')}]`;
// Deterministic per-customer values: orders snapshot them without a join.
export const nomeCli = (id: string) =>
  `(${arr(PRIMEIROS)})[1 + (${id} % 20)::int] || ' ' || (${arr(SOBRENOMES)})[1 + ((${id} / 20) % 20)::int]`;
export const telCli = (id: string) => `'+55419' || lpad(((${id} * 7919) % 100000000)::text, 8, '0')`;
export const ruaCli = (id: string) => `(${arr(RUAS)})[1 + (${id} % 10)::int]`;
export const bairroCli = (id: string) => `(${arr(BAIRROS)})[1 + ((${id} / 10) % 8)::int]`;
export const numCli = (id: string) => `(1 + ${id} % 2000)::text`;
export const cepCli = (id: string) => `'80' || lpad((${id} % 1000000)::text, 6, '0')`;
// Catalogue prices (cents) by product index 1..50 (1..10 pizzas priced by size).
export const precoGrande = (p: string) => `(4500 + ${p} * 300)`;
export const precoSimples = (p: string) => `(600 + ((${p} * 733) % 60) * 50)`;
export const nomeSimples = (p: string) =>
  `(ARRAY['Lanche','Bebida','Porção','Sobremesa'])[1 + ((${p} - 11) / 10)] || ' ' || ${p}`;
