import { aleatorio, type VendaSemeada } from './relatorios-semente.ts';

// The independent side of the reports' tests: the glossary's definitions (a sale, a cancellation, net revenue,
// the local day in São Paulo) restated in plain TypeScript over the rows relatorios-semente.ts wrote, so a report
// is checked against a computation that shares no SQL with it; and the periods the tests ask about.

/**
 * Periods over the seeded sales (`base` 5 Mar 2026, 100 days back): cut at month edges and inside months, then
 * `extras`, then `aleatorios` random ones from late Nov 2025 to early Mar 2026 (from `seed`, replayable).
 */
export function periodosDeTeste(seed: number, extras: [string, string][], aleatorios: number): [string, string][] {
  const fixos: [string, string][] = [
    ['2025-12-01', '2026-02-28'], // whole months only
    ['2025-11-30', '2026-03-01'], // one edge day on each side
    ['2026-01-31', '2026-02-01'],
    ['2026-02-01', '2026-02-28'],
    ['2026-01-15', '2026-02-14'], // no whole month
    ...extras,
  ];
  const g = aleatorio(seed);
  const dia = (d: number) => new Date(Date.UTC(2025, 10, 20) + d * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < aleatorios; i++) {
    const a = g.int(0, 110);
    fixos.push([dia(a), dia(a + g.int(0, 110 - a))]);
  }
  return fixos;
}

const diaSp = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
export const diaLocal = (ms: number) => diaSp.format(ms);

export const ehVenda = (v: VendaSemeada) =>
  v.origem === 'pedido' ? !['pendente', 'cancelado'].includes(v.status) : ['quitada', 'encerrada'].includes(v.status);
export const ehCancelado = (v: VendaSemeada) =>
  v.origem === 'pedido' ? v.status === 'cancelado' : v.status === 'cancelada' && !v.mesclada;
export const liquido = (v: VendaSemeada) => v.itens + v.acrescimos + v.taxa_entrega - v.descontos;

export function noPeriodo(vs: VendaSemeada[], inicio: string, fim: string) {
  return vs.filter((v) => diaLocal(v.em) >= inicio && diaLocal(v.em) <= fim);
}

export function esperado(vs: VendaSemeada[]) {
  const vendas = vs.filter(ehVenda);
  const canc = vs.filter(ehCancelado);
  const soma = (xs: VendaSemeada[], f: (v: VendaSemeada) => number) => xs.reduce((a, v) => a + f(v), 0);
  const liq = soma(vendas, liquido);
  return {
    pedidos: vendas.length,
    itens: soma(vendas, (v) => v.itens) / 100,
    acrescimos: soma(vendas, (v) => v.acrescimos) / 100,
    taxa_entrega: soma(vendas, (v) => v.taxa_entrega) / 100,
    descontos: soma(vendas, (v) => v.descontos) / 100,
    faturamento_bruto: soma(vendas, (v) => v.itens + v.acrescimos + v.taxa_entrega) / 100,
    faturamento_liquido: liq / 100,
    ticket_medio: vendas.length ? Math.round(liq / vendas.length) / 100 : null,
    taxa_servico: soma(vendas, (v) => v.taxa_servico) / 100,
    cancelados: { quantidade: canc.length, valor: soma(canc, liquido) / 100 },
  };
}
