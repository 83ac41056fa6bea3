import { centavosToReais } from '@app/shared/domain/money.ts';
import { estaAtrasado, minutosDesde } from '@app/shared/domain/pedido-atraso.ts';
import { STATUS_ABERTOS, type PedidoStatus } from '@app/shared/domain/pedido-status.ts';
import type { DesempenhoVendas } from '@app/shared/schemas/relatorios-desempenho.ts';
import type { Tenant } from '../../../db/tenant.ts';
import { aberturaDe, sqlFusoHojeEPendentes } from '../queries/base.ts';
import * as q from '../queries/desempenho.ts';
import { ticketCentavos } from './metricas.ts';
import { somarDias } from './periodo.ts';

// performance/sales: today so far against the same weekday of the last four weeks at the same hour.

const SEMANAS = 4;
const variacao = (hoje: number, media: number) => (media > 0 ? Math.round(((hoje - media) / media) * 1000) / 10 : null);

export function vendasHoje(t: Tenant, agora = Date.now()): Promise<DesempenhoVendas> {
  // the reports' opening (timezone, today, no parallel workers) with BEGIN; its pending days are not needed here
  return t.transacao(async (tx, abertura) => {
    const { tz, hoje } = aberturaDe(tx, abertura);
    const { horas, abertos, preparo, entrega } = await q.painel(tx, tz, hoje);
    const daSemana = (k: number) => horas.filter((h) => h.semana === k);
    const soma = (hs: q.HoraSoma[]) => ({
      pedidos: hs.reduce((a, h) => a + h.pedidos, 0),
      liquido: hs.reduce((a, h) => a + h.liquido, 0),
    });
    const h0 = soma(daSemana(0));
    const anteriores = [1, 2, 3, 4].map((k) => ({ dia: somarDias(hoje, -7 * k), ...soma(daSemana(k)) }));
    const media = {
      pedidos: anteriores.reduce((a, s) => a + s.pedidos, 0) / SEMANAS,
      liquido: anteriores.reduce((a, s) => a + s.liquido, 0) / SEMANAS,
    };
    const horaAgora = Math.max(0, ...horas.filter((h) => h.semana === 0).map((h) => h.hora), horaLocal(agora, tz));
    const porHora = Array.from({ length: horaAgora + 1 }, (_, hora) => {
      const hoje0 = horas.find((h) => h.semana === 0 && h.hora === hora)?.liquido ?? 0;
      const mediaH = horas.filter((h) => h.semana > 0 && h.hora === hora).reduce((a, h) => a + h.liquido, 0) / SEMANAS;
      return { hora, hoje: centavosToReais(hoje0), media: centavosToReais(Math.round(mediaH)) };
    });
    const ticket = ticketCentavos(h0.liquido, h0.pedidos);
    return {
      agora: new Date(agora).toISOString(),
      dia: hoje,
      timezone: tz,
      hoje: {
        pedidos: h0.pedidos,
        faturamento_liquido: centavosToReais(h0.liquido),
        ticket_medio: ticket === null ? null : centavosToReais(ticket),
      },
      semanas_anteriores: anteriores.map((s) => ({
        dia: s.dia,
        pedidos: s.pedidos,
        faturamento_liquido: centavosToReais(s.liquido),
      })),
      media_semanas: {
        pedidos: Math.round(media.pedidos * 100) / 100,
        faturamento_liquido: centavosToReais(Math.round(media.liquido)),
      },
      variacao_pct: {
        pedidos: variacao(h0.pedidos, media.pedidos),
        faturamento_liquido: variacao(h0.liquido, media.liquido),
      },
      por_hora: porHora,
      abertos_por_status: STATUS_ABERTOS.map((status) => ({
        status,
        quantidade: abertos.filter((a) => a.status === status).length,
      })),
      tempo_medio_preparo_min: preparo,
      tempo_medio_entrega_min: entrega,
      atrasados: abertos
        .filter((a) => estaAtrasado({ ...a, status: a.status as PedidoStatus }, agora))
        .map((a) => ({
          id: a.id,
          numero_pedido: a.numero_pedido,
          status: a.status,
          tipo: a.tipo,
          nome_cliente: a.nome_cliente,
          minutos: minutosDesde(a.data_criacao, agora),
        })),
    };
  }, sqlFusoHojeEPendentes(t));
}

function horaLocal(agora: number, tz: string): number {
  const h = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', hourCycle: 'h23' }).format(agora);
  return Number(h) || 0;
}
