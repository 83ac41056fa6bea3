import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComplementoDetalhe } from '@app/shared/schemas/catalogo.ts';
import { keys } from '@/api/keys.ts';
import { PrecoPreview } from './preco-preview.tsx';
import { lerPrecosTamanho } from './complemento-opcoes-dialog.tsx';

const link = (
  id: number,
  complemento_id: number,
  nome: string,
  preco: number,
  precos_tamanho: { tamanho: string; preco: number }[] = [],
) => ({ id, complemento_id, opcao_id: id, nome, ativo: true, preco, precos_tamanho, ordem: id });
const comp = (
  id: number,
  nome: string,
  tipo: ComplementoDetalhe['tipo'],
  max: number,
  opcoes: ComplementoDetalhe['opcoes'],
): ComplementoDetalhe => ({
  id,
  nome,
  tipo,
  min_escolhas: 0,
  max_escolhas: max,
  obrigatorio: false,
  ordem: 0,
  ativo: true,
  total_opcoes: opcoes.length,
  total_produtos: 1,
  opcoes,
});

function renderPreview(regra: 'maior' | 'media') {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  qc.setQueryData(keys.catalogoConfiguracao, { regra_preco_pizza: regra });
  qc.setQueryData(
    keys.complementos.detalhe(1),
    comp(1, 'Sabores', 'sabor', 2, [
      link(11, 1, 'Calabresa', 40, [{ tamanho: 'Grande', preco: 55 }]),
      link(12, 1, 'Portuguesa', 45, [{ tamanho: 'Grande', preco: 60.5 }]),
    ]),
  );
  qc.setQueryData(keys.complementos.detalhe(2), comp(2, 'Borda', 'borda', 1, [link(21, 2, 'Catupiry', 8)]));
  render(
    <QueryClientProvider client={qc}>
      <PrecoPreview
        produto={{
          nome: 'Pizza',
          tipo: 'pizza',
          preco: 0,
          max_sabores: 2,
          complementos: [1, 2],
          tamanhos: [
            { nome: 'Média', preco: 0 },
            { nome: 'Grande', preco: 5 },
          ],
        }}
      />
    </QueryClientProvider>,
  );
}

describe('PrecoPreview (the shared price function on the product form)', () => {
  it('explains what is missing, then shows the price of half-and-half with crust', async () => {
    const user = userEvent.setup();
    renderPreview('media');
    expect(screen.getByText('Escolha um tamanho · Escolha de 1 a 2 sabores')).toBeInTheDocument();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tamanho' }));
    await user.click(await screen.findByRole('option', { name: 'Grande' }));
    await user.click(screen.getByLabelText('Calabresa'));
    await user.click(screen.getByLabelText('Portuguesa'));
    await user.click(screen.getByLabelText('Catupiry'));
    // 5 (size) + (55 + 60,50) / 2 = 57,75 + 8 (crust)
    expect(screen.getByText('Preço calculado: R$ 70,75')).toBeInTheDocument();
  }, 20_000);
});

describe('prices per size', () => {
  it('read "size=price" pairs with comma decimals', () => {
    expect(lerPrecosTamanho('Grande=55,00; Pequena=1,234')[1]!.preco).toBeNaN();
    expect(lerPrecosTamanho('Grande=55,00; Média = 45')).toEqual([
      { tamanho: 'Grande', preco: 55 },
      { tamanho: 'Média', preco: 45 },
    ]);
  });
});
