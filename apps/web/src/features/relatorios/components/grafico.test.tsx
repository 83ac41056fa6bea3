import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import Grafico from './grafico.tsx';
import type { GraficoProps } from './grafico-tipos.ts';

const categorias = ['Calabresa', 'Mussarela', 'Água'];
const valores = [6000, 2500, 1500];

// Every kind of report chart renders with MUI X Charts (an SVG under the figure), none throws.
describe('Grafico', () => {
  const casos: GraficoProps[] = [
    { tipo: 'barras', rotulo: 'Barras', categorias, series: [{ rotulo: 'Valor', valores }] },
    { tipo: 'barras-horizontais', rotulo: 'Horizontais', categorias, series: [{ rotulo: 'Valor', valores }] },
    {
      tipo: 'barras-horizontais',
      rotulo: 'Empilhadas',
      categorias,
      series: [
        { rotulo: 'Taxas', valores, empilhar: 't' },
        { rotulo: 'Diárias', valores, empilhar: 't' },
      ],
    },
    { tipo: 'linha', rotulo: 'Linha', categorias, series: [{ rotulo: 'Valor', valores }] },
    { tipo: 'pizza', rotulo: 'Pizza', categorias, series: [{ rotulo: 'Valor', valores }] },
    {
      tipo: 'pareto',
      rotulo: 'Pareto',
      categorias,
      series: [
        { rotulo: 'Faturamento', valores },
        { rotulo: '% acumulado', valores: [60, 85, 100] },
      ],
      limites: [80, 95],
    },
  ];
  it.each(casos)('draws $rotulo', (props) => {
    render(<Grafico {...props} />);
    const figura = screen.getByRole('figure', { name: props.rotulo });
    expect(figura.querySelector('svg')).not.toBeNull();
  });
});
