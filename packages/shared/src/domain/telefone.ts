// Brazilian phones. Stored and exchanged in E.164 (`+5541987654321`), shown
// nationally as `(41) 98765-4321`. Mobiles have 11 national digits with the 9th digit mandatory nationwide;
// landlines have 10 with the subscriber starting 2–5.

const DDD = /^[1-9][1-9]$/;

/** The national digits (DDD + subscriber) of anything a person may type, or null when it is not a valid BR phone. */
function nacional(input: string): string | null {
  let d = input.replace(/\D/g, '');
  if (d.startsWith('00')) d = d.slice(2); // international dialling prefix
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  else if ((d.length === 11 || d.length === 12) && d.startsWith('0')) d = d.slice(1); // trunk prefix 0 + DDD
  if (!DDD.test(d.slice(0, 2))) return null;
  if (d.length === 11) return d[2] === '9' ? d : null;
  if (d.length === 10) return /[2-5]/.test(d[2]!) ? d : null;
  return null;
}

/** E.164 (`+5541987654321`) or null when the input is not a valid Brazilian phone with DDD. */
export function normalizarTelefone(input: string): string | null {
  const n = nacional(input);
  return n === null ? null : `+55${n}`;
}

/** `(41) 98765-4321` / `(41) 3333-4444`; anything unrecognised is returned unchanged. */
export function formatarTelefone(telefone: string): string {
  const n = nacional(telefone);
  if (n === null) return telefone;
  const corpo = n.slice(2);
  const corte = corpo.length - 4;
  return `(${n.slice(0, 2)}) ${corpo.slice(0, corte)}-${corpo.slice(corte)}`;
}

/**
 * The masked form for users without the customer-data permission (LGPD art. 6 III):
 * DDD, first digit and last four stay, so staff can still tell two customers apart: `(41) 9****-4321`.
 */
export function mascararTelefone(telefone: string): string {
  const n = nacional(telefone);
  if (n === null) return '****';
  const corpo = n.slice(2);
  return `(${n.slice(0, 2)}) ${corpo[0]}${'*'.repeat(corpo.length - 5)}-${corpo.slice(-4)}`;
}

/** Digits WhatsApp APIs take (`5541987654321`), or null. */
export function telefoneWhatsapp(telefone: string): string | null {
  const e = normalizarTelefone(telefone);
  return e === null ? null : e.slice(1);
}
