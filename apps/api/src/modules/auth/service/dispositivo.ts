import crypto from 'node:crypto';

// Known devices (OWASP's "device cookies"): after a successful login the browser keeps a cookie that names a
// device id and proves, with the server key, that this account logged in from it. Its failed logins are counted
// for that device alone (throttle.ts), so the owner is never locked out by someone guessing elsewhere. The
// cookie opens nothing by itself: the password is still checked. One cookie per account, named by a keyed hash
// of the e-mail, so a shared counter computer keeps every account that used it.

const mac = (key: Uint8Array, texto: string) => crypto.createHmac('sha256', key).update(texto).digest('base64url');

/** The cookie name for this account (the e-mail itself is not revealed). */
export function nomeDoCookie(key: Uint8Array, email: string): string {
  return `dsp_${mac(key, `dispositivo-nome:${email}`).slice(0, 16)}`;
}

/** The cookie value for a device of this account. */
export function valorDoCookie(key: Uint8Array, email: string, id: string): string {
  return `${id}.${mac(key, `dispositivo:${email}:${id}`)}`;
}

/** The device id the cookie proves for this account, or undefined (absent, forged, or another account's). */
export function dispositivoValido(key: Uint8Array, email: string, valor: string | undefined): string | undefined {
  const [id, assinatura] = (valor ?? '').split('.');
  if (!id || !assinatura || !/^[A-Za-z0-9_-]{16,64}$/.test(id)) return undefined;
  const esperado = Buffer.from(valorDoCookie(key, email, id));
  const recebido = Buffer.from(valor!);
  return esperado.length === recebido.length && crypto.timingSafeEqual(esperado, recebido) ? id : undefined;
}

export function novoDispositivo(): string {
  return crypto.randomBytes(16).toString('base64url');
}
