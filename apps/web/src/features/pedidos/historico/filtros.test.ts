import { describe, expect, it } from 'vitest';
import { estadoDaUrl, FILTROS_VAZIOS, paramsConsulta, paramsExportacao, urlDoEstado } from './filtros.ts';

describe('history filters → query params (spec §7, §9)', () => {
  it('defaults: page 1, 50 per page, newest first, no filters', () => {
    expect(paramsConsulta(estadoDaUrl(new URLSearchParams()))).toEqual({
      page: '1',
      per_page: '50',
      sort_field: 'data_criacao',
      sort_dir: 'desc',
    });
  });

  it('sends every filled filter with the spec names and leaves empty ones out', () => {
    const e = estadoDaUrl(
      new URLSearchParams(
        'data_ini=2026-03-01&data_fim=2026-03-10&status=cancelado&tipo=delivery&canal=whatsapp&pagto=dinheiro&entregador_id=3&search=%2B55%2041&page=4&sort_field=total_pedido&sort_dir=asc',
      ),
    );
    expect(paramsConsulta(e)).toEqual({
      data_ini: '2026-03-01',
      data_fim: '2026-03-10',
      status: 'cancelado',
      tipo: 'delivery',
      canal: 'whatsapp',
      pagto: 'dinheiro',
      entregador_id: '3',
      search: '+55 41',
      page: '4',
      per_page: '50',
      sort_field: 'total_pedido',
      sort_dir: 'asc',
    });
    // the export takes the same filtered set, without paging
    expect(paramsExportacao(e)).toEqual({
      data_ini: '2026-03-01',
      data_fim: '2026-03-10',
      status: 'cancelado',
      tipo: 'delivery',
      canal: 'whatsapp',
      pagto: 'dinheiro',
      entregador_id: '3',
      search: '+55 41',
      sort_field: 'total_pedido',
      sort_dir: 'asc',
    });
  });

  it('ignores nonsense in the URL and round-trips through it', () => {
    const e = estadoDaUrl(new URLSearchParams('page=-3&sort_field=senha&sort_dir=up'));
    expect(e).toEqual({ filtros: FILTROS_VAZIOS, page: 1, sort_field: 'data_criacao', sort_dir: 'desc' });
    const com = { ...e, filtros: { ...FILTROS_VAZIOS, search: ' 4199 ', status: 'pendente' }, page: 2 };
    expect(urlDoEstado(com).toString()).toBe('status=pendente&search=4199&page=2');
    expect(estadoDaUrl(urlDoEstado(com)).filtros.search).toBe('4199');
  });
});
