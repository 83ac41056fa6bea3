import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  enfileirarSnackbar,
  SNACKBAR_DURATION_MS,
  subscribeSnackbar,
  type SnackbarMessage,
} from '../../lib/snackbar.ts';

/** How long a message stays when another waits behind it: long enough to be seen, short enough not to pile up. */
const COM_FILA_MS = 1200;

/**
 * Renders the global snackbar (spec §8: bottom centre, red/green/amber) for messages from anywhere in the app. On a
 * phone it sits at the top, under the app bar: at the bottom it covered the next card's action button.
 */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [queue, setQueue] = useState<SnackbarMessage[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];
  const esperando = queue.length > 1;

  useEffect(() => subscribeSnackbar((m) => setQueue((q) => enfileirarSnackbar(q, m))), []);

  // a newer message waits: the current one leaves soon instead of running its full time
  useEffect(() => {
    if (!esperando || !current) return;
    const timer = setTimeout(() => setOpen(false), COM_FILA_MS);
    return () => clearTimeout(timer);
  }, [esperando, current]);

  const dismiss = () => setOpen(false);
  const next = () => {
    setQueue((q) => q.slice(1));
    setOpen(true);
  };

  return (
    <>
      {children}
      {current && (
        <Snackbar
          key={current.id}
          open={open}
          autoHideDuration={SNACKBAR_DURATION_MS[current.severity]}
          onClose={(_e, reason) => {
            if (reason !== 'clickaway') dismiss();
          }}
          anchorOrigin={
            celular ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'center' }
          }
          // below the 56 px app bar, so the bar's buttons stay reachable too
          sx={celular ? { top: { xs: 64 } } : undefined}
          slotProps={{ transition: { onExited: next } }}
          data-testid="snackbar"
        >
          <Alert severity={current.severity} variant="filled" onClose={dismiss} sx={{ width: '100%' }}>
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </>
  );
}
