// The report charts (MUI X Charts). This module is imported lazily by grafico-lazy.tsx, so the chart library is a
// chunk of its own that only the report screens download, after their numbers are on screen.
import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { BarPlot } from '@mui/x-charts/BarChart';
import { LineChart, LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsLocalizationProvider } from '@mui/x-charts/ChartsLocalizationProvider';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsTooltip } from '@mui/x-charts/ChartsTooltip';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ptBRLocaleText } from '@mui/x-charts/locales';
import type { GraficoProps } from './grafico-tipos.ts';

const fmt = (f?: (v: number) => string) => (v: number | null) => (v == null ? '-' : f ? f(v) : String(v));

function Pareto({ categorias, series, altura, limites = [] }: GraficoProps) {
  const [barras, acumulado] = series;
  return (
    <ChartsDataProvider
      height={altura}
      series={[
        { type: 'bar', data: barras!.valores, label: barras!.rotulo, valueFormatter: fmt(barras!.formato) },
        {
          type: 'line',
          data: acumulado!.valores,
          label: acumulado!.rotulo,
          yAxisId: 'pct',
          valueFormatter: fmt(acumulado!.formato),
        },
      ]}
      xAxis={[{ id: 'x', scaleType: 'band', data: categorias }]}
      yAxis={[
        { id: 'valor', position: 'left', valueFormatter: (v: number) => compacto(v) },
        { id: 'pct', position: 'right', min: 0, max: 100 },
      ]}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'center' }}>
        <ChartsLegend />
        <ChartsSurface>
          <BarPlot />
          <LinePlot />
          <MarkPlot />
          {limites.map((l) => (
            <ChartsReferenceLine key={l} y={l} axisId="pct" label={`${l} %`} lineStyle={{ strokeDasharray: '4 4' }} />
          ))}
          <ChartsXAxis axisId="x" />
          <ChartsYAxis axisId="valor" />
          <ChartsYAxis axisId="pct" />
        </ChartsSurface>
        <ChartsTooltip />
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}

/** Axis ticks short enough for a phone: 1,2 mil, 3,4 mi. */
function compacto(v: number): string {
  return new Intl.NumberFormat('pt-BR', { notation: 'compact', maximumFractionDigits: 1 }).format(v);
}

export default function Grafico(props: GraficoProps) {
  const { tipo, categorias, series, altura = 260, rotulo } = props;
  const seriesComuns = series.map((s) => ({
    data: s.valores,
    label: s.rotulo,
    valueFormatter: fmt(s.formato),
    ...(s.empilhar ? { stack: s.empilhar } : {}),
  }));
  const corpo = (() => {
    switch (tipo) {
      case 'pizza':
        return (
          <PieChart
            height={altura}
            series={[
              {
                data: categorias.map((c, i) => ({ id: i, label: c, value: series[0]!.valores[i] ?? 0 })),
                valueFormatter: (v) => fmt(series[0]!.formato)(v.value),
                innerRadius: 50,
              },
            ]}
          />
        );
      case 'linha':
        return (
          <LineChart
            height={altura}
            series={seriesComuns.map((s) => ({ ...s, showMark: categorias.length <= 31 }))}
            xAxis={[{ scaleType: 'point', data: categorias }]}
            yAxis={[{ valueFormatter: (v: number) => compacto(v) }]}
          />
        );
      case 'barras-horizontais':
        return (
          <BarChart
            height={Math.max(altura, categorias.length * 28 + 60)}
            layout="horizontal"
            series={seriesComuns}
            yAxis={[{ scaleType: 'band', data: categorias, width: 110 }]}
            xAxis={[{ valueFormatter: (v: number) => compacto(v) }]}
            hideLegend={series.length < 2}
          />
        );
      case 'pareto':
        return <Pareto {...props} altura={altura} />;
      default:
        return (
          <BarChart
            height={altura}
            series={seriesComuns}
            xAxis={[{ scaleType: 'band', data: categorias }]}
            yAxis={[{ valueFormatter: (v: number) => compacto(v) }]}
            hideLegend={series.length < 2}
          />
        );
    }
  })();
  return (
    <ChartsLocalizationProvider localeText={ptBRLocaleText}>
      <Box role="figure" aria-label={rotulo} data-testid="grafico" sx={{ width: '100%', minWidth: 0 }}>
        {corpo}
      </Box>
    </ChartsLocalizationProvider>
  );
}
