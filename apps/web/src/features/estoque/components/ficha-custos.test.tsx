import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { Ficha } from '@app/shared/schemas/estoque-fichas.ts';
import { FichaCustos } from './ficha-custos.tsx';
import '../i18n.ts';

const ficha = (over: Partial<Ficha> = {}): Ficha => ({
  id: 1,
  descricao: 'Pizza Mussarela Grande',
  tipo_ficha: 'opcao',
  ativo: true,
  controla_estoque: true,
  compoe_cmv: true,
  produto_id: null,
  produto_nome: null,
  opcao_id: 4,
  opcao_nome: 'Mussarela',
  tamanho: 'Grande',
  insumo_resultante_id: null,
  insumo_resultante_nome: null,
  rendimento_qtde: 1,
  rendimento_unidade: 'un',
  rendimento_base: 1,
  estoque_minimo: null,
  estoque_atual_base: null,
  valor_estoque_atual: null,
  custo_total_receita: 18.344,
  custo_unitario_saida_base: 18.344,
  custo_medio: 18.34,
  preco_venda: 69.9,
  cmv_percentual: 26.24,
  custo_registrado: null,
  recalculado_em: null,
  itens: [],
  ...over,
});

describe('FichaCustos', () => {
  it('shows the recipe cost to 4 decimals, the portion in cents and the CMV beside the price', () => {
    render(<FichaCustos ficha={ficha()} />);
    expect(screen.getByTestId('ficha-custo-total')).toHaveTextContent('R$ 18,344');
    expect(screen.getByTestId('ficha-custo-porcao')).toHaveTextContent('R$ 18,34');
    expect(screen.getByTestId('ficha-preco')).toHaveTextContent('R$ 69,90');
    const cmv = screen.getByTestId('ficha-cmv');
    expect(cmv).toHaveTextContent('26,24 %');
    expect(cmv.className).toMatch(/colorSuccess/);
  });

  it('flags a CMV that eats too much of the price and says when there is no price', () => {
    const { rerender } = render(<FichaCustos ficha={ficha({ cmv_percentual: 41.5 })} />);
    expect(screen.getByTestId('ficha-cmv').className).toMatch(/colorError/);
    rerender(<FichaCustos ficha={ficha({ preco_venda: null, cmv_percentual: null })} />);
    expect(screen.getByTestId('ficha-preco')).toHaveTextContent('sem preço de venda');
    expect(screen.getByTestId('ficha-cmv')).toHaveTextContent('-');
  });

  it('shows a sub-recipe by its unit cost in its yield unit, without CMV', () => {
    render(
      <FichaCustos
        ficha={ficha({
          tipo_ficha: 'producao',
          rendimento_qtde: 1.6,
          rendimento_unidade: 'kg',
          rendimento_base: 1600,
          custo_total_receita: 6.88,
          custo_unitario_saida_base: 0.0043,
          preco_venda: null,
          cmv_percentual: null,
        })}
      />,
    );
    expect(screen.getByText('1,6 kg')).toBeInTheDocument();
    expect(screen.getByTestId('ficha-custo-unitario')).toHaveTextContent('R$ 4,30/kg');
    expect(screen.queryByTestId('ficha-cmv')).toBeNull();
  });
});
