import type { z } from 'zod';
import { centavosToReais } from '@app/shared/domain/money.ts';
import type { PresetPeriodo } from '@app/shared/schemas/relatorios.ts';
import type {
  entregadoresRelatorioSchema,
  taxaEntregadorSchema,
  totalEntregadorSchema,
} from '@app/shared/schemas/relatorios-vendas.ts';
import type { Tenant } from '../../../db/tenant.ts';
import { notFound } from '../../../lib/errors.ts';
import * as entrega from '../../entrega/index.ts';
import * as q from '../queries/entregadores.ts';
import { periodoResposta } from './periodo.ts';
import { comPeriodo } from './vendas.ts';

// Couriers' statements: deliveries, fees, days worked and daily pay, less the advances (vales) dated in the period
// (glossary "Pagamento do entregador", D-241). All sums in cents; converted to reais once per figure. The sums
// and the days worked come from the couriers' rollup (D-290); /taxa still lists each delivery (D-291).

type PeriodoQ = { inicio?: string | undefined; fim?: string | undefined; preset?: PresetPeriodo | undefined };

function pagamento(s: q.EntregadorSoma) {
  const diarias = s.recebe_diaria ? s.dias * s.valor_diaria : 0;
  return {
    entregas: s.entregas,
    taxas: centavosToReais(s.taxas),
    dias_trabalhados: s.dias,
    diarias: centavosToReais(diarias),
    vales: centavosToReais(s.vales),
    total: centavosToReais(s.taxas + diarias - s.vales),
  };
}

export function entregadores(t: Tenant, qs: PeriodoQ): Promise<z.infer<typeof entregadoresRelatorioSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const items = (await q.porEntregador(tx, p)).map((s) => ({
      entregador_id: s.entregador_id,
      nome: s.nome,
      recebe_diaria: s.recebe_diaria,
      valor_diaria: centavosToReais(s.valor_diaria),
      ...pagamento(s),
    }));
    return { periodo: periodoResposta(p), items, total: items.length };
  });
}

/**
 * A courier's deliveries of the period with the sums (D-351): a page of them (`pg`), or every one (`pg` null: the
 * CSV). The rollup's `entregas` is the count of the same rows, so it is the listing's total and a page past it
 * reads nothing.
 */
export function taxa(
  t: Tenant,
  id: number,
  qs: PeriodoQ,
  pg: { page: number; per_page: number } | null = null,
): Promise<z.infer<typeof taxaEntregadorSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const [e] = await q.porEntregador(tx, p, id);
    if (!e) throw notFound('Entregador não encontrado');
    const pagina = pg ? { limite: pg.per_page, offset: (pg.page - 1) * pg.per_page } : null;
    const linhas = pagina && pagina.offset >= e.entregas ? [] : await q.entregas(tx, p, id, pagina);
    const { vales, total: aPagar } = pagamento(e);
    return {
      periodo: periodoResposta(p),
      entregador: { id: e.entregador_id, nome: e.nome },
      entregas: e.entregas,
      taxas: centavosToReais(e.taxas),
      items: linhas.map((l) => ({ ...l, taxa: centavosToReais(l.taxa) })),
      total: e.entregas,
      vales,
      a_pagar: aPagar,
    };
  });
}

export function total(t: Tenant, id: number, qs: PeriodoQ): Promise<z.infer<typeof totalEntregadorSchema>> {
  return comPeriodo(t, qs, async (tx, p) => {
    const [e] = await q.porEntregador(tx, p, id);
    if (!e) throw notFound('Entregador não encontrado');
    const diaria = e.recebe_diaria ? e.valor_diaria : 0;
    const items = (await q.porDia(tx, p, id)).map((d) => ({
      dia: d.dia,
      entregas: d.entregas,
      taxas: centavosToReais(d.taxas),
      diaria: centavosToReais(diaria),
      total: centavosToReais(d.taxas + diaria),
    }));
    return {
      periodo: periodoResposta(p),
      entregador: {
        id: e.entregador_id,
        nome: e.nome,
        recebe_diaria: e.recebe_diaria,
        valor_diaria: centavosToReais(e.valor_diaria),
      },
      ...pagamento(e),
      items,
      total_linhas: items.length,
      vales_lista: (await entrega.valesDoPeriodo(tx, id, p.inicio, p.fim)).map((v) => ({
        id: v.id,
        data: v.data,
        valor: centavosToReais(v.valor_centavos),
        observacao: v.observacao,
      })),
    };
  });
}
