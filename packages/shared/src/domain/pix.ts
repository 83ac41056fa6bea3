// Pix "copia e cola": the BR Code (EMV QRCPS-MPM, Banco Central's Manual do BR Code), static form with amount and
// txid. Pure and dependency-free so the API (invoice payloads) and the screen (the same text as a QR code) agree
// byte for byte. Each field is ID (2 digits) + length (2 digits) + value; the CRC closes the payload.

export interface PixEntrada {
  /** The receiver's Pix key in any usual spelling (phone, CPF/CNPJ, e-mail, random key). */
  chave: string;
  /** Receiver's name (folded to ASCII, at most 25 characters). */
  nome: string;
  /** Receiver's city (folded to ASCII, at most 15 characters). */
  cidade: string;
  /** Amount in integer cents; omitted → the payer types it. */
  valorCentavos?: number;
  /** Reference label (txid): letters and digits, at most 25; omitted → `***`. */
  txid?: string;
  /** Free text shown to the payer (26/02), whatever fits in the 99 characters of field 26. */
  descricao?: string;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF) over the UTF-8 bytes, 4 uppercase hex digits, zero-padded. */
export function crc16ccittFalse(s: string): string {
  let crc = 0xffff;
  for (const b of new TextEncoder().encode(s)) {
    crc ^= b << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Accents and anything outside printable ASCII removed (the length counts characters, the CRC bytes). */
export function dobrarAscii(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The key as the format wants it: phone +55…, CPF/CNPJ digits, e-mail and random key lower case. */
export function normalizarChavePix(chave: string): string {
  const c = chave.trim();
  if (c.includes('@')) return c.toLowerCase();
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(c)) return c.toLowerCase();
  const digitos = c.replace(/\D/g, '');
  if (c.startsWith('+')) return `+${digitos}`;
  // CPF (11) and CNPJ (14) digits; punctuation dropped
  if (/^[\d.\-/ ]+$/.test(c) && (digitos.length === 11 || digitos.length === 14)) return digitos;
  // a phone written without +55: "(11) 98765-4321"
  if (/^[\d()\-\s]+$/.test(c) && (digitos.length === 10 || digitos.length === 11) && /[()\s-]/.test(c))
    return `+55${digitos}`;
  return c;
}

/** A Pix key the format accepts: phone, CPF, CNPJ, e-mail or random key, at most 77 characters. */
export function chavePixValida(chave: string): boolean {
  const c = normalizarChavePix(chave);
  if (c.length === 0 || c.length > 77) return false;
  return (
    /^\+[1-9]\d{9,13}$/.test(c) ||
    /^\d{11}$/.test(c) ||
    /^\d{14}$/.test(c) ||
    /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(c) ||
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(c)
  );
}

function campo(id: string, valor: string): string {
  if (valor.length > 99) throw new RangeError(`campo ${id} com mais de 99 caracteres`);
  return `${id}${String(valor.length).padStart(2, '0')}${valor}`;
}

/** Cents as the amount field wants it: dot, always two decimals, no thousands separator ("98.90", "0.05"). */
export function valorPix(centavos: number): string {
  if (!Number.isSafeInteger(centavos) || centavos <= 0) throw new RangeError('valor Pix inválido');
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** A txid the format accepts: letters and digits only, at most 25 (anything else dropped). */
export function txidPix(texto: string): string {
  return texto.replace(/[^A-Za-z0-9]/g, '').slice(0, 25);
}

/** The static BR Code (Pix copia e cola) for a receiver, amount and txid. */
export function gerarBrCode(e: PixEntrada): string {
  const chave = normalizarChavePix(e.chave);
  if (!chavePixValida(chave)) throw new RangeError('chave Pix inválida');
  const nome = dobrarAscii(e.nome).slice(0, 25).trim();
  const cidade = dobrarAscii(e.cidade).slice(0, 15).trim();
  if (!nome || !cidade) throw new RangeError('nome e cidade do recebedor são obrigatórios');
  const gui = campo('00', 'br.gov.bcb.pix') + campo('01', chave);
  const livre = 99 - 4 - gui.length - 4;
  const descricao = e.descricao ? dobrarAscii(e.descricao).slice(0, Math.max(0, livre)).trim() : '';
  const conta = gui + (descricao ? campo('02', descricao) : '');
  const txid = e.txid ? txidPix(e.txid) : '';
  const corpo =
    campo('00', '01') +
    campo('26', conta) +
    campo('52', '0000') +
    campo('53', '986') +
    (e.valorCentavos !== undefined ? campo('54', valorPix(e.valorCentavos)) : '') +
    campo('58', 'BR') +
    campo('59', nome) +
    campo('60', cidade) +
    campo('62', campo('05', txid || '***')) +
    '6304';
  return corpo + crc16ccittFalse(corpo);
}

/** True when the payload's last four characters are the CRC of everything before them. */
export function brCodeValido(payload: string): boolean {
  return (
    payload.length > 8 &&
    payload.slice(-8, -4) === '6304' &&
    crc16ccittFalse(payload.slice(0, -4)) === payload.slice(-4)
  );
}
