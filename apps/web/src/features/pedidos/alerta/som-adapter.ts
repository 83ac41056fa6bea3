// The one door from the orders feature to the new-order sound (spec §4 Alert sound). The sound panel of the top
// bar owns the state (locked, active, muted, snoozed; volume) in `@/lib/alert-sound.ts`; the orders screen only
// asks it to ring, so the panel's mute and snooze take effect at once.
import type { EstadoSom } from '@app/shared/domain/som.ts';
import { alertSound, type AlertSound } from '@/lib/alert-sound.ts';

export interface SomAlerta {
  /** bloqueado | ativo | mudo | soneca, now. */
  estado: () => EstadoSom;
  /** Rings once when the panel allows it; returns whether it rang. */
  tocar: () => boolean;
  /** Unlocks audio from a user gesture (a click). */
  desbloquear: () => Promise<void>;
}

export function adaptarSom(store: AlertSound): SomAlerta {
  return {
    estado: () => store.estado(),
    tocar: () => {
      if (store.estado() !== 'ativo') return false;
      void store.tocarAlerta();
      return true;
    },
    desbloquear: async () => {
      await store.desbloquear();
    },
  };
}

export const somDoNavegador: SomAlerta = adaptarSom(alertSound);
