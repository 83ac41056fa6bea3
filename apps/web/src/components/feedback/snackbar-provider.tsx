import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { SNACKBAR_DURATION_MS, subscribeSnackbar, type SnackbarMessage } from '../../lib/snackbar.ts';

/** Renders the global snackbar (spec §8: bottom centre, red/green/amber) for messages from anywhere in the app. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<SnackbarMessage[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  useEffect(
    () =>
      subscribeSnackbar((m) => {
        setQueue((q) => [...q, m]);
      }),
    [],
  );

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
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          slotProps={{ transition: { onExited: next } }}
        >
          <Alert severity={current.severity} variant="filled" onClose={dismiss} sx={{ width: '100%' }}>
            {current.message}
          </Alert>
        </Snackbar>
      )}
    </>
  );
}
