import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cupom } from '@app/shared/schemas/cupons.ts';
import { TestarCupom } from './testar-cupom.tsx';

const cupom = (o: Partial<Cupom>): Cupom => ({
  id: 1,
  codigo: 'BEMVINDO10',
  descricao: null,
  tipo: 'percentual',
  valor: 10,
  pedido_minimo: 30,
  validade_inicio: null,
  validade_fim: null,
  limite_total: null,
  limite_por_cliente: 1,
  usos: 0,
  ativo: true,
  criado_em: '2026-01-01T00:00:00Z',
  ...o,
});

async function escolher(codigo: string) {
  await userEvent.click(screen.getByLabelText('Cupom'));
  await userEvent.click(within(screen.getByRole('listbox')).getByText(codigo));
}

describe('TestarCupom', () => {
  it('shows the discount or the Portuguese reason from the shared rule (comma decimals accepted)', async () => {
    render(
      <TestarCupom
        cupons={[
          cupom({}),
          cupom({ id: 2, codigo: 'FRETE', tipo: 'frete_gratis', valor: 0, pedido_minimo: 0, limite_por_cliente: null }),
        ]}
      />,
    );
    await escolher('BEMVINDO10');
    await userEvent.type(screen.getByLabelText('Subtotal do pedido (R$)'), '29,99');
    await userEvent.click(screen.getByRole('button', { name: 'Testar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Pedido mínimo para este cupom: R$ 30,00');
    await userEvent.clear(screen.getByLabelText('Subtotal do pedido (R$)'));
    await userEvent.type(screen.getByLabelText('Subtotal do pedido (R$)'), '45,50');
    await userEvent.click(screen.getByRole('button', { name: 'Testar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Cupom válido: desconto de R$ 4,55');
    await userEvent.type(screen.getByLabelText('Usos deste cliente'), '1');
    await userEvent.click(screen.getByRole('button', { name: 'Testar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Este cliente já usou o cupom o número máximo de vezes');
    await escolher('FRETE');
    await userEvent.type(screen.getByLabelText('Taxa de entrega (R$)'), '7,00');
    await userEvent.click(screen.getByRole('button', { name: 'Testar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Cupom válido: desconto de R$ 7,00');
  }, 20_000); // MUI + user-event typing is slow in jsdom on a busy 2-core machine
});
