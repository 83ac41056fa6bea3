import { useQuery, useQueryClient } from '@tanstack/react-query';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { DesempenhoVendas } from '@app/shared/schemas/relatorios-desempenho.ts';
import { formatTime } from '@app/shared/domain/dates.ts';
import { keys } from '@/api/keys.ts';
import { desempenhoQuery } from '@/api/relatorios.ts';
import { Page } from '@/components/page.tsx';
import { useEventStream } from '@/lib/use-event-stream.ts';
import { Cartoes } from '../components/cartoes.tsx';
import { Secao } from '../components/secao.tsx';
import { colMoeda, colNumero, colTexto } from '../colunas.ts';
import { diaCurto, minutos, moeda, numero } from '../formato.ts';
import { useRelatoriosT } from '../i18n.ts';

type Hora = DesempenhoVendas['por_hora'][number];
type Semana = DesempenhoVendas['semanas_anteriores'][number];
type Status = DesempenhoVendas['abertos_por_status'][number];
type Atrasado = DesempenhoVendas['atrasados'][number];

/** performance/sales: today so far against the same weekday of the last four weeks, live from the event stream. */
export function DesempenhoPage() {
  const { t } = useRelatoriosT();
  const qc = useQueryClient();
  const q = useQuery(desempenhoQuery());
  const conectado = useEventStream('/eventos', {
    // every order event may move today's figures; one refetch answers them all
    onMessage: (m) => {
      if (m.event.startsWith('pedido.') || m.event.startsWith('comanda.'))
        void qc.invalidateQueries({ queryKey: keys.relatorios.desempenho() });
    },
    onOpen: () => void qc.invalidateQueries({ queryKey: keys.relatorios.desempenho() }),
  });
  const d = q.data;
  const rot = (grupo: 'status' | 'tipo', v: string) => t(`rotulos.${grupo}.${v}`, { defaultValue: v });
  return (
    <Page
      title={t('desempenho.titulo')}
      larga
      actions={
        <Chip
          size="small"
          color={conectado ? 'success' : 'default'}
          variant={conectado ? 'filled' : 'outlined'}
          label={conectado ? t('desempenho.aoVivo') : t('desempenho.reconectando')}
          data-testid="sse-estado"
          data-conectado={conectado ? 'true' : 'false'}
        />
      }
    >
      {q.isPending && <LinearProgress aria-label={t('comum.carregando')} />}
      {d && (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('desempenho.ate', { dia: diaCurto(d.dia, true), hora: formatTime(d.agora, d.timezone) })}
          </Typography>
          <Cartoes
            rotulo={t('desempenho.hoje')}
            itens={[
              {
                id: 'liquido',
                rotulo: t('metricas.faturamento_liquido'),
                valor: moeda(d.hoje.faturamento_liquido),
                variacao: d.variacao_pct.faturamento_liquido,
              },
              {
                id: 'pedidos',
                rotulo: t('metricas.pedidos'),
                valor: numero(d.hoje.pedidos),
                variacao: d.variacao_pct.pedidos,
              },
              { id: 'ticket', rotulo: t('metricas.ticket_medio'), valor: moeda(d.hoje.ticket_medio) },
              { id: 'media', rotulo: t('desempenho.media'), valor: moeda(d.media_semanas.faturamento_liquido) },
              { id: 'preparo', rotulo: t('desempenho.preparo'), valor: minutos(d.tempo_medio_preparo_min) },
              { id: 'entrega', rotulo: t('desempenho.entrega'), valor: minutos(d.tempo_medio_entrega_min) },
              {
                id: 'abertos',
                rotulo: t('desempenho.abertos'),
                valor: numero(d.abertos_por_status.reduce((s, x) => s + x.quantidade, 0)),
              },
              { id: 'atrasados', rotulo: t('desempenho.atrasados'), valor: numero(d.atrasados.length) },
            ]}
          />
        </>
      )}
      <Secao<Hora>
        titulo={t('desempenho.porHora')}
        descricao={t('desempenho.porHoraDica')}
        grafico={{
          tipo: 'barras',
          categorias: (d?.por_hora ?? []).map((h) => `${h.hora}h`),
          series: [
            { rotulo: t('desempenho.hoje'), valores: (d?.por_hora ?? []).map((h) => h.hoje), formato: moeda },
            { rotulo: t('desempenho.media'), valores: (d?.por_hora ?? []).map((h) => h.media), formato: moeda },
          ],
        }}
        csvLocal={`desempenho-por-hora-${d?.dia ?? ''}.csv`}
        colunas={[
          colTexto<Hora>('hora', t('vendas.agrupamentos.hora'), (h) => `${String(h.hora).padStart(2, '0')}h`),
          colMoeda('hoje', t('desempenho.hoje'), (h) => h.hoje),
          colMoeda('media', t('desempenho.media'), (h) => h.media),
        ]}
        linhas={d && d.por_hora.every((h) => h.hoje === 0 && h.media === 0) ? [] : d?.por_hora}
        chave={(h) => h.hora}
        carregando={q.isFetching}
      />
      <Secao<Semana>
        titulo={t('desempenho.semanas')}
        csvLocal={`desempenho-semanas-${d?.dia ?? ''}.csv`}
        colunas={[
          colTexto<Semana>('dia', t('entregadores.dia'), (s) => diaCurto(s.dia, true)),
          colNumero('pedidos', t('metricas.pedidos'), (s) => s.pedidos),
          colMoeda('liquido', t('metricas.faturamento_liquido'), (s) => s.faturamento_liquido),
        ]}
        linhas={d?.semanas_anteriores}
        chave={(s) => s.dia}
        carregando={q.isFetching}
      />
      <Secao<Status>
        titulo={t('desempenho.abertosStatus')}
        grafico={{
          tipo: 'barras',
          categorias: (d?.abertos_por_status ?? []).map((s) => rot('status', s.status)),
          series: [
            { rotulo: t('desempenho.abertos'), valores: (d?.abertos_por_status ?? []).map((s) => s.quantidade) },
          ],
        }}
        csvLocal={`pedidos-abertos-${d?.dia ?? ''}.csv`}
        colunas={[
          colTexto<Status>('status', t('desempenho.status'), (s) => rot('status', s.status)),
          colNumero('quantidade', t('metricas.quantidade'), (s) => s.quantidade),
        ]}
        linhas={d?.abertos_por_status.filter((s) => s.quantidade > 0)}
        chave={(s) => s.status}
        carregando={q.isFetching}
      />
      <Secao<Atrasado>
        titulo={t('desempenho.atrasadosLista')}
        csvLocal={`pedidos-atrasados-${d?.dia ?? ''}.csv`}
        colunas={[
          colTexto<Atrasado>('numero', t('detalhes.numero'), (a) => `#${a.numero_pedido}`),
          colTexto<Atrasado>('status', t('desempenho.status'), (a) => rot('status', a.status)),
          colTexto<Atrasado>('tipo', t('filtros.tipo'), (a) => rot('tipo', a.tipo), { ocultarAbaixo: 'sm' }),
          colTexto<Atrasado>('cliente', t('detalhes.cliente'), (a) => a.nome_cliente, { ocultarAbaixo: 'sm' }),
          colTexto<Atrasado>('minutos', t('desempenho.haQuanto'), (a) => minutos(a.minutos)),
        ]}
        linhas={d?.atrasados}
        chave={(a) => a.id}
        carregando={q.isFetching}
      />
    </Page>
  );
}

export { DesempenhoPage as Component };
