import { describe, expect, it } from 'vitest';
import {
  enderecoVazio,
  rascunhoInicial,
  reduzirRascunho,
  subtotalCentavos,
  type Acao,
  type Rascunho,
} from './rascunho.ts';
import { diferencaPagamentos, resolverPagamentos } from './pagamentos.ts';
import { montarBody, montarCotacao, pendencias } from './corpo-pedido.ts';

const DINHEIRO = { chave: 'padrao:1', id: 1, padrao: true, tipo: 'dinheiro', nome: 'Dinheiro' };
const PIX = { chave: 'empresa:9', id: 9, padrao: false, tipo: 'pix', nome: 'Pix da loja' };

const aplicar = (acoes: Acao[], r: Rascunho = rascunhoInicial()) => acoes.reduce(reduzirRascunho, r);

const pizza = {
  produto_id: 5,
  nome: 'Pizza',
  opcoesTexto: 'Grande · 1/2 Calabresa, 1/2 Mussarela',
  quantidade: 1,
  tamanho: 'Grande',
  opcoes: [
    { complemento_id: 2, opcao_id: 20 },
    { complemento_id: 2, opcao_id: 21 },
  ],
  observacao: '',
  preco_unitario_centavos: 5490,
};
const refri = {
  produto_id: 8,
  nome: 'Refrigerante',
  opcoesTexto: '',
  quantidade: 2,
  tamanho: null,
  opcoes: [],
  observacao: 'gelado',
  preco_unitario_centavos: 799,
};

