import { describe, expect, it } from 'vitest';
import { mascararHora } from './hora.ts';

describe('24 h time typing', () => {
  it('puts the colon after the hour and keeps four digits', () => {
    expect(mascararHora('1830')).toBe('18:30');
    expect(mascararHora('18:3')).toBe('18:3');
    expect(mascararHora('9')).toBe('9');
    expect(mascararHora('23:59:59')).toBe('23:59');
    expect(mascararHora('7h30')).toBe('73:0');
  });
});
