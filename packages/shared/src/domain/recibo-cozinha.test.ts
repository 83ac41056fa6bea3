import { describe, expect, it } from 'vitest';
import { ticketCozinha, ticketDoLote, ticketDoPedido, type LoteImpresso } from './recibo-cozinha.ts';
import { divisaoPorPessoa, preConta, type PreConta } from './recibo-preconta.ts';
import { paginaDeTeste } from './recibo-teste.ts';
import { PEDIDO_COMPLETO } from './recibo-exemplos.ts';
import type { Documento, OpcoesDocumento } from './recibo-texto.ts';

const TZ = 'America/Sao_Paulo';
const op = (colunas: 42 | 32): OpcoesDocumento => ({ colunas, codepage: 'cp860', timezone: TZ });
const larguraExata = (d: Documento) => {
  for (const l of d.linhas) expect(l.texto.length, l.texto).toBe(l.grande ? d.colunas / 2 : d.colunas);
};
const semFim = (d: Documento) => d.linhas.map((l) => l.texto.trimEnd());

describe('ticketCozinha — the kitchen ticket', () => {
  it('an order at 42 columns: no prices, names large, notes white on black (written by hand)', () => {
    const d = ticketCozinha(ticketDoPedido(PEDIDO_COMPLETO, TZ), op(42));
    larguraExata(d);
    expect(semFim(d)).toEqual([
      '    PEDIDO #1234',
      '         DELIVERY - Site - 19:42',
      '       Cliente: Maria da Conceição',
      '             Previsão: 20:30',
      '==========================================',
      '1x Pizza (Grande)',
      '  1/2 Calabresa',
      '  1/2 Portuguesa',
      '  Borda: Catupiry',
      '  + 2x Bacon',
      'OBS: sem cebola',
      '------------------------------------------',
      '1x Pizza (Família)',
      '  1/3 Marguerita',
      '  1/3 Frango com Catupiry',
      '  1/3 Quatro Queijos',
      '------------------------------------------',
      '2x Refrigerante',
      'Guaraná Antarctica 2',
      'litros gelado',
      '==========================================',
      'OBS DO PEDIDO: Interfone quebrado, ligar',
      'ao chegar',
      '==========================================',
    ]);
    expect(d.linhas.filter((l) => l.grande).map((l) => l.texto.trim())).toContain('1x Pizza (Grande)');
    expect(d.linhas.filter((l) => l.invertido).map((l) => l.texto.trim())).toEqual([
      'OBS: sem cebola',
      'OBS DO PEDIDO: Interfone quebrado, ligar',
      'ao chegar',
    ]);
    expect(d.linhas.some((l) => l.texto.includes('R$'))).toBe(false);
  });

  it('32 columns: a large name wraps at 16', () => {
    const d = ticketCozinha(ticketDoPedido(PEDIDO_COMPLETO, TZ), op(32));
    larguraExata(d);
    expect(semFim(d).slice(5, 7)).toEqual(['1x Pizza', '(Grande)']);
  });

  it("a table's batch (lote): table, tab, waiter, batch number and time, items with their choices", () => {
    const lote: LoteImpresso = {
      mesa: '5',
      comanda: 'Família Silva',
      garcom: 'João',
      numero_lote: 3,
      enviado_em: '2026-11-22T23:05:00Z',
      itens: [
        {
          quantidade: 1,
          nome: 'Pizza (Média)',
          sabores: ['Calabresa', 'Atum', 'Palmito', 'Rúcula'],
          borda: 'Cheddar',
          complementos: [{ complementName: 'Azeitona', quantity: 1 }],
          observacao: 'bem assada',
        },
        { quantidade: 2, nome: 'Suco de laranja', sabores: [], borda: null, complementos: [], observacao: null },
      ],
    };
    const d = ticketCozinha(ticketDoLote(lote, TZ), op(32));
    larguraExata(d);
    expect(semFim(d)).toEqual([
      '     MESA 5',
      '     Comanda: Família Silva',
      '          Garçom: João',
      '         Lote 3 - 20:05',
      '================================',
      '1x Pizza (Média)',
      '  1/4 Calabresa',
      '  1/4 Atum',
      '  1/4 Palmito',
      '  1/4 Rúcula',
      '  Borda: Cheddar',
      '  + Azeitona',
      'OBS: bem assada',
      '--------------------------------',
      '2x Suco de',
      'laranja',
      '================================',
    ]);
  });

  it('a reprinted batch says so under the batch line, so the kitchen does not cook it twice', () => {
    const lote: LoteImpresso = {
      mesa: '7',
      comanda: null,
      garcom: null,
      numero_lote: 2,
      enviado_em: '2026-11-22T23:05:00Z',
      reimpressao: 1,
      itens: [{ quantidade: 1, nome: 'Água', sabores: [], borda: null, complementos: [], observacao: null }],
    };
    const d = ticketCozinha(ticketDoLote(lote, TZ), op(42));
    larguraExata(d);
    expect(semFim(d).slice(1, 3)).toEqual(['              Lote 2 - 20:05', '          *** REIMPRESSÃO 1 ***']);
  });
});

