// The one door from the orders feature to the new-order sound (spec §4 Alert sound). The sound panel of the top
// bar (issue 3) owns the settings; it keeps them in browser storage under the spec's keys (muted, volume,
// snooze-until — SOM_STORAGE), which this adapter reads at every ring, so mute and snooze take effect at once.
// When the panel's web module lands, only this file changes to delegate to it.
import { deveTocar, estadoSom, lerSomDoStorage, SOM_ARQUIVO, type EstadoSom } from '@app/shared/domain/som.ts';

export interface SomAlerta {
  /** bloqueado | ativo | mudo | soneca, now. */
  estado: () => EstadoSom;
  /** Rings once when the state allows it; returns whether it rang. */
  tocar: () => boolean;
  /** Unlocks audio from a user gesture (a click). */
  desbloquear: () => Promise<void>;
}

let desbloqueadoManual = false;

function desbloqueadoPeloNavegador(): boolean {
  // sticky user activation is what Chromium's autoplay policy checks
  const ua = (navigator as Navigator & { userActivation?: { hasBeenActive: boolean } }).userActivation;
  return desbloqueadoManual || ua?.hasBeenActive === true;
}

function lerSom() {
  const get = (k: string) => {
    try {
      return localStorage.getItem(k);
    } catch {
      return null;
    }
  };
  return { ...lerSomDoStorage(get, Date.now()), desbloqueado: desbloqueadoPeloNavegador() };
}

/** A short two-tone beep, when alert.mp3 cannot be played (missing file, decoding error). */
function bipe(volume: number): void {
  const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctx) return;
  const ctx = new Ctx();
  const gain = ctx.createGain();
  gain.gain.value = volume * 0.3;
  gain.connect(ctx.destination);
  [880, 660].forEach((freq, i) => {
    const osc = ctx.createOscillator();
    osc.frequency.value = freq;
    osc.connect(gain);
    osc.start(ctx.currentTime + i * 0.25);
    osc.stop(ctx.currentTime + i * 0.25 + 0.2);
  });
  setTimeout(() => void ctx.close(), 1000);
}

export const somDoNavegador: SomAlerta = {
  estado: () => estadoSom(lerSom(), Date.now()),
  tocar: () => {
    const som = lerSom();
    if (!deveTocar(som, Date.now())) return false;
    try {
      const audio = new Audio(`/${SOM_ARQUIVO}`);
      audio.volume = som.volume;
      audio.play().catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError') {
          desbloqueadoManual = false;
          console.warn('Alerta sonoro bloqueado pelo navegador', error);
        } else bipe(som.volume);
      });
    } catch (error) {
      console.warn('Falha ao tocar o alerta', error);
    }
    return true;
  },
  desbloquear: async () => {
    try {
      const audio = new Audio(`/${SOM_ARQUIVO}`);
      audio.volume = 0;
      await audio.play().catch(() => undefined);
      desbloqueadoManual = true;
    } catch (error) {
      // spec §8: audio unlock failure is logged
      console.warn('Falha ao desbloquear o áudio', error);
    }
  },
};
