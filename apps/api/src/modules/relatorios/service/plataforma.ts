import type { z } from 'zod';
import { DEFAULT_TIMEZONE } from '@app/shared/domain/dates.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import type { plataformaQuerySchema, plataformaResumoSchema } from '@app/shared/schemas/relatorios-desempenho.ts';
import type { PlataformaDb, Tenant } from '../../../db/tenant.ts';
import * as q from '../queries/plataforma.ts';
import { ZERO, brutoCentavos, liquidoCentavos, ticketCentavos } from './metricas.ts';
import { atualizarPendentesDeTodas } from './rollup.ts';
import { periodoResposta, resolverPeriodo } from './periodo.ts';

// The superadmin's all-businesses summary. Platform code: it reads every business's rollup rows.

const CAMPOS = ['pedidos', 'itens', 'acrescimos', 'taxa_entrega', 'descontos', 'taxa_servico', 'cancelados'] as const;

function linha(s: q.Somas) {
  const somas = { ...ZERO, ...s };
  const liquido = liquidoCentavos(somas);
  const ticket = ticketCentavos(liquido, s.pedidos);
  return {
    pedidos: s.pedidos,
    faturamento_bruto: centavosToReais(brutoCentavos(somas)),
    faturamento_liquido: centavosToReais(liquido),
    ticket_medio: ticket === null ? null : centavosToReais(ticket),
    taxa_servico: centavosToReais(s.taxa_servico),
    cancelados: s.cancelados,
  };
}

interface Guardada {
  /** every business's rollups version the sums below were read at */
  versoes: Map<number, string>;
  /** the businesses with a sale or a cancellation in the period */
  somas: Map<number, q.Somas>;
  /** `somas` ranked by net revenue, then id (null: to rank again) */
  ordem: { empresa_id: number; somas: q.Somas }[] | null;
}

const liquidoDe = (s: q.Somas) => liquidoCentavos({ ...ZERO, ...s });

/**
 * The summary's last answers, per period: every business's sums with the version of its rollups they were read at
 * (D-331). A business's rollups change only when one of its days is rewritten, which raises its version, so a
 * request re-reads only the businesses whose version moved (the ones whose pending days the summary just
 * rewrote, or whose own reports did) and ranks the rest from memory: a thousand businesses' rows (tens of
 * thousands) are summed once per period, not on every request. One per app and database; several API processes
 * each keep their own, all checked against the same versions. `leituras`/`empresasLidas` count the sums read.
 */
export class RespostasDaPlataforma {
  private readonly porPeriodo = new Map<string, Guardada>();
  leituras = 0;
  empresasLidas = 0;
  constructor(private readonly maximo = 32) {}

  async ler(db: PlataformaDb, inicio: string, fim: string, versoes: Map<number, string>) {
    const chave = `${inicio}:${fim}`;
    let g = this.porPeriodo.get(chave);
    if (!g) {
      g = { versoes: new Map(), somas: new Map(), ordem: null };
      await this.reler(db, inicio, fim, g, null);
    } else {
      // deleted businesses leave; new ones and those whose rollups were rewritten are read again
      for (const id of [...g.versoes.keys()])
        if (!versoes.has(id)) {
          g.versoes.delete(id);
          if (g.somas.delete(id)) g.ordem = null;
        }
      const mudaram = [...versoes].filter(([id, v]) => g!.versoes.get(id) !== v).map(([id]) => id);
      if (mudaram.length > 0) await this.reler(db, inicio, fim, g, mudaram);
    }
    // the least recently read period leaves when the map is full (insertion order: a period read moves to the end)
    this.porPeriodo.delete(chave);
    if (this.porPeriodo.size >= this.maximo) this.porPeriodo.delete(this.porPeriodo.keys().next().value!);
    this.porPeriodo.set(chave, g);
    g.ordem ??= [...g.somas]
      .map(([empresa_id, somas]) => ({ empresa_id, somas }))
      .sort((a, b) => liquidoDe(b.somas) - liquidoDe(a.somas) || a.empresa_id - b.empresa_id);
    return g.ordem;
  }

  private async reler(db: PlataformaDb, inicio: string, fim: string, g: Guardada, ids: number[] | null) {
    const lidas = await q.somasVersionadas(db, inicio, fim, ids);
    this.leituras++;
    this.empresasLidas += lidas.length;
    // a business deleted since `versoes` was read has no row: it leaves
    for (const id of ids ?? []) {
      g.versoes.delete(id);
      g.somas.delete(id);
    }
    for (const l of lidas) {
      // the version the sums were read at (their own snapshot), which may be newer than the one compared
      g.versoes.set(l.empresa_id, l.versao);
      if (l.somas) g.somas.set(l.empresa_id, l.somas);
      else g.somas.delete(l.empresa_id);
    }
    g.ordem = null;
  }
}

export async function resumo(
  db: PlataformaDb,
  qs: z.infer<typeof plataformaQuerySchema>,
  todas: boolean,
  tenantDe: (empresaId: number) => Tenant,
  respostas: RespostasDaPlataforma,
  conexoes = 1,
): Promise<z.infer<typeof plataformaResumoSchema>> {
  await atualizarPendentesDeTodas(db, tenantDe, conexoes);
  const { versoes, hoje } = await q.versoesEHoje(db);
  const p = resolverPeriodo(qs, DEFAULT_TIMEZONE, hoje);
  const ordem = await respostas.ler(db, p.inicio, p.fim, versoes);
  const pagina = todas ? ordem : ordem.slice((qs.page - 1) * qs.per_page, qs.page * qs.per_page);
  // names as they are now: a rename changes no rollup version
  const nomes = await q.nomes(
    db,
    pagina.map((l) => l.empresa_id),
  );
  const totais: q.Somas = { ...ZERO };
  for (const { somas } of ordem) for (const k of CAMPOS) totais[k] += somas[k];
  return {
    periodo: periodoResposta(p),
    items: pagina.map((l) => ({ empresa_id: l.empresa_id, nome: nomes.get(l.empresa_id) ?? '', ...linha(l.somas) })),
    total: ordem.length,
    totais: linha(totais),
  };
}
