import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import { keys } from '@/api/keys.ts';
import { detalheQuery, patchPedido } from '@/api/pedidos.ts';
import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { usePedidosT } from '../i18n.ts';
import { ConteudoDoPedido } from './detalhe/conteudo.tsx';

interface Props {
  pedidoId: number | null;
  onClose: () => void;
}

/** An order's details, from the board or the history: items, address, payments, courier, actions, history. */
export function PedidoDetalheDialog({ pedidoId, onClose }: Props) {
  const { t } = usePedidosT();
  const theme = useTheme();
  const telaCheia = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const session = useSession();
  const qc = useQueryClient();
  const podeGerenciar = sessionHasPermission(session, 'pedidos.gerenciar');
  const podeImprimir = sessionHasPermission(session, 'impressao.imprimir');
  const detalhe = useQuery({ ...detalheQuery(pedidoId ?? 0), enabled: pedidoId !== null });
  const marcados = useRef(new Set<number>());
  const p = detalhe.data;

  // Someone looked at it: the new-order reminder stops for this order (PATCH visto).
  useEffect(() => {
    if (!p || p.visto || marcados.current.has(p.id)) return;
    marcados.current.add(p.id);
    patchPedido(p.id, { visto: true })
      .then(() => qc.invalidateQueries({ queryKey: keys.pedidos.quadro() }))
      .catch((error: unknown) => console.warn('Falha ao marcar pedido como visto', error));
  }, [p, qc]);

  return (
    <Dialog
      open={pedidoId !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={telaCheia}
      aria-labelledby="pedido-detalhe-titulo"
    >
      <DialogTitle id="pedido-detalhe-titulo" sx={{ pr: 6 }}>
        {p ? t('detalhe.titulo', { numero: p.numero_pedido }) : t('quadro.carregando')}
        <IconButton aria-label={t('detalhe.fechar')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {p ? (
        <ConteudoDoPedido
          key={p.id}
          p={p}
          timezone={session?.timezone ?? 'America/Sao_Paulo'}
          podeGerenciar={podeGerenciar}
          podeImprimir={podeImprimir}
        />
      ) : (
        <DialogContent sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('quadro.carregando')} />
        </DialogContent>
      )}
    </Dialog>
  );
}