describe('draft order (spec §3)', () => {
  it('starts as Delivery and "limpar" resets it to Retirada with nothing in it', () => {
    const cheio = aplicar([
      { tipo: 'escolherCliente', cliente: { id: 3, nome: 'Ana', telefone: null } },
      { tipo: 'adicionarItem', item: pizza },
      { tipo: 'adicionarPagamento', forma: DINHEIRO },
      { tipo: 'cupom', valor: 'BEMVINDO' },
    ]);
    expect(rascunhoInicial().tipo).toBe('delivery');
    const limpo = reduzirRascunho(cheio, { tipo: 'limpar' });
    expect(limpo.tipo).toBe('retirada');
    expect(limpo).toMatchObject({ cliente: null, itens: [], pagamentos: [], cupom: '' });
  });

  it('totals Σ price × quantity in exact cents; the same choices add up on one line', () => {
    const r = aplicar([
      { tipo: 'adicionarItem', item: pizza },
      { tipo: 'adicionarItem', item: refri },
      { tipo: 'adicionarItem', item: pizza },
    ]);
    expect(r.itens).toHaveLength(2);
    expect(r.itens[0]!.quantidade).toBe(2);
    expect(subtotalCentavos(r)).toBe(2 * 5490 + 2 * 799);
    const menos = reduzirRascunho(r, { tipo: 'quantidade', chave: r.itens[1]!.chave, quantidade: 0 });
    expect(menos.itens).toHaveLength(1);
  });

  it('one payment follows the total; cash with troco_para shows the change', () => {
    const r = aplicar([
      { tipo: 'adicionarItem', item: pizza },
      { tipo: 'adicionarPagamento', forma: DINHEIRO },
    ]);
    const p = r.pagamentos[0]!;
    const r2 = reduzirRascunho(r, { tipo: 'editarPagamento', chave: p.chave, campos: { troco_para: '100' } });
    const [v] = resolverPagamentos(r2.pagamentos, 6290);
    expect(v).toMatchObject({ valor_centavos: 6290, troco_para_centavos: 10000, troco_centavos: 3710 });
    expect(diferencaPagamentos(resolverPagamentos(r2.pagamentos, 6290), 6290)).toBe(0);
  });

  it('splits between payments: the typed one is fixed, the newest takes the rest; too much is reported', () => {
    let r = aplicar([
      { tipo: 'adicionarItem', item: pizza },
      { tipo: 'adicionarPagamento', forma: PIX },
    ]);
    r = reduzirRascunho(r, {
      tipo: 'editarPagamento',
      chave: r.pagamentos[0]!.chave,
      campos: { valor: '20,00', auto: false },
    });
    r = reduzirRascunho(r, { tipo: 'adicionarPagamento', forma: DINHEIRO });
    const res = resolverPagamentos(r.pagamentos, 5490);
    expect(res.map((x) => x.valor_centavos)).toEqual([2000, 3490]);
    // troco only for cash
    const semTroco = resolverPagamentos([{ ...r.pagamentos[0]!, troco_para: '50' }], 5490);
    expect(semTroco[0]!.troco_centavos).toBe(0);
    const demais = reduzirRascunho(r, {
      tipo: 'editarPagamento',
      chave: r.pagamentos[1]!.chave,
      campos: { valor: '40', auto: false },
    });
    expect(diferencaPagamentos(resolverPagamentos(demais.pagamentos, 5490), 5490)).toBe(510);
  });

  it('builds the POST /pedidos body: new customer and address inline, payments in reais, no client totals', () => {
    let r = aplicar([
      { tipo: 'clienteNovo', valor: { nome: ' Carla Dias ', telefone: '(41) 99876-5432' } },
      {
        tipo: 'enderecoNovo',
        valor: {
          rua: 'Rua XV',
          numero: '100',
          bairro: 'Centro',
          complemento: '',
          cidade: 'Curitiba',
          estado: 'PR',
          cep: '',
          ponto_referencia: '',
        },
      },
      { tipo: 'adicionarItem', item: pizza },
      { tipo: 'adicionarPagamento', forma: DINHEIRO },
    ]);
    r = reduzirRascunho(r, { tipo: 'editarPagamento', chave: r.pagamentos[0]!.chave, campos: { troco_para: '100' } });
    expect(pendencias(r)).toEqual([]);
    const body = montarBody(r, 5990);
    expect(body).toEqual({
      tipo: 'delivery',
      canal: 'balcao',
      cliente: { nome: 'Carla Dias', telefone: '(41) 99876-5432' },
      endereco: {
        rua: 'Rua XV',
        numero: '100',
        bairro: 'Centro',
        complemento: null,
        cidade: 'Curitiba',
        estado: 'PR',
        cep: null,
        ponto_referencia: null,
      },
      itens: [{ produto_id: 5, quantidade: 1, tamanho: 'Grande', opcoes: pizza.opcoes, observacao: null }],
      pagamentos: [{ forma_pagamento_padrao_id: 1, valor: 59.9, troco_para: 100 }],
    });
    expect(body).not.toHaveProperty('total_pedido');
  });

  it('a pickup leaves the address out; a business method goes as forma_pagamento_id', () => {
    const r = aplicar([
      { tipo: 'definirTipo', valor: 'retirada' },
      {
        tipo: 'enderecoNovo',
        valor: {
          rua: 'x',
          numero: '',
          bairro: 'y',
          complemento: '',
          cidade: 'z',
          estado: 'PR',
          cep: '',
          ponto_referencia: '',
        },
      },
      { tipo: 'adicionarItem', item: refri },
      { tipo: 'adicionarPagamento', forma: PIX },
    ]);
    expect(pendencias(r)).toEqual([]);
    const body = montarBody(r, 1598);
    expect(body.endereco).toBeUndefined();
    expect(body.pagamentos).toEqual([{ forma_pagamento_id: 9, valor: 15.98, troco_para: null }]);
  });

  it('says what is missing, and quotes a half-typed delivery as a pickup without the fee', () => {
    const r = aplicar([
      { tipo: 'clienteNovo', valor: { nome: 'Zé', telefone: '' } },
      { tipo: 'adicionarItem', item: pizza },
    ]);
    expect(pendencias(r)).toEqual(['novo.precisaCliente', 'novo.precisaEndereco', 'novo.precisaPagamento']);
    const c = montarCotacao(r);
    expect(c.parcial).toBe(true);
    expect(c.body.tipo).toBe('retirada');
    expect(c.body.cliente).toBeUndefined();
    expect(c.body.pagamentos).toEqual([]);
  });
});

describe('draft defaults and the new customer', () => {
  it("'padroes' sets the usual channel and one automatic payment, never a second one", () => {
    const r = aplicar([{ tipo: 'padroes', canal: 'whatsapp', forma: PIX }]);
    expect(r.canal).toBe('whatsapp');
    expect(r.pagamentos).toEqual([expect.objectContaining({ forma: PIX, auto: true, valor: '', troco_para: '' })]);
    const deNovo = reduzirRascunho(r, { tipo: 'padroes', canal: null, forma: DINHEIRO });
    expect(deNovo.canal).toBe('whatsapp');
    expect(deNovo.pagamentos).toEqual(r.pagamentos);
  });

  it('a new customer keeps the address typed so far (and leaves an untouched one to the business defaults)', () => {
    const endereco = { ...enderecoVazio('Curitiba', 'PR'), rua: 'Rua Sete' };
    const r = aplicar([
      { tipo: 'enderecoNovo', valor: endereco },
      { tipo: 'clienteNovo', valor: { nome: '', telefone: '41988001895' } },
    ]);
    expect(r.enderecoNovo).toEqual(endereco);
    expect(aplicar([{ tipo: 'clienteNovo', valor: { nome: 'Ana', telefone: '' } }]).enderecoNovo).toBeNull();
  });
});
