// Demo stock for "Pizzaria Demo": the ingredients of its pizzas, burgers and drinks, two suppliers, a month of
// weekly purchases (weighted average costs follow them), dough and sauce sub-recipes with a production batch,
// and a technical sheet for every product, flavour (per size), crust and extra. Written through the stock
// module's own functions, so balances, averages and sheet links are what the API would have made.
import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';
import { comoEmpresaId, queryRows, tenantTxDeSemente } from './tenant.ts';
import { paraQ4, type UnidadeCodigo } from '@app/shared/domain/estoque-unidades.ts';
import { custoPorBaseDeUnidade } from '@app/shared/domain/estoque-custo.ts';
import * as qi from '../modules/estoque/queries/insumos.ts';
import { lancar, ucTexto } from '../modules/estoque/service/razao.ts';
import { seedFichasDemo } from './seed-estoque-fichas.ts';
import { INSUMOS, PRODUZIDOS, SEM_ESTOQUE } from './seed-estoque-dados.ts';

export async function seedEstoqueDemo(dono: Tx, empresaId: number, usuarioId: number): Promise<void> {
  const tx = tenantTxDeSemente(dono, comoEmpresaId(empresaId));
  const ids = new Map<string, number>();
  const unidade = new Map<string, UnidadeCodigo>();
  const cat = async (nome: string) =>
    Number(
      (
        await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO insumo_categorias (empresa_id, nome) VALUES (${empresaId}, ${nome}) RETURNING id::float8 AS id`,
        )
      )[0]!.id,
    );
  const forn = async (nome: string, telefone: string) =>
    Number(
      (
        await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO fornecedores (empresa_id, nome, telefone, contato) VALUES (${empresaId}, ${nome}, ${telefone}, 'Vendas') RETURNING id::float8 AS id`,
        )
      )[0]!.id,
    );
  const categorias = {
    secos: await cat('Secos e temperos'),
    frios: await cat('Frios e laticínios'),
    hort: await cat('Hortifruti'),
    carnes: await cat('Carnes'),
    emb: await cat('Embalagens'),
    beb: await cat('Bebidas'),
    prod: await cat('Produção própria'),
  };
  const laticinios = await forn('Laticínios Serra Verde', '(41) 3333-1010');
  const atacado = await forn('Atacadão Curitiba', '(41) 3333-2020');
  const categoria = (nome: string) =>
    /Mussarela|Queijo|Catupiry|Provolone|Parmes|Gorgonzola|Cheddar|Presunto|Calabresa|Pepperoni/.test(nome)
      ? categorias.frios
      : /Tomate$|Cebola|Manjeric|Alface|Laranja|Banana|Morango/.test(nome)
        ? categorias.hort
        : /Carne|Bacon|Frango|Atum|Ovo/.test(nome)
          ? categorias.carnes
          : /Caixa|Pão/.test(nome)
            ? categorias.emb
            : /Coca|Guaran|Água mineral/.test(nome)
              ? categorias.beb
              : categorias.secos;

  for (const [nome, u, preco, , minimo] of INSUMOS) {
    const frios = categoria(nome) === categorias.frios;
    const id = await qi.inserir(tx, {
      nome,
      unidade_padrao: u,
      categoria_id: categoria(nome),
      fornecedor_id: frios ? laticinios : atacado,
      custo_por_un_base: ucTexto(custoPorBaseDeUnidade(preco, u)!),
      estoque_minimo_base: String(paraQ4(minimo, u)! / 10_000),
    });
    ids.set(nome, id);
    unidade.set(nome, u);
  }
  for (const nome of SEM_ESTOQUE) {
    ids.set(
      nome,
      await qi.inserir(tx, { nome, unidade_padrao: 'L', controla_estoque: false, categoria_id: categorias.secos }),
    );
    unidade.set(nome, 'L');
  }
  for (const [nome, u] of PRODUZIDOS) {
    ids.set(
      nome,
      await qi.inserir(tx, {
        nome,
        unidade_padrao: u,
        tipo_insumo: 'produzido',
        categoria_id: categorias.prod,
        estoque_minimo_base: '2000',
      }),
    );
    unidade.set(nome, u);
  }

  // four weekly purchases over the last month, prices drifting ±5 % (the average follows them)
  const hoje = Date.now();
  for (let semana = 4; semana >= 1; semana--) {
    const quando = new Date(hoje - semana * 7 * 86_400_000);
    for (const [k, [nome, u, preco, compra]] of INSUMOS.entries()) {
      const fator = 1 + (((k * 7 + semana * 3) % 11) - 5) / 100;
      const q4 = paraQ4(compra, u)!;
      const total = Math.round(preco * fator * compra * 100);
      await lancar(tx, {
        insumoId: ids.get(nome)!,
        tipo: 'entrada_compra',
        q4,
        totalCentavos: total,
        qtdeInformada: String(compra),
        unidade: u,
        fornecedorId: categoria(nome) === categorias.frios ? laticinios : atacado,
        usuarioId,
        criadoEm: quando,
        observacao: `Compra semanal ${5 - semana}`,
      });
      // the kitchen used about three quarters of it during the week
      if (semana > 1)
        await lancar(tx, {
          insumoId: ids.get(nome)!,
          tipo: 'saida_manual',
          q4: -Math.round((q4 * 3) / 4),
          qtdeInformada: String((compra * 3) / 4),
          unidade: u,
          usuarioId,
          criadoEm: new Date(quando.getTime() + 6 * 86_400_000),
          observacao: 'Consumo da semana',
        });
    }
  }
  await lancar(tx, {
    insumoId: ids.get('Manjericão')!,
    tipo: 'perda',
    q4: -paraQ4(150, 'g')!,
    qtdeInformada: '150',
    unidade: 'g',
    usuarioId,
    observacao: 'Murchou',
  });

  await seedFichasDemo(tx, empresaId, ids, unidade, usuarioId);
}
