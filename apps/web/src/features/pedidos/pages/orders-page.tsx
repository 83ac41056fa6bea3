import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { useEventStream } from '@/lib/use-event-stream.ts';
import { useNow } from '@/lib/use-now.ts';
import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { keys } from '@/api/keys.ts';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { quadroQuery } from '@/api/pedidos.ts';
import { empresaQuery } from '@/api/empresas.ts';
import { DEFAULT_EMPRESA_ID, getSession } from '@/lib/session.ts';
import { usePedidosT } from '../i18n.ts';
import { somDoNavegador } from '../alerta/som-adapter.ts';
import { useLembreteNovosPedidos } from '../alerta/use-lembrete.ts';
import { AcoesDoCard } from '../components/acoes-card.tsx';
import { AlertaNovos } from '../components/alerta-novos.tsx';
import { FiltrosQuadro } from '../components/filtros-quadro.tsx';
import { LojaFechadaAviso } from '../components/loja-fechada-aviso.tsx';
import { QuadroPedidos } from '../components/quadro-pedidos.tsx';
import { aguardandoAceite, FILTRO_VAZIO, filtrarPedidos, type FiltroQuadro } from '../quadro.ts';

// the detail dialog (its cancel form carries the validation library) loads on the first card opened, not with the
// board's first paint
const PedidoDetalheDialog = lazy(async () => ({
  default: (await import('../components/pedido-detalhe-dialog.tsx')).PedidoDetalheDialog,
}));

/** The board's start-up reads, which its route's loader fetches before the first render (app/pre-carga.ts): the
 * board then renders once with its cards, not a progress bar and then the cards in a second pass. The business's
 * record comes too: the top bar's store switch shows the store open or closed from it, and without it the switch
 * first showed "closed" and disabled while the status beside it already read "Loja aberta". */
export const leituras = () => {
  const s = getSession();
  return s ? [quadroQuery(), empresaQuery(s.empresa_id || DEFAULT_EMPRESA_ID)] : [quadroQuery()];
};

/** orders (spec §2): the live board. Polls every 5 s (spec §9) and follows the SSE stream for sub-second news. */
export function OrdersPage() {
  const { t } = usePedidosT();
  const qc = useQueryClient();
  const quadro = useQuery(quadroQuery());
  // elapsed times on the board tick every 30 s
  const agora = useNow(30_000).getTime();
  const [aberto, setAberto] = useState<number | null>(null);
  // once loaded, the dialog stays mounted so it can animate closed
  const [jaAberto, setJaAberto] = useState(false);
  if (aberto !== null && !jaAberto) setJaAberto(true);
  const lembrete = useLembreteNovosPedidos(quadro.data, somDoNavegador);
  const session = useSession();
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const podeGerenciar = sessionHasPermission(session, 'pedidos.gerenciar');
  const podeImprimir = sessionHasPermission(session, 'impressao.imprimir');
  const timezone = session?.timezone ?? 'America/Sao_Paulo';
  const [filtro, setFiltro] = useState<FiltroQuadro>(FILTRO_VAZIO);
  // the cards render in the background, in slices the browser can interleave with input and paint (a transition),
  // instead of one long task when the orders arrive: on a phone that task was most of the board's blocking time.
  // Until the first list is rendered the progress bar stays (a failed first load shows the empty board, as before).
  const todos = useDeferredValue(quadro.data);
  const visiveis = useMemo(() => filtrarPedidos(todos ?? [], filtro), [todos, filtro]);
  const canais = useMemo(
    () => [...new Set([...(todos ?? []).map((p) => p.canal), ...(filtro.canal ? [filtro.canal] : [])])].sort(),
    [todos, filtro.canal],
  );
  const filtrando = filtro.busca.trim() !== '' || filtro.tipo !== '' || filtro.canal !== '';
  const esperando = aguardandoAceite(todos ?? []);
  // one function for as long as the options hold: the memoised cards then skip this page's other re-renders
  const acoes = useCallback(
    (p: Pedido) => (
      <AcoesDoCard
        pedido={p}
        timezone={timezone}
        podeGerenciar={podeGerenciar}
        podeImprimir={podeImprimir}
        onOpen={setAberto}
      />
    ),
    [timezone, podeGerenciar, podeImprimir],
  );

  // "(2) Gestão de pedidos": a counter working in another tab sees orders waiting for acceptance
  useEffect(() => {
    const base = `${t('quadro.titulo')} · ${t('app.nome', { ns: 'translation' })}`;
    document.title = esperando > 0 ? `(${esperando}) ${base}` : base;
  }, [t, esperando]);

  const conectado = useEventStream('/eventos', {
    onMessage: (m) => {
      if (!m.event.startsWith('pedido.')) return;
      void qc.invalidateQueries({ queryKey: keys.pedidos.quadro() });
      try {
        const { pedido_id } = JSON.parse(m.data) as { pedido_id?: number };
        if (typeof pedido_id === 'number') void qc.invalidateQueries({ queryKey: keys.pedidos.detalhe(pedido_id) });
      } catch {
        // a malformed event still refreshed the board
      }
    },
    // after a reconnection, whatever happened meanwhile comes with one refetch
    onOpen: () => void qc.invalidateQueries({ queryKey: keys.pedidos.quadro() }),
  });

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2, md: 3 } }} data-testid="painel-pedidos">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {t('quadro.titulo')}
        </Typography>
        <Chip
          size="small"
          color={conectado ? 'success' : 'default'}
          variant={conectado ? 'filled' : 'outlined'}
          label={conectado ? t('quadro.aoVivo') : t('quadro.reconectando')}
          data-testid="sse-estado"
          data-conectado={conectado ? 'true' : 'false'}
        />
        <Button component={Link} to="/admin/new-order" variant="contained" startIcon={<AddIcon />}>
          {t('quadro.novoPedido')}
        </Button>
      </Box>

      {celular && session && <LojaFechadaAviso empresaId={session.empresa_id} timezone={timezone} />}
      <AlertaNovos lembrete={lembrete} som={somDoNavegador} onOpen={(p) => setAberto(p.id)} />
      <FiltrosQuadro filtro={filtro} canais={canais} onChange={setFiltro} />

      {todos === undefined && !quadro.isError ? (
        <LinearProgress aria-label={t('quadro.carregando')} />
      ) : (
        <>
          {filtrando && (
            <Typography
              variant="body2"
              color="text.secondary"
              sx={{ mb: 1 }}
              role="status"
              data-testid="filtro-contagem"
            >
              {visiveis.length === 0
                ? t('filtro.nenhum')
                : t('filtro.mostrando', { n: visiveis.length, total: todos?.length ?? 0 })}
            </Typography>
          )}
          <QuadroPedidos pedidos={visiveis} agora={agora} onOpen={setAberto} acoes={acoes} />
        </>
      )}

      {(aberto !== null || jaAberto) && (
        <Suspense fallback={null}>
          <PedidoDetalheDialog pedidoId={aberto} onClose={() => setAberto(null)} />
        </Suspense>
      )}
    </Box>
  );
}

export { OrdersPage as Component };
