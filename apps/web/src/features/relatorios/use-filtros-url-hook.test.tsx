import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useFiltrosRelatorio } from './use-filtros-url.ts';

function useComUrl() {
  return { r: useFiltrosRelatorio(), local: useLocation() };
}

const emRota = (url: string) =>
  function Envoltorio({ children }: { children: ReactNode }) {
    return <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  };

describe('useFiltrosRelatorio', () => {
  it('sets a sort field and direction together, and a new sort goes back to page 1', () => {
    const { result } = renderHook(useComUrl, { wrapper: emRota('/r?periodo=30dias&aba=clientes&page=3') });
    act(() => result.current.r.definirExtras({ sort_field: 'pedidos', sort_dir: 'asc' }));
    const sp = new URLSearchParams(result.current.local.search);
    expect(Object.fromEntries(sp)).toEqual({
      periodo: '30dias',
      aba: 'clientes',
      sort_field: 'pedidos',
      sort_dir: 'asc',
    });
  });

  it('changes the period, keeps the tab and drops the page', () => {
    const { result } = renderHook(useComUrl, { wrapper: emRota('/r?aba=detalhes&page=2&canal=ifood') });
    act(() => result.current.r.mudar({ preset: 'ontem', periodo: { inicio: '2026-11-26', fim: '2026-11-26' } }));
    const sp = new URLSearchParams(result.current.local.search);
    expect(Object.fromEntries(sp)).toEqual({ aba: 'detalhes', periodo: 'ontem', canal: 'ifood' });
    expect(result.current.r.preset).toBe('ontem');
  });
});
