import crypto from 'node:crypto';
import type { TenantTx } from '../../../db/tenant.ts';
import { LOGO_MAX_BYTES } from '@app/shared/schemas/empresas.ts';
import { badRequest } from '../../../lib/errors.ts';
import * as q from '../queries/logo.ts';

// Logos are stored in the database (see migration 0002): with DATABASE_URL several API processes must serve the
// same file, and a backup of the database is a backup of everything.

const TIPOS: { mime: string; ext: string; test: (b: Uint8Array) => boolean }[] = [
  {
    mime: 'image/png',
    ext: 'png',
    test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x),
  },
  { mime: 'image/jpeg', ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/webp', ext: 'webp', test: (b) => ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP' },
];
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/** The image type from the file's first bytes (never from the name or the declared mime); null if not PNG/JPEG/WebP. */
export function detectarImagem(bytes: Uint8Array): { mime: string; ext: string } | null {
  const t = TIPOS.find((x) => bytes.length >= 12 && x.test(bytes));
  return t ? { mime: t.mime, ext: t.ext } : null;
}

export const LOGO_PATH = '/api/uploads/logos/';

/** Stores the business's logo under a new random name and answers its public URL. */
export async function salvarLogo(tx: TenantTx, bytes: Uint8Array): Promise<string> {
  if (bytes.length > LOGO_MAX_BYTES) throw badRequest('A logo deve ter no máximo 1 MB', 'logo');
  const tipo = detectarImagem(bytes);
  if (!tipo) throw badRequest('A logo deve ser uma imagem PNG, JPEG ou WebP', 'logo');
  const token = `${crypto.randomBytes(16).toString('hex')}.${tipo.ext}`;
  await q.salvar(tx, { token, mime: tipo.mime, bytes: Buffer.from(bytes) });
  return `${LOGO_PATH}${token}`;
}

export const removerLogo = q.remover;
