import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { ListPage } from './list-page.tsx';

describe('ListPage', () => {
  it('frames a list: the title as heading, document title and table name, then actions, filters and extras', () => {
    render(
      <ListPage
        titulo="Cupons"
        acoes={<button type="button">Novo cupom</button>}
        filtros={<input aria-label="Buscar" />}
        colunas={[{ id: 'codigo', rotulo: 'Código', celula: (c: { codigo: string }) => c.codigo }]}
        linhas={[{ codigo: 'BEMVINDO' }]}
        chave={(c) => c.codigo}
      >
        <p>Testar cupom</p>
      </ListPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Cupons' })).toBeInTheDocument();
    expect(document.title).toBe('Cupons · Painel do Restaurante');
    expect(within(screen.getByRole('table', { name: 'Cupons' })).getByText('BEMVINDO')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo cupom' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByText('Testar cupom')).toBeInTheDocument();
  });
});
