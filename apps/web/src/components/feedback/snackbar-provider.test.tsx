import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { showSnackbar } from '../../lib/snackbar.ts';
import { SnackbarProvider } from './snackbar-provider.tsx';

function tela(celular: boolean) {
  // MUI's useMediaQuery reads matchMedia; jsdom has none. Phones match `max-width` queries.
  window.matchMedia = ((q: string) => ({
    matches: celular && q.includes('max-width'),
    media: q,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

describe('global snackbar', { timeout: 20_000 }, () => {
  it('on a phone it sits at the top; a stale message about the same order is never shown', async () => {
    tela(true);
    const vistos: string[] = [];
    const observador = new MutationObserver(() => {
      for (const a of document.querySelectorAll('[role=alert]'))
        if (!vistos.includes(a.textContent!)) vistos.push(a.textContent!);
    });
    observador.observe(document.body, { childList: true, subtree: true, characterData: true });
    render(
      <SnackbarProvider>
        <p>tela</p>
      </SnackbarProvider>,
    );
    act(() => {
      showSnackbar('Pedido #7: Pronto', 'success', 'pedido:7');
      showSnackbar('Pedido #8: Pronto', 'success', 'pedido:8');
      showSnackbar('Pedido #8: Saiu para entrega', 'success', 'pedido:8');
    });
    expect(screen.getByTestId('snackbar').className).toContain('TopCenter');
    // the one on screen leaves early because something waits, and the latest news about #8 follows
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Pedido #8: Saiu para entrega'), {
      timeout: 5000,
    });
    observador.disconnect();
    expect(vistos).toEqual(['Pedido #7: Pronto', 'Pedido #8: Saiu para entrega']);
  });

  it('at the counter it stays at the bottom (spec §8)', () => {
    tela(false);
    render(<SnackbarProvider>{null}</SnackbarProvider>);
    act(() => showSnackbar('Salvo', 'success'));
    expect(screen.getByTestId('snackbar').className).toContain('BottomCenter');
  });
});
