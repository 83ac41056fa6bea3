// The pre-bill (pré-conta): a table's items with prices, the service fee and the total, for the customers to check
// before paying, with a suggested split per person. The tab's own rules (domain of tables and tabs) compute the
// money; this layout prints the figures it is given and only splits the total, by largest remainder (money.ts).
import { formatDateTime } from './dates.ts';
import { allocate, formatBRL } from './money.ts';
import { Pagina, type Documento, type OpcoesDocumento } from './recibo-texto.ts';

export interface PreConta {
  nome_empresa: string;
  /** "MESA 5". */
  titulo: string;
  /** Tab, waiter, people: "Comanda: Família Silva", "Garçom: João". */
  subtitulos: string[];
  /** ISO instant it is printed for. */
  emitida_em: string;
  itens: { quantidade: number; nome: string; detalhes: string[]; total_centavos: number }[];
  subtotal_centavos: number;
  /** The service fee's percent (10 by default, spec §9) when it applies, else null. */
  taxa_servico_percent: number | null;
  taxa_servico_centavos: number;
  desconto_centavos: number;
  acrescimo_centavos: number;
  /** Already paid on this tab (partial payments); the split is of what is left. */
  pago_centavos: number;
  total_centavos: number;
  /** People at the table: the suggested split (1 = no split line). */
  pessoas: number;
}

/** "R$ 25,00" when it splits evenly, else the distinct shares: "2x R$ 33,33 + 1x R$ 33,34". */
export function divisaoPorPessoa(centavos: number, pessoas: number): string {
  const partes = allocate(
    Math.max(0, centavos),
    Array.from({ length: Math.max(1, pessoas) }, () => 1),
  );
  const contagem = new Map<number, number>();
  for (const p of partes) contagem.set(p, (contagem.get(p) ?? 0) + 1);
  if (contagem.size === 1) return formatBRL(partes[0]!);
  return [...contagem.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([valor, n]) => `${n}x ${formatBRL(valor)}`)
    .join(' + ');
}

export function preConta(c: PreConta, o: OpcoesDocumento): Documento {
  const pg = new Pagina(o);
  pg.centro(c.nome_empresa, { negrito: true });
  pg.grande(c.titulo, true, { negrito: true });
  pg.centro('PRÉ-CONTA - CONFERÊNCIA', { negrito: true });
  for (const s of c.subtitulos) pg.centro(s);
  pg.centro(formatDateTime(c.emitida_em, o.timezone));
  pg.regua();
  for (const item of c.itens) {
    pg.valor(`${item.quantidade}x ${item.nome}`, formatBRL(item.total_centavos), {}, 3);
    for (const d of item.detalhes) pg.recuado(d, 3);
  }
  pg.regua();
  pg.valor('Subtotal', formatBRL(c.subtotal_centavos));
  if (c.taxa_servico_percent !== null && c.taxa_servico_centavos > 0) {
    const pct = String(c.taxa_servico_percent).replace('.', ',');
    pg.valor(`Taxa de serviço (${pct}%)`, formatBRL(c.taxa_servico_centavos));
  }
  if (c.desconto_centavos > 0) pg.valor('Desconto', `-${formatBRL(c.desconto_centavos)}`);
  if (c.acrescimo_centavos > 0) pg.valor('Acréscimo', formatBRL(c.acrescimo_centavos));
  pg.valor('TOTAL', formatBRL(c.total_centavos), { negrito: true });
  const restante = c.total_centavos - c.pago_centavos;
  if (c.pago_centavos > 0) {
    pg.valor('Já pago', `-${formatBRL(c.pago_centavos)}`);
    pg.valor('A PAGAR', formatBRL(restante), { negrito: true });
  }
  if (c.pessoas > 1 && restante > 0) {
    pg.regua();
    pg.rotulo(`Dividido por ${c.pessoas}:`, divisaoPorPessoa(restante, c.pessoas), { negrito: true });
  }
  pg.regua();
  pg.centro('*** NÃO É DOCUMENTO FISCAL ***');
  return pg.documento();
}
