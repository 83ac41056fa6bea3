// The new-order alert (spec §4 Alert sound, §9): one store for the whole tab, kept in browser storage under the
// spec's keys. The pure rules (which state plays) live in @app/shared/domain/som.ts; this file adds the browser:
// storage, the <audio> element and the autoplay lock. The orders screen calls `tocarAlerta()` on a new order.
import { useSyncExternalStore } from 'react';
import {
  deveTocar,
  estadoSom,
  lerSomDoStorage,
  reduzirSom,
  SOM_ARQUIVO,
  somParaStorage,
  type EventoSom,
  type Som,
  type SonecaMinutos,
} from '@app/shared/domain/som.ts';

export const ALERT_SRC = `/sounds/${SOM_ARQUIVO}`;

export interface AlertSoundState extends Som {
  /** The last unlock attempt was refused by the browser (autoplay policy): shown, not silently ignored. */
  bloqueadoPeloNavegador: boolean;
}

/** What the store needs from an audio element (tests pass a fake). */
export interface AudioLike {
  volume: number;
  currentTime: number;
  play(): Promise<void>;
  pause(): void;
}

type Listener = () => void;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function createAlertSound(makeAudio: () => AudioLike, now: () => number = Date.now) {
  const listeners = new Set<Listener>();
  let audio: AudioLike | null = null;
  let state: AlertSoundState = {
    ...lerSomDoStorage((k) => storage()?.getItem(k) ?? null, now()),
    bloqueadoPeloNavegador: false,
  };

  const el = () => (audio ??= makeAudio());
  const emit = () => listeners.forEach((l) => l());
  const persist = () => {
    const s = storage();
    if (!s) return;
    for (const [k, v] of Object.entries(somParaStorage(state))) {
      if (v === null) s.removeItem(k);
      else s.setItem(k, v);
    }
  };
  const dispatch = (e: EventoSom) => {
    state = { ...state, ...reduzirSom(state, e) };
    persist();
    emit();
  };

  async function play(): Promise<boolean> {
    const a = el();
    a.volume = state.volume;
    a.currentTime = 0;
    try {
      await a.play();
      return true;
    } catch (err) {
      // Spec §8: an audio unlock failure is logged; we also show it (NotAllowedError = autoplay policy)
      console.warn('alerta sonoro bloqueado pelo navegador', err);
      if ((err as { name?: string }).name === 'NotAllowedError') {
        state = { ...state, desbloqueado: false, bloqueadoPeloNavegador: true };
        emit();
      }
      return false;
    }
  }

  return {
    getState: () => state,
    subscribe(l: Listener) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    /** Needs a user gesture: plays once so the browser lets later alerts through. */
    async desbloquear(): Promise<boolean> {
      const ok = await play();
      if (ok) {
        state = { ...state, bloqueadoPeloNavegador: false };
        dispatch({ tipo: 'desbloquear' });
      }
      return ok;
    },
    /** A new order: plays only when unlocked, not muted and not snoozed (spec §4). */
    async tocarAlerta(): Promise<boolean> {
      if (!deveTocar(state, now())) return false;
      return play();
    },
    /** The panel's "test sound": plays even when muted or snoozed, never when locked. */
    async testar(): Promise<boolean> {
      if (!state.desbloqueado) return false;
      return play();
    },
    mudo: (valor: boolean) => dispatch({ tipo: 'mudo', valor }),
    soneca: (minutos: SonecaMinutos) => dispatch({ tipo: 'soneca', minutos, agora: now() }),
    cancelarSoneca: () => dispatch({ tipo: 'cancelar_soneca' }),
    volume: (valor: number) => {
      dispatch({ tipo: 'volume', valor });
      if (audio) audio.volume = state.volume;
    },
    estado: () => estadoSom(state, now()),
  };
}

export type AlertSound = ReturnType<typeof createAlertSound>;

export const alertSound: AlertSound = createAlertSound(() => {
  const a = new Audio(ALERT_SRC);
  a.preload = 'auto';
  return a;
});

/** Plays the new-order alert if the panel allows it. For the orders screen. */
export const tocarAlerta = () => alertSound.tocarAlerta();

export function useAlertSound(store: AlertSound = alertSound): AlertSoundState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
