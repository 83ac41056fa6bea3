import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, toExchange, zonedParts } from './dates.ts';

describe('date helpers (spec §3)', () => {
  it('shows the exchange format as dd/MM/yyyy, HH:mm', () => {
    expect(formatDateTime('2026-11-22T14:05')).toBe('22/11/2026, 14:05');
    expect(formatDateTime('2026-01-02T00:00:59')).toBe('02/01/2026, 00:00');
  });
  it('converts instants with an offset to the business timezone', () => {
    expect(formatDateTime('2026-11-22T17:05:00Z')).toBe('22/11/2026, 14:05');
    expect(formatDateTime('2026-11-22T17:05:00Z', 'America/Manaus')).toBe('22/11/2026, 13:05');
    expect(formatDateTime(new Date('2026-11-22T02:30:00Z'))).toBe('21/11/2026, 23:30');
  });
  it('shows a dash for missing values', () => {
    for (const v of [null, undefined, '', '   ']) {
      expect(formatDateTime(v)).toBe('-');
      expect(formatDate(v)).toBe('-');
      expect(formatTime(v)).toBe('-');
    }
  });
  it('leaves text without a date or time part unchanged', () => {
    expect(formatDateTime('amanhã cedo')).toBe('amanhã cedo');
    expect(formatDate('sem data')).toBe('sem data');
    expect(formatTime('meio-dia')).toBe('meio-dia');
  });
  it('has date-only and time-only helpers', () => {
    expect(formatDate('2026-11-22T14:05')).toBe('22/11/2026');
    expect(formatDate('2026-11-22')).toBe('22/11/2026');
    expect(formatTime('2026-11-22T14:05')).toBe('14:05');
    expect(formatTime('18:30')).toBe('18:30');
    expect(formatTime('2026-11-22')).toBe('2026-11-22');
  });
  it('produces the exchange format in the business timezone', () => {
    expect(toExchange(new Date('2026-11-22T17:05:00Z'))).toBe('2026-11-22T14:05');
  });
});

describe('zonedParts', () => {
  it('builds one formatter per timezone and still answers in each timezone', () => {
    const original = Intl.DateTimeFormat;
    let construidos = 0;
    Intl.DateTimeFormat = class extends original {
      constructor(...a: ConstructorParameters<typeof original>) {
        super(...a);
        construidos++;
      }
    } as typeof original;
    try {
      const d = new Date('2026-11-28T02:30:00Z');
      // timezones no other test uses, so none is cached yet
      expect(zonedParts(d, 'Asia/Kathmandu')).toMatchObject({
        y: '2026',
        mo: '11',
        d: '28',
        h: '08',
        mi: '15',
        weekday: 6,
      });
      expect(zonedParts(d, 'America/Noronha')).toMatchObject({ d: '28', h: '00', mi: '30', weekday: 6 });
      expect(zonedParts(new Date('2026-11-29T15:05:00Z'), 'Asia/Kathmandu')).toMatchObject({
        d: '29',
        h: '20',
        mi: '50',
      });
      expect(zonedParts(d, 'America/Noronha')).toMatchObject({ h: '00' });
      expect(construidos).toBe(2);
    } finally {
      Intl.DateTimeFormat = original;
    }
  });
});
