// The printed page's building blocks: a document is a list of lines of exactly N columns (42 on 80 mm paper, 32 on
// 58 mm, spec §9), so what the settings preview shows is, character for character, what the printer gets. The
// encoder (apps/web/src/lib/qz/escpos.ts) only adds the commands for bold, double size, inverse and the cut.

export const COLUNAS = [42, 32] as const;
export type Colunas = (typeof COLUNAS)[number];
/** Spec §9: the price column is 12 wide, on every paper. */
export const LARGURA_PRECO = 12;

/**
 * How accents reach the printer: CP860 (Portuguese, `ESC t 3`, the default), CP850 (`ESC t 2`, for models that
 * print CP860 wrong), or no accents at all (plain ASCII, for printers whose tables are unknown).
 */
export const CODEPAGES = ['cp860', 'cp850', 'sem_acentos'] as const;
export type Codepage = (typeof CODEPAGES)[number];

/** One printed line. `grande` is double width and height: its text is half as many columns. */
export interface LinhaImpressa {
  texto: string;
  negrito?: boolean;
  grande?: boolean;
  /** White on black: the kitchen ticket's notes, so nobody misses "sem cebola". */
  invertido?: boolean;
}

/** What a printer receives: lines of the paper's width, then a cut (spec §9: cut command at the end). */
export interface Documento {
  colunas: Colunas;
  codepage: Codepage;
  linhas: LinhaImpressa[];
}

export interface OpcoesDocumento {
  colunas: Colunas;
  codepage: Codepage;
  /** The business timezone: dates and times print as the counter reads them. */
  timezone: string;
}

// Characters CP860 and CP850 both print (the pt-BR accents, ordinals, degree, ½ and ¼). Anything else is folded
// to ASCII first, so a character the page lacks never becomes a "?" in the middle of a customer's name.
const NAS_DUAS_PAGINAS = new Set('áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÜÇºª°½¼'.split(''));
const TROCAS: Record<string, string> = {
  '\u00a0': ' ', // the NBSP Intl puts in "R$ 1,00"
  '\u202f': ' ',
  '\u2018': "'",
  '\u2019': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u2022': '*',
  '⅓': '1/3',
  '⅔': '2/3',
  '¾': '3/4',
  '€': 'EUR',
};
const ASCII_DE: Record<string, string> = { º: 'o', ª: 'a', '°': 'o', '½': '1/2', '¼': '1/4' };

/** Text as the chosen code page can print it: ASCII plus (except without accents) the pt-BR letters. */
export function paraImpressora(texto: string, codepage: Codepage): string {
  let out = '';
  for (const ch of texto.replace(/[\r\n\t]+/g, ' ')) {
    const trocado = TROCAS[ch] ?? ch;
    if (trocado !== ch) {
      out += trocado;
    } else if (ch >= ' ' && ch <= '~') {
      out += ch;
    } else if (codepage !== 'sem_acentos' && NAS_DUAS_PAGINAS.has(ch)) {
      out += ch;
    } else {
      const ascii = ASCII_DE[ch] ?? ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += /^[ -~]*$/.test(ascii) ? ascii : '?';
    }
  }
  return out;
}

/** Breaks text into lines of at most `largura` columns, at spaces when it can, cutting long words otherwise. */
export function quebrar(texto: string, largura: number): string[] {
  const palavras = texto.trim().split(/\s+/).filter(Boolean);
  const linhas: string[] = [];
  let atual = '';
  for (let palavra of palavras) {
    while (palavra.length > largura) {
      const cabe = atual ? largura - atual.length - 1 : largura;
      if (cabe <= 0) {
        linhas.push(atual);
        atual = '';
        continue;
      }
      const parte = palavra.slice(0, cabe);
      linhas.push(atual ? `${atual} ${parte}` : parte);
      atual = '';
      palavra = palavra.slice(cabe);
    }
    if (!atual) atual = palavra;
    else if (atual.length + 1 + palavra.length <= largura) atual += ` ${palavra}`;
    else {
      linhas.push(atual);
      atual = palavra;
    }
  }
  if (atual) linhas.push(atual);
  return linhas.length ? linhas : [''];
}

