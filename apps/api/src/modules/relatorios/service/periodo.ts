import { MAX_DIAS_RELATORIO, type PeriodoResposta, type PresetPeriodo } from '@app/shared/schemas/relatorios.ts';
import { badRequest } from '../../../lib/errors.ts';
import type { Periodo } from '../queries/base.ts';

// A report's period: local dates of the business's timezone, both ends included, at most a year long.

export interface PeriodoQuery {
  inicio?: string | undefined;
  fim?: string | undefined;
  preset?: PresetPeriodo | undefined;
}

const DIA_MS = 86_400_000;
const ms = (d: string) => Date.parse(`${d}T00:00:00Z`);
export const somarDias = (d: string, n: number) => new Date(ms(d) + n * DIA_MS).toISOString().slice(0, 10);
export const diasEntre = (a: string, b: string) => Math.round((ms(b) - ms(a)) / DIA_MS);

function dePreset(preset: PresetPeriodo, hoje: string): [string, string] {
  const mes = hoje.slice(0, 8); // aaaa-mm-
  switch (preset) {
    case 'hoje':
      return [hoje, hoje];
    case 'ontem':
      return [somarDias(hoje, -1), somarDias(hoje, -1)];
    case '7d':
      return [somarDias(hoje, -6), hoje];
    case '30d':
      return [somarDias(hoje, -29), hoje];
    case 'mes_atual':
      return [`${mes}01`, hoje];
    case 'mes_anterior': {
      const fim = somarDias(`${mes}01`, -1);
      return [`${fim.slice(0, 8)}01`, fim];
    }
  }
}

/** Resolves and checks the period; the limit (in days) is the report's own when tighter than a year. */
export function resolverPeriodo(q: PeriodoQuery, tz: string, hoje: string, maxDias = MAX_DIAS_RELATORIO): Periodo {
  if ((q.inicio === undefined) !== (q.fim === undefined))
    throw badRequest('Informe o início e o fim do período', q.inicio === undefined ? 'inicio' : 'fim');
  if (q.inicio !== undefined && q.preset !== undefined)
    throw badRequest('Use datas (início e fim) ou um período pronto, não os dois', 'preset');
  const [inicio, fim] = q.inicio !== undefined ? [q.inicio, q.fim!] : dePreset(q.preset ?? '7d', hoje);
  if (fim < inicio) throw badRequest('O fim do período é anterior ao início', 'fim');
  if (diasEntre(inicio, fim) + 1 > maxDias)
    throw badRequest(`O período máximo é de ${maxDias} dias: escolha um intervalo menor`, 'inicio');
  return { inicio, fim, tz };
}

export function periodoResposta(p: Periodo): PeriodoResposta {
  return { inicio: p.inicio, fim: p.fim, dias: diasEntre(p.inicio, p.fim) + 1, timezone: p.tz };
}

/** The previous period of equal length, ending the day before this one starts. */
export function periodoAnterior(p: Periodo): Periodo {
  const n = diasEntre(p.inicio, p.fim) + 1;
  return { inicio: somarDias(p.inicio, -n), fim: somarDias(p.inicio, -1), tz: p.tz };
}

/** Every bucket start of the period, for zero-filling a series. */
export function buckets(p: Periodo, agrupar: 'hora' | 'dia' | 'semana' | 'mes'): string[] {
  const out: string[] = [];
  if (agrupar === 'mes') {
    for (let d = `${p.inicio.slice(0, 8)}01`; d <= p.fim;) {
      out.push(d);
      const [a, m] = d.split('-').map(Number) as [number, number];
      d = m === 12 ? `${a + 1}-01-01` : `${a}-${String(m + 1).padStart(2, '0')}-01`;
    }
    return out;
  }
  if (agrupar === 'semana') {
    const dow = (new Date(ms(p.inicio)).getUTCDay() + 6) % 7; // 0 = Monday
    for (let d = somarDias(p.inicio, -dow); d <= p.fim; d = somarDias(d, 7)) out.push(d);
    return out;
  }
  for (let d = p.inicio; d <= p.fim; d = somarDias(d, 1)) {
    if (agrupar === 'dia') out.push(d);
    else for (let h = 0; h < 24; h++) out.push(`${d}T${String(h).padStart(2, '0')}:00`);
  }
  return out;
}
