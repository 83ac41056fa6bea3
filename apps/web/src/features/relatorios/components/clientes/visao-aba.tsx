// The funnel's overview: who bought (new vs returning, frequency, recency), the funnel visits → order, and the
// customers per type.
import LinearProgress from '@mui/material/LinearProgress';
import type { Params, RespostasRelatorio } from '@/api/relatorios.ts';
import { Cartoes } from '../cartoes.tsx';
import { Secao } from '../secao.tsx';
import { colMoeda, colNumero, colPct, colTexto } from '../../colunas.ts';
import { moeda, numero } from '../../formato.ts';
import { useRelatoriosT } from '../../i18n.ts';
import { useRelatorio } from '../../use-relatorio.ts';

type Funil = RespostasRelatorio['clientes/visao-geral']['funil'];
type Tipo = RespostasRelatorio['clientes/tipos']['items'][number];
const ETAPAS = ['visitas', 'carrinho', 'identificacao', 'entrega', 'pagamento', 'pedidos'] as const;
interface Etapa {
  etapa: (typeof ETAPAS)[number];
  quantidade: number;
  pct: number | null;
}

/** The funnel's steps with each one's share of the visits (display only: counts are the API's). */
export function etapasDoFunil(f: Funil): Etapa[] {
  return ETAPAS.map((etapa) => ({
    etapa,
    quantidade: f[etapa],
    pct: f.visitas > 0 ? Math.round((f[etapa] / f.visitas) * 1000) / 10 : null,
  }));
}

export function VisaoAba({ params }: { params: Params }) {
  const { t } = useRelatoriosT();
  const q = useRelatorio('clientes/visao-geral', params);
  const tipos = useRelatorio('clientes/tipos', params);
  const v = q.data;
  const etapas = v ? etapasDoFunil(v.funil) : undefined;
  const semVisitas = v && v.funil.visitas === 0 && v.funil.pedidos === 0;
  const casas = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });
  return (
    <>
      {q.isPending && <LinearProgress aria-label={t('comum.carregando')} />}
      {v && (
        <Cartoes
          rotulo={t('clientes.visao')}
          itens={[
            { id: 'clientes', rotulo: t('clientes.clientes'), valor: numero(v.clientes) },
            { id: 'novos', rotulo: t('clientes.novos'), valor: numero(v.novos) },
            { id: 'recorrentes', rotulo: t('clientes.recorrentes'), valor: numero(v.recorrentes) },
            { id: 'pedidos', rotulo: t('metricas.pedidos'), valor: numero(v.pedidos) },
            { id: 'liquido', rotulo: t('metricas.faturamento_liquido'), valor: moeda(v.faturamento_liquido) },
            { id: 'ticket', rotulo: t('metricas.ticket_medio'), valor: moeda(v.ticket_medio) },
            {
              id: 'frequencia',
              rotulo: t('clientes.frequencia'),
              valor: v.frequencia_media == null ? '-' : casas.format(v.frequencia_media),
            },
            {
              id: 'recencia',
              rotulo: t('clientes.recencia'),
              valor:
                v.recencia_media_dias == null ? '-' : t('clientes.dias', { n: casas.format(v.recencia_media_dias) }),
            },
          ]}
        />
      )}
      <Secao<Etapa>
        titulo={t('clientes.funil')}
        descricao={t('clientes.funilDica')}
        grafico={{
          tipo: 'barras',
          categorias: (etapas ?? []).map((e) => t(`clientes.etapas.${e.etapa}`)),
          series: [{ rotulo: t('metricas.quantidade'), valores: (etapas ?? []).map((e) => e.quantidade) }],
        }}
        csvLocal={`funil-${params.inicio}-${params.fim}.csv`}
        colunas={[
          colTexto<Etapa>('etapa', t('clientes.etapa'), (e) => t(`clientes.etapas.${e.etapa}`)),
          colNumero('quantidade', t('metricas.quantidade'), (e) => e.quantidade),
          colPct('pct', t('clientes.dasVisitas'), (e) => e.pct),
        ]}
        linhas={semVisitas ? [] : etapas}
        chave={(e) => e.etapa}
        carregando={q.isFetching}
      />
      <Secao<Tipo>
        titulo={t('clientes.tipos')}
        descricao={t('clientes.tiposDica')}
        grafico={{
          tipo: 'pizza',
          categorias: (tipos.data?.items ?? []).map((l) => l.rotulo),
          series: [{ rotulo: t('clientes.clientes'), valores: (tipos.data?.items ?? []).map((l) => l.clientes) }],
        }}
        csv={{ rota: 'clientes/tipos', params }}
        colunas={[
          colTexto<Tipo>('tipo', t('clientes.tipo'), (l) => l.rotulo),
          colNumero('clientes', t('clientes.clientes'), (l) => l.clientes),
          colNumero('pedidos', t('metricas.pedidos'), (l) => l.pedidos),
          colMoeda('liquido', t('metricas.faturamento_liquido'), (l) => l.faturamento_liquido),
        ]}
        linhas={tipos.data?.items.every((l) => l.clientes === 0) ? [] : tipos.data?.items}
        chave={(l) => l.tipo}
        carregando={tipos.isFetching}
      />
    </>
  );
}
