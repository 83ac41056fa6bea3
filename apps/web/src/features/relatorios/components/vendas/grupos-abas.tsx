// Sales split by payment method, neighbourhood, channel and type: a chart of the net revenue and its table.
import type { Params, RespostasRelatorio } from '@/api/relatorios.ts';
import { Secao } from '../secao.tsx';
import { colMoeda, colNumero, colPct, colTexto } from '../../colunas.ts';
import { moeda } from '../../formato.ts';
import { useRelatoriosT } from '../../i18n.ts';
import { useRelatorio } from '../../use-relatorio.ts';

type Forma = RespostasRelatorio['vendas/formas-pagamento']['items'][number];
type Bairro = RespostasRelatorio['vendas/bairros']['items'][number];
type Grupo = RespostasRelatorio['vendas/canais']['items'][number];

export function PagamentosAba({ params }: { params: Params }) {
  const { t } = useRelatoriosT();
  const q = useRelatorio('vendas/formas-pagamento', params);
  const linhas = q.data?.items;
  return (
    <Secao<Forma>
      titulo={t('vendas.pagamentos')}
      descricao={t('vendas.pagamentosDica')}
      grafico={{
        tipo: 'pizza',
        categorias: (linhas ?? []).map((l) => l.forma),
        series: [{ rotulo: t('metricas.valor'), valores: (linhas ?? []).map((l) => l.valor), formato: moeda }],
      }}
      csv={{ rota: 'vendas/formas-pagamento', params }}
      colunas={[
        colTexto<Forma>('forma', t('vendas.forma'), (l) => l.forma),
        colNumero('pedidos', t('metricas.pedidos'), (l) => l.pedidos),
        colMoeda('valor', t('metricas.valor'), (l) => l.valor),
        colMoeda('servico', t('metricas.taxa_servico'), (l) => l.taxa_servico, { ocultarAbaixo: 'sm' }),
        colPct('participacao', t('metricas.participacao'), (l) => l.participacao_pct, { ocultarAbaixo: 'sm' }),
      ]}
      linhas={linhas}
      chave={(l) => `${l.forma}-${l.forma_tipo}`}
      carregando={q.isFetching}
    />
  );
}

export function BairrosAba({ params }: { params: Params }) {
  const { t } = useRelatoriosT();
  const q = useRelatorio('vendas/bairros', params);
  const linhas = q.data?.items;
  const top = (linhas ?? []).slice(0, 15);
  return (
    <Secao<Bairro>
      titulo={t('vendas.bairros')}
      descricao={t('vendas.bairrosDica')}
      grafico={{
        tipo: 'barras-horizontais',
        categorias: top.map((l) => l.bairro),
        series: [
          { rotulo: t('metricas.faturamento_liquido'), valores: top.map((l) => l.faturamento_liquido), formato: moeda },
        ],
      }}
      csv={{ rota: 'vendas/bairros', params }}
      colunas={[
        colTexto<Bairro>('bairro', t('filtros.bairro'), (l) => l.bairro),
        colNumero('pedidos', t('metricas.pedidos'), (l) => l.pedidos),
        colMoeda('liquido', t('metricas.faturamento_liquido'), (l) => l.faturamento_liquido),
        colMoeda('entrega', t('metricas.taxa_entrega'), (l) => l.taxa_entrega, { ocultarAbaixo: 'sm' }),
        colMoeda('ticket', t('metricas.ticket_medio'), (l) => l.ticket_medio, { ocultarAbaixo: 'md' }),
        colPct('participacao', t('metricas.participacao'), (l) => l.participacao_pct, { ocultarAbaixo: 'sm' }),
      ]}
      linhas={linhas}
      chave={(l) => l.bairro}
      carregando={q.isFetching}
    />
  );
}

function GrupoSecao({ rota, params }: { rota: 'vendas/canais' | 'vendas/tipos-pedido'; params: Params }) {
  const { t } = useRelatoriosT();
  const q = useRelatorio(rota, params);
  const linhas = q.data?.items;
  const titulo = rota === 'vendas/canais' ? t('vendas.canais') : t('vendas.tipos');
  return (
    <Secao<Grupo>
      titulo={titulo}
      grafico={{
        tipo: 'barras',
        categorias: (linhas ?? []).map((l) => l.rotulo),
        series: [
          {
            rotulo: t('metricas.faturamento_liquido'),
            valores: (linhas ?? []).map((l) => l.faturamento_liquido),
            formato: moeda,
          },
        ],
      }}
      csv={{ rota, params }}
      colunas={[
        colTexto<Grupo>('grupo', rota === 'vendas/canais' ? t('filtros.canal') : t('filtros.tipo'), (l) => l.rotulo),
        colNumero('pedidos', t('metricas.pedidos'), (l) => l.pedidos),
        colMoeda('bruto', t('metricas.faturamento_bruto'), (l) => l.faturamento_bruto, { ocultarAbaixo: 'sm' }),
        colMoeda('liquido', t('metricas.faturamento_liquido'), (l) => l.faturamento_liquido),
        colMoeda('ticket', t('metricas.ticket_medio'), (l) => l.ticket_medio, { ocultarAbaixo: 'sm' }),
        colMoeda('servico', t('metricas.taxa_servico'), (l) => l.taxa_servico, { ocultarAbaixo: 'md' }),
        colPct('participacao', t('metricas.participacao'), (l) => l.participacao_pct, { ocultarAbaixo: 'md' }),
      ]}
      linhas={linhas}
      chave={(l) => l.grupo}
      carregando={q.isFetching}
    />
  );
}

export function CanaisAba({ params }: { params: Params }) {
  return (
    <>
      <GrupoSecao rota="vendas/canais" params={params} />
      <GrupoSecao rota="vendas/tipos-pedido" params={params} />
    </>
  );
}
