import type { z } from 'zod';
import { custosDeProdutos } from '../../estoque/index.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import type { PresetPeriodo, TipoVenda } from '@app/shared/schemas/relatorios.ts';
import {
  LIMITES_ABC,
  type abcSchema,
  type categoriasRelatorioSchema,
  type opcoesDoProdutoSchema,
  type opcoesRelatorioSchema,
  type produtosRelatorioSchema,
} from '@app/shared/schemas/relatorios-catalogo.ts';
import type { PedidoCanal } from '@app/shared/domain/pedido-status.ts';
import type { Tenant } from '../../../db/tenant.ts';
import { notFound } from '../../../lib/errors.ts';
import * as q from '../queries/catalogo.ts';
import { pct } from './metricas.ts';
import { periodoResposta } from './periodo.ts';
import { comPeriodo } from './vendas.ts';

// Categories, products, options and the ABC curve (glossary "Curva ABC").

export interface CatalogoQuery {
  inicio?: string | undefined;
  fim?: string | undefined;
  preset?: PresetPeriodo | undefined;
  canal?: PedidoCanal | undefined;
  tipo?: TipoVenda | undefined;
}
const filtros = (qs: CatalogoQuery) => ({ canal: qs.canal, tipo: qs.tipo });

export function categorias(t: Tenant, qs: CatalogoQuery): Promise<z.infer<typeof categoriasRelatorioSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const porCategoria = new Map<
      string,
      { id: number | null; nome: string; quantidade: number; faturamento: number }
    >();
    for (const l of await q.produtos(tx, p, filtros(qs))) {
      const k = l.categoria_id === null ? 'sem' : String(l.categoria_id);
      const c = porCategoria.get(k) ?? { id: l.categoria_id, nome: l.categoria, quantidade: 0, faturamento: 0 };
      porCategoria.set(k, {
        ...c,
        quantidade: c.quantidade + l.quantidade,
        faturamento: c.faturamento + l.faturamento,
      });
    }
    const linhas = [...porCategoria.values()].sort(
      (a, b) => b.faturamento - a.faturamento || a.nome.localeCompare(b.nome),
    );
    const total = linhas.reduce((a, l) => a + l.faturamento, 0);
    const items = linhas.map((l) => ({
      categoria_id: l.id,
      categoria: l.nome,
      quantidade: l.quantidade,
      faturamento: centavosToReais(l.faturamento),
      participacao_pct: pct(l.faturamento, total),
    }));
    return { periodo: periodoResposta(p), items, total: items.length };
  });
}

function produtoLinha(l: q.ProdutoSoma, total: number) {
  return {
    produto_id: l.produto_id,
    produto: l.produto,
    categoria: l.categoria,
    quantidade: l.quantidade,
    faturamento: centavosToReais(l.faturamento),
    participacao_pct: pct(l.faturamento, total),
  };
}

export function produtos(t: Tenant, qs: CatalogoQuery): Promise<z.infer<typeof produtosRelatorioSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const linhas = await q.produtos(tx, p, filtros(qs));
    const total = linhas.reduce((a, l) => a + l.faturamento, 0);
    return { periodo: periodoResposta(p), items: linhas.map((l) => produtoLinha(l, total)), total: linhas.length };
  });
}

function opcoesItems(linhas: q.OpcaoSoma[]) {
  const total = linhas.reduce((a, l) => a + l.faturamento, 0);
  return linhas.map((l) => ({
    ...l,
    faturamento: centavosToReais(l.faturamento),
    participacao_pct: pct(l.faturamento, total),
  }));
}

export function opcoes(t: Tenant, qs: CatalogoQuery): Promise<z.infer<typeof opcoesRelatorioSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const items = opcoesItems(await q.opcoes(tx, p, filtros(qs)));
    return { periodo: periodoResposta(p), items, total: items.length };
  });
}

export function opcoesDoProduto(
  t: Tenant,
  qs: CatalogoQuery & { produto_id: number },
): Promise<z.infer<typeof opcoesDoProdutoSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const r = await q.opcoesDoProduto(tx, p, filtros(qs), qs.produto_id);
    if (r === null) throw notFound('Produto não encontrado');
    const items = opcoesItems(r.linhas);
    return { periodo: periodoResposta(p), produto: { id: qs.produto_id, nome: r.nome }, items, total: items.length };
  });
}

type Classe = 'A' | 'B' | 'C';
/**
 * Pareto classes on the cumulative share including the product: A while ≤ 80 %, B while ≤ 95 %, C after. Ties
 * sort by name then id, so a class never depends on the database's row order.
 */
export function classificarAbc<T extends { valor: number; nome: string; id: number | null }>(
  linhas: T[],
): (T & { acumulado_pct: number; classe: Classe; participacao: number })[] {
  const ordenadas = [...linhas].sort(
    (a, b) => b.valor - a.valor || a.nome.localeCompare(b.nome) || (a.id ?? 0) - (b.id ?? 0),
  );
  const total = ordenadas.reduce((a, l) => a + l.valor, 0);
  let acumulado = 0;
  return ordenadas.map((l) => {
    acumulado += l.valor;
    // compared in exact integers: acumulado/total ≤ 80 % ⇔ 100·acumulado ≤ 80·total
    const classe: Classe =
      100 * acumulado <= LIMITES_ABC.A * total ? 'A' : 100 * acumulado <= LIMITES_ABC.B * total ? 'B' : 'C';
    return { ...l, acumulado_pct: pct(acumulado, total), classe, participacao: pct(l.valor, total) };
  });
}

export function abc(
  t: Tenant,
  qs: CatalogoQuery & { criterio: 'faturamento' | 'quantidade' },
): Promise<z.infer<typeof abcSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const linhas = await q.produtos(tx, p, filtros(qs), true);
    const porValor = linhas.map((l) => ({
      ...l,
      id: l.produto_id,
      nome: l.produto,
      valor: qs.criterio === 'faturamento' ? l.faturamento : l.quantidade,
    }));
    const classificadas = classificarAbc(porValor);
    // the cost book only for products with an active sheet (the only ones it can cost): none, no book (D-361)
    const comFicha = classificadas.flatMap((l) => (l.id !== null && l.com_ficha ? [l.id] : []));
    const custos = comFicha.length > 0 ? await custosDeProdutos(tx, comFicha) : new Map<number, number>();
    const totalFat = linhas.reduce((a, l) => a + l.faturamento, 0);
    const totalValor = porValor.reduce((a, l) => a + l.valor, 0);
    const items = classificadas.map((l) => ({
      ...produtoLinha(l, totalFat),
      acumulado_pct: l.acumulado_pct,
      classe: l.classe,
      // quantity sold × one portion's current recipe cost; null for a product without an active sheet (never an
      // estimate)
      cmv: l.id !== null && custos.has(l.id) ? centavosToReais(Math.round(l.quantidade * custos.get(l.id)!)) : null,
    }));
    const classes = (['A', 'B', 'C'] as const).map((classe) => {
      const da = classificadas.filter((l) => l.classe === classe);
      return {
        classe,
        produtos: da.length,
        quantidade: da.reduce((a, l) => a + l.quantidade, 0),
        faturamento: centavosToReais(da.reduce((a, l) => a + l.faturamento, 0)),
        participacao_pct: pct(
          da.reduce((a, l) => a + l.valor, 0),
          totalValor,
        ),
      };
    });
    return { periodo: periodoResposta(p), criterio: qs.criterio, items, total: items.length, classes };
  });
}
