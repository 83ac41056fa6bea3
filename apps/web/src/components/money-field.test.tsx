import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { reaisEntradaSchema } from '@app/shared/schemas/dinheiro.ts';
import { FormMoneyField, MoneyField, normalizarTextoReais, reaisDoTexto } from './money-field.tsx';

function Campo({ inicial = '' }: { inicial?: string }) {
  const [texto, setTexto] = useState(inicial);
  return (
    <>
      <MoneyField label="Preço" value={texto} onChange={setTexto} />
      <output>{texto}</output>
    </>
  );
}

describe('MoneyField', () => {
  it('writes what was typed the one way money.ts writes it, on leaving the field', async () => {
    const user = userEvent.setup();
    render(<Campo />);
    const campo = screen.getByLabelText('Preço');
    expect(campo).toHaveAttribute('inputmode', 'decimal');
    await user.type(campo, '12,5');
    // mid-typing text is left alone
    expect(campo).toHaveValue('12,5');
    await user.tab();
    expect(campo).toHaveValue('12,50');

    await user.clear(campo);
    await user.type(campo, '1.234,5');
    await user.tab();
    expect(campo).toHaveValue('1234,50');

    await user.clear(campo);
    await user.type(campo, '7.5');
    await user.tab();
    expect(campo).toHaveValue('7,50');
  });

  it('leaves text that is not money as typed, for the form to explain', async () => {
    const user = userEvent.setup();
    render(<Campo />);
    const campo = screen.getByLabelText('Preço');
    await user.type(campo, '1,234');
    await user.tab();
    expect(campo).toHaveValue('1,234');
    expect(normalizarTextoReais('abc')).toBe('abc');
    expect(normalizarTextoReais('  ')).toBe('');
    expect(normalizarTextoReais('0')).toBe('0,00');
  });

  it('reads the reais a text stands for (comma decimals; a third decimal is not money)', () => {
    expect(reaisDoTexto('12,50')).toBe(12.5);
    expect(reaisDoTexto('1.234,56')).toBe(1234.56);
    expect(reaisDoTexto('1,234')).toBeNull();
    expect(reaisDoTexto('')).toBeNull();
  });

  it('in a form, the shared schema reads the text as cents and its message shows on the field', async () => {
    const user = userEvent.setup();
    let enviado: unknown = null;
    const schema = z.object({ valor: reaisEntradaSchema });
    function Formulario() {
      const form = useForm({ resolver: zodResolver(schema), defaultValues: { valor: '' } });
      return (
        <form
          onSubmit={(e) =>
            void form.handleSubmit((v) => {
              enviado = v;
            })(e)
          }
        >
          <FormMoneyField control={form.control} name="valor" label="Valor" />
          <button type="submit">Salvar</button>
        </form>
      );
    }
    render(<Formulario />);
    await user.type(screen.getByLabelText('Valor'), 'dez');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um valor com no máximo 2 casas decimais')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Valor'));
    await user.type(screen.getByLabelText('Valor'), '15,5');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(screen.getByLabelText('Valor')).toHaveValue('15,50');
    await expect.poll(() => enviado).toEqual({ valor: 1550 });
  });
});
