// The test page of the printing settings: a column ruler (the paper's width is right when it fills one line
// exactly), the Portuguese accents (the code page is right when they read correctly), the price column, large and
// inverse text, and the cut.
import { formatDateTime } from './dates.ts';
import { formatBRL } from './money.ts';
import { Pagina, type Documento, type OpcoesDocumento } from './recibo-texto.ts';

const NOME_CODEPAGE = { cp860: 'CP860 (português)', cp850: 'CP850 (multilíngue)', sem_acentos: 'sem acentos' } as const;

export function paginaDeTeste(
  o: OpcoesDocumento,
  dados: { nome_empresa: string; impressora: string; agora: string },
): Documento {
  const pg = new Pagina(o);
  pg.grande('TESTE', true, { negrito: true });
  pg.centro(dados.nome_empresa, { negrito: true });
  pg.centro(formatDateTime(dados.agora, o.timezone));
  pg.regua();
  pg.rotulo('Impressora:', dados.impressora);
  pg.rotulo('Papel:', `${o.colunas === 42 ? '80 mm' : '58 mm'} (${o.colunas} colunas)`);
  pg.rotulo('Página de código:', NOME_CODEPAGE[o.codepage]);
  pg.regua();
  // the ruler: 1234567890 repeated to the paper's width
  pg.texto(Array.from({ length: o.colunas }, (_, i) => String((i + 1) % 10)).join(''));
  pg.texto('AÇÃO Ãã Õõ Çç éê íó ú à º ª');
  pg.valor('Preço alinhado à direita', formatBRL(123456));
  pg.grande('Texto grande', true);
  pg.texto('OBS: destaque da cozinha', { negrito: true, invertido: true });
  pg.regua();
  pg.centro('Se tudo acima saiu legível, está pronto.');
  return pg.documento();
}
