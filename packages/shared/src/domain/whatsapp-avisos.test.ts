import { describe, expect, it } from 'vitest';
import { avisoDaMudanca, preencherModelo, variaveisDesconhecidas } from './whatsapp-avisos.ts';

describe('avisos de WhatsApp', () => {
  it('preenche as variáveis, deixa as desconhecidas visíveis e junta espaços de variáveis vazias', () => {
    expect(
      preencherModelo('Oi {nome}, pedido #{numero} ({total}) {link_acompanhamento} {xpto}', {
        nome: 'Maria',
        numero: '12',
        total: 'R$ 10,00',
        link_acompanhamento: '',
      }),
    ).toBe('Oi Maria, pedido #12 (R$ 10,00) {xpto}');
  });

  it('aponta variáveis que não existem', () => {
    expect(variaveisDesconhecidas('{nome} {Nome} {total} {}')).toEqual(['Nome', '']);
  });

  it('"pronto" avisa só retirada e consumo no local; "pendente" é o pedido recebido', () => {
    expect(avisoDaMudanca('pronto', 'delivery')).toBeNull();
    expect(avisoDaMudanca('pronto', 'retirada')).toBe('pronto');
    expect(avisoDaMudanca('em_entrega', 'delivery')).toBe('em_entrega');
    expect(avisoDaMudanca('pendente', 'delivery')).toBe('pendente');
  });
});
