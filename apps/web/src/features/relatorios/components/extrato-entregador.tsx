import GlobalStyles from '@mui/material/GlobalStyles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import PrintIcon from '@mui/icons-material/Print';
import CloseIcon from '@mui/icons-material/Close';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import type { Params, RespostasRelatorio } from '@/api/relatorios.ts';
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

/**
 * One courier's statement for the period: per day (fees + daily pay), the advances (vales) deducted, every delivery,
 * and the total to pay.
 */
export function ExtratoEntregador({ id, params, onFechar }: { id: number; params: Params; onFechar: () => void }) {
  const { t } = useRelatoriosT();
  const session = useSession();
  const total = useRelatorio(`vendas/entregadores/${id}/total`, params);
  const taxa = useRelatorio(`vendas/entregadores/${id}/taxa`, params);
  const r = total.data;
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
          <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()} disabled={!r}>
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
        linhas={taxa.data?.items}
        chave={(e) => e.pedido_id}
        carregando={taxa.isFetching}
      />
    </Paper>
  );
}
