// "Is the store open now?" (spec §3 Business, §4 Store open state) from three inputs:
//   1. `aberto`, the manual switch on the top bar;
//   2. a temporary closing (`fechamento_temporario_ativo` + `fechamento_ate`), which ends by itself;
//   3. the opening hours (`horarios_funcionamento`) read in the business timezone.
// An interval whose `fim` is earlier than its `inicio` crosses midnight: sexta 18:00–02:00 covers Friday 18:00
// to Saturday 02:00 and belongs to Friday. To tell that apart from a typo (14:00–11:00), such an interval must
// end by 06:00 (FIM_MADRUGADA): the "business day" of a restaurant ends in the small hours.
import { DEFAULT_TIMEZONE, zonedParts } from './dates.ts';
import { DIAS_SEMANA, type DiaSemana, type HorariosFuncionamento, type Intervalo } from './horarios.ts';

const DIA_MIN = 24 * 60;
const SEMANA_MIN = 7 * DIA_MIN;
/** Latest end (minutes after midnight) of an interval that crosses midnight. */
export const FIM_MADRUGADA = 6 * 60;
export const MOTIVO_FECHAMENTO_TEMPORARIO = 'Fechada temporariamente';
/** Spec §9: temporary close for 30 min, 60 min or until the end of the day. */
export const OPCOES_FECHAMENTO = [30, 60, 'fim_do_dia'] as const;
export type OpcaoFechamento = (typeof OPCOES_FECHAMENTO)[number];

export const minutos = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
export const cruzaMeiaNoite = (i: Intervalo): boolean => minutos(i.fim) < minutos(i.inicio);

export interface ErroHorario {
  campo: string;
  mensagem: string;
}

/** Rule violations of a week of opening hours (empty = valid). Field paths like `sexta.1.fim`. */
export function validarHorarios(horarios: HorariosFuncionamento): ErroHorario[] {
  const erros: ErroHorario[] = [];
  const faixas: { dia: DiaSemana; ini: number; fim: number }[] = [];
  for (const [d, dia] of DIAS_SEMANA.entries()) {
    for (const [k, i] of (horarios[dia] ?? []).entries()) {
      const ini = minutos(i.inicio);
      const fim = minutos(i.fim);
      const campo = `${dia}.${k}.fim`;
      if (ini === fim) erros.push({ campo, mensagem: 'O horário final deve ser diferente do inicial' });
      else if (fim < ini && fim > FIM_MADRUGADA)
        erros.push({ campo, mensagem: 'O horário final deve ser depois do inicial (após a meia-noite, até 06:00)' });
      else faixas.push({ dia, ini: d * DIA_MIN + ini, fim: d * DIA_MIN + fim + (fim < ini ? DIA_MIN : 0) });
    }
  }
  // Overlaps on the weekly circle: Saturday 18:00–02:00 runs into Sunday's early hours.
  const avisados = new Set<DiaSemana>();
  for (let a = 0; a < faixas.length; a++) {
    for (let b = a + 1; b < faixas.length; b++) {
      const x = faixas[a]!;
      const y = faixas[b]!;
      const sobrepoe = [-SEMANA_MIN, 0, SEMANA_MIN].some((s) => x.ini < y.fim + s && y.ini + s < x.fim);
      if (sobrepoe && !avisados.has(y.dia)) {
        avisados.add(y.dia);
        erros.push({
          campo: y.dia,
          mensagem: `Os intervalos de ${y.dia === x.dia ? y.dia : `${x.dia} e ${y.dia}`} se sobrepõem`,
        });
      }
    }
  }
  return erros;
}

export const temHorarios = (h: HorariosFuncionamento | null | undefined): boolean =>
  !!h && DIAS_SEMANA.some((d) => (h[d]?.length ?? 0) > 0);

/** The instant of a wall-clock time in a timezone (DST-safe: corrects the offset once more after the first guess). */
export function instanteLocal(
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  timeZone = DEFAULT_TIMEZONE,
): Date {
  const alvo = Date.UTC(y, mo - 1, d, h, mi);
  let t = alvo;
  for (let n = 0; n < 2; n++) {
    const p = zonedParts(new Date(t), timeZone);
    const visto = Date.UTC(Number(p.y), Number(p.mo) - 1, Number(p.d), Number(p.h), Number(p.mi));
    t += alvo - visto;
  }
  return new Date(t);
}

interface Faixa {
  inicio: Date;
  fim: Date;
}