/** Exactly `largura` columns: padded on the right, or cut. */
export function ajustar(texto: string, largura: number): string {
  return texto.length >= largura ? texto.slice(0, largura) : texto + ' '.repeat(largura - texto.length);
}

export function centralizar(texto: string, largura: number): string {
  const t = texto.slice(0, largura);
  const esquerda = Math.floor((largura - t.length) / 2);
  return ajustar(' '.repeat(esquerda) + t, largura);
}

/**
 * Builds a document line by line: every helper prepares the text for the code page and returns lines of exactly
 * the paper's width, so no layout can produce a line the printer would wrap on its own.
 */
export class Pagina {
  readonly linhas: LinhaImpressa[] = [];
  constructor(readonly opcoes: OpcoesDocumento) {}

  get colunas(): number {
    return this.opcoes.colunas;
  }

  private prep(texto: string): string {
    return paraImpressora(texto, this.opcoes.codepage);
  }

  /** Wrapped text, from the left margin. */
  texto(texto: string, estilo: Omit<LinhaImpressa, 'texto' | 'grande'> = {}): this {
    for (const l of quebrar(this.prep(texto), this.colunas))
      this.linhas.push({ texto: ajustar(l, this.colunas), ...estilo });
    return this;
  }

  /** "Rótulo: valor" with the value's continuation lines under the value, not under the label. */
  rotulo(rotulo: string, valor: string, estilo: Omit<LinhaImpressa, 'texto' | 'grande'> = {}): this {
    const r = this.prep(`${rotulo} `);
    const largura = this.colunas - r.length;
    quebrar(this.prep(valor), largura).forEach((l, i) =>
      this.linhas.push({ texto: ajustar((i === 0 ? r : ' '.repeat(r.length)) + l, this.colunas), ...estilo }),
    );
    return this;
  }

  /** Text wrapped at `recuo` columns in (an item's flavours, crust and extras under its name). */
  recuado(texto: string, recuo: number, estilo: Omit<LinhaImpressa, 'texto' | 'grande'> = {}): this {
    for (const l of quebrar(this.prep(texto), this.colunas - recuo))
      this.linhas.push({ texto: ajustar(' '.repeat(recuo) + l, this.colunas), ...estilo });
    return this;
  }

  centro(texto: string, estilo: Omit<LinhaImpressa, 'texto' | 'grande'> = {}): this {
    for (const l of quebrar(this.prep(texto), this.colunas))
      this.linhas.push({ texto: centralizar(l, this.colunas), ...estilo });
    return this;
  }

  /** Double width and height, centred: half the columns (the order number, a kitchen item's name). */
  grande(texto: string, centro = true, estilo: Omit<LinhaImpressa, 'texto' | 'grande'> = {}): this {
    const metade = Math.floor(this.colunas / 2);
    for (const l of quebrar(this.prep(texto), metade))
      this.linhas.push({ texto: centro ? centralizar(l, metade) : ajustar(l, metade), grande: true, ...estilo });
    return this;
  }

  /**
   * Description on the left, value in the price column on the right (spec §9: 12 wide). A description too long for
   * one line continues below, `recuo` columns in (under the item's name, past its "2x ").
   */
  valor(descricao: string, valor: string, estilo: Omit<LinhaImpressa, 'texto' | 'grande'> = {}, recuo = 0): this {
    const esquerda = this.colunas - LARGURA_PRECO;
    const [primeira = '', ...resto] = quebrar(this.prep(descricao), esquerda);
    const v = this.prep(valor).slice(-LARGURA_PRECO);
    this.linhas.push({ texto: ajustar(primeira, esquerda) + v.padStart(LARGURA_PRECO), ...estilo });
    if (resto.length > 0)
      for (const l of quebrar(resto.join(' '), esquerda - recuo))
        this.linhas.push({ texto: ajustar(' '.repeat(recuo) + l, this.colunas), ...estilo });
    return this;
  }

  regua(caractere = '-'): this {
    this.linhas.push({ texto: caractere.repeat(this.colunas) });
    return this;
  }

  vazia(): this {
    this.linhas.push({ texto: ' '.repeat(this.colunas) });
    return this;
  }

  documento(): Documento {
    return { colunas: this.opcoes.colunas, codepage: this.opcoes.codepage, linhas: this.linhas };
  }
}
