import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import type { Database } from './client.ts';
import { seedDemo } from './seed.ts';
import { calcularPrecoItem, montarItemPedido } from '@app/shared/domain/preco-item.ts';
import { produtoPrecificavel } from '@app/shared/domain/preco-item-api.ts';
import type { ProdutoPublico } from '@app/shared/schemas/catalogo-publico.ts';

let database: Database;
let app: FastifyInstance;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db);
  app = await buildApp(
    { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), jwtSecret: 'x'.repeat(40) },
    database,
    { logger: false },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('demo menu of Pizzaria Demo', () => {
  it('seeds pizzas, burgers and drinks, and the public menu prices a half-and-half pizza with crust', async () => {
    const cats = (await app.inject({ url: '/api/categorias/publicas?empresa_id=1' })).json<{
      items: { nome: string }[];
    }>();
    expect(cats.items.map((c) => c.nome)).toEqual(['Pizzas', 'Pizzas Doces', 'Hambúrgueres', 'Bebidas']);
    const { items } = (await app.inject({ url: '/api/produtos/publicos?empresa_id=1&per_page=100' })).json<{
      items: ProdutoPublico[];
    }>();
    expect(items.length).toBeGreaterThanOrEqual(12);
    const pizza = items.find((p) => p.nome === 'Pizza salgada')!;
    const [sabores, borda] = pizza.complementos;
    expect(sabores!.opcoes).toHaveLength(8);
    const opcao = (c: typeof sabores, nome: string) => ({
      complemento_id: c!.id,
      opcao_id: c!.opcoes.find((o) => o.nome === nome)!.opcao_id,
    });
    const escolha = {
      tamanho: 'Grande',
      opcoes: [opcao(sabores, 'Calabresa'), opcao(sabores, 'Portuguesa'), opcao(borda, 'Borda de catupiry')],
    };
    const item = montarItemPedido(produtoPrecificavel(pizza), escolha);
    expect(item).toEqual({
      ok: true,
      valor: {
        nome: 'Pizza salgada (Grande)',
        tamanho: 'Grande',
        preco_unitario_centavos: 6000 + 1200,
        sabores: ['Calabresa', 'Portuguesa'],
        borda: 'Borda de catupiry',
        complementos: [],
      },
    });
    const burger = items.find((p) => p.nome === 'X-Bacon')!;
    expect(calcularPrecoItem(produtoPrecificavel(burger), { opcoes: [] })).toEqual({
      ok: false,
      erros: ['Escolha pelo menos 1 opção em "Ponto da carne"'],
    });
  });
});
