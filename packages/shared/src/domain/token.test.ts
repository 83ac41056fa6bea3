import { describe, expect, it } from 'vitest';
import { isTokenExpired, tokenExp } from './token.ts';

const jwt = (payload: object) => `x.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.y`;

describe('token expiry margin (spec §5: expired 5 s before exp)', () => {
  const exp = 1_800_000_000;
  it('is valid well before exp', () => expect(isTokenExpired(jwt({ exp }), (exp - 60) * 1000)).toBe(false));
  it('is valid 6 s before exp', () => expect(isTokenExpired(jwt({ exp }), (exp - 6) * 1000)).toBe(false));
  it('counts as expired exactly 5 s before exp', () =>
    expect(isTokenExpired(jwt({ exp }), (exp - 5) * 1000)).toBe(true));
  it('counts as expired 1 s before exp and after', () => {
    expect(isTokenExpired(jwt({ exp }), (exp - 1) * 1000)).toBe(true);
    expect(isTokenExpired(jwt({ exp }), (exp + 100) * 1000)).toBe(true);
  });
  it('treats missing or unreadable tokens as expired', () => {
    expect(isTokenExpired(null)).toBe(true);
    expect(isTokenExpired('abc')).toBe(true);
    expect(isTokenExpired(jwt({ sub: 1 }))).toBe(true);
    expect(tokenExp('a.!!!.c')).toBeNull();
  });
});
