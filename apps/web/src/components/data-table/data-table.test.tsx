import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type Coluna, type DataTableProps } from './data-table.tsx';

const baixar = vi.hoisted(() => vi.fn());
vi.mock('../../lib/download.ts', () => ({ baixarArquivo: baixar }));

interface Cliente {
  id: number;
  nome: string;
  total: string;
}

const colunas: Coluna<Cliente>[] = [
  { id: 'nome', rotulo: 'Nome', celula: (c) => c.nome, csv: (c) => c.nome, ordenavel: true },
  { id: 'total', rotulo: 'Total', celula: (c) => <strong>{c.total}</strong>, csv: (c) => c.total, ocultarAbaixo: 'sm' },
  { id: 'foto', rotulo: 'Foto', celula: () => '🖼' },
];
const linhas: Cliente[] = [
  { id: 1, nome: 'Ana', total: 'R$ 10,00' },
  { id: 2, nome: '=HYPERLINK("http://x")', total: '-R$ 1,00' },
];

function tabela(props: Partial<DataTableProps<Cliente>> = {}) {
  return render(<DataTable rotulo="Clientes" colunas={colunas} linhas={linhas} chave={(c) => c.id} {...props} />);
}

/** A screen that keeps the paging and sorting state, like the list pages do (and asks the "server" each time). */
function ComServidor({
  pedir,
}: {
  pedir: (p: { pagina: number; porPagina: number; campo: string; direcao: string }) => void;
}) {
  const [pagina, setPagina] = useState(0);
  const [porPagina, setPorPagina] = useState(2);
  const [ordem, setOrdem] = useState<{ campo: string; direcao: 'asc' | 'desc' }>({ campo: 'nome', direcao: 'asc' });
  pedir({ pagina, porPagina, ...ordem });
  return (
    <DataTable
      rotulo="Clientes"
      colunas={colunas}
      linhas={linhas}
      chave={(c) => c.id}
      paginacao={{
        pagina,
        porPagina,
        total: 5,
        onPagina: setPagina,
        opcoesPorPagina: [2, 10],
        onPorPagina: (n) => {
          setPorPagina(n);
          setPagina(0);
        },
      }}
      ordenacao={{
        ...ordem,
        onOrdenar: (campo, direcao) => {
          setOrdem({ campo, direcao });
          setPagina(0);
        },
      }}
    />
  );
}

beforeEach(() => baixar.mockReset());

/** The file's text, BOM included (FileReader's text reading would drop it). */
function texto(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const leitor = new FileReader();
    leitor.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(leitor.result as ArrayBuffer));
    leitor.readAsArrayBuffer(blob);
  });
}

describe('DataTable', () => {
  it('shows the rows in an accessible table, with the empty text of spec §8 when there are none', () => {
    const { rerender } = tabela();
    const table = screen.getByRole('table', { name: 'Clientes' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('R$ 10,00').tagName).toBe('STRONG');

    rerender(<DataTable rotulo="Clientes" colunas={colunas} linhas={[]} chave={(c) => c.id} />);
    expect(screen.getByText('Nenhum dado encontrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exportar CSV' })).not.toBeInTheDocument(); // no file name, no export
  });

  it('shows no empty text while the first page loads, and a loading bar while fetching', () => {
    const { rerender } = tabela({ linhas: undefined, carregando: true });
    expect(screen.queryByText('Nenhum dado encontrado')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    rerender(<DataTable rotulo="Clientes" colunas={colunas} linhas={[]} chave={(c) => c.id} carregando />);
    expect(screen.queryByText('Nenhum dado encontrado')).not.toBeInTheDocument();
  });

  it('pages and sorts on the server: the screen gets page, size, field and direction', async () => {
    const user = userEvent.setup();
    const pedir = vi.fn();
    render(<ComServidor pedir={pedir} />);
    expect(pedir).toHaveBeenLastCalledWith({ pagina: 0, porPagina: 2, campo: 'nome', direcao: 'asc' });
    expect(screen.getByText('1–2 de 5')).toBeInTheDocument();

    // jsdom renders without the app theme, so MUI's own labels are in English here
    await user.click(screen.getByRole('button', { name: /next page|próxima/i }));
    expect(pedir).toHaveBeenLastCalledWith({ pagina: 1, porPagina: 2, campo: 'nome', direcao: 'asc' });
    expect(screen.getByText('3–4 de 5')).toBeInTheDocument();

    // the current column flips and goes back to the first page; only sortable columns have the control
    await user.click(screen.getByRole('button', { name: 'Nome' }));
    expect(pedir).toHaveBeenLastCalledWith({ pagina: 0, porPagina: 2, campo: 'nome', direcao: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Nome/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.queryByRole('button', { name: 'Total' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Por página/ }));
    await user.click(screen.getByRole('option', { name: '10' }));
    expect(pedir).toHaveBeenLastCalledWith({ pagina: 0, porPagina: 10, campo: 'nome', direcao: 'desc' });
  });

  it('exports what is shown as CSV, neutralising cells a spreadsheet would run as formulas', async () => {
    tabela({ csv: 'clientes.csv' });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(baixar).toHaveBeenCalledTimes(1);
    const [blob, nome] = baixar.mock.calls[0] as [Blob, string];
    expect(nome).toBe('clientes.csv');
    expect(blob.type).toBe('text/csv;charset=utf-8');
    // columns without a CSV text (the photo) stay out of the file
    expect(await texto(blob)).toBe(`\uFEFFNome;Total\r\nAna;R$ 10,00\r\n"'=HYPERLINK(""http://x"")";'-R$ 1,00\r\n`);
  });

  it('does not export an empty table', () => {
    tabela({ csv: 'clientes.csv', linhas: [] });
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
  });

  it('opens a row by click or keyboard, but not through its action buttons', async () => {
    const user = userEvent.setup();
    const abrir = vi.fn();
    const excluir = vi.fn();
    tabela({
      onLinhaClick: abrir,
      acoesDaLinha: (c) => (
        <button type="button" onClick={() => excluir(c.id)}>
          Excluir {c.nome}
        </button>
      ),
      propsLinha: (c) => ({ 'data-testid': `linha-${c.id}` }),
    });
    await user.click(screen.getByText('Ana'));
    expect(abrir).toHaveBeenLastCalledWith(linhas[0]);
    screen.getByTestId('linha-2').focus();
    await user.keyboard('{Enter}');
    expect(abrir).toHaveBeenLastCalledWith(linhas[1]);
    await user.click(screen.getByRole('button', { name: 'Excluir Ana' }));
    expect(excluir).toHaveBeenCalledWith(1);
    expect(abrir).toHaveBeenCalledTimes(2);
  });
});
