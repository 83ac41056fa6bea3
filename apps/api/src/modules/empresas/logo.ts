import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { empresaLogos } from '../../db/schema/index.ts';
import { LOGO_MAX_BYTES } from '@app/shared/schemas/empresas.ts';
import { badRequest } from '../../lib/errors.ts';

// Logos are stored in the database (see migration 0002): with DATABASE_URL several API processes must serve the
// same file, and a backup of the database is a backup of everything.

const TIPOS: { mime: string; ext: string; test: (b: Uint8Array) => boolean }[] = [
  { mime: 'image/png', ext: 'png', test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x) },
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

export async function saveLogo(tx: Tx, empresaId: number, bytes: Uint8Array): Promise<string> {
  if (bytes.length > LOGO_MAX_BYTES) throw badRequest('A logo deve ter no máximo 1 MB', 'logo');
  const tipo = detectarImagem(bytes);
  if (!tipo) throw badRequest('A logo deve ser uma imagem PNG, JPEG ou WebP', 'logo');
  const token = `${crypto.randomBytes(16).toString('hex')}.${tipo.ext}`;
  const row = { empresa_id: empresaId, token, mime: tipo.mime, bytes: Buffer.from(bytes), criado_em: new Date() };
  await tx.insert(empresaLogos).values(row).onConflictDoUpdate({ target: empresaLogos.empresa_id, set: { token, mime: tipo.mime, bytes: row.bytes, criado_em: row.criado_em } });
  return `${LOGO_PATH}${token}`;
}

export async function removeLogo(tx: Tx, empresaId: number): Promise<void> {
  await tx.delete(empresaLogos).where(eq(empresaLogos.empresa_id, empresaId));
}

/** Public read by the unguessable token (the logo shows on login-free pages too, e.g. the public menu). */
export async function getLogo(db: Db, token: string) {
  const [row] = await db.select({ mime: empresaLogos.mime, bytes: empresaLogos.bytes }).from(empresaLogos).where(eq(empresaLogos.token, token)).limit(1);
  return row ?? null;
}
