// Product photos, stored in the database (table `imagens`) so every API process and every backup has them,
// on PGlite and on PostgreSQL alike. Served without login at /api/imagens/{chave}: the key is random and
// unguessable, and a new upload gets a new key, so the answer can be cached for a year.
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { imagens, produtos } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { LIMITES_CATALOGO } from '@app/shared/schemas/catalogo.ts';

export const imagemUrl = (chave: string | null) => (chave ? `/api/imagens/${chave}` : null);

/** The image type from its first bytes (never from the file name or the client's Content-Type). SVG is refused: it can carry script. */
export function tipoImagem(buf: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

export function validarImagem(buf: unknown): { conteudo: Buffer; mime: 'image/jpeg' | 'image/png' | 'image/webp' } {
  if (!Buffer.isBuffer(buf) || buf.length === 0) throw new AppError(400, 'Envie uma imagem no campo "imagem"', [{ campo: 'imagem', mensagem: 'Envie uma imagem' }]);
  if (buf.length > LIMITES_CATALOGO.imagemBytes) throw new AppError(413, 'Imagem grande demais (máximo de 2 MB)');
  const mime = tipoImagem(buf);
  if (!mime) throw new AppError(415, 'Formato de imagem não suportado. Use JPEG, PNG ou WebP.', [{ campo: 'imagem', mensagem: 'Use JPEG, PNG ou WebP' }]);
  return { conteudo: buf, mime };
}

/** Deletes an image no product uses any more (duplicated products share their image). */
export async function apagarImagemSemUso(tx: Tx, empresaId: number, imagemId: number) {
  await tx.execute(sql`DELETE FROM imagens i WHERE i.empresa_id = ${empresaId} AND i.id = ${imagemId}
    AND NOT EXISTS (SELECT 1 FROM produtos p WHERE p.empresa_id = i.empresa_id AND p.imagem_id = i.id)`);
}

export function setImagemProduto(db: Db, empresaId: number, produtoId: number, arquivo: unknown) {
  const { conteudo, mime } = validarImagem(arquivo);
  return withTenantLegado(db, empresaId, async (tx) => {
    const [p] = await tx.select({ imagem_id: produtos.imagem_id }).from(produtos).where(and(eq(produtos.empresa_id, empresaId), eq(produtos.id, produtoId))).limit(1);
    if (!p) throw notFound('Produto não encontrado');
    const chave = crypto.randomBytes(18).toString('base64url');
    const [img] = await tx.insert(imagens).values({ empresa_id: empresaId, chave, mime, tamanho_bytes: conteudo.length, conteudo }).returning({ id: imagens.id });
    await tx.update(produtos).set({ imagem_id: img!.id, atualizado_em: new Date() }).where(and(eq(produtos.empresa_id, empresaId), eq(produtos.id, produtoId)));
    if (p.imagem_id) await apagarImagemSemUso(tx, empresaId, p.imagem_id);
    return { imagem_url: imagemUrl(chave)! };
  });
}

export function removeImagemProduto(db: Db, empresaId: number, produtoId: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const [p] = await tx.select({ imagem_id: produtos.imagem_id }).from(produtos).where(and(eq(produtos.empresa_id, empresaId), eq(produtos.id, produtoId))).limit(1);
    if (!p) throw notFound('Produto não encontrado');
    if (!p.imagem_id) return;
    await tx.update(produtos).set({ imagem_id: null, atualizado_em: new Date() }).where(and(eq(produtos.empresa_id, empresaId), eq(produtos.id, produtoId)));
    await apagarImagemSemUso(tx, empresaId, p.imagem_id);
  });
}

/** Public read by key (no business context: the key itself is the capability). */
export async function lerImagem(db: Db, chave: string) {
  const [img] = await db.select({ mime: imagens.mime, conteudo: imagens.conteudo }).from(imagens).where(eq(imagens.chave, chave)).limit(1);
  if (!img) throw notFound('Imagem não encontrada');
  return img;
}
