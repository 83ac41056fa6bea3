import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { bearer, type Fixture } from './helpers.ts';
import type { DadosPedido } from './pedidos-fixture.ts';

// The research notes' pizzeria stock (vector V4) built through the stock API for one business: the ingredients
// at their base costs, dough and sauce sub-recipes, the Grande pizza's base sheet and two flavour sheets.

export type Metodo = 'GET' | 'POST' | 'PATCH' | 'DELETE';
export function cliente(f: Fixture, token: string) {
  const req = (method: Metodo, url: string, payload?: object): Promise<LightMyRequestResponse> =>
    f.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });
  const ok = async (method: Metodo, url: string, payload?: object) => {
    const r = await req(method, url, payload);
    expect(r.statusCode, r.body).toBeLessThan(300);
    return r.json();
  };
  return { req, ok };
}

export interface EstoquePizzaria {
  insumos: Record<string, number>;
  massa: number;
  molho: number;
  base: number;
  calabresa: number;
  marguerita: number;
}

export async function criarEstoquePizzaria(f: Fixture, token: string, d: DadosPedido): Promise<EstoquePizzaria> {
  const { ok } = cliente(f, token);
  const custos: [string, string, number, boolean?][] = [
    ['farinha', 'kg', 0.005],
    ['agua', 'L', 0, false],
    ['fermento', 'kg', 0.04],
    ['sal', 'kg', 0.002],
    ['azeite', 'L', 0.048],
    ['tomate pelado', 'kg', 0.012],
    ['oregano', 'kg', 0.06],
    ['mussarela', 'kg', 0.04],
    ['calabresa', 'kg', 0.03],
    ['cebola', 'kg', 0.006],
    ['tomate', 'kg', 0.008],
    ['manjericao', 'kg', 0.08],
    ['caixa', 'un', 2.5],
    ['massa', 'kg', 0],
    ['molho', 'kg', 0],
  ];
  const insumos: Record<string, number> = {};
  for (const [nome, u, c, controla] of custos)
    insumos[nome] = (
      await ok('POST', '/insumos', {
        nome,
        unidade_padrao: u,
        custo_por_un_base: c,
        controla_estoque: controla ?? true,
        tipo_insumo: nome === 'massa' || nome === 'molho' ? 'produzido' : 'comprado',
      })
    ).id;
  const it = (nome: string, quantidade: number | string, unidade: string, fator_correcao?: number) => ({
    insumo_id: insumos[nome],
    quantidade,
    unidade,
    ...(fator_correcao ? { fator_correcao } : {}),
  });
  const massa = await ok('POST', '/fichas', {
    descricao: 'Massa de pizza',
    tipo_ficha: 'producao',
    insumo_resultante_id: insumos.massa,
    rendimento_qtde: '1,6',
    rendimento_unidade: 'kg',
    itens: [
      it('farinha', 1, 'kg'),
      it('agua', 600, 'ml'),
      it('fermento', 10, 'g'),
      it('sal', 20, 'g'),
      it('azeite', 30, 'ml'),
    ],
  });
  const molho = await ok('POST', '/fichas', {
    descricao: 'Molho de tomate',
    tipo_ficha: 'producao',
    insumo_resultante_id: insumos.molho,
    rendimento_qtde: 1600,
    rendimento_unidade: 'g',
    itens: [it('tomate pelado', 2, 'kg'), it('azeite', 50, 'ml'), it('sal', 10, 'g'), it('oregano', 5, 'g')],
  });
  const base = await ok('POST', '/fichas', {
    descricao: 'Pizza Grande (base)',
    tipo_ficha: 'produto',
    produto_id: d.pizza,
    tamanho: 'Grande',
    itens: [it('massa', 400, 'g'), it('molho', 120, 'g'), it('caixa', 1, 'un')],
  });
  const calabresa = await ok('POST', '/fichas', {
    descricao: 'Sabor calabresa (Grande)',
    tipo_ficha: 'opcao',
    opcao_id: d.calabresa,
    tamanho: 'Grande',
    itens: [it('mussarela', 150, 'g'), it('calabresa', 180, 'g'), it('cebola', 50, 'g', 1.25), it('oregano', 2, 'g')],
  });
  const marguerita = await ok('POST', '/fichas', {
    descricao: 'Sabor marguerita (Grande)',
    tipo_ficha: 'opcao',
    opcao_id: d.marguerita,
    tamanho: 'Grande',
    itens: [it('mussarela', 250, 'g'), it('tomate', 100, 'g'), it('manjericao', 5, 'g')],
  });
  return {
    insumos,
    massa: massa.id,
    molho: molho.id,
    base: base.id,
    calabresa: calabresa.id,
    marguerita: marguerita.id,
  };
}
