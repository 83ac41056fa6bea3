// The report period: presets counted in the business's timezone, and the checks of a custom range. Dates are the
// API's local calendar days (yyyy-MM-dd, both ends included); weeks start on Monday (spec §9, date picker).
import { DEFAULT_TIMEZONE, zonedParts } from '@app/shared/domain/dates.ts';

export const PRESETS = ['hoje', 'ontem', 'semana', '7dias', '30dias', 'mes', 'personalizado'] as const;
export type Preset = (typeof PRESETS)[number];

export interface Periodo {
  inicio: string;
  fim: string;
}

/** The longest range a report asks for at once (a year, leap day included); longer ones are refused here. */
export const MAX_DIAS = 366;

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const DIA_MS = 86_400_000;

/** A calendar day as a UTC midnight, so adding days never meets a DST jump; null when not a real date. */
export function lerDia(texto: string): Date | null {
  const m = ISO.exec(texto);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === texto ? d : null;
}

export function escreverDia(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function somarDias(dia: string, n: number): string {
  return escreverDia(new Date(lerDia(dia)!.getTime() + n * DIA_MS));
}

/** Today's date where the business is (a São Paulo evening is already tomorrow in UTC). */
export function hojeNoFuso(agora: Date, fuso = DEFAULT_TIMEZONE): string {
  const p = zonedParts(agora, fuso);
  return `${p.y}-${p.mo}-${p.d}`;
}

/** The Monday on or before a day. */
export function segundaDaSemana(dia: string): string {
  const d = lerDia(dia)!;
  const desdeSegunda = (d.getUTCDay() + 6) % 7; // Sunday (0) is 6 days after Monday
  return somarDias(dia, -desdeSegunda);
}

/** The days a preset covers; "7 / 30 dias" end today and include it. */
export function periodoDoPreset(preset: Exclude<Preset, 'personalizado'>, hoje: string): Periodo {
  switch (preset) {
    case 'hoje':
      return { inicio: hoje, fim: hoje };
    case 'ontem': {
      const ontem = somarDias(hoje, -1);
      return { inicio: ontem, fim: ontem };
    }
    case 'semana':
      return { inicio: segundaDaSemana(hoje), fim: hoje };
    case '7dias':
      return { inicio: somarDias(hoje, -6), fim: hoje };
    case '30dias':
      return { inicio: somarDias(hoje, -29), fim: hoje };
    case 'mes':
      return { inicio: `${hoje.slice(0, 8)}01`, fim: hoje };
  }
}

/** Days in a range, both ends included. */
export function diasNoPeriodo(p: Periodo): number {
  return Math.round((lerDia(p.fim)!.getTime() - lerDia(p.inicio)!.getTime()) / DIA_MS) + 1;
}

/** The equal-length period just before (what "comparativo" compares with). */
export function periodoAnterior(p: Periodo): Periodo {
  const n = diasNoPeriodo(p);
  return { inicio: somarDias(p.inicio, -n), fim: somarDias(p.inicio, -1) };
}

export type ErroPeriodo = 'obrigatorio' | 'invalida' | 'invertido' | 'longo';

/** Why a custom range cannot be asked for (an i18n key under `periodo.erros`), or null when it can. */
export function validarPeriodo(inicio: string, fim: string): ErroPeriodo | null {
  if (!inicio || !fim) return 'obrigatorio';
  const a = lerDia(inicio);
  const b = lerDia(fim);
  if (!a || !b || a.getUTCFullYear() < 1900 || b.getUTCFullYear() > 2100) return 'invalida';
  if (a > b) return 'invertido';
  if (diasNoPeriodo({ inicio, fim }) > MAX_DIAS) return 'longo';
  return null;
}
