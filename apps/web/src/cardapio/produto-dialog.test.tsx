import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListaProdutos } from './lista-produtos.tsx';
import { ProdutoDialog } from './produto-dialog.tsx';
import { pizza, refrigerante } from './produtos-exemplo.ts';

const abrir = (p = pizza(), podeAdicionar = true) => {
  const onAdd = vi.fn();
  render(<ProdutoDialog produto={p} podeAdicionar={podeAdicionar} onClose={() => undefined} onAdd={onAdd} />);
  return { onAdd, user: userEvent.setup() };
};

describe('the public menu item dialog', () => {
  it('prices a half-and-half pizza with crust by the business rule (dearest flavour) and adds it', async () => {
    const { onAdd, user } = abrir(pizza('maior'));
    await user.click(screen.getByRole('radio', { name: /Grande/ }));
    // each flavour reads as the whole pizza in that flavour, at the chosen size
    expect(screen.getByRole('checkbox', { name: /Quatro queijos.*R\$ 57,90/ })).toBeInTheDocument();
    expect(screen.getByText('Com mais de um sabor, vale o preço do sabor mais caro.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Calabresa/ }));
    await user.click(screen.getByRole('checkbox', { name: /Quatro queijos/ }));
    await user.click(screen.getByRole('radio', { name: /Borda de catupiry.*\+ R\$ 10,00/ }));
    await user.click(screen.getByRole('button', { name: 'Aumentar quantidade' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar · R$ 135,80' }));
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({
        produto_id: 1,
        tamanho: 'Grande',
        quantidade: 2,
        preco_unitario_centavos: 6790,
        descricao: 'Grande · ½ Calabresa, ½ Quatro queijos · Borda de catupiry',
        opcoes: [
          { complemento_id: 100, opcao_id: 1000 },
          { complemento_id: 100, opcao_id: 1001 },
          { complemento_id: 101, opcao_id: 1010 },
        ],
      }),
    );
  });

  it('uses the average of the flavours when that is the business rule', async () => {
    const { user } = abrir(pizza('media'));
    expect(screen.getByText('Com mais de um sabor, vale a média dos preços dos sabores.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Calabresa/ }));
    await user.click(screen.getByRole('checkbox', { name: /Quatro queijos/ }));
    // Média: (40,00 + 46,00) / 2
    expect(screen.getByRole('button', { name: 'Adicionar · R$ 43,00' })).toBeInTheDocument();
  });

  it('allows no more flavours than the pizza takes, and says what is missing instead of adding', async () => {
    const p = pizza();
    p.max_sabores = 1;
    const { onAdd, user } = abrir(p);
    await user.click(screen.getByRole('button', { name: /^Adicionar/ }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(within(screen.getByRole('alert')).getByText('Escolha pelo menos 1 opção em "Sabores"')).toBeInTheDocument();
    // one flavour only: radios, so choosing another replaces it
    await user.click(screen.getByRole('radio', { name: /Calabresa/ }));
    await user.click(screen.getByRole('radio', { name: /Quatro queijos/ }));
    expect(screen.getByRole('radio', { name: /Calabresa/ })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Adicionar · R$ 46,00' })).toBeInTheDocument();
  });

  it('disables a third flavour on a half-and-half pizza', async () => {
    const p = pizza();
    p.complementos[0]!.opcoes.push({ ...p.complementos[0]!.opcoes[0]!, opcao_id: 1002, nome: 'Portuguesa' });
    const { user } = abrir(p);
    await user.click(screen.getByRole('checkbox', { name: /Calabresa/ }));
    await user.click(screen.getByRole('checkbox', { name: /Quatro queijos/ }));
    expect(screen.getByRole('checkbox', { name: /Portuguesa/ })).toBeDisabled();
  });

  it('does not add while the store takes no orders, and says why', async () => {
    const { onAdd, user } = abrir(refrigerante(), false);
    await user.click(screen.getByRole('button', { name: 'Adicionar · R$ 7,50' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('A loja não está recebendo pedidos agora.');
  });
});

describe('the menu list shows prices as a customer expects', () => {
  it('a plain price for a simple product, "A partir de" the cheapest pizza', () => {
    render(
      <ListaProdutos
        categorias={[
          { id: 10, nome: 'Pizzas', ordem: 0 },
          { id: 11, nome: 'Bebidas', ordem: 1 },
          { id: 12, nome: 'Vazia', ordem: 2 },
        ]}
        produtos={[pizza(), refrigerante()]}
        abrir={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: /Pizza salgada.*A partir de R\$ 40,00/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Refrigerante lata.*R\$ 7,50/ })).toBeInTheDocument();
    // a category without products is not shown
    expect(screen.queryByRole('link', { name: 'Vazia' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bebidas' })).toHaveAttribute('href', '#categoria-11');
  });
});
