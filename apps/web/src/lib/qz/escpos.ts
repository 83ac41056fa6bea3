// Documents (packages/shared/src/domain/recibo*.ts) to ESC/POS bytes, with @point-of-sale/receipt-printer-encoder.
// The layout already made every line exactly the paper's width in characters the code page holds, so the encoder
// only adds initialise, the code page, bold / double size / inverse and the cut. Epson numbering (Elgin i7/i9,
// Epson TM-T20, Bematech in ESC/POS mode): ESC t 3 = CP860, ESC t 2 = CP850; without accents the text is ASCII,
// the same in every table (ESC t 0).
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder';
import type { Documento } from '@app/shared/domain/recibo-texto.ts';

const TABELAS = { cp437: 0, cp850: 2, cp860: 3 };
const PAGINA = { cp860: 'cp860', cp850: 'cp850', sem_acentos: 'cp437' } as const;
/** Lines fed before the cut: the cutter sits above the print head, and the last line must not be cut off. */
const AVANCO_ANTES_DO_CORTE = 4;

export function codificar(doc: Documento): Uint8Array {
  const e = new ReceiptPrinterEncoder({
    columns: doc.colunas,
    newline: '\n',
    codepageMapping: TABELAS,
    feedBeforeCut: AVANCO_ANTES_DO_CORTE,
  });
  e.initialize().codepage(PAGINA[doc.codepage]);
  let negrito = false;
  let grande = false;
  let invertido = false;
  for (const l of doc.linhas) {
    if (Boolean(l.negrito) !== negrito) {
      negrito = Boolean(l.negrito);
      e.bold(negrito);
    }
    if (Boolean(l.grande) !== grande) {
      grande = Boolean(l.grande);
      e.size(grande ? 2 : 1, grande ? 2 : 1);
    }
    if (Boolean(l.invertido) !== invertido) {
      invertido = Boolean(l.invertido);
      e.invert(invertido);
    }
    e.line(l.texto);
  }
  if (negrito) e.bold(false);
  if (grande) e.size(1, 1);
  if (invertido) e.invert(false);
  return e.cut().encode();
}

/** Several documents, each `copias` times, as one print job (one signature, one spooler entry). */
export function juntar(partes: { doc: Documento; copias: number }[]): Uint8Array {
  const blocos = partes.flatMap((p) => Array.from({ length: p.copias }, () => codificar(p.doc)));
  const out = new Uint8Array(blocos.reduce((n, b) => n + b.length, 0));
  let i = 0;
  for (const b of blocos) {
    out.set(b, i);
    i += b.length;
  }
  return out;
}

export function paraBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}
