import { describe, expect, it } from 'vitest';
import { enfileirarSnackbar, type SnackbarMessage } from './snackbar.ts';

const m = (id: number, message: string, chave?: string): SnackbarMessage => ({
  id,
  message,
  severity: 'success',
  chave,
});

describe('snackbar queue', () => {
  it('a newer message about the same order replaces the waiting one; the one on screen stays', () => {
    let fila = enfileirarSnackbar([], m(1, 'Pedido #7: Pronto', 'pedido:7'));
    fila = enfileirarSnackbar(fila, m(2, 'Pedido #8: Pronto', 'pedido:8'));
    fila = enfileirarSnackbar(fila, m(3, 'Pedido #8: Saiu para entrega', 'pedido:8'));
    fila = enfileirarSnackbar(fila, m(4, 'Pedido #7: Concluído', 'pedido:7'));
    expect(fila.map((x) => x.id)).toEqual([1, 3, 4]);
  });
  it('the same text is not queued twice', () => {
    let fila = enfileirarSnackbar([], m(1, 'Erro'));
    fila = enfileirarSnackbar(fila, m(2, 'Salvo'));
    fila = enfileirarSnackbar(fila, m(3, 'Salvo'));
    expect(fila.map((x) => x.id)).toEqual([1, 3]);
  });
});
