import { describe, expect, it } from 'vitest';
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import { reciboDoPedido } from '@app/shared/domain/recibo.ts';
import { PEDIDO_COMPLETO } from '@app/shared/domain/recibo-exemplos.ts';
import type { Documento } from '@app/shared/domain/recibo-texto.ts';
import { codificar, juntar, paraBase64 } from './escpos.ts';

const hex = (b: Uint8Array) => Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
const doc = (
  linhas: Documento['linhas'],
  colunas: 42 | 32 = 42,
  codepage: Documento['codepage'] = 'cp860',
): Documento => ({
  colunas,
  codepage,
  linhas,
});

describe('ESC/POS bytes', () => {
  it("reproduces the encoder's verified golden vectors (receipt-printer-encoder 4.0.1)", () => {
    const enc = (columns: number) =>
      new ReceiptPrinterEncoder({ columns, newline: '\n', codepageMapping: { cp437: 0, cp850: 2, cp860: 3 } });
    expect(hex(enc(42).initialize().codepage('cp860').line('Pedido #1 - Açaí').cut().encode())).toBe(
      '1b401c2e1b4d001b740350656469646f202331202d20418761a10a1d56000a',
    );
    expect(hex(enc(32).initialize().codepage('cp860').bold(true).line('TOTAL').bold(false).encode())).toBe(
      '1b401c2e1b4d001b45011b7403544f54414c1b45000a',
    );
  });

  it('a document, byte by byte (written by hand): init, CP860, bold, double size, inverse, feed and cut', () => {
    const bytes = codificar(
      doc([
        { texto: 'Açaí', negrito: true },
        { texto: 'G', grande: true },
        { texto: 'ç', invertido: true },
      ]),
    );
    expect(hex(bytes)).toBe(
      [
        '1b40', //       ESC @ initialise
        '1c2e', //       FS . cancel Kanji mode
        '1b4d00', //     ESC M 0 font A
        '1b4501', //     bold on (the encoder emits a style before the text that needs it)
        '1b7403', //     ESC t 3 = CP860
        '418761a1', //   "Açaí" in CP860
        '1b4500 0a', //  bold off, LF
        '1d2111', //     GS ! 0x11 double width and height
        '47', //         "G"
        '1d2100 0a', //  normal size, LF
        '1d4201', //     GS B 1 inverse on
        '87', //         "ç"
        '1d4200 0a', //  inverse off, LF
        '0a0a0a0a', //   4 lines fed before the cut
        '1d5600 0a', //  GS V 0 full cut
      ]
        .join('')
        .replace(/ /g, ''),
    );
  });

  it('CP850 and no-accents select their tables and bytes', () => {
    expect(hex(codificar(doc([{ texto: 'ã' }], 32, 'cp850')))).toContain('1b7402c60a');
    expect(hex(codificar(doc([{ texto: 'nao' }], 32, 'sem_acentos')))).toContain('1b74006e616f0a');
  });

  it('a full receipt encodes one LF per line, the TOTAL in bold, and ends with the cut', () => {
    const d = reciboDoPedido(PEDIDO_COMPLETO, { colunas: 42, codepage: 'cp860', timezone: 'America/Sao_Paulo' });
    const bytes = codificar(d);
    expect(hex(bytes.slice(-4))).toBe('1d56000a');
    // "TOTAL ... R$ 182,90" inside bold on/off
    const total = Array.from(new TextEncoder().encode(`TOTAL${' '.repeat(28)}R$ 182,90`));
    expect(hex(bytes)).toContain('1b4501' + hex(new Uint8Array(total)) + '1b45000a');
    // every line's text ends in LF: as many LFs as lines, plus the feed before the cut and the one after it
    expect(bytes.filter((b) => b === 0x0a)).toHaveLength(d.linhas.length + 4 + 1);
  });

  it('copies repeat whole documents in one job; base64 survives large jobs', () => {
    const um = codificar(doc([{ texto: 'x' }]));
    const dois = juntar([
      { doc: doc([{ texto: 'x' }]), copias: 2 },
      { doc: doc([{ texto: 'y' }]), copias: 0 },
    ]);
    expect(hex(dois)).toBe(hex(um) + hex(um));
    const grande = new Uint8Array(100_000).fill(65);
    expect(atob(paraBase64(grande))).toHaveLength(100_000);
  });
});
