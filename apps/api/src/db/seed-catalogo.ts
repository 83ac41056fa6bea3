// Demo menu for "Pizzaria Demo": pizzas with sizes and flavours priced per size, crusts, burgers with
// extras, drinks. Deterministic, a few dozen inserts.
import { reaisToCentavos as r } from '@app/shared/domain/money.ts';
import type { Tx } from './client.ts';
import {
  catalogoConfiguracoes,
  categorias,
  complementos,
  complementosOpcoes,
  opcoes,
  produtos,
  produtosComplementos,
} from './schema/index.ts';

type TipoComplemento = 'adicional' | 'borda' | 'sabor';

export async function seedCatalogo(tx: Tx, empresaId: number): Promise<void> {
  await tx.insert(catalogoConfiguracoes).values({ empresa_id: empresaId, regra_preco_pizza: 'maior' });

  const cat = async (nome: string, ordem: number) =>
    (await tx.insert(categorias).values({ empresa_id: empresaId, nome, ordem }).returning({ id: categorias.id }))[0]!
      .id;
  const comp = async (nome: string, tipo: TipoComplemento, min: number, max: number, ordem: number) =>
    (
      await tx
        .insert(complementos)
        .values({
          empresa_id: empresaId,
          nome,
          tipo,
          min_escolhas: min,
          max_escolhas: max,
          obrigatorio: min > 0,
          ordem,
        })
        .returning({ id: complementos.id })
    )[0]!.id;
  /** Options of one complement; `precos` are per size (Broto, Média, Grande) or a single price. */
  const opts = async (
    complementoId: number,
    itens: [nome: string, precos: number | [number, number, number]][],
    ignorar = false,
  ) => {
    for (const [ordem, [nome, precos]] of itens.entries()) {
      const base = Array.isArray(precos) ? precos[0] : precos;
      const [o] = await tx
        .insert(opcoes)
        .values({ empresa_id: empresaId, nome, preco_centavos: r(base), ignorar_relatorio: ignorar })
        .returning({ id: opcoes.id });
      const porTamanho: Record<string, number> = Array.isArray(precos)
        ? { Broto: r(precos[0]), Média: r(precos[1]), Grande: r(precos[2]) }
        : {};
      await tx.insert(complementosOpcoes).values({
        empresa_id: empresaId,
        complemento_id: complementoId,
        opcao_id: o!.id,
        preco_centavos: r(base),
        precos_tamanho: porTamanho,
        ordem,
      });
    }
  };
  const prod = async (
    categoriaId: number,
    ordem: number,
    p: { nome: string; descricao?: string; preco?: number; pizza?: { max: number; tamanhos: string[] } },
    comps: number[] = [],
  ) => {
    const [row] = await tx
      .insert(produtos)
      .values({
        empresa_id: empresaId,
        categoria_id: categoriaId,
        ordem,
        nome: p.nome,
        descricao: p.descricao ?? null,
        preco_centavos: r(p.preco ?? 0),
        tipo: p.pizza ? 'pizza' : 'simples',
        max_sabores: p.pizza?.max ?? 1,
        // the flavour carries the price per size; the size itself adds nothing
        tamanhos: (p.pizza?.tamanhos ?? []).map((nome) => ({ nome, preco_centavos: 0 })),
      })
      .returning({ id: produtos.id });
    if (comps.length)
      await tx
        .insert(produtosComplementos)
        .values(
          comps.map((complemento_id, i) => ({ empresa_id: empresaId, produto_id: row!.id, complemento_id, ordem: i })),
        );
  };

  const pizzas = await cat('Pizzas', 0);
  const doces = await cat('Pizzas Doces', 1);
  const lanches = await cat('Hambúrgueres', 2);
  const bebidas = await cat('Bebidas', 3);

  const sabores = await comp('Escolha os sabores', 'sabor', 1, 4, 0);
  await opts(sabores, [
    ['Mussarela', [32, 44, 52]],
    ['Calabresa', [34, 46, 55]],
    ['Marguerita', [35, 47, 56]],
    ['Portuguesa', [37, 50, 60]],
    ['Frango com Catupiry', [37, 50, 60]],
    ['Quatro Queijos', [39, 53, 64]],
    ['Pepperoni', [40, 55, 66]],
    ['Atum', [39, 52, 62]],
  ]);
  const saboresDoces = await comp('Escolha os sabores doces', 'sabor', 1, 2, 1);
  await opts(saboresDoces, [
    ['Chocolate com morango', [36, 48, 58]],
    ['Romeu e Julieta', [34, 46, 55]],
    ['Banana com canela', [32, 44, 52]],
  ]);
  const borda = await comp('Escolha a borda', 'borda', 0, 1, 2);
  await opts(borda, [
    ['Borda de catupiry', [8, 10, 12]],
    ['Borda de cheddar', [8, 10, 12]],
    ['Borda de chocolate', [9, 11, 13]],
  ]);
  const adicionais = await comp('Adicionais', 'adicional', 0, 5, 3);
  await opts(adicionais, [
    ['Bacon', 4.5],
    ['Ovo', 2.5],
    ['Cheddar', 3.5],
    ['Hambúrguer extra', 8],
    ['Cebola caramelizada', 3],
  ]);
  const ponto = await comp('Ponto da carne', 'adicional', 1, 1, 4);
  await opts(
    ponto,
    [
      ['Mal passado', 0],
      ['Ao ponto', 0],
      ['Bem passado', 0],
    ],
    true,
  );
  const suco = await comp('Sabor do suco', 'adicional', 1, 1, 5);
  await opts(suco, [
    ['Laranja', 0],
    ['Limão', 0],
    ['Maracujá', 0],
    ['Abacaxi com hortelã', 1],
  ]);

  const tamanhos = ['Broto', 'Média', 'Grande'];
  await prod(
    pizzas,
    0,
    {
      nome: 'Pizza salgada',
      descricao: 'Broto (4 fatias), Média (6) ou Grande (8). Até 3 sabores.',
      pizza: { max: 3, tamanhos },
    },
    [sabores, borda],
  );
  await prod(
    pizzas,
    1,
    { nome: 'Pizza meio a meio', descricao: 'Metade de cada sabor.', pizza: { max: 2, tamanhos: ['Média', 'Grande'] } },
    [sabores, borda],
  );
  await prod(doces, 0, { nome: 'Pizza doce', descricao: 'Até 2 sabores.', pizza: { max: 2, tamanhos } }, [
    saboresDoces,
    borda,
  ]);

  const burgers: [string, string, number][] = [
    ['X-Burguer', 'Pão, hambúrguer 150 g, queijo e maionese da casa', 24.9],
    ['X-Salada', 'Pão, hambúrguer 150 g, queijo, alface, tomate e maionese', 27.9],
    ['X-Bacon', 'Pão, hambúrguer 150 g, queijo, bacon crocante e maionese', 31.9],
    ['X-Tudo', 'Pão, 2 hambúrgueres, queijo, bacon, ovo, presunto, alface e tomate', 38.9],
  ];
  for (const [i, [nome, descricao, preco]] of burgers.entries())
    await prod(lanches, i, { nome, descricao, preco }, [ponto, adicionais]);

  const drinks: [string, number, number[]?][] = [
    ['Coca-Cola lata 350 ml', 6.5],
    ['Guaraná Antarctica lata 350 ml', 6],
    ['Água mineral 500 ml', 4],
    ['Coca-Cola 2 L', 14],
    ['Suco natural 500 ml', 9, [suco]],
  ];
  for (const [i, [nome, preco, comps]] of drinks.entries()) await prod(bebidas, i, { nome, preco }, comps);
}
