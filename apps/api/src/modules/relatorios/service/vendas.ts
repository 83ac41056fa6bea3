import type { z } from 'zod';
import { centavosToReais } from '@app/shared/domain/money.ts';
import { MAX_DIAS_POR_HORA, type RelatorioVendasQuery } from '@app/shared/schemas/relatorios.ts';
import {
  METRICAS_COMPARADAS,
  type comparativoSchema,
  type gruposVendaSchema,
  type resumoVendasSchema,
  type serieTemporalQuerySchema,
  type serieTemporalSchema,
} from '@app/shared/schemas/relatorios-vendas.ts';
import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { notFound } from '../../../lib/errors.ts';
import * as entregadoresQ from '../queries/entregadores.ts';
import { aberturaDe, sqlFusoHojeEPendentes, type FiltrosVenda, type Periodo } from '../queries/base.ts';
import { somar, type Somas } from '../queries/somas.ts';
import { liquidoCentavos, metricas, pct, ZERO } from './metricas.ts';
import { atualizarPendentes } from './rollup.ts';
import { somasPorBucket } from '../queries/serie.ts';
import { JsonPronto } from './json.ts';
import { periodoAnterior, periodoResposta, resolverPeriodo } from './periodo.ts';

// Summary, series, comparison, channels and types: the sales metrics over a period, whole or grouped.

export type Resumo = z.infer<typeof resumoVendasSchema>;

export function filtros(q: RelatorioVendasQuery): FiltrosVenda {
  return { canal: q.canal, tipo: q.tipo, pagto: q.pagto, entregador_id: q.entregador_id, bairro: q.bairro };
}

/**
 * Opens the business's transaction, resolves the period in its timezone, brings the rollup's pending days up to
 * date (in this transaction, so `fn` reads them exact), runs `fn`. A courier filter names one
 * of the business's couriers, or the report answers 404 (never an empty report over someone else's id).
 */
export function comPeriodo<T>(
  t: Tenant,
  q: Parameters<typeof resolverPeriodo>[0] & { entregador_id?: number | undefined },
  fn: (tx: TenantTx, p: Periodo) => Promise<T>,
  maxDias?: number,
): Promise<T> {
  // the opening statement travels with BEGIN and the scope on a server: one round trip fewer on every report
  return t.transacao(async (tx, abertura) => {
    const { tz, hoje, pendentes } = aberturaDe(tx, abertura);
    const p = resolverPeriodo(q, tz, hoje, maxDias);
    await atualizarPendentes(tx, tz, pendentes);
    if (q.entregador_id !== undefined && !(await entregadoresQ.existe(tx, q.entregador_id)))
      throw notFound('Entregador não encontrado');
    return fn(tx, p);
  }, sqlFusoHojeEPendentes(t));
}

async function resumoDe(tx: TenantTx, p: Periodo, f: FiltrosVenda): Promise<Resumo> {
  const [s] = await somar(tx, p, f, 'total');
  const somas = s ?? ZERO;
  return {
    periodo: periodoResposta(p),
    ...metricas(somas),
    cancelados: { quantidade: somas.cancelados, valor: centavosToReais(somas.cancelados_valor) },
  };
}

export function resumo(t: Tenant, q: RelatorioVendasQuery): Promise<Resumo> {
  return comPeriodo(t, q, (tx, p) => resumoDe(tx, p, filtros(q)));
}

/** The series, as JSON text (D-353): every bucket's sums from the database, zero-filled there. */
export function serieTemporal(
  t: Tenant,
  q: z.infer<typeof serieTemporalQuerySchema>,
): Promise<JsonPronto<z.infer<typeof serieTemporalSchema>>> {
  const max = q.agrupar === 'hora' ? MAX_DIAS_POR_HORA : undefined;
  return comPeriodo(
    t,
    q,
    async (tx, p) => {
      const linhas = await somasPorBucket(tx, p, filtros(q), q.agrupar, { ultima: true });
      // written here, not by zod's response encoding: 365 points of plain numbers, built with the schema's keys
      return new JsonPronto(
        JSON.stringify({
          periodo: periodoResposta(p),
          agrupar: q.agrupar,
          pontos: linhas.map((l) => ({ inicio: l.inicio, ...metricas(l) })),
        }),
      );
    },
    max,
  );
}

function variacao(atual: number, anterior: number) {
  const delta = Math.round((atual - anterior) * 100) / 100;
  return { atual, anterior, delta, delta_pct: anterior === 0 ? null : Math.round((delta / anterior) * 1000) / 10 };
}

export function comparativo(t: Tenant, q: RelatorioVendasQuery): Promise<z.infer<typeof comparativoSchema>> {
  return comPeriodo(t, q, async (tx, p) => {
    const f = filtros(q);
    const atual = await resumoDe(tx, p, f);
    const anterior = await resumoDe(tx, periodoAnterior(p), f);
    const valor = (r: Resumo, m: (typeof METRICAS_COMPARADAS)[number]) =>
      m === 'cancelados' ? r.cancelados.quantidade : (r[m] ?? 0);
    const v = Object.fromEntries(METRICAS_COMPARADAS.map((m) => [m, variacao(valor(atual, m), valor(anterior, m))]));
    return {
      periodo: atual.periodo,
      periodo_anterior: anterior.periodo,
      atual,
      anterior,
      variacao: v as z.infer<typeof comparativoSchema>['variacao'],
    };
  });
}

const ROTULO_CANAL: Record<string, string> = {
  balcao: 'Balcão',
  telefone: 'Telefone',
  whatsapp: 'WhatsApp',
  site: 'Site',
  cardapio: 'Cardápio digital',
  public: 'Cardápio público',
  ifood: 'iFood',
  mesa: 'Mesas (comandas)',
};
export const ROTULO_TIPO: Record<string, string> = {
  delivery: 'Delivery',
  retirada: 'Retirada',
  local: 'Consumo no local',
  mesa: 'Mesas (comandas)',
};

/** Channels (`canal`) or sale types (`tipo`): every sale of the period, one row each, largest first. */
export function grupos(
  t: Tenant,
  q: RelatorioVendasQuery,
  chave: 'canal' | 'tipo',
): Promise<z.infer<typeof gruposVendaSchema>> {
  return comPeriodo(t, q, async (tx, p) => {
    const linhas = (await somar(tx, p, filtros(q), chave)).filter((l) => l.pedidos > 0);
    const total = linhas.reduce((a, l) => a + liquidoCentavos(l), 0);
    const rotulos = chave === 'canal' ? ROTULO_CANAL : ROTULO_TIPO;
    const items = linhas
      .sort((a, b) => liquidoCentavos(b) - liquidoCentavos(a) || String(a.grupo).localeCompare(String(b.grupo)))
      .map((l: Somas) => ({
        grupo: l.grupo ?? '',
        rotulo: rotulos[l.grupo ?? ''] ?? l.grupo ?? '',
        ...metricas(l),
        participacao_pct: pct(liquidoCentavos(l), total),
      }));
    return { periodo: periodoResposta(p), items, total: items.length };
  });
}
