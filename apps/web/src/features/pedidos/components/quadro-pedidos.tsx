import { memo, useMemo, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import type { Pedido } from '@app/shared/schemas/pedidos.ts';
import { usePedidosT } from '../i18n.ts';
import { agruparPedidos, COLUNAS, type ColunaId } from '../quadro.ts';
import { AbasQuadro } from './abas-quadro.tsx';
import { PedidoCard } from './pedido-card.tsx';

interface Props {
  pedidos: readonly Pedido[];
  agora: number;
  onOpen: (id: number) => void;
  /**
   * Each card's action row; the board page gives it, a read-only board leaves it out. Keep it the same function
   * between renders (useCallback): the cards are memoised on it.
   */
  acoes?: ((p: Pedido) => ReactNode) | undefined;
}

function Lista({ pedidos, agora, onOpen, acoes }: Props) {
  const { t } = usePedidosT();
  if (pedidos.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" align="center" sx={{ py: 2 }}>
        {t('quadro.vazio')}
      </Typography>
    );
  }
  return (
    <Stack spacing={1}>
      {pedidos.map((p) => (
        <PedidoCard key={p.id} pedido={p} agora={agora} onOpen={onOpen} acoes={acoes} />
      ))}
    </Stack>
  );
}

/**
 * The live board: one column per open status on md+ screens, tabs on phones (a light strip, AbasQuadro); finished
 * orders folded below.
 */
export const QuadroPedidos = memo(function QuadroPedidos({ pedidos, agora, onOpen, acoes }: Props) {
  const { t } = usePedidosT();
  const theme = useTheme();
  const largo = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const quadro = useMemo(() => agruparPedidos(pedidos), [pedidos]);
  const [aba, setAba] = useState<ColunaId>('pendente');
  const [verFinalizados, setVerFinalizados] = useState(false);
  // The finished cards (a whole day's, often most of the board) are rendered the first time the fold is opened, not
  // hidden inside it from the first load: nobody sees them before, and they were most of the cards the board's
  // first render built. Once opened they stay, so the fold still animates closed.
  const [finalizadosMontados, setFinalizadosMontados] = useState(false);
  if (verFinalizados && !finalizadosMontados) setFinalizadosMontados(true);

  const titulo = (c: ColunaId) => t(`status.${c}`);

  return (
    <Box>
      {largo ? (
        <Box
          role="list"
          aria-label={t('quadro.colunas')}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: 1.5, alignItems: 'start' }}
        >
          {COLUNAS.map((c) => (
            <Paper
              key={c}
              role="listitem"
              variant="outlined"
              sx={{ p: 1, bgcolor: 'grey.50', borderRadius: 3 }}
              data-testid={`coluna-${c}`}
            >
              <Typography
                variant="subtitle2"
                component="h2"
                sx={{ px: 0.5, pb: 1, display: 'flex', justifyContent: 'space-between' }}
              >
                <span>{titulo(c)}</span>
                <span>{quadro.colunas[c].length}</span>
              </Typography>
              <Lista pedidos={quadro.colunas[c]} agora={agora} onOpen={onOpen} acoes={acoes} />
            </Paper>
          ))}
        </Box>
      ) : (
        <AbasQuadro
          aba={aba}
          onChange={setAba}
          titulo={titulo}
          contagem={(c) => quadro.colunas[c].length}
          rotulo={t('quadro.colunas')}
        >
          <Lista pedidos={quadro.colunas[aba]} agora={agora} onOpen={onOpen} acoes={acoes} />
        </AbasQuadro>
      )}

      <Box sx={{ mt: 2 }}>
        <Button
          onClick={() => setVerFinalizados((v) => !v)}
          endIcon={verFinalizados ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={verFinalizados}
          aria-controls="pedidos-finalizados"
        >
          {t('quadro.finalizados', { n: quadro.finalizados.length })}
        </Button>
        <Collapse in={verFinalizados} id="pedidos-finalizados" data-testid="coluna-finalizados">
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
              gap: 1,
              pt: 1,
            }}
          >
            {(verFinalizados || finalizadosMontados) &&
              quadro.finalizados.map((p) => (
                <PedidoCard key={p.id} pedido={p} agora={agora} onOpen={onOpen} acoes={acoes} />
              ))}
          </Box>
        </Collapse>
      </Box>
    </Box>
  );
});
