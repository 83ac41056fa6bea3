import { describe, expect, it } from 'vitest';
import { celulaCsv, montarCsv } from './csv.ts';

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const perigo of ['=1+1', '+5541999', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])
      expect(celulaCsv(perigo)).toBe(perigo.startsWith('\r') ? `"'${perigo}"` : `'${perigo}`);
    expect(celulaCsv('=HYPERLINK("http://x";"clique")')).toBe(`"'=HYPERLINK(""http://x"";""clique"")"`);
    expect(celulaCsv('Maria = Souza')).toBe('Maria = Souza');
    expect(celulaCsv(-3)).toBe("'-3");
  });

  it('quotes separators, quotes and line breaks; empty for missing values', () => {
    expect(celulaCsv('Rua A; 10')).toBe('"Rua A; 10"');
    expect(celulaCsv('diz "oi"')).toBe('"diz ""oi"""');
    expect(celulaCsv('linha 1\nlinha 2')).toBe('"linha 1\nlinha 2"');
    expect(celulaCsv(null)).toBe('');
    expect(celulaCsv(undefined)).toBe('');
    expect(celulaCsv(42)).toBe('42');
  });

  it('writes a BOM, a header and CRLF lines with ; between cells', () => {
    expect(
      montarCsv(
        ['Nome', 'Total'],
        [
          ['Ana', 'R$ 10,00'],
          ['=cmd', null],
        ],
      ),
    ).toBe("\uFEFFNome;Total\r\nAna;R$ 10,00\r\n'=cmd;\r\n");
  });
});
