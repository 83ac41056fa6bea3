import type { z } from 'zod';
import { centavosToReais } from '@app/shared/domain/money.ts';
import { mascararTelefone } from '@app/shared/domain/telefone.ts';
import {
  DIAS_INATIVO,
  HORAS_ABANDONO,
  type abandonosSchema,
  type historicoVisitantesSchema,
  type tabelaClientesQuerySchema,
  type tabelaClientesSchema,
  type tiposClientesSchema,
  type visaoGeralClientesSchema,
} from '@app/shared/schemas/relatorios-clientes.ts';
import type { PresetPeriodo } from '@app/shared/schemas/relatorios.ts';
import type { Tenant } from '../../../db/tenant.ts';
import * as q from '../queries/clientes.ts';
import { resumoCompleto } from '../queries/clientes-resumo.ts';
import * as funil from '../queries/funil.ts';
import { pct, ticketCentavos } from './metricas.ts';
import { periodoResposta } from './periodo.ts';
import { comPeriodo } from './vendas.ts';

// Customers and the funnel (glossary "Cliente novo", "Funil de vendas", "Carrinho abandonado").

type PeriodoQ = { inicio?: string | undefined; fim?: string | undefined; preset?: PresetPeriodo | undefined };
type Pagina = { page: number; per_page: number } | null;
const pagina = (pg: Pagina) =>
  pg ? { limite: pg.per_page, offset: (pg.page - 1) * pg.per_page } : { limite: null, offset: 0 };
const reaisOuNull = (c: number | null) => (c === null ? null : centavosToReais(c));
const tel = (t: string | null, verDados: boolean) => (t && !verDados ? mascararTelefone(t) : t);
/** Rate in %, one decimal; null without a base. */
const taxa = (parte: number, base: number) => (base > 0 ? pct(parte, base) : null);

export function visaoGeral(t: Tenant, qs: PeriodoQ): Promise<z.infer<typeof visaoGeralClientesSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const { funil: e, ...r } = await resumoCompleto(tx, p, { funil: true, ultima: true });
    return {
      periodo: periodoResposta(p),
      clientes: r.clientes,
      novos: r.novos,
      recorrentes: r.recorrentes,
      pedidos: r.pedidos,
      faturamento_liquido: centavosToReais(r.liquido),
      ticket_medio: reaisOuNull(ticketCentavos(r.liquido, r.pedidos)),
      frequencia_media: r.clientes > 0 ? Math.round((r.pedidos / r.clientes) * 100) / 100 : null,
      recencia_media_dias: r.clientes > 0 ? Math.round((r.recencia_soma / r.clientes) * 10) / 10 : null,
      funil: { ...e!, conversao_pct: taxa(e!.pedidos, e!.visitas) },
    };
  });
}

export function tipos(t: Tenant, qs: PeriodoQ): Promise<z.infer<typeof tiposClientesSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const r = await resumoCompleto(tx, p, { diasInativo: DIAS_INATIVO, ultima: true });
    const novo = { pedidos: r.pedidos_novos, liquido: r.liquido_novos };
    const recorrente = { pedidos: r.pedidos - r.pedidos_novos, liquido: r.liquido - r.liquido_novos };
    const items = [
      { tipo: 'novo' as const, rotulo: 'Novos', clientes: r.novos, ...novo },
      { tipo: 'recorrente' as const, rotulo: 'Recorrentes', clientes: r.recorrentes, ...recorrente },
      {
        tipo: 'inativo' as const,
        rotulo: `Inativos (${DIAS_INATIVO}+ dias)`,
        clientes: r.inativos!,
        pedidos: 0,
        liquido: 0,
      },
    ].map(({ liquido, ...l }) => ({ ...l, faturamento_liquido: centavosToReais(liquido) }));
    return { periodo: periodoResposta(p), items, total: items.length };
  });
}

export function historicoVisitantes(t: Tenant, qs: PeriodoQ): Promise<z.infer<typeof historicoVisitantesSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const items = await funil.porDia(tx, p);
    return { periodo: periodoResposta(p), items, total: items.length };
  });
}

export function tabela(
  t: Tenant,
  qs: z.infer<typeof tabelaClientesQuerySchema>,
  verDados: boolean,
  todas = false,
): Promise<z.infer<typeof tabelaClientesSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const r = await q.tabela(tx, p, {
      ordem: qs.sort_field,
      dir: qs.sort_dir,
      busca: qs.search,
      ...pagina(todas ? null : qs),
    });
    const items = r.linhas.map((l) => ({
      cliente_id: l.cliente_id,
      nome: l.nome,
      telefone: tel(l.telefone, verDados),
      pedidos: l.pedidos,
      faturamento: centavosToReais(l.liquido),
      ticket_medio: reaisOuNull(ticketCentavos(l.liquido, l.pedidos)),
      primeiro_pedido: l.primeiro,
      ultimo_pedido: l.ultimo,
      dias_desde_ultimo: l.dias_desde_ultimo,
    }));
    return { periodo: periodoResposta(p), items, total: r.total };
  });
}

export function abandonos(
  t: Tenant,
  qs: PeriodoQ,
  pg: Pagina,
  verDados: boolean,
): Promise<z.infer<typeof abandonosSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const r = await funil.abandonos(tx, p, HORAS_ABANDONO, pagina(pg));
    return {
      periodo: periodoResposta(p),
      items: r.linhas.map((l) => ({ ...l, telefone: tel(l.telefone, verDados), valor: centavosToReais(l.valor) })),
      total: r.abandonados,
      carrinhos: r.carrinhos,
      checkouts: r.checkouts,
      pedidos: r.pedidos,
      abandonados: r.abandonados,
      valor_abandonado: centavosToReais(r.valor),
      taxa_abandono_carrinho_pct: r.carrinhos > 0 ? Math.round((1 - r.pedidos / r.carrinhos) * 1000) / 10 : null,
      taxa_abandono_checkout_pct:
        r.checkouts > 0 ? Math.max(0, Math.round((1 - r.pedidos / r.checkouts) * 1000) / 10) : null,
    };
  });
}
