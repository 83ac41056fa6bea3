import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import type { Params } from '@/api/relatorios.ts';
import { Cartoes, type Cartao } from '../cartoes.tsx';
import { Secao } from '../secao.tsx';
import { colMoeda, colNumero, colTexto } from '../../colunas.ts';
import { ComparativoSecao, semMudanca } from './comparativo-secao.tsx';
import { diaCurto, moeda, numero } from '../../formato.ts';
import { useRelatoriosT } from '../../i18n.ts';
import { diasNoPeriodo, type Periodo } from '../../periodo.ts';
import { useRelatorio } from '../../use-relatorio.ts';
import type { RespostasRelatorio } from '@/api/relatorios.ts';

type Comparativo = RespostasRelatorio['vendas/comparativo'];
type Ponto = RespostasRelatorio['vendas/serie-temporal']['pontos'][number];
type Metrica = keyof Comparativo['variacao'];
export const AGRUPAMENTOS = ['hora', 'dia', 'semana', 'mes'] as const;
export type Agrupar = (typeof AGRUPAMENTOS)[number];

/** Hours for one or two days, days up to two months, weeks (from Monday) beyond. */
export function agruparPadrao(p: Periodo): Agrupar {
  const n = diasNoPeriodo(p);
  return n <= 2 ? 'hora' : n <= 62 ? 'dia' : 'semana';
}

/** The point's label: "14h", "27/11", "sem. 23/11", "11/2026". */
function rotuloPonto(inicio: string, agrupar: Agrupar): string {
  if (agrupar === 'hora') return `${diaCurto(inicio)} ${inicio.slice(11, 13)}h`;
  if (agrupar === 'mes') return `${inicio.slice(5, 7)}/${inicio.slice(0, 4)}`;
  return diaCurto(inicio);
}

export function ResumoAba({
  params,
  periodo,
  agrupar,
  onAgrupar,
}: {
  params: Params;
  periodo: Periodo;
  agrupar: Agrupar;
  onAgrupar: (a: Agrupar) => void;
}) {
  const { t } = useRelatoriosT();
  const comp = useRelatorio('vendas/comparativo', params);
  const serie = useRelatorio('vendas/serie-temporal', { ...params, agrupar });
  const c = comp.data;
  const v = (m: Metrica) => (c ? semMudanca(c.variacao[m]) : null);
  const cartoes: Cartao[] = c
    ? [
        {
          id: 'bruto',
          rotulo: t('metricas.faturamento_bruto'),
          valor: moeda(c.atual.faturamento_bruto),
          variacao: v('faturamento_bruto'),
        },
        {
          id: 'liquido',
          rotulo: t('metricas.faturamento_liquido'),
          valor: moeda(c.atual.faturamento_liquido),
          variacao: v('faturamento_liquido'),
        },
        { id: 'pedidos', rotulo: t('metricas.pedidos'), valor: numero(c.atual.pedidos), variacao: v('pedidos') },
        {
          id: 'ticket',
          rotulo: t('metricas.ticket_medio'),
          valor: moeda(c.atual.ticket_medio),
          variacao: v('ticket_medio'),
        },
        {
          id: 'entrega',
          rotulo: t('metricas.taxa_entrega'),
          valor: moeda(c.atual.taxa_entrega),
          variacao: v('taxa_entrega'),
        },
        {
          id: 'descontos',
          rotulo: t('metricas.descontos'),
          valor: moeda(c.atual.descontos),
          variacao: v('descontos'),
          menorMelhor: true,
        },
        {
          id: 'cancelados',
          rotulo: t('metricas.cancelados'),
          valor: `${numero(c.atual.cancelados.quantidade)} · ${moeda(c.atual.cancelados.valor)}`,
          variacao: v('cancelados'),
          menorMelhor: true,
        },
        {
          id: 'servico',
          rotulo: t('metricas.taxa_servico'),
          valor: moeda(c.atual.taxa_servico),
          variacao: v('taxa_servico'),
          dica: t('metricas.taxa_servico_dica'),
        },
      ]
    : [];

  const pontos = serie.data?.pontos;

  return (
    <>
      {comp.isPending && <LinearProgress aria-label={t('comum.carregando')} />}
      {c && <Cartoes itens={cartoes} rotulo={t('vendas.resumo')} />}
      <Secao<Ponto>
        titulo={t('vendas.serie')}
        descricao={t('vendas.serieDica')}
        extra={
          <Box sx={{ mb: 1, overflowX: 'auto' }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              value={agrupar}
              onChange={(_e, a: Agrupar | null) => a && onAgrupar(a)}
              aria-label={t('vendas.agrupar')}
            >
              {AGRUPAMENTOS.map((a) => (
                <ToggleButton key={a} value={a} disabled={a === 'hora' && diasNoPeriodo(periodo) > 31}>
                  {t(`vendas.agrupamentos.${a}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          </Box>
        }
        grafico={{
          tipo: 'linha',
          categorias: (pontos ?? []).map((p) => rotuloPonto(p.inicio, agrupar)),
          series: [
            {
              rotulo: t('metricas.faturamento_liquido'),
              valores: (pontos ?? []).map((p) => p.faturamento_liquido),
              formato: moeda,
            },
          ],
        }}
        csv={{ rota: 'vendas/serie-temporal', params: { ...params, agrupar } }}
        colunas={[
          colTexto<Ponto>('inicio', t(`vendas.agrupamentos.${agrupar}`), (p) => rotuloPonto(p.inicio, agrupar)),
          colNumero('pedidos', t('metricas.pedidos'), (p) => p.pedidos),
          colMoeda('bruto', t('metricas.faturamento_bruto'), (p) => p.faturamento_bruto, { ocultarAbaixo: 'sm' }),
          colMoeda('descontos', t('metricas.descontos'), (p) => p.descontos, { ocultarAbaixo: 'md' }),
          colMoeda('liquido', t('metricas.faturamento_liquido'), (p) => p.faturamento_liquido),
          colMoeda('ticket', t('metricas.ticket_medio'), (p) => p.ticket_medio, { ocultarAbaixo: 'sm' }),
          colMoeda('servico', t('metricas.taxa_servico'), (p) => p.taxa_servico, { ocultarAbaixo: 'md' }),
        ]}
        linhas={pontos?.every((p) => p.pedidos === 0 && p.taxa_servico === 0) ? [] : pontos}
        chave={(p) => p.inicio}
        carregando={serie.isFetching}
      />
      <ComparativoSecao dados={c} carregando={comp.isFetching} params={params} />
    </>
  );
}
