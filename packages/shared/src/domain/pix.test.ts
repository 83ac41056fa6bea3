import { describe, expect, it } from 'vitest';
import { brCodeValido, chavePixValida, crc16ccittFalse, gerarBrCode, normalizarChavePix, valorPix } from './pix.ts';

// Vectors of the Banco Central's manual and of two independent libraries, CRCs re-verified (kept here verbatim).
const BCB =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
const COM_DESCRICAO =
  '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***63040DC6';
const ACENTOS =
  '00020126360014br.gov.bcb.pix0114+5511987654321520400005303986540598.905802BR5917Pizzaria Sao Joao6009Sao Paulo62110507PED12346304E96A';
const CRC_ZERO =
  '00020126360014br.gov.bcb.pix0114+551198765432152040000530398654040.055802BR5910LOJA TESTE6009SAO PAULO62080504PED563040385';

describe('BR Code (Pix copia e cola)', () => {
  it('CRC-16/CCITT-FALSE check value', () => {
    expect(crc16ccittFalse('123456789')).toBe('29B1');
  });

  it("reproduces the Banco Central's static example byte for byte", () => {
    expect(
      gerarBrCode({ chave: '123e4567-e12b-12d1-a456-426655440000', nome: 'Fulano de Tal', cidade: 'BRASILIA' }),
    ).toBe(BCB);
  });

  it('adds the free text (26/02) and an amount with two decimals', () => {
    expect(
      gerarBrCode({
        chave: 'thalesog@me.com',
        nome: 'THALES OGLIARI',
        cidade: 'SAO MIGUEL DO O',
        descricao: 'Pedido 123',
        valorCentavos: 1000,
      }),
    ).toBe(COM_DESCRICAO);
  });

  it('folds accents in name and city, canonicalises a phone key, writes the txid', () => {
    expect(
      gerarBrCode({
        chave: '+55 (11) 98765-4321',
        nome: 'Pizzaria São João',
        cidade: 'São Paulo',
        valorCentavos: 9890,
        txid: 'PED1234',
      }),
    ).toBe(ACENTOS);
  });

  it('zero-pads a CRC with a leading zero and writes 5 cents as 0.05', () => {
    const p = gerarBrCode({
      chave: '+5511987654321',
      nome: 'LOJA TESTE',
      cidade: 'SAO PAULO',
      valorCentavos: 5,
      txid: 'PED5',
    });
    expect(p).toBe(CRC_ZERO);
    expect(p.slice(-4)).toBe('0385');
  });

  it('amounts always carry two decimals', () => {
    expect(valorPix(1)).toBe('0.01');
    expect(valorPix(10)).toBe('0.10');
    expect(valorPix(14990)).toBe('149.90');
    expect(valorPix(100000)).toBe('1000.00');
    expect(() => valorPix(0)).toThrow();
    expect(() => valorPix(1.5)).toThrow();
  });

  it('cuts name at 25 and city at 15 ASCII characters, drops txid punctuation', () => {
    const p = gerarBrCode({
      chave: 'financeiro@plataforma.com.br',
      nome: 'Plataforma de Restaurantes Ltda ME',
      cidade: 'São José dos Pinhais',
      valorCentavos: 14990,
      txid: 'FAT-2026/11-42',
    });
    expect(p).toContain('5925Plataforma de Restaurant');
    expect(p).toContain('6015Sao Jose dos Pi');
    expect(p).toContain('0511FAT20261142');
    expect(brCodeValido(p)).toBe(true);
    expect([...p].every((c) => c.charCodeAt(0) < 128)).toBe(true);
  });

  it('keys: canonical forms and rejections', () => {
    expect(normalizarChavePix('Fulano@Example.com')).toBe('fulano@example.com');
    expect(normalizarChavePix('123.456.789-09')).toBe('12345678909');
    expect(normalizarChavePix('11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizarChavePix('(11) 98765-4321')).toBe('+5511987654321');
    expect(chavePixValida('isto não é chave')).toBe(false);
    expect(chavePixValida('')).toBe(false);
    expect(() => gerarBrCode({ chave: 'x', nome: 'A', cidade: 'B' })).toThrow();
  });

  it('a changed character breaks the CRC', () => {
    expect(brCodeValido(BCB)).toBe(true);
    expect(brCodeValido(BCB.replace('Fulano', 'Fulana'))).toBe(false);
  });
});
