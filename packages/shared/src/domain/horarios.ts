// Opening hours (spec §3: horarios_funcionamento, JSON by weekday name, each a list of {inicio, fim}).
import { zonedParts, DEFAULT_TIMEZONE } from './dates.ts';

/** Weekday keys in JS getDay() order (0 = Sunday). */
export const DIAS_SEMANA = ['domingo', 'segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado'] as const;
export type DiaSemana = (typeof DIAS_SEMANA)[number];

export const DIAS_SEMANA_LABEL: Record<DiaSemana, string> = {
  domingo: 'Domingo',
  segunda: 'Segunda-feira',
  terca: 'Terça-feira',
  quarta: 'Quarta-feira',
  quinta: 'Quinta-feira',
  sexta: 'Sexta-feira',
  sabado: 'Sábado',
};

export interface Intervalo {
  inicio: string;
  fim: string;
}
export type HorariosFuncionamento = Partial<Record<DiaSemana, Intervalo[]>>;

export const FECHADO_HOJE = 'Fechado hoje';

/** The intervals of the business's current weekday, in its timezone. */
export function intervalosDeHoje(
  horarios: HorariosFuncionamento | null | undefined,
  now: Date,
  timeZone = DEFAULT_TIMEZONE,
): Intervalo[] {
  const dia = DIAS_SEMANA[zonedParts(now, timeZone).weekday]!;
  return horarios?.[dia] ?? [];
}

/** "18:00–23:30" (several intervals joined by ", ") or "Fechado hoje". */
export function resumoHorarioHoje(
  horarios: HorariosFuncionamento | null | undefined,
  now: Date,
  timeZone = DEFAULT_TIMEZONE,
): string {
  const hoje = intervalosDeHoje(horarios, now, timeZone);
  if (hoje.length === 0) return FECHADO_HOJE;
  return hoje.map((i) => `${i.inicio}–${i.fim}`).join(', ');
}
