import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CardapioPublico } from '@app/shared/schemas/cliente-publico.ts';
import { Cabecalho } from './cabecalho.tsx';
import { Carrinho } from './carrinho.ts';
import { CarrinhoFolha } from './carrinho-folha.tsx';
import { refrigerante } from './produtos-exemplo.ts';

function cardapio(loja: Partial<CardapioPublico['loja']> = {}, extra: Partial<CardapioPublico> = {}): CardapioPublico {
  return {
    empresa: {
      nome: 'Pizzaria Teste',
      slug: 'pizzaria-teste',
      logo_url: null,
      cor_primaria: '#B71C1C',
      cor_secundaria: '#FFFFFF',
      banner_url: null,
      texto_boas_vindas: 'Bem-vindo!',
      timezone: 'America/Sao_Paulo',
    },
    loja: { aberta: true, motivo: null, fechado_ate: null, horario_hoje: '18:00 às 23:00', horarios: {}, ...loja },
    aceita_pedidos: true,
    pedido_minimo: 20,
    tempo_entrega_min: 45,
    areas: [
      {
        nome: 'Centro',
        cidade: 'Curitiba',
        bairros: ['Centro', 'Batel'],
        por_raio: false,
        taxa_entrega: 5,
        pedido_minimo: 30,
        tempo_estimado: 35,
      },
    ],
    formas_pagamento: [],
    categorias: [],
    produtos: [refrigerante()],
    versao: '1',
    ...extra,
  };
}

function folha(d: CardapioPublico, quantidade: number) {
  const c = new Carrinho(d.empresa.slug);
  const p = refrigerante();
  c.adicionar({
    produto_id: p.id,
    nome: p.nome,
    descricao: '',
    tamanho: null,
    opcoes: [],
    quantidade,
    observacao: '',
    preco_unitario_centavos: 750,
  });
  const props = { dados: d, carrinho: c, avisos: [], onClose: () => undefined, onContinuar: () => undefined };
  const r = render(<CarrinhoFolha {...props} estado={c.get()} />);
  return { c, rerender: () => r.rerender(<CarrinhoFolha {...props} estado={c.get()} />) };
}

describe('the cart says why the customer cannot go on', () => {
  it('below the site minimum: how much is missing, and Continuar disabled until it is reached', async () => {
    const { c, rerender } = folha(cardapio(), 2);
    expect(screen.getByRole('alert')).toHaveTextContent('O pedido mínimo é R$ 20,00. Faltam R$ 5,00.');
    expect(screen.getByRole('button', { name: 'Continuar · R$ 15,00' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Mais Refrigerante lata' }));
    rerender();
    expect(c.get().itens[0]!.quantidade).toBe(3);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continuar · R$ 22,50' })).toBeEnabled();
  });

  it('a closed store takes no order', () => {
    folha(cardapio({ aberta: false, motivo: 'Fora do horário' }), 4);
    expect(screen.getByRole('alert')).toHaveTextContent('A loja está fechada agora: não é possível fazer pedidos.');
    expect(screen.getByRole('button', { name: /^Continuar/ })).toBeDisabled();
  });

  it('a menu that only shows the products takes no order either', () => {
    folha(cardapio({}, { aceita_pedidos: false }), 4);
    expect(screen.getByRole('alert')).toHaveTextContent('Este cardápio não recebe pedidos pelo site.');
  });
});

describe('the header shows the business as it is now', () => {
  it('open: name, today, fees and minimums per area', async () => {
    render(<Cabecalho d={cardapio()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pizzaria Teste' })).toBeInTheDocument();
    expect(screen.getByTestId('situacao-loja')).toHaveTextContent('Aberto agora');
    expect(screen.getByText('Hoje: 18:00 às 23:00')).toBeInTheDocument();
    await userEvent.click(screen.getByText(/Entrega a partir de R\$ 5,00/));
    expect(screen.getByRole('row', { name: /Centro.*Taxa R\$ 5,00.*Mínimo R\$ 30,00/ })).toBeInTheDocument();
    expect(screen.getByText('Pedido mínimo: R$ 20,00')).toBeInTheDocument();
  });

  it('closed: says so, why, and when it opens again', () => {
    const amanha = new Date(Date.now() + 30 * 3600_000);
    render(<Cabecalho d={cardapio({ aberta: false, motivo: 'Fora do horário', fechado_ate: amanha.toISOString() })} />);
    expect(screen.getByTestId('situacao-loja')).toHaveTextContent('Fechado');
    expect(screen.getByRole('status')).toHaveTextContent(
      /A loja está fechada agora \(Fora do horário\) e abre \S+ às \d\d:\d\d\. Você pode ver o cardápio/,
    );
  });
});
