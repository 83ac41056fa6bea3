// History filters (spec §7 GET /pedidos params) kept in the URL, so a filtered view can be reloaded or shared.
import { SORT_PEDIDOS } from '@app/shared/schemas/pedidos-consulta.ts';
import { POR_PAGINA } from '@/api/pedidos.ts';

export const CAMPOS_FILTRO = [
  'data_ini',
  'data_fim',
  'status',
  'tipo',
  'canal',
  'pagto',
  'entregador_id',
  'search',
] as const;
export type CampoFiltro = (typeof CAMPOS_FILTRO)[number];
export type Filtros = Record<CampoFiltro, string>;
export type CampoOrdem = (typeof SORT_PEDIDOS)[number];

export interface EstadoHistorico {
  filtros: Filtros;
  /** 1-based, as the API counts. */
  page: number;
  sort_field: CampoOrdem;
  sort_dir: 'asc' | 'desc';
}

export const FILTROS_VAZIOS: Filtros = {
  data_ini: '',
  data_fim: '',
  status: '',
  tipo: '',
  canal: '',
  pagto: '',
  entregador_id: '',
  search: '',
};

export function estadoDaUrl(sp: URLSearchParams): EstadoHistorico {
  const filtros = { ...FILTROS_VAZIOS };
  for (const c of CAMPOS_FILTRO) filtros[c] = sp.get(c) ?? '';
  const page = Math.max(1, Math.trunc(Number(sp.get('page'))) || 1);
  const campo = sp.get('sort_field');
  const sort_field = (SORT_PEDIDOS as readonly string[]).includes(campo ?? '') ? (campo as CampoOrdem) : 'data_criacao';
  const sort_dir = sp.get('sort_dir') === 'asc' ? 'asc' : 'desc';
  return { filtros, page, sort_field, sort_dir };
}

/** The URL's query: only what differs from the defaults. */
export function urlDoEstado(e: EstadoHistorico): URLSearchParams {
  const sp = new URLSearchParams();
  for (const c of CAMPOS_FILTRO) if (e.filtros[c].trim()) sp.set(c, e.filtros[c].trim());
  if (e.page > 1) sp.set('page', String(e.page));
  if (e.sort_field !== 'data_criacao') sp.set('sort_field', e.sort_field);
  if (e.sort_dir !== 'desc') sp.set('sort_dir', e.sort_dir);
  return sp;
}

/** The filters as API params (empty ones left out). */
export function paramsFiltros(f: Filtros): Record<string, string> {
  const p: Record<string, string> = {};
  for (const c of CAMPOS_FILTRO) if (f[c].trim()) p[c] = f[c].trim();
  return p;
}

/** GET /pedidos params for one page of the history: filters, sort, page, 50 per page (spec §9). */
export function paramsConsulta(e: EstadoHistorico): Record<string, string> {
  return {
    ...paramsFiltros(e.filtros),
    page: String(e.page),
    per_page: String(POR_PAGINA),
    sort_field: e.sort_field,
    sort_dir: e.sort_dir,
  };
}

/** GET /pedidos/exportar params: the whole filtered set, same order, no page. */
export function paramsExportacao(e: EstadoHistorico): Record<string, string> {
  return { ...paramsFiltros(e.filtros), sort_field: e.sort_field, sort_dir: e.sort_dir };
}
