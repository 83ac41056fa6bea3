// The global snackbar of spec §8 as a tiny store, so the QueryClient and other non-React code can announce errors.
export type SnackbarSeverity = 'error' | 'success' | 'warning' | 'info';

/** Spec §8: error 4000 ms, success 3000 ms, warning 4000 ms; info follows warning. */
export const SNACKBAR_DURATION_MS: Record<SnackbarSeverity, number> = {
  error: 4000,
  success: 3000,
  warning: 4000,
  info: 4000,
};

export interface SnackbarMessage {
  id: number;
  message: string;
  severity: SnackbarSeverity;
}

type Listener = (message: SnackbarMessage) => void;
const listeners = new Set<Listener>();
let nextId = 1;

export function showSnackbar(message: string, severity: SnackbarSeverity = 'info'): void {
  const item = { id: nextId++, message, severity };
  for (const l of listeners) l(item);
}

export function subscribeSnackbar(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
