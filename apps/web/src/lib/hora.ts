// Time of day typed as 24 h text ("1830" → "18:30"). A native `type="time"` field follows the computer's locale and
// shows AM/PM on many counters' machines; the back office always reads 24 h, as Brazilians write it.

/** What a clerk typed, as `HH:mm` so far: digits only, a colon after the hour, at most four digits. */
export function mascararHora(texto: string): string {
  const d = texto.replace(/\D/g, '').slice(0, 4);
  return d.length <= 2 ? d : `${d.slice(0, 2)}:${d.slice(2)}`;
}
