// Column makers of the report tables: each column's cell on screen and its CSV cell from the same value, so the
// file a user exports from the screen reads like the table (money as "1234,56", % as "12,5").
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { moeda, moedaCsv, numero, percentual } from './formato.ts';

type Opcoes = Pick<Coluna<unknown>, 'ocultarAbaixo' | 'ordenavel'>;

const UMA_CASA = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  useGrouping: false,
});
const ATE_TRES = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3, useGrouping: false });

export function colTexto<T>(id: string, rotulo: string, valor: (l: T) => string | null, o: Opcoes = {}): Coluna<T> {
  return { id, rotulo, celula: (l) => valor(l) ?? '-', csv: (l) => valor(l) ?? '', ...o };
}

export function colNumero<T>(id: string, rotulo: string, valor: (l: T) => number | null, o: Opcoes = {}): Coluna<T> {
  return {
    id,
    rotulo,
    alinhar: 'right',
    semQuebra: true,
    celula: (l) => numero(valor(l)),
    csv: (l) => {
      const v = valor(l);
      return v == null ? '' : ATE_TRES.format(v);
    },
    ...o,
  };
}

export function colMoeda<T>(id: string, rotulo: string, valor: (l: T) => number | null, o: Opcoes = {}): Coluna<T> {
  return {
    id,
    rotulo,
    alinhar: 'right',
    semQuebra: true,
    celula: (l) => moeda(valor(l)),
    csv: (l) => moedaCsv(valor(l)),
    ...o,
  };
}

export function colPct<T>(id: string, rotulo: string, valor: (l: T) => number | null, o: Opcoes = {}): Coluna<T> {
  return {
    id,
    rotulo,
    alinhar: 'right',
    semQuebra: true,
    celula: (l) => percentual(valor(l)),
    csv: (l) => {
      const v = valor(l);
      return v == null ? '' : UMA_CASA.format(v);
    },
    ...o,
  };
}