/** Concrete opening ranges from the day before `now` up to `dias` days after, in the business timezone. */
function faixas(horarios: HorariosFuncionamento, now: Date, timeZone: string, dias: number): Faixa[] {
  const hoje = zonedParts(now, timeZone);
  const out: Faixa[] = [];
  for (let k = -1; k <= dias; k++) {
    // calendar arithmetic on UTC dates, then read back as a local wall time
    const base = new Date(Date.UTC(Number(hoje.y), Number(hoje.mo) - 1, Number(hoje.d) + k));
    const dia = DIAS_SEMANA[base.getUTCDay()]!;
    for (const i of horarios[dia] ?? []) {
      const [y, mo, d] = [base.getUTCFullYear(), base.getUTCMonth() + 1, base.getUTCDate()];
      const ini = minutos(i.inicio);
      const fim = minutos(i.fim);
      const inicio = instanteLocal(y, mo, d, Math.floor(ini / 60), ini % 60, timeZone);
      const fimDia = fim < ini ? d + 1 : d;
      out.push({ inicio, fim: instanteLocal(y, mo, fimDia, Math.floor(fim / 60), fim % 60, timeZone) });
    }
  }
  return out.sort((a, b) => a.inicio.getTime() - b.inicio.getTime());
}

/** Within the opening hours now? No hours configured at all means "no schedule": the manual switch rules. */
export function dentroDoHorario(
  horarios: HorariosFuncionamento | null | undefined,
  now: Date,
  timeZone = DEFAULT_TIMEZONE,
): boolean {
  if (!temHorarios(horarios)) return true;
  return faixas(horarios!, now, timeZone, 0).some((f) => f.inicio <= now && now < f.fim);
}

/** The next opening instant after `now` within a week, or null. */
export function proximaAbertura(
  horarios: HorariosFuncionamento | null | undefined,
  now: Date,
  timeZone = DEFAULT_TIMEZONE,
): Date | null {
  if (!temHorarios(horarios)) return null;
  return faixas(horarios!, now, timeZone, 7).find((f) => f.inicio > now)?.inicio ?? null;
}

/**
 * "Until the end of the day" (spec §9) for a restaurant: the end of tonight's service, not the calendar midnight.
 * Inside an interval that crosses midnight → its end (closing at 00:15 during Saturday 18:00–02:00 ends at 02:00);
 * otherwise the next local midnight, or later if one of today's intervals runs past it.
 */
export function fimDoDia(
  horarios: HorariosFuncionamento | null | undefined,
  now: Date,
  timeZone = DEFAULT_TIMEZONE,
): Date {
  const p = zonedParts(now, timeZone);
  const [y, mo, d] = [Number(p.y), Number(p.mo), Number(p.d)];
  const inicioHoje = instanteLocal(y, mo, d, 0, 0, timeZone);
  const meiaNoite = instanteLocal(y, mo, d + 1, 0, 0, timeZone);
  if (!temHorarios(horarios)) return meiaNoite;
  const lista = faixas(horarios!, now, timeZone, 0);
  const deOntem = lista.find((f) => f.inicio < inicioHoje && f.inicio <= now && now < f.fim);
  if (deOntem) return deOntem.fim; // yesterday's service still running after midnight
  const fins = lista.filter((f) => f.inicio >= inicioHoje && f.inicio < meiaNoite).map((f) => f.fim.getTime());
  return new Date(Math.max(meiaNoite.getTime(), ...fins));
}

/** `fechamento_ate` for a temporary closing option. */
export function fechamentoAte(
  opcao: OpcaoFechamento,
  horarios: HorariosFuncionamento | null | undefined,
  now: Date,
  timeZone = DEFAULT_TIMEZONE,
): Date {
  return opcao === 'fim_do_dia' ? fimDoDia(horarios, now, timeZone) : new Date(now.getTime() + opcao * 60_000);
}

export interface EmpresaFuncionamento {
  aberto: boolean;
  fechamento_temporario_ativo: boolean;
  fechamento_ate: Date | string | null;
  horarios_funcionamento: HorariosFuncionamento | null;
  timezone: string;
}

export type MotivoFechada = 'fechada' | 'fechamento_temporario' | 'fora_do_horario';
export interface SituacaoLoja {
  /** Orders can be taken now. */
  aberta: boolean;
  /** Until when it stays closed: the temporary closing's end or the next opening; null if unknown/open. */
  fechado_ate: string | null;
  motivo: MotivoFechada | null;
}

/** The store's situation now: manual switch, then temporary closing, then opening hours. */
export function situacaoLoja(e: EmpresaFuncionamento, now: Date): SituacaoLoja {
  if (!e.aberto) return { aberta: false, fechado_ate: null, motivo: 'fechada' };
  const ate = e.fechamento_ate ? new Date(e.fechamento_ate) : null;
  if (e.fechamento_temporario_ativo && ate && ate > now) {
    // after the closing ends the hours still decide: report the later of the two
    const reabre = dentroDoHorario(e.horarios_funcionamento, ate, e.timezone)
      ? ate
      : (proximaAbertura(e.horarios_funcionamento, ate, e.timezone) ?? ate);
    return { aberta: false, fechado_ate: reabre.toISOString(), motivo: 'fechamento_temporario' };
  }
  if (!dentroDoHorario(e.horarios_funcionamento, now, e.timezone)) {
    return {
      aberta: false,
      fechado_ate: proximaAbertura(e.horarios_funcionamento, now, e.timezone)?.toISOString() ?? null,
      motivo: 'fora_do_horario',
    };
  }
  return { aberta: true, fechado_ate: null, motivo: null };
}
