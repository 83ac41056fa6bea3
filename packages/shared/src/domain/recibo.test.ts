import { describe, expect, it } from 'vitest';
import { reciboDoPedido } from './recibo.ts';
import { PEDIDO_COMPLETO, PEDIDO_SIMPLES } from './recibo-exemplos.ts';
import { paraImpressora, quebrar, type Documento, type OpcoesDocumento } from './recibo-texto.ts';

const op = (colunas: 42 | 32, codepage: OpcoesDocumento['codepage'] = 'cp860'): OpcoesDocumento => ({
  colunas,
  codepage,
  timezone: 'America/Sao_Paulo',
});
const texto = (d: Documento) => d.linhas.map((l) => l.texto);

/** Every line is exactly the paper's width (half of it when double size): the printer never wraps on its own. */
function larguraExata(d: Documento) {
  for (const l of d.linhas) expect(l.texto.length, l.texto).toBe(l.grande ? d.colunas / 2 : d.colunas);
}

describe('reciboDoPedido — the delivery receipt', () => {
  it('42 columns: written down by hand, line by line', () => {
    const d = reciboDoPedido(PEDIDO_COMPLETO, op(42));
    larguraExata(d);
    // fixture written by hand: 42 columns, prices right-aligned in the last 12, times in São Paulo (UTC-3)
    expect(texto(d).map((l) => l.trimEnd())).toEqual([
      '    PEDIDO #1234',
      '            Pizzaria São João',
      '            22/11/2026, 19:42',
      '------------------------------------------',
      'Tipo: DELIVERY',
      'Canal: Site',
      'Previsão: 20:30',
      '------------------------------------------',
      'Cliente: Maria da Conceição',
      'Tel.: (41) 98765-4321',
      'Pedidos do cliente: 3',
      'End.: Rua Açaí, 123 - Apto 45',
      '      Água Verde - Curitiba/PR',
      '      CEP 80620-000',
      'Ref.: portão azul, ao lado da padaria',
      '------------------------------------------',
      '1x Pizza (Grande)                 R$ 67,90',
      '   1/2 Calabresa',
      '   1/2 Portuguesa',
      '   Borda: Catupiry',
      '   + 2x Bacon',
      '   OBS: sem cebola',
      '1x Pizza (Família)                R$ 89,00',
      '   1/3 Marguerita',
      '   1/3 Frango com Catupiry',
      '   1/3 Quatro Queijos',
      '2x Refrigerante Guaraná           R$ 24,00',
      '   Antarctica 2 litros gelado',
      '------------------------------------------',
      'Subtotal                         R$ 180,90',
      'Taxa de entrega                    R$ 7,00',
      'Desconto (BEMVINDO10)             -R$ 5,00',
      'TOTAL                            R$ 182,90',
      '------------------------------------------',
      'Pagamento:',
      'Pix                               R$ 95,40',
      'Dinheiro                          R$ 87,50',
      'Troco para R$ 100,00: R$ 12,50',
      '------------------------------------------',
      'Obs.: Interfone quebrado, ligar ao chegar',
      '------------------------------------------',
      '    Código do pedido: Xk3vQ9pL2mN8rT4w',
      '      *** NÃO É DOCUMENTO FISCAL ***',
    ]);
    expect(d.linhas[0]).toMatchObject({ grande: true, negrito: true });
    expect(d.linhas.find((l) => l.texto.startsWith('TOTAL'))).toMatchObject({ negrito: true });
  });

  it('32 columns: the price column stays 12 wide and long text wraps under itself', () => {
    const d = reciboDoPedido(PEDIDO_COMPLETO, op(32));
    larguraExata(d);
    const linhas = texto(d).map((l) => l.trimEnd());
    expect(linhas[0]).toBe('  PEDIDO #1234');
    expect(linhas).toContain('1x Pizza (Grande)       R$ 67,90');
    expect(linhas).toContain('2x Refrigerante         R$ 24,00');
    expect(linhas).toContain('   Guaraná');
    expect(linhas).toContain('   Antarctica 2');
    expect(linhas).toContain('   litros gelado');
    expect(linhas).toContain('Ref.: portão azul, ao lado da');
    expect(linhas).toContain('      padaria');
    expect(linhas).toContain('Desconto                -R$ 5,00');
    expect(linhas).toContain('Troco para R$ 100,00: R$ 12,50');
    // the price sits in the last 12 columns of every priced line
    for (const l of texto(d).filter((x) => /R\$ [\d.]+,\d\d$/.test(x) && !x.startsWith('Troco')))
      expect(l.slice(0, 20).includes('R$')).toBe(false);
  });

  it('pickup with nothing optional: no fee, no address, no customer data; quarter pizza; no accents', () => {
    const d = reciboDoPedido(PEDIDO_SIMPLES, op(32, 'sem_acentos'));
    larguraExata(d);
    expect(texto(d).map((l) => l.trimEnd())).toEqual([
      '   PEDIDO #7',
      '            Lanches',
      '       22/11/2026, 19:42',
      '--------------------------------',
      'Tipo: RETIRADA',
      'Canal: Balcao',
      '--------------------------------',
      'Cliente: Nao informado',
      '--------------------------------',
      '1x Pizza 1/4            R$ 40,00',
      '   Calabresa',
      '   1/4 Calabresa',
      '   1/4 Atum',
      '   1/4 Palmito',
      '   1/4 Rucula',
      '--------------------------------',
      'Subtotal                R$ 40,00',
      'TOTAL                   R$ 40,00',
      '--------------------------------',
      'Pagamento:',
      'Cartao de credito       R$ 40,00',
      '--------------------------------',
      '       Codigo do pedido:',
      '        AbCdEfGhIjKlMnOp',
      ' *** NAO E DOCUMENTO FISCAL ***',
    ]);
    for (const l of d.linhas) expect(l.texto).toMatch(/^[ -~]*$/);
  });

  it('a delivery with a zero fee says so; a cancelled order says so in large print', () => {
    const gratis = reciboDoPedido(
      { ...PEDIDO_COMPLETO, taxa_entrega: 0, desconto: 0, total_pedido: 180.9, status: 'cancelado' },
      op(42),
    );
    const linhas = texto(gratis).map((l) => l.trimEnd());
    expect(linhas).toContain('Taxa de entrega                     Grátis');
    expect(linhas.some((l) => l.startsWith('Desconto'))).toBe(false);
    expect(gratis.linhas[1]).toMatchObject({ texto: '      CANCELADO      ', grande: true, invertido: true });
  });

  it('change only for cash given above the amount; the item total is exact in cents', () => {
    const d = reciboDoPedido(
      {
        ...PEDIDO_SIMPLES,
        produtos: [{ ...PEDIDO_SIMPLES.produtos[0]!, quantidade: 3, preco_unitario: 67.9, sabores: ['Calabresa'] }],
        pagamentos: [
          {
            tipo: 'Dinheiro',
            forma_tipo: 'dinheiro',
            valor: 203.7,
            observacao: 'nota de 200 e moedas',
            troco_para: 203.7,
          },
        ],
      },
      op(42),
    );
    const linhas = texto(d).map((l) => l.trimEnd());
    expect(linhas).toContain('3x Pizza ¼ Calabresa             R$ 203,70');
    expect(linhas).toContain('   Calabresa'); // one flavour: its name, no fraction
    expect(linhas.some((l) => l.startsWith('Troco'))).toBe(false);
    expect(linhas).toContain('   nota de 200 e moedas');
  });
});

describe('text for the printer', () => {
  it('keeps the pt-BR letters on CP860/CP850 and folds everything else to ASCII', () => {
    expect(paraImpressora('Açaí “ótimo” – ½ ⅓ ¼ 1º R$\u00a01,00 €5 ñ 你', 'cp860')).toBe(
      'Açaí "ótimo" - ½ 1/3 ¼ 1º R$ 1,00 EUR5 n ?',
    );
    expect(paraImpressora('AÇÃO ½ 1º', 'sem_acentos')).toBe('ACAO 1/2 1o');
    expect(paraImpressora('linha\nquebrada\tassim', 'cp850')).toBe('linha quebrada assim');
  });

  it('wraps at spaces and cuts a word longer than the line', () => {
    expect(quebrar('uma frase com palavras', 10)).toEqual(['uma frase', 'com', 'palavras']);
    expect(quebrar('ABCDEFGHIJKLMN', 5)).toEqual(['ABCDE', 'FGHIJ', 'KLMN']);
    expect(quebrar('   ', 5)).toEqual(['']);
  });
});
