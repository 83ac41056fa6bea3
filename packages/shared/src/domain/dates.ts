// Date-time text per spec §3: shown as "dd/MM/yyyy, HH:mm", exchanged as "yyyy-MM-ddTHH:mm".
// A missing value shows as a dash; text without a date or time part is shown unchanged.

export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';
export const DASH = '-';

type Value = string | Date | null | undefined;

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const TIME_ONLY = /^(\d{2}):(\d{2})(?::\d{2})?$/;

interface Parts {
  y: string;
  mo: string;
  d: string;
  h?: string;
  mi?: string;
}

// One formatter per timezone: building an Intl.DateTimeFormat costs far more than formatting with one (the first
// of a page loads the locale's date data), and callers format many instants in a handful of timezones.
const formatadores = new Map<string, Intl.DateTimeFormat>();

function formatador(timeZone: string): Intl.DateTimeFormat {
  let f = formatadores.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      weekday: 'short',
    });
    formatadores.set(timeZone, f);
  }
  return f;
}

/** Calendar parts of an instant in a timezone. */
export function zonedParts(date: Date, timeZone = DEFAULT_TIMEZONE): Required<Parts> & { weekday: number } {
  const f = formatador(timeZone);
  const p = Object.fromEntries(f.formatToParts(date).map((x) => [x.type, x.value]));
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return { y: p.year!, mo: p.month!, d: p.day!, h: p.hour!, mi: p.minute!, weekday: weekdays.indexOf(p.weekday!) };
}

function parts(value: string | Date, timeZone: string): Parts | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : zonedParts(value, timeZone);
  const text = value.trim();
  if (WITH_OFFSET.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : zonedParts(date, timeZone);
  }
  const m = LOCAL.exec(text);
  if (!m) return null;
  return { y: m[1]!, mo: m[2]!, d: m[3]!, ...(m[4] ? { h: m[4], mi: m[5]! } : {}) };
}

function isMissing(value: Value): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** "22/11/2026, 14:05"; a dash when missing; unchanged when the text has no date. */
export function formatDateTime(value: Value, timeZone = DEFAULT_TIMEZONE): string {
  if (isMissing(value)) return DASH;
  const p = parts(value, timeZone);
  if (!p) return String(value);
  const date = `${p.d}/${p.mo}/${p.y}`;
  return p.h ? `${date}, ${p.h}:${p.mi}` : date;
}

/** "22/11/2026"; a dash when missing; unchanged when the text has no date. */
export function formatDate(value: Value, timeZone = DEFAULT_TIMEZONE): string {
  if (isMissing(value)) return DASH;
  const p = parts(value, timeZone);
  return p ? `${p.d}/${p.mo}/${p.y}` : String(value);
}

/** "14:05"; a dash when missing; accepts a bare "HH:mm"; unchanged when the text has no time. */
export function formatTime(value: Value, timeZone = DEFAULT_TIMEZONE): string {
  if (isMissing(value)) return DASH;
  if (typeof value === 'string') {
    const t = TIME_ONLY.exec(value.trim());
    if (t) return `${t[1]}:${t[2]}`;
  }
  const p = parts(value, timeZone);
  return p?.h ? `${p.h}:${p.mi}` : String(value);
}

/** The exchange format "yyyy-MM-ddTHH:mm" of an instant, in the business timezone. */
export function toExchange(date: Date, timeZone = DEFAULT_TIMEZONE): string {
  const p = zonedParts(date, timeZone);
  return `${p.y}-${p.mo}-${p.d}T${p.h}:${p.mi}`;
}
