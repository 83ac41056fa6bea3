// Spec §5/§9: a token counts as expired 5 seconds before its exp time.
export const TOKEN_EXPIRY_MARGIN_SECONDS = 5;

/** Reads the `exp` claim (seconds) of a JWT without verifying it; null when unreadable. */
export function tokenExp(token: string | null | undefined): number | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const b64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const json = JSON.parse(atob(b64.padEnd(b64.length + ((4 - (b64.length % 4)) % 4), '='))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/** True when the token is missing, unreadable, expired, or within the margin of its expiry. */
export function isTokenExpired(
  token: string | null | undefined,
  nowMs = Date.now(),
  marginSeconds = TOKEN_EXPIRY_MARGIN_SECONDS,
): boolean {
  const exp = tokenExp(token);
  if (exp === null) return true;
  return nowMs >= (exp - marginSeconds) * 1000;
}
