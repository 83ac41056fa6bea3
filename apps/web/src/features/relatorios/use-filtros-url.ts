// The report's period and filters live in the URL query (?periodo=7dias&canal=delivery …), so a report can be
// reloaded, bookmarked or sent to the accountant as it is on screen.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_TIMEZONE } from '@app/shared/domain/dates.ts';
import { useSession } from '@/lib/use-session.ts';
import { hojeNoFuso, periodoDoPreset, PRESETS, validarPeriodo, type Periodo, type Preset } from './periodo.ts';

/** Filters a report may offer; each screen lists the ones that apply to it. */
export const CAMPOS_FILTRO = ['canal', 'tipo', 'pagto', 'entregador_id', 'bairro'] as const;
export type CampoFiltro = (typeof CAMPOS_FILTRO)[number];
export type Filtros = Partial<Record<CampoFiltro, string>>;

/** Opened without a period, a report shows the last 7 days (a whole week, today included). */
export const PRESET_PADRAO: Exclude<Preset, 'personalizado'> = '7dias';

export interface EstadoRelatorio {
  preset: Preset;
  periodo: Periodo;
  filtros: Filtros;
}

/** Reads the state from a query; a broken custom range falls back to the default preset. */
export function estadoDaUrl(sp: URLSearchParams, hoje: string): EstadoRelatorio {
  const filtros: Filtros = {};
  for (const c of CAMPOS_FILTRO) {
    const v = sp.get(c)?.trim();
    if (v) filtros[c] = v;
  }
  const pedido = sp.get('periodo') as Preset | null;
  const preset: Preset = pedido && (PRESETS as readonly string[]).includes(pedido) ? pedido : PRESET_PADRAO;
  if (preset === 'personalizado') {
    const inicio = sp.get('inicio') ?? '';
    const fim = sp.get('fim') ?? '';
    if (validarPeriodo(inicio, fim) === null) return { preset, periodo: { inicio, fim }, filtros };
    return { preset: PRESET_PADRAO, periodo: periodoDoPreset(PRESET_PADRAO, hoje), filtros };
  }
  return { preset, periodo: periodoDoPreset(preset, hoje), filtros };
}

/** The query of a state: a preset by name (so "hoje" stays today tomorrow), a custom range by its dates. */
export function urlDoEstado(e: EstadoRelatorio, extra?: URLSearchParams): URLSearchParams {
  const sp = new URLSearchParams(extra);
  for (const k of ['periodo', 'inicio', 'fim', ...CAMPOS_FILTRO]) sp.delete(k);
  if (e.preset !== PRESET_PADRAO) sp.set('periodo', e.preset);
  if (e.preset === 'personalizado') {
    sp.set('inicio', e.periodo.inicio);
    sp.set('fim', e.periodo.fim);
  }
  for (const c of CAMPOS_FILTRO) if (e.filtros[c]) sp.set(c, e.filtros[c]);
  // a new period or filter starts the paged tables again at page 1
  sp.delete('page');
  return sp;
}

/** The API's query: the period and the filters set. */
export function paramsDoEstado(e: EstadoRelatorio, campos: readonly CampoFiltro[] = []): Record<string, string> {
  const p: Record<string, string> = { inicio: e.periodo.inicio, fim: e.periodo.fim };
  // only the filters this report offers: a shared link from another report may carry others
  for (const c of campos) if (e.filtros[c]) p[c] = e.filtros[c];
  return p;
}

export function useHoje(): string {
  const fuso = useSession()?.timezone ?? DEFAULT_TIMEZONE;
  return hojeNoFuso(new Date(), fuso);
}

export function useFiltrosRelatorio() {
  const [sp, setSp] = useSearchParams();
  const hoje = useHoje();
  const estado = useMemo(() => estadoDaUrl(sp, hoje), [sp, hoje]);
  const mudar = useCallback(
    (novo: Partial<EstadoRelatorio>) => setSp((atual) => urlDoEstado({ ...estado, ...novo }, atual), { replace: true }),
    [estado, setSp],
  );
  /**
   * Other query values of the screen (page, sort, tab), kept beside the filters; set together in one navigation, as
   * the router's functional update reads the URL of the render, not the one a previous call queued.
   */
  const definirExtras = useCallback(
    (pares: Record<string, string | null>) =>
      setSp(
        (atual) => {
          const n = new URLSearchParams(atual);
          // another tab or sort starts its table at page 1
          if (!('page' in pares)) n.delete('page');
          for (const [chave, valor] of Object.entries(pares)) {
            if (valor === null || valor === '') n.delete(chave);
            else n.set(chave, valor);
          }
          return n;
        },
        { replace: true },
      ),
    [setSp],
  );
  const definirExtra = useCallback(
    (chave: string, valor: string | null) => definirExtras({ [chave]: valor }),
    [definirExtras],
  );
  return { ...estado, hoje, mudar, extra: sp, definirExtra, definirExtras };
}
