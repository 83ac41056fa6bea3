import type { Params, RespostasRelatorio } from '@/api/relatorios.ts';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { Secao } from '../secao.tsx';
import { colTexto } from '../../colunas.ts';
import { diaCurto, moeda, moedaCsv, numero, variacao } from '../../formato.ts';
import { useRelatoriosT } from '../../i18n.ts';

type Comparativo = RespostasRelatorio['vendas/comparativo'];
type Metrica = keyof Comparativo['variacao'];
type Linha = Comparativo['variacao'][Metrica] & { metrica: Metrica };

const CONTAGENS: readonly Metrica[] = ['pedidos', 'cancelados'];

/** The API's % change; nothing before and nothing now is no change (0 %), not "novo". */
export function semMudanca(v: Comparativo['variacao'][Metrica]): number | null {
  return v.delta_pct ?? (v.atual === 0 && v.anterior === 0 ? 0 : null);
}

/** Each figure of the period beside the previous period of equal length, and the % change. */
export function ComparativoSecao({
  dados,
  carregando,
  params,
}: {
  dados: Comparativo | undefined;
  carregando: boolean;
  params: Params;
}) {
  const { t } = useRelatoriosT();
  const linhas: Linha[] | undefined = dados
    ? (Object.keys(dados.variacao) as Metrica[]).map((m) => ({ metrica: m, ...dados.variacao[m] }))
    : undefined;
  const tela = (m: Metrica, x: number) => (CONTAGENS.includes(m) ? numero(x) : moeda(x));
  const arquivo = (m: Metrica, x: number) => (CONTAGENS.includes(m) ? String(x) : moedaCsv(x));
  const valor = (id: 'atual' | 'anterior'): Coluna<Linha> => ({
    id,
    rotulo: t(`comparativo.${id}`),
    alinhar: 'right',
    semQuebra: true,
    celula: (l) => tela(l.metrica, l[id]),
    csv: (l) => arquivo(l.metrica, l[id]),
  });
  return (
    <Secao<Linha>
      titulo={t('comparativo.titulo')}
      descricao={
        dados &&
        t('comparativo.descricao', {
          de: diaCurto(dados.periodo_anterior.inicio, true),
          ate: diaCurto(dados.periodo_anterior.fim, true),
        })
      }
      csvLocal={`comparativo-${params.inicio}-${params.fim}.csv`}
      colunas={[
        colTexto<Linha>('metrica', t('comparativo.metrica'), (l) => t(`metricas.${l.metrica}`)),
        valor('atual'),
        valor('anterior'),
        {
          id: 'delta_pct',
          rotulo: t('comparativo.variacao'),
          alinhar: 'right',
          semQuebra: true,
          celula: (l) => variacao(semMudanca(l), t('comparativo.novo')),
          csv: (l) => variacao(semMudanca(l), t('comparativo.novo')),
        },
      ]}
      linhas={linhas}
      chave={(l) => l.metrica}
      carregando={carregando}
    />
  );
}
