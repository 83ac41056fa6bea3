import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DownloadIcon from '@mui/icons-material/Download';
import type { PedidoResumo } from '@app/shared/schemas/pedidos.ts';
import { formatDateTime } from '@app/shared/domain/dates.ts';
import { formatReais } from '@app/shared/domain/money.ts';
import { formatarTelefone } from '@app/shared/domain/telefone.ts';
import { errorMessage } from '@/api/problem.ts';
import { exportarCsv, historicoQuery, POR_PAGINA } from '@/api/pedidos.ts';
import { ListPage } from '@/components/data-table/list-page.tsx';
import type { Coluna } from '@/components/data-table/data-table.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useSession } from '@/lib/use-session.ts';
import { usePedidosT } from '../i18n.ts';
import { chaveStatus } from '../quadro.ts';
import { PedidoDetalheDialog } from '../components/pedido-detalhe-dialog.tsx';
import { FiltrosBar } from '../historico/filtros-bar.tsx';
import {
  estadoDaUrl,
  paramsConsulta,
  paramsExportacao,
  urlDoEstado,
  type CampoOrdem,
  type EstadoHistorico,
} from '../historico/filtros.ts';

/** history (spec §2): server-side filters, sort and 50 per page; CSV export of the whole filtered set (the API's). */
export function HistoryPage() {
  const { t } = usePedidosT();
  const session = useSession();
  const timezone = session?.timezone ?? 'America/Sao_Paulo';
  const [sp, setSp] = useSearchParams();
  const estado = estadoDaUrl(sp);
  const pagina = useQuery(historicoQuery(paramsConsulta(estado)));
  const [aberto, setAberto] = useState<number | null>(null);

  const mudar = (novo: Partial<EstadoHistorico>) => setSp(urlDoEstado({ ...estado, ...novo }), { replace: true });

  const exportar = useMutation({
    mutationFn: () => exportarCsv(paramsExportacao(estado)),
    meta: { silent: true },
    onError: (error) => showSnackbar(errorMessage(error, t('comum.erroInesperado', { ns: 'translation' })), 'error'),
  });

  const colunas: Coluna<PedidoResumo>[] = [
    {
      id: 'numero_pedido',
      rotulo: t('historico.col.numero'),
      ordenavel: true,
      // on a phone the customer's column gives way: the name goes under the number, so status and total fit
      celula: (p) => (
        <>
          #{p.numero_pedido}
          <Box component="span" sx={{ display: { xs: 'block', sm: 'none' }, typography: 'caption' }}>
            {p.nome_cliente ?? ''}
          </Box>
        </>
      ),
    },
    {
      id: 'data_criacao',
      rotulo: t('historico.col.data'),
      ordenavel: true,
      semQuebra: true,
      // on a phone number, customer, status and total fit; the date is in the detail
      ocultarAbaixo: 'sm',
      celula: (p) => formatDateTime(p.data_criacao, timezone),
    },
    {
      id: 'nome_cliente',
      rotulo: t('historico.col.cliente'),
      ordenavel: true,
      ocultarAbaixo: 'sm',
      celula: (p) => p.nome_cliente ?? '-',
    },
    {
      id: 'telefone',
      rotulo: t('historico.col.telefone'),
      ocultarAbaixo: 'md',
      celula: (p) => (p.telefone ? formatarTelefone(p.telefone) : '-'),
    },
    { id: 'tipo', rotulo: t('historico.col.tipo'), ocultarAbaixo: 'md', celula: (p) => t(`tipo.${p.tipo}`) },
    {
      id: 'canal',
      rotulo: t('historico.col.canal'),
      ocultarAbaixo: 'md',
      celula: (p) => t(`canal.${p.canal}`, { defaultValue: p.canal }),
    },
    {
      id: 'status',
      rotulo: t('historico.col.status'),
      ordenavel: true,
      celula: (p) => (
        <Chip
          size="small"
          label={t(chaveStatus(p.status, p.tipo))}
          // a long status ("Aguardando retirada") wraps on a phone instead of pushing the total off screen
          sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: { xs: 'normal', sm: 'nowrap' } } }}
          color={p.status === 'cancelado' ? 'error' : p.status === 'concluido' ? 'success' : 'default'}
        />
      ),
    },
    { id: 'bairro', rotulo: t('historico.col.bairro'), ocultarAbaixo: 'md', celula: (p) => p.bairro ?? '-' },
    {
      id: 'entregador',
      rotulo: t('historico.col.entregador'),
      ocultarAbaixo: 'md',
      celula: (p) => p.entregador_nome ?? '-',
    },
    {
      id: 'pagamentos',
      rotulo: t('historico.col.pagamentos'),
      ocultarAbaixo: 'md',
      celula: (p) => p.pagamentos.join(', ') || '-',
    },
    {
      id: 'total_pedido',
      rotulo: t('historico.col.total'),
      ordenavel: true,
      semQuebra: true,
      celula: (p) => formatReais(p.total_pedido),
    },
  ];

  return (
    <ListPage
      titulo={t('historico.titulo')}
      larga
      acoes={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => exportar.mutate()}
          disabled={exportar.isPending}
        >
          {exportar.isPending ? t('historico.exportando') : t('historico.exportar')}
        </Button>
      }
      filtros={<FiltrosBar filtros={estado.filtros} onChange={(filtros) => mudar({ filtros, page: 1 })} />}
      colunas={colunas}
      linhas={pagina.data?.items}
      chave={(p) => p.id}
      carregando={pagina.isFetching}
      paginacao={{
        pagina: estado.page - 1,
        porPagina: POR_PAGINA,
        total: pagina.data?.total ?? 0,
        onPagina: (p) => mudar({ page: p + 1 }),
      }}
      ordenacao={{
        campo: estado.sort_field,
        direcao: estado.sort_dir,
        direcaoInicial: 'desc',
        onOrdenar: (campo, direcao) => mudar({ sort_field: campo as CampoOrdem, sort_dir: direcao, page: 1 }),
      }}
      onLinhaClick={(p) => setAberto(p.id)}
      propsLinha={(p) => ({ 'data-testid': `historico-${p.numero_pedido}` })}
    >
      <PedidoDetalheDialog pedidoId={aberto} onClose={() => setAberto(null)} />
    </ListPage>
  );
}

export { HistoryPage as Component };
