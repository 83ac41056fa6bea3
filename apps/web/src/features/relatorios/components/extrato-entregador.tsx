import { useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import GlobalStyles from '@mui/material/GlobalStyles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import CloseIcon from '@mui/icons-material/Close';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import { relatorioQuery, type Params, type RespostasRelatorio } from '@/api/relatorios.ts';
import { DataTable } from '@/components/data-table/data-table.tsx';
import { useSession } from '@/lib/use-session.ts';
import { colMoeda, colNumero, colTexto } from '../colunas.ts';
import { diaCurto, moeda, numero } from '../formato.ts';
import { useRelatoriosT } from '../i18n.ts';
import { useRelatorio } from '../use-relatorio.ts';
import { BotaoCsv } from './botao-csv.tsx';
import { ValesEntregador } from './vales-entregador.tsx';

type Dia = RespostasRelatorio[`vendas/entregadores/${number}/total`]['items'][number];
type Entrega = RespostasRelatorio[`vendas/entregadores/${number}/taxa`]['items'][number];

const ID = 'extrato-entregador';
// Printing shows the statement alone: the shell, the filters and the other tables stay off the paper.
const IMPRESSAO = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    [`#${ID}, #${ID} *`]: { visibility: 'visible' },
    [`#${ID}`]: { position: 'absolute', left: 0, top: 0, width: '100%', border: 'none' },
    [`#${ID} .no-print`]: { display: 'none' },
  },
};

/** Deliveries per page on screen, and per request when the printout reads them all (the API's maximum). */
export const ENTREGAS_POR_PAGINA = 50;
const POR_PAGINA_IMPRESSAO = 100;

/**
 * Every delivery of the period for the printout: the API answers a page at a time (D-351), so the pages are read
 * one after the other (a year of a busy courier is a few dozen requests, once per printout).
 */
async function todasAsEntregas(queryClient: QueryClient, id: number, params: Params): Promise<Entrega[]> {
  const rota = `vendas/entregadores/${id}/taxa` as const;
  const pagina = (n: number) =>
    queryClient.fetchQuery(
      relatorioQuery(rota, { ...params, page: String(n), per_page: String(POR_PAGINA_IMPRESSAO) }),
    );
  const primeira = await pagina(1);
  const itens = [...primeira.items];
  for (let n = 2; (n - 1) * POR_PAGINA_IMPRESSAO < primeira.total; n++) itens.push(...(await pagina(n)).items);
  return itens;
}

/**
 * One courier's statement for the period: per day (fees + daily pay), the advances (vales) deducted, the
 * deliveries (paged on screen, every one on paper), and the total to pay.
 */
