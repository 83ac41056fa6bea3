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
  /** What the message is about (`pedido:12`): a newer message about the same thing replaces a waiting one. */
  chave?: string | undefined;
}

type Listener = (message: SnackbarMessage) => void;
const listeners = new Set<Listener>();
let nextId = 1;

export function showSnackbar(message: string, severity: SnackbarSeverity = 'info', chave?: string): void {
  const item = { id: nextId++, message, severity, chave };
  for (const l of listeners) l(item);
}

export function subscribeSnackbar(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The queue after a new message: a waiting message about the same thing (same `chave`) is dropped, since it is
 * stale — the order changed again — and so is an identical waiting text. The message on screen (`fila[0]`) stays
 * until the provider closes it; the provider closes it early whenever something waits behind it, so at a rush the
 * counter reads the latest news, not a backlog.
 */
export function enfileirarSnackbar(fila: readonly SnackbarMessage[], nova: SnackbarMessage): SnackbarMessage[] {
  const [atual, ...espera] = fila;
  const mesma = (m: SnackbarMessage) =>
    (nova.chave !== undefined && m.chave === nova.chave) ||
    (m.message === nova.message && m.severity === nova.severity);
  if (!atual) return [nova];
  return [atual, ...espera.filter((m) => !mesma(m)), nova];
}