describe('preConta — the pre-bill', () => {
  const conta: PreConta = {
    nome_empresa: 'Pizzaria São João',
    titulo: 'MESA 5',
    subtitulos: ['Comanda: Família Silva', 'Garçom: João', 'Pessoas: 3'],
    emitida_em: '2026-11-22T23:40:00Z',
    itens: [
      { quantidade: 1, nome: 'Pizza (Grande)', detalhes: ['1/2 Calabresa', '1/2 Atum'], total_centavos: 6790 },
      { quantidade: 3, nome: 'Cerveja long neck', detalhes: [], total_centavos: 3000 },
    ],
    subtotal_centavos: 9790,
    taxa_servico_percent: 10,
    taxa_servico_centavos: 979,
    desconto_centavos: 0,
    acrescimo_centavos: 0,
    pago_centavos: 0,
    total_centavos: 10769,
    pessoas: 3,
  };

  it('items with prices, service fee, total and the split per person (written by hand)', () => {
    const d = preConta(conta, op(42));
    larguraExata(d);
    expect(semFim(d)).toEqual([
      '            Pizzaria São João',
      '       MESA 5',
      '         PRÉ-CONTA - CONFERÊNCIA',
      '          Comanda: Família Silva',
      '               Garçom: João',
      '                Pessoas: 3',
      '            22/11/2026, 20:40',
      '------------------------------------------',
      '1x Pizza (Grande)                 R$ 67,90',
      '   1/2 Calabresa',
      '   1/2 Atum',
      '3x Cerveja long neck              R$ 30,00',
      '------------------------------------------',
      'Subtotal                          R$ 97,90',
      'Taxa de serviço (10%)              R$ 9,79',
      'TOTAL                            R$ 107,69',
      '------------------------------------------',
      'Dividido por 3: 1x R$ 35,89 + 2x R$ 35,90',
      '------------------------------------------',
      '      *** NÃO É DOCUMENTO FISCAL ***',
    ]);
  });

  it('without the fee, after a partial payment, at 32 columns', () => {
    const d = preConta(
      {
        ...conta,
        taxa_servico_percent: null,
        taxa_servico_centavos: 0,
        total_centavos: 9790,
        pago_centavos: 3790,
        pessoas: 2,
      },
      op(32),
    );
    larguraExata(d);
    const linhas = semFim(d);
    expect(linhas.some((l) => l.startsWith('Taxa de serviço'))).toBe(false);
    expect(linhas).toContain('Já pago                -R$ 37,90');
    expect(linhas).toContain('A PAGAR                 R$ 60,00');
    expect(linhas).toContain('Dividido por 2: R$ 30,00');
  });

  it('splits by largest remainder: the shares add up to the total', () => {
    expect(divisaoPorPessoa(10000, 3)).toBe('2x R$ 33,33 + 1x R$ 33,34');
    expect(divisaoPorPessoa(10000, 4)).toBe('R$ 25,00');
    expect(divisaoPorPessoa(1, 2)).toBe('1x R$ 0,00 + 1x R$ 0,01');
  });
});

describe('paginaDeTeste', () => {
  it('fills one line with the ruler at the paper width', () => {
    const regua = { 42: '123456789012345678901234567890123456789012', 32: '12345678901234567890123456789012' };
    for (const colunas of [42, 32] as const) {
      const d = paginaDeTeste(op(colunas), {
        nome_empresa: 'Demo',
        impressora: 'ELGIN i9',
        agora: '2026-11-22T23:40:00Z',
      });
      larguraExata(d);
      expect(d.linhas.map((l) => l.texto)).toContain(regua[colunas]);
      expect(d.linhas.map((l) => l.texto.trimEnd())).toContain('AÇÃO Ãã Õõ Çç éê íó ú à º ª');
    }
  });
});
