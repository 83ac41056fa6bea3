import { showSnackbar, type SnackbarSeverity } from '../../lib/snackbar.ts';

const api = { show: (message: string, severity: SnackbarSeverity = 'info') => showSnackbar(message, severity) };

/** `useSnackbar().show(message, 'error' | 'success' | 'warning' | 'info')` — the global snackbar of spec §8. */
export function useSnackbar(): typeof api {
  return api;
}
