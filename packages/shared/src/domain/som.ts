// New-order alert sound (spec §4 Alert sound, §5 volume, §9 snooze and storage keys). Pure state machine: the
// web keeps the state in browser storage and asks `deveTocar` before playing.

/** Spec §9: snooze choices in minutes. */
export const SONECA_OPCOES = [5, 15, 30] as const;
export type SonecaMinutos = (typeof SONECA_OPCOES)[number];
/** Spec §5: volume 0–1 in steps of 0.01, default 0.7. */
export const VOLUME_PADRAO = 0.7;
export const VOLUME_PASSO = 0.01;
/** Spec §9: the browser-storage keys of the sound settings. */
export const SOM_STORAGE = { mudo: 'muted', volume: 'volume', sonecaAte: 'snooze-until' } as const;
export const SOM_ARQUIVO = 'alert.mp3';

export type EstadoSom = 'bloqueado' | 'ativo' | 'mudo' | 'soneca';

export interface Som {
  /** The browser allowed audio (a user gesture unlocked it). */
  desbloqueado: boolean;
  mudo: boolean;
  /** Epoch ms until which the alert is snoozed; null = not snoozed. */
  sonecaAte: number | null;
  volume: number;
}

export const SOM_INICIAL: Som = { desbloqueado: false, mudo: false, sonecaAte: null, volume: VOLUME_PADRAO };

/** Which of the four states applies now. Locked wins (nothing can play), then muted, then snoozed. */
export function estadoSom(s: Som, now: number): EstadoSom {
  if (!s.desbloqueado) return 'bloqueado';
  if (s.mudo) return 'mudo';
  if (s.sonecaAte !== null && s.sonecaAte > now) return 'soneca';
  return 'ativo';
}

/** Spec §4: the sound plays only when unlocked, not muted and not snoozed. */
export const deveTocar = (s: Som, now: number): boolean => estadoSom(s, now) === 'ativo';

/** Milliseconds left of the snooze (0 when not snoozed). */
export const sonecaRestante = (s: Som, now: number): number =>
  s.sonecaAte !== null && s.sonecaAte > now ? s.sonecaAte - now : 0;

/** "04:59" for a countdown. */
export function formatarContagem(ms: number): string {
  const total = Math.ceil(ms / 1000);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** A volume within 0–1 on the 0.01 grid; anything else (bad stored text, NaN) falls back to the default. */
export function normalizarVolume(v: unknown): number {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN;
  if (!Number.isFinite(n) || n < 0 || n > 1) return VOLUME_PADRAO;
  return Math.round(n * 100) / 100;
}

export const volumeValido = (v: number): boolean =>
  Number.isFinite(v) && v >= 0 && v <= 1 && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9;

export type EventoSom =
  | { tipo: 'desbloquear' }
  | { tipo: 'bloquear' }
  | { tipo: 'mudo'; valor: boolean }
  | { tipo: 'soneca'; minutos: SonecaMinutos; agora: number }
  | { tipo: 'cancelar_soneca' }
  | { tipo: 'volume'; valor: number };

export function reduzirSom(s: Som, e: EventoSom): Som {
  switch (e.tipo) {
    case 'desbloquear':
      return { ...s, desbloqueado: true };
    case 'bloquear':
      return { ...s, desbloqueado: false };
    case 'mudo':
      return { ...s, mudo: e.valor };
    case 'soneca':
      return { ...s, sonecaAte: e.agora + e.minutos * 60_000 };
    case 'cancelar_soneca':
      return { ...s, sonecaAte: null };
    case 'volume':
      return { ...s, volume: normalizarVolume(e.valor) };
  }
}

/** Reads the stored settings (unlocking is never stored: every page load starts locked, as browsers do). */
export function lerSomDoStorage(get: (key: string) => string | null, now: number): Som {
  const ate = Number(get(SOM_STORAGE.sonecaAte));
  return {
    desbloqueado: false,
    mudo: get(SOM_STORAGE.mudo) === 'true',
    sonecaAte: Number.isFinite(ate) && ate > now ? ate : null,
    volume: get(SOM_STORAGE.volume) === null ? VOLUME_PADRAO : normalizarVolume(get(SOM_STORAGE.volume)),
  };
}

/** The storage entries for a state (null = remove the key). */
export function somParaStorage(s: Som): Record<string, string | null> {
  return {
    [SOM_STORAGE.mudo]: String(s.mudo),
    [SOM_STORAGE.volume]: String(s.volume),
    [SOM_STORAGE.sonecaAte]: s.sonecaAte === null ? null : String(s.sonecaAte),
  };
}
