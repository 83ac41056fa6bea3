// Product photos, stored in the database (table `imagens`) so every API process and every backup has them,
// on PGlite and on PostgreSQL alike. Served without login at /api/imagens/{chave}: the key is random and
// unguessable, and a new upload gets a new key, so the answer can be cached for a year.
import crypto from 'node:crypto';
import type { PlataformaDb, Tenant } from '../../../db/tenant.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { LIMITES_CATALOGO } from '@app/shared/schemas/catalogo.ts';
import * as q from '../queries/imagens.ts';
import * as produtos from '../queries/produtos.ts';
import { imagemUrl } from './comum.ts';

/** The image type from its first bytes (never from the file name or the client's Content-Type). SVG is refused: it can carry script. */
export function tipoImagem(buf: Buffer): 'image/jpeg' | 'image/png' | 'image/webp' | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

export function validarImagem(buf: unknown): { conteudo: Buffer; mime: 'image/jpeg' | 'image/png' | 'image/webp' } {
  if (!Buffer.isBuffer(buf) || buf.length === 0)
    throw new AppError(400, 'Envie uma imagem no campo "imagem"', [{ campo: 'imagem', mensagem: 'Envie uma imagem' }]);
  if (buf.length > LIMITES_CATALOGO.imagemBytes) throw new AppError(413, 'Imagem grande demais (máximo de 2 MB)');
  const mime = tipoImagem(buf);
  if (!mime)
    throw new AppError(415, 'Formato de imagem não suportado. Use JPEG, PNG ou WebP.', [
      { campo: 'imagem', mensagem: 'Use JPEG, PNG ou WebP' },
    ]);
  return { conteudo: buf, mime };
}

export function definirImagemProduto(t: Tenant, produtoId: number, arquivo: unknown) {
  const { conteudo, mime } = validarImagem(arquivo);
  return t.transacao(async (tx) => {
    const p = await q.imagemDoProduto(tx, produtoId);
    if (!p) throw notFound('Produto não encontrado');
    const chave = crypto.randomBytes(18).toString('base64url');
    const imagemId = await q.inserir(tx, { chave, mime, conteudo });
    await produtos.atualizar(tx, produtoId, { imagem_id: imagemId });
    if (p.imagem_id) await q.apagarSemUso(tx, p.imagem_id);
    return { imagem_url: imagemUrl(chave)! };
  });
}

export function removerImagemProduto(t: Tenant, produtoId: number) {
  return t.transacao(async (tx) => {
    const p = await q.imagemDoProduto(tx, produtoId);
    if (!p) throw notFound('Produto não encontrado');
    if (!p.imagem_id) return;
    await produtos.atualizar(tx, produtoId, { imagem_id: null });
    await q.apagarSemUso(tx, p.imagem_id);
  });
}

/** Public read by key (no business context: the key itself is the capability). */
export async function ler(p: PlataformaDb, chave: string) {
  const img = await q.porChave(p, chave);
  if (!img) throw notFound('Imagem não encontrada');
  return img;
}
