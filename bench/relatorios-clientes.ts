// The customers' reports' database questions before (the raw orders and tabs, `clientes-bruto.ts`) and after
// (the customers' rollup, D-300), each as its route asks them: the overview (summary + the funnel), the types
// (summary, new vs returning, inactive) and the table's first page. Since D-362 the overview and the types are one
// statement each, by the reading the route picks for the period; the types are also timed by the other reading
// (the period's rows grouped by customer). Measured by `bench/relatorios.ts`.
import type { TenantTx } from '../apps/api/src/db/tenant.ts';
import type { Periodo } from '../apps/api/src/modules/relatorios/queries/base.ts';
import * as bruto from '../apps/api/src/modules/relatorios/queries/clientes-bruto.ts';
import * as cli from '../apps/api/src/modules/relatorios/queries/clientes.ts';
import { resumoCompleto } from '../apps/api/src/modules/relatorios/queries/clientes-resumo.ts';
import { etapas } from '../apps/api/src/modules/relatorios/queries/funil.ts';

const DIAS_INATIVO = 60;
const PAGINA = { ordem: 'faturamento', dir: 'desc', limite: 50, offset: 0 } as const;

export const PERGUNTAS_CLIENTES: { nome: string; fn: (tx: TenantTx, p: Periodo) => Promise<unknown> }[] = [
  {
    nome: 'clientes: visão geral (raw, antes)',
    fn: async (tx, p) => [await bruto.resumoBruto(tx, p), await etapas(tx, p)],
  },
  { nome: 'clientes: visão geral (rollup)', fn: (tx, p) => resumoCompleto(tx, p, { funil: true }) },
  {
    nome: 'clientes: tipos (raw, antes)',
    fn: async (tx, p) => [
      await bruto.resumoBruto(tx, p),
      await bruto.porTipoBruto(tx, p),
      await bruto.inativosBrutos(tx, p, DIAS_INATIVO),
    ],
  },
  { nome: 'clientes: tipos (rollup)', fn: (tx, p) => resumoCompleto(tx, p, { diasInativo: DIAS_INATIVO }) },
  {
    nome: 'clientes: tipos (rollup, meses)',
    fn: (tx, p) => resumoCompleto(tx, p, { diasInativo: DIAS_INATIVO, via: 'meses' }),
  },
  { nome: 'clientes: tabela, 1ª página (raw, antes)', fn: (tx, p) => bruto.tabelaBruta(tx, p, PAGINA) },
  { nome: 'clientes: tabela, 1ª página (rollup)', fn: (tx, p) => cli.tabela(tx, p, PAGINA) },
];
