import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Comanda } from '@app/shared/schemas/comandas.ts';
import type { FormaPagamento } from '@app/shared/schemas/formas-pagamento.ts';
import { formasPagamentoQuery } from '@/api/formas-pagamento.ts';
import '../i18n.ts';
import { PagamentoDialog } from './pagamento-dialog.tsx';

vi.mock('@/api/http.ts', () => ({ http: { get: vi.fn() }, refresher: { getFreshToken: vi.fn() } }));

const formas: FormaPagamento[] = [
  { chave: 'padrao:4', id: 4, nome: 'Pix', tipo: 'pix', icone: 'pix', ativo: true, padrao: true },
  { chave: 'padrao:1', id: 1, nome: 'Dinheiro', tipo: 'dinheiro', icone: 'dinheiro', ativo: true, padrao: true },
];

const item = (id: number, quantidade: number, preco: number) => ({
  id,
  produto_id: id,
  nome: `Item ${id}`,
  tamanho: null,
  quantidade,
  preco_unitario: preco,
  total: quantidade * preco,
  sabores: [],
  borda: null,
  complementos: [],
  observacao: null,
  status: 'enviado' as const,
  lote_id: 1,
  quantidade_paga: 0,
  motivo_cancelamento: null,
  criado_em: '2026-11-27T20:00:00Z',
});

/** The worked example: 2×89,90 + 3×12,90 + 1×5,50 = 224,00; fee 10 %; three people. */
const comanda = {
  id: 7,
  mesa_id: 1,
  mesa_nome: '1',
  status: 'aberta',
  grupo_nome: null,
  pessoas_qtd: 3,
  garcom_id: null,
  garcom_nome: null,
  cliente_id: null,
  taxa_servico_percent: 10,
  taxa_servico_default_aplicar: true,
  observacao: null,
  motivo: null,
  versao: 1,
  aberta_em: '2026-11-27T20:00:00Z',
  preconta_em: null,
  fechada_em: null,
  quitada_em: null,
  encerrada_em: null,
  saldo_em_aberto: 0,
  itens: [item(1, 2, 89.9), item(2, 3, 12.9), item(3, 1, 5.5)],
  pagamentos: [],
  saldo: {
    itens: 224,
    cancelados: 0,
    subtotal: 224,
    taxa_servico: 22.4,
    taxa_servico_paga: 0,
    descontos: 0,
    acrescimos: 0,
    ajuste: 0,
    devido: 246.4,
    pagamentos: 0,
    estornos: 0,
    pago: 0,
    saldo_base: 224,
    saldo: 246.4,
    por_pessoa: [82.14, 82.13, 82.13],
  },
} satisfies Comanda;

function renderizar(onPagar = vi.fn().mockResolvedValue(undefined)) {
  const qc = new QueryClient();
  qc.setQueryData(formasPagamentoQuery().queryKey, { items: formas, total: 2 });
  render(
    <QueryClientProvider client={qc}>
      <PagamentoDialog comanda={comanda} partesIniciais={null} onPagar={onPagar} onClose={vi.fn()} />
    </QueryClientProvider>,
  );
  return onPagar;
}

describe('PagamentoDialog', () => {
  it('previews one of three equal parts with the fee by the shared ledger and sends the parts to the API', async () => {
    const onPagar = renderizar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dividir igualmente' }));
    expect(screen.getByTestId('previa-pagamento')).toHaveTextContent('R$ 74,67 + Taxa de serviço R$ 7,47 = R$ 82,14');
    await user.click(screen.getByRole('button', { name: 'Registrar pagamento R$ 82,14' }));
    await waitFor(() => expect(onPagar).toHaveBeenCalledTimes(1));
    expect(onPagar.mock.calls[0]).toEqual([
      {
        forma_pagamento_padrao_id: 4,
        partes: 3,
        aplicar_taxa_servico: true,
        desconto_valor: 0,
        acrescimo_valor: 0,
      },
      3,
    ]);
  });

  it('an amount without the fee; a base over what is left cannot be sent', async () => {
    renderizar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Valor dos itens' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor dos itens' }), '50');
    await user.click(screen.getByLabelText('Cobrar taxa de serviço'));
    expect(screen.getByTestId('previa-pagamento')).toHaveTextContent('R$ 50,00 + Taxa de serviço R$ 0,00 = R$ 50,00');
    await user.clear(screen.getByRole('textbox', { name: 'Valor dos itens' }));
    await user.type(screen.getByRole('textbox', { name: 'Valor dos itens' }), '300');
    expect(screen.getByRole('button', { name: /^Registrar pagamento/ })).toBeDisabled();
  });
});

describe('PagamentoDialog, chosen items', () => {
  it('pays units of chosen lines: the base is their price, the body lists them', async () => {
    const onPagar = renderizar();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Itens' }));
    await user.click(screen.getByRole('checkbox', { name: /^3× Item 2/ }));
    const qtd = screen.getAllByRole('spinbutton', { name: 'Qtd.' })[1]!;
    await user.clear(qtd);
    await user.type(qtd, '2');
    expect(screen.getByTestId('previa-pagamento')).toHaveTextContent('R$ 25,80 + Taxa de serviço R$ 2,58 = R$ 28,38');
    await user.click(screen.getByRole('button', { name: 'Registrar pagamento R$ 28,38' }));
    await waitFor(() => expect(onPagar).toHaveBeenCalledTimes(1));
    expect(onPagar.mock.calls[0]![0]).toMatchObject({ itens: [{ item_id: 2, quantidade: 2 }] });
  });
});
