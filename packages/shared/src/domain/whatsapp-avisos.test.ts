import { describe, expect, it } from 'vitest';
import { AVISO_MODELO_PADRAO, avisoDaMudanca, preencherModelo, variaveisDesconhecidas } from './whatsapp-avisos.ts';

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

  it('link vazio sai com o rótulo que leva a ele, sem deixar "Acompanhe: " solto', () => {
    const v = { nome: 'Maria', numero: '12', total: 'R$ 1.010,00' };
    expect(preencherModelo('Pedido #{numero} saiu. Total: {total}. Acompanhe: {link_acompanhamento}', v)).toBe(
      'Pedido #12 saiu. Total: R$ 1.010,00.',
    );
    expect(
      preencherModelo('Saiu para entrega!\nAcompanhe seu pedido: {link_acompanhamento}\nObrigado, {nome}!', v),
    ).toBe('Saiu para entrega!\nObrigado, Maria!');
    expect(preencherModelo('Saiu. Acompanhe o pedido #{numero}: {link_acompanhamento} Obrigado!', v)).toBe(
      'Saiu. Obrigado!',
    );
    // the default "out for delivery" text ends with the bare link
    expect(preencherModelo(AVISO_MODELO_PADRAO.em_entrega, v)).toBe(
      'Olá, Maria! Seu pedido #12 saiu para entrega. Total: R$ 1.010,00.',
    );
    // with a link nothing is removed
    const link = 'https://x.com.br/cardapio/loja/pedido/ABC123';
    expect(preencherModelo('Saiu. Acompanhe: {link_acompanhamento}', { link_acompanhamento: link })).toBe(
      `Saiu. Acompanhe: ${link}`,
    );
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
