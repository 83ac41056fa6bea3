// The shape of a report chart, apart from the chart code so pages can describe charts without loading the library.

export interface SerieGrafico {
  rotulo: string;
  valores: (number | null)[];
  /** How a value reads in the tooltip (money, %, count). */
  formato?: (v: number) => string;
  /** Series with the same key stack on one bar. */
  empilhar?: string;
}

export interface GraficoProps {
  tipo: 'barras' | 'barras-horizontais' | 'linha' | 'pizza' | 'pareto';
  /** The chart's accessible name (the table under it holds the same numbers for screen readers). */
  rotulo: string;
  categorias: string[];
  /** Pareto: [values, cumulative %]; pizza: the first series only. */
  series: SerieGrafico[];
  altura?: number;
  /** Pareto: the class boundaries drawn as dashed lines (80, 95). */
  limites?: number[];
}
