import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LIMITES_ABC } from '@app/shared/schemas/relatorios-catalogo.ts';
import type { Params, RespostasRelatorio } from '@/api/relatorios.ts';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { Secao } from '../secao.tsx';
import { colMoeda, colNumero, colPct, colTexto } from '../../colunas.ts';
import { moeda, numero, percentual } from '../../formato.ts';
import { useRelatoriosT } from '../../i18n.ts';
import { useRelatorio } from '../../use-relatorio.ts';

type Abc = RespostasRelatorio['catalogo/abc'];
type Linha = Abc['items'][number];
export type Criterio = Abc['criterio'];
const CORES = { A: 'success', B: 'warning', C: 'default' } as const;

/** The ABC curve (Pareto): products by revenue or quantity, the cumulative share and the class of each. */
export function AbcSecao({
  params,
  criterio,
  onCriterio,
}: {
  params: Params;
  criterio: Criterio;
  onCriterio: (c: Criterio) => void;
}) {
  const { t } = useRelatoriosT();
  const consulta = { ...params, criterio };
  const q = useRelatorio('catalogo/abc', consulta);
  const linhas = q.data?.items;
  const porValor = criterio === 'faturamento';
  // CMV shows once the stock module fills it; until then the column would be all dashes
  const temCmv = (linhas ?? []).some((l) => l.cmv !== null);
  const colunas: Coluna<Linha>[] = [
    colTexto<Linha>('produto', t('catalogo.produto'), (l) => l.produto),
    {
      id: 'classe',
      rotulo: t('catalogo.classe'),
      alinhar: 'center',
      celula: (l) => <Chip size="small" label={l.classe} color={CORES[l.classe]} />,
      csv: (l) => l.classe,
    },
    colNumero('quantidade', t('metricas.quantidade'), (l) => l.quantidade),
    colMoeda('faturamento', t('catalogo.faturamento'), (l) => l.faturamento),
    colPct('participacao', t('metricas.participacao'), (l) => l.participacao_pct, { ocultarAbaixo: 'sm' }),
    colPct('acumulado', t('catalogo.acumulado'), (l) => l.acumulado_pct),
    ...(temCmv ? [colMoeda<Linha>('cmv', t('catalogo.cmv'), (l) => l.cmv, { ocultarAbaixo: 'sm' })] : []),
  ];
  return (
    <Secao<Linha>
      titulo={t('catalogo.abc')}
      descricao={t('catalogo.abcDica', { a: LIMITES_ABC.A, b: LIMITES_ABC.B })}
      extra={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={criterio}
            onChange={(_e, c: Criterio | null) => c && onCriterio(c)}
            aria-label={t('catalogo.criterio')}
          >
            <ToggleButton value="faturamento">{t('catalogo.faturamento')}</ToggleButton>
            <ToggleButton value="quantidade">{t('metricas.quantidade')}</ToggleButton>
          </ToggleButtonGroup>
          {q.data?.classes.map((c) => (
            <Chip
              key={c.classe}
              variant="outlined"
              color={CORES[c.classe]}
              data-testid={`classe-${c.classe}`}
              label={t('catalogo.resumoClasse', {
                classe: c.classe,
                produtos: numero(c.produtos),
                pct: percentual(c.participacao_pct),
              })}
            />
          ))}
        </Box>
      }
      grafico={{
        tipo: 'pareto',
        categorias: (linhas ?? []).map((l) => l.produto),
        series: [
          {
            rotulo: porValor ? t('catalogo.faturamento') : t('metricas.quantidade'),
            valores: (linhas ?? []).map((l) => (porValor ? l.faturamento : l.quantidade)),
            formato: porValor ? moeda : numero,
          },
          { rotulo: t('catalogo.acumulado'), valores: (linhas ?? []).map((l) => l.acumulado_pct), formato: percentual },
        ],
        limites: [LIMITES_ABC.A, LIMITES_ABC.B],
        altura: 300,
      }}
      csv={{ rota: 'catalogo/abc', params: consulta }}
      colunas={colunas}
      linhas={linhas}
      chave={(l) => `${l.produto_id ?? 'x'}-${l.produto}`}
      carregando={q.isFetching}
    />
  );
}
