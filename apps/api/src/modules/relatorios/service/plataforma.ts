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

function linha(s: Omit<q.EmpresaSoma, 'empresa_id' | 'nome'>) {
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

export async function resumo(
  db: PlataformaDb,
  qs: z.infer<typeof plataformaQuerySchema>,
  todas: boolean,
  tenantDe: (empresaId: number) => Tenant,
): Promise<z.infer<typeof plataformaResumoSchema>> {
  await atualizarPendentesDeTodas(db, tenantDe);
  const p = resolverPeriodo(qs, DEFAULT_TIMEZONE, await q.hoje(db));
  const pg = todas ? { limite: null, offset: 0 } : { limite: qs.per_page, offset: (qs.page - 1) * qs.per_page };
  const r = await q.porEmpresa(db, p.inicio, p.fim, pg);
  return {
    periodo: periodoResposta(p),
    items: r.linhas.map((l) => ({ empresa_id: l.empresa_id, nome: l.nome, ...linha(l) })),
    total: r.total,
    totais: linha(r.totais),
  };
}
