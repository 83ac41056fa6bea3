import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Page } from '@/components/page.tsx';
import type { CampoFiltro } from '../use-filtros-url.ts';
import type { useFiltrosRelatorio } from '../use-filtros-url.ts';
import { FiltrosBar } from './filtros-bar.tsx';
import { PeriodoSeletor } from './periodo-seletor.tsx';

export interface Aba {
  id: string;
  rotulo: string;
}

export interface RelatorioPageProps {
  titulo: string;
  estado: ReturnType<typeof useFiltrosRelatorio>;
  filtros?: readonly CampoFiltro[];
  /** Parts of the report, one at a time (each asks the API only when opened); the open one is `?aba=`. */
  abas?: Aba[];
  acoes?: ReactNode;
  children: (aba: string) => ReactNode;
}

/** A report screen: title, period and filters (kept in the URL), the tabs, then the open tab's sections. */
export function RelatorioPage({ titulo, estado, filtros = [], abas, acoes, children }: RelatorioPageProps) {
  const pedida = estado.extra.get('aba');
  const aba = abas?.find((a) => a.id === pedida)?.id ?? abas?.[0]?.id ?? '';
  return (
    <Page title={titulo} actions={acoes} larga>
      <Box
        role="search"
        aria-label={titulo}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start', displayPrint: 'none' }}
      >
        <PeriodoSeletor
          key={`${estado.preset}-${estado.periodo.inicio}-${estado.periodo.fim}`}
          preset={estado.preset}
          periodo={estado.periodo}
          hoje={estado.hoje}
          onChange={(preset, periodo) => estado.mudar({ preset, periodo })}
        />
        <FiltrosBar campos={filtros} filtros={estado.filtros} onChange={(f) => estado.mudar({ filtros: f })} />
      </Box>
      {abas && abas.length > 1 && (
        <Tabs
          value={aba}
          onChange={(_e, v: string) => estado.definirExtra('aba', v === abas[0]!.id ? null : v)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', displayPrint: 'none' }}
        >
          {abas.map((a) => (
            <Tab key={a.id} value={a.id} label={a.rotulo} />
          ))}
        </Tabs>
      )}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>{children(aba)}</Box>
    </Page>
  );
}
