import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAlertSound, type AudioLike } from '../../lib/alert-sound.ts';
import { SoundPanelContent } from './sound-panel.tsx';

function fakeAudio(blocked = false) {
  const a: AudioLike & { plays: number } = {
    volume: 1,
    currentTime: 0,
    plays: 0,
    pause: () => {},
    play: vi.fn(async () => {
      if (blocked) throw Object.assign(new Error('blocked'), { name: 'NotAllowedError' });
      a.plays++;
    }),
  };
  return a;
}

describe('sound alert panel (spec §4 Alert sound)', { timeout: 20_000 }, () => {
  it('starts locked, unlocks on click, and then plays new-order alerts', async () => {
    const audio = fakeAudio();
    const store = createAlertSound(() => audio);
    render(<SoundPanelContent store={store} />);
    expect(screen.getByTestId('estado-som')).toHaveTextContent('Som bloqueado pelo navegador');
    expect(await store.tocarAlerta()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Ativar som' }));
    expect(screen.getByTestId('estado-som')).toHaveTextContent('Som ativo');
    expect(await store.tocarAlerta()).toBe(true);
    expect(audio.volume).toBe(0.7);
  });

  it('shows a blocked browser instead of ignoring it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createAlertSound(() => fakeAudio(true));
    render(<SoundPanelContent store={store} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ativar som' }));
    expect(screen.getByRole('alert')).toHaveTextContent('O navegador bloqueou o som');
    expect(screen.getByTestId('estado-som')).toHaveTextContent('Som bloqueado pelo navegador');
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('snoozes 5 minutes with a countdown that can be cancelled; muted does not play; keeps the spec keys', async () => {
    const store = createAlertSound(() => fakeAudio());
    render(<SoundPanelContent store={store} />);
    await userEvent.click(screen.getByRole('button', { name: 'Ativar som' }));
    await userEvent.click(screen.getByRole('button', { name: '5 min' }));
    expect(screen.getByTestId('estado-som')).toHaveTextContent(/Soneca: 0[45]:\d{2}/);
    expect(localStorage.getItem('snooze-until')).not.toBeNull();
    expect(await store.tocarAlerta()).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar soneca' }));
    expect(screen.getByTestId('estado-som')).toHaveTextContent('Som ativo');
    expect(localStorage.getItem('snooze-until')).toBeNull();

    await userEvent.click(screen.getByRole('switch', { name: 'Silenciar' }));
    expect(screen.getByTestId('estado-som')).toHaveTextContent('Som silenciado');
    expect(localStorage.getItem('muted')).toBe('true');
    expect(await store.tocarAlerta()).toBe(false);
    // "test sound" still plays while muted (that is what the button is for)
    expect(await store.testar()).toBe(true);
    act(() => store.volume(0.35));
    expect(localStorage.getItem('volume')).toBe('0.35');
    expect(screen.getByText('Volume: 35%')).toBeInTheDocument();
  });

  it('reads the stored settings on load (never the unlock)', () => {
    localStorage.setItem('muted', 'true');
    localStorage.setItem('volume', '0.4');
    const store = createAlertSound(() => fakeAudio());
    expect(store.getState()).toMatchObject({ desbloqueado: false, mudo: true, volume: 0.4 });
  });
});
