import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AreaEntrega } from '@app/shared/schemas/entrega.ts';
import { TestarEndereco } from './testar-endereco.tsx';

const area = (o: Partial<AreaEntrega>): AreaEntrega => ({
  id: 1,
  nome: 'Centro',
  ativo: true,
  cidade_atendida_id: null,
  cidade: null,
  bairros: ['Centro', 'Água Verde'],
  raio_km: null,
  latitude: null,
  longitude: null,
  taxa_entrega: 5,
  tempo_estimado: 30,
  pedido_minimo: 20,
  ...o,
});

describe('TestarEndereco', () => {
  it('resolves the area and fee of a neighbourhood, accent-insensitive, and says when it is outside', async () => {
    render(
      <TestarEndereco
        areas={[area({}), area({ id: 2, nome: 'Inativa', ativo: false, bairros: ['Batel'], taxa_entrega: 1 })]}
      />,
    );
    await userEvent.type(screen.getByLabelText('Bairro'), 'agua verde');
    await userEvent.click(screen.getByRole('button', { name: 'Testar' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Área: Centro — taxa R$ 5,00, pedido mínimo R$ 20,00, tempo 30 min',
    );
    await userEvent.clear(screen.getByLabelText('Bairro'));
    await userEvent.type(screen.getByLabelText('Bairro'), 'Batel');
    await userEvent.click(screen.getByRole('button', { name: 'Testar' }));
    expect(screen.getByRole('status')).toHaveTextContent('Endereço fora da área de entrega');
  }, 20_000); // MUI + user-event typing is slow in jsdom on a busy 2-core machine
});
