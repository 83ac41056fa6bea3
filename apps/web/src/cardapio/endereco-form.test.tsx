import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CardapioPublico } from '@app/shared/schemas/cliente-publico.ts';
import { EnderecoForm, enderecoVazio, type EnderecoDigitado } from './endereco-form.tsx';

const dados = {
  empresa: { slug: 'pizzaria-demo' },
  areas: [{ cidade: 'Curitiba', bairros: ['Centro', 'Batel'] }],
} as unknown as CardapioPublico;

function Formulario() {
  const [v, setV] = useState<EnderecoDigitado>(() => enderecoVazio(dados));
  return <EnderecoForm dados={dados} valor={v} mudar={setV} />;
}

// the network is the boundary: fetch answers as GET /publico/cardapio/{slug}/cep/{cep} does
function cepResponde(status: number, body: unknown) {
  const urls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    urls.push(url);
    return new Response(JSON.stringify(body), { status });
  });
  return urls;
}
afterEach(() => vi.unstubAllGlobals());

describe('the address form with the CEP lookup', () => {
  it('a complete CEP fills street, neighbourhood, city and state', async () => {
    const urls = cepResponde(200, {
      cep: '80010000',
      rua: 'Rua XV de Novembro',
      bairro: 'Centro',
      cidade: 'Curitiba',
      estado: 'PR',
      ibge: null,
    });
    render(<Formulario />);
    await userEvent.type(screen.getByLabelText('CEP (opcional)'), '80010-000');
    expect(await screen.findByDisplayValue('Rua XV de Novembro')).toBeInTheDocument();
    expect(screen.getByLabelText('Bairro')).toHaveValue('Centro');
    expect(screen.getByLabelText('UF')).toHaveValue('PR');
    expect(urls).toEqual(['/api/publico/cardapio/pizzaria-demo/cep/80010000']);
  });

  it('an unknown CEP says so, and the customer types the address', async () => {
    cepResponde(404, { detail: 'CEP não encontrado' });
    render(<Formulario />);
    await userEvent.type(screen.getByLabelText('CEP (opcional)'), '99999999');
    expect(await screen.findByText('CEP não encontrado; preencha o endereço.')).toBeInTheDocument();
  });

  it('without a provider (503) the form stays as typed, with no message', async () => {
    cepResponde(503, { detail: 'Consulta de CEP indisponível' });
    render(<Formulario />);
    await userEvent.type(screen.getByLabelText('CEP (opcional)'), '80010000');
    await userEvent.type(screen.getByLabelText('Rua'), 'Rua A');
    expect(screen.getByLabelText('Rua')).toHaveValue('Rua A');
    expect(screen.getByLabelText('Cidade')).toHaveValue('Curitiba');
    expect(screen.queryByText(/CEP não encontrado/)).toBeNull();
  });
});
