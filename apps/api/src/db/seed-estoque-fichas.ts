// Demo technical sheets (seed-estoque.ts calls this once the ingredients exist): dough and sauce sub-recipes and
// this week's production, a sheet per pizza size, flavour (per size), crust, extra, burger and drink, each linked
// to its product or option.
import { sql } from 'drizzle-orm';
import { queryRows, type TenantTx } from './tenant.ts';
import { paraQ4, type UnidadeCodigo } from '@app/shared/domain/estoque-unidades.ts';
import * as qi from '../modules/estoque/queries/insumos.ts';
import * as qf from '../modules/estoque/queries/fichas.ts';
import { lancar } from '../modules/estoque/service/razao.ts';
import { gravarItem } from '../modules/estoque/service/item-gravar.ts';
import { custoUc } from '../modules/estoque/service/mapa.ts';
import { vincularFicha } from '../modules/catalogo/index.ts';
import { ADICIONAIS, BASE_PIZZA, BORDAS, ESCALA, LANCHES, SABORES } from './seed-estoque-dados.ts';

export async function seedFichasDemo(
  tx: TenantTx,
  empresaId: number,
  ids: Map<string, number>,
  unidade: Map<string, UnidadeCodigo>,
  usuarioId: number,
): Promise<void> {
  const item = (nome: string, g: number) => {
    const u = unidade.get(nome)!;
    const un = u === 'un' ? 'un' : u === 'L' || u === 'ml' ? 'ml' : 'g';
    return { insumo_id: ids.get(nome)!, quantidade: Math.round(g * 10_000) / 10_000, unidade: un as UnidadeCodigo };
  };
  const ficha = async (
    dados: {
      descricao: string;
      tipo_ficha: string;
      produto_id?: number;
      opcao_id?: number;
      tamanho?: string;
      insumo_resultante_id?: number;
      rendimento?: [string, UnidadeCodigo];
    },
    itens: [string, number][],
  ) => {
    const [qtde, u] = dados.rendimento ?? ['1', 'un'];
    const id = await qf.inserir(tx, {
      descricao: dados.descricao,
      tipo_ficha: dados.tipo_ficha,
      produto_id: dados.produto_id ?? null,
      opcao_id: dados.opcao_id ?? null,
      tamanho: dados.tamanho ?? null,
      insumo_resultante_id: dados.insumo_resultante_id ?? null,
      rendimento_qtde: qtde,
      rendimento_unidade: u,
      rendimento_base: String(paraQ4(qtde, u)! / 10_000),
    });
    for (const [nome, g] of itens) await gravarItem(tx, id, item(nome, g));
    return id;
  };
  await ficha(
    {
      descricao: 'Massa de pizza',
      tipo_ficha: 'producao',
      insumo_resultante_id: ids.get('Massa de pizza')!,
      rendimento: ['1.6', 'kg'],
    },
    [
      ['Farinha de trigo', 1000],
      ['Água', 600],
      ['Fermento biológico', 10],
      ['Sal', 20],
      ['Azeite', 30],
    ],
  );
  await ficha(
    {
      descricao: 'Molho de tomate',
      tipo_ficha: 'producao',
      insumo_resultante_id: ids.get('Molho de tomate')!,
      rendimento: ['1.6', 'kg'],
    },
    [
      ['Tomate pelado', 2000],
      ['Azeite', 50],
      ['Sal', 10],
      ['Orégano', 5],
    ],
  );
  // this week's production: 8 kg of dough and 4,8 kg of sauce, entered at what their inputs cost
  await produzir(
    tx,
    ids,
    'Massa de pizza',
    [
      ['Farinha de trigo', 1000],
      ['Fermento biológico', 10],
      ['Sal', 20],
      ['Azeite', 30],
    ],
    1600,
    8000,
    usuarioId,
  );
  await produzir(
    tx,
    ids,
    'Molho de tomate',
    [
      ['Tomate pelado', 2000],
      ['Azeite', 50],
      ['Sal', 10],
      ['Orégano', 5],
    ],
    1600,
    4800,
    usuarioId,
  );

  const produtos = await queryRows<{ id: number; nome: string; tamanhos: { nome: string }[] }>(
    tx,
    sql`SELECT id::float8 AS id, nome, tamanhos FROM produtos WHERE empresa_id = ${empresaId}`,
  );
  const opcoes = await queryRows<{ id: number; nome: string }>(
    tx,
    sql`SELECT id::float8 AS id, nome FROM opcoes WHERE empresa_id = ${empresaId}`,
  );
  const opcao = (nome: string) => Number(opcoes.find((o) => o.nome === nome)?.id ?? 0);
  for (const p of produtos) {
    const id = Number(p.id);
    if (p.tamanhos.length) {
      let primeira = 0;
      for (const t of p.tamanhos) {
        const [m, s] = BASE_PIZZA[t.nome] ?? [400, 120];
        const itens: [string, number][] = /doce/i.test(p.nome)
          ? [
              ['Massa de pizza', m],
              ['Caixa de pizza', 1],
            ]
          : [
              ['Massa de pizza', m],
              ['Molho de tomate', s],
              ['Caixa de pizza', 1],
            ];
        const f = await ficha(
          { descricao: `${p.nome} ${t.nome} (base)`, tipo_ficha: 'produto', produto_id: id, tamanho: t.nome },
          itens,
        );
        primeira ||= f;
      }
      await vincularFicha(tx, { produtoId: id }, primeira);
    } else if (LANCHES[p.nome]) {
      await vincularFicha(
        tx,
        { produtoId: id },
        await ficha({ descricao: p.nome, tipo_ficha: 'produto', produto_id: id }, LANCHES[p.nome]!),
      );
    }
  }
  for (const [nome, itens] of Object.entries(SABORES)) {
    const oid = opcao(nome);
    if (!oid) continue;
    let primeira = 0;
    for (const [t, k] of Object.entries(ESCALA)) {
      const f = await ficha(
        { descricao: `Sabor ${nome} (${t})`, tipo_ficha: 'opcao', opcao_id: oid, tamanho: t },
        itens.map(([n, g]) => [n, n === 'Ovo' ? Math.max(1, Math.round(g * k)) : g * k]),
      );
      primeira ||= f;
    }
    await vincularFicha(tx, { opcaoId: oid }, primeira);
  }
  for (const [nome, itens] of Object.entries({ ...BORDAS, ...ADICIONAIS })) {
    const oid = opcao(nome);
    if (oid)
      await vincularFicha(
        tx,
        { opcaoId: oid },
        await ficha({ descricao: nome, tipo_ficha: 'opcao', opcao_id: oid }, itens),
      );
  }
  // the last recalculation stored on every sheet (the screen compares it with the live cost)
  await tx.execute(sql`UPDATE fichas_tecnicas SET recalculado_em = now() WHERE empresa_id = ${empresaId}`);
}

async function produzir(
  tx: TenantTx,
  ids: Map<string, number>,
  resultante: string,
  itens: [string, number][],
  rendimentoG: number,
  feitoG: number,
  usuarioId: number,
) {
  let custo = 0n;
  for (const [nome, g] of itens) {
    const q4 = Math.round((g * feitoG * 10_000) / rendimentoG);
    const l = (await qi.buscar(tx, ids.get(nome)!, true))!;
    custo += BigInt(q4) * BigInt(custoUc(l.custo_por_un_base));
    await lancar(tx, {
      insumoId: ids.get(nome)!,
      tipo: 'saida_producao',
      q4: -q4,
      qtdeInformada: String(q4 / 10_000),
      unidade: 'g',
      origemTipo: 'ficha',
      usuarioId,
    });
  }
  await lancar(tx, {
    insumoId: ids.get(resultante)!,
    tipo: 'entrada_producao',
    q4: feitoG * 10_000,
    totalCentavos: Number(custo / 10_000_000_000n),
    qtdeInformada: String(feitoG / 1000),
    unidade: 'kg',
    origemTipo: 'ficha',
    usuarioId,
  });
}