export function ExtratoEntregador({ id, params, onFechar }: { id: number; params: Params; onFechar: () => void }) {
  const { t } = useRelatoriosT();
  const session = useSession();
  const queryClient = useQueryClient();
  const [pagina, setPagina] = useState(0);
  // every delivery while printing (null on screen); `imprimindo` while they are read
  const [todas, setTodas] = useState<Entrega[] | null>(null);
  const [imprimindo, setImprimindo] = useState(false);
  const total = useRelatorio(`vendas/entregadores/${id}/total`, params);
  const taxa = useRelatorio(`vendas/entregadores/${id}/taxa`, {
    ...params,
    page: String(pagina + 1),
    per_page: String(ENTREGAS_POR_PAGINA),
  });
  const r = total.data;
  useEffect(() => setPagina(0), [id, params.inicio, params.fim]);
  useEffect(() => {
    if (!todas) return;
    // rendered with every delivery: print, then back to the page on screen
    window.print();
    setTodas(null);
  }, [todas]);
  const imprimir = async () => {
    setImprimindo(true);
    try {
      setTodas(await todasAsEntregas(queryClient, id, params));
    } finally {
      setImprimindo(false);
    }
  };
  return (
    <Paper
      id={ID}
      component="section"
      aria-label={t('entregadores.extrato')}
      variant="outlined"
      sx={{ p: { xs: 1.5, sm: 3 } }}
    >
      <GlobalStyles styles={IMPRESSAO} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="overline" component="p">
            {session?.nome_empresa ?? ''}
          </Typography>
          <Typography variant="h6" component="h2">
            {t('entregadores.extratoDe', { nome: r?.entregador.nome ?? '' })}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('periodo.intervalo', { de: diaCurto(params.inicio!, true), ate: diaCurto(params.fim!, true) })}
          </Typography>
        </Box>
        <Box className="no-print" sx={{ display: 'flex', gap: 1 }}>
          <Button
            variant="contained"
            startIcon={<PrintIcon />}
            onClick={() => void imprimir()}
            disabled={!r || imprimindo}
          >
            {t('entregadores.imprimir')}
          </Button>
          <Button startIcon={<CloseIcon />} onClick={onFechar}>
            {t('entregadores.fechar')}
          </Button>
        </Box>
      </Box>
      {r && (
        <Box
          component="dl"
          data-testid="extrato-totais"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto auto',
            justifyContent: 'start',
            columnGap: 3,
            my: 2,
            '& dd': { m: 0, textAlign: 'right' },
          }}
        >
          <dt>{t('entregadores.entregas')}</dt>
          <dd>{numero(r.entregas)}</dd>
          <dt>{t('entregadores.taxas')}</dt>
          <dd>{moeda(r.taxas)}</dd>
          <dt>{t('entregadores.diariasDe', { dias: r.dias_trabalhados, valor: moeda(r.entregador.valor_diaria) })}</dt>
          <dd>{moeda(r.diarias)}</dd>
          <dt>{t('entregadores.vales')}</dt>
          <dd>{r.vales ? `− ${moeda(r.vales)}` : moeda(0)}</dd>
          <Typography component="dt" sx={{ fontWeight: 700 }}>
            {t('entregadores.aPagar')}
          </Typography>
          <Typography component="dd" sx={{ fontWeight: 700 }}>
            {moeda(r.total)}
          </Typography>
        </Box>
      )}
      <Box className="no-print" sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <BotaoCsv rota={`vendas/entregadores/${id}/total`} params={params} vazio={!r?.items.length} />
      </Box>
      <DataTable<Dia>
        rotulo={t('entregadores.porDia')}
        colunas={[
          colTexto<Dia>('dia', t('entregadores.dia'), (d) => diaCurto(d.dia, true)),
          colNumero('entregas', t('entregadores.entregas'), (d) => d.entregas),
          colMoeda('taxas', t('entregadores.taxas'), (d) => d.taxas),
          colMoeda('diaria', t('entregadores.diaria'), (d) => d.diaria),
          colMoeda('total', t('entregadores.total'), (d) => d.total),
        ]}
        linhas={r?.items}
        chave={(d) => d.dia}
        carregando={total.isFetching}
      />
      <Divider sx={{ my: 2 }} />
      <ValesEntregador entregadorId={id} vales={r?.vales_lista} carregando={total.isFetching} />
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ flexGrow: 1 }}>
          {t('entregadores.entregasLista')}
        </Typography>
        <Box className="no-print">
          <BotaoCsv rota={`vendas/entregadores/${id}/taxa`} params={params} vazio={!taxa.data?.items.length} />
        </Box>
      </Box>
      <DataTable<Entrega>
        rotulo={t('entregadores.entregasLista')}
        colunas={[
          colTexto<Entrega>('numero', t('detalhes.numero'), (e) => `#${e.numero_pedido}`),
          colTexto<Entrega>('data', t('detalhes.data'), (e) => formatDateTime(e.data, session?.timezone)),
          colTexto<Entrega>('cliente', t('detalhes.cliente'), (e) => e.cliente, { ocultarAbaixo: 'sm' }),
          colTexto<Entrega>('bairro', t('filtros.bairro'), (e) => e.bairro),
          colMoeda('taxa', t('entregadores.taxa'), (e) => e.taxa),
        ]}
        linhas={todas ?? taxa.data?.items}
        chave={(e) => e.pedido_id}
        carregando={taxa.isFetching || imprimindo}
        paginacao={
          todas
            ? undefined
            : { pagina, porPagina: ENTREGAS_POR_PAGINA, total: taxa.data?.total ?? 0, onPagina: setPagina }
        }
      />
    </Paper>
  );
}
