import { and, eq, sql } from 'drizzle-orm';
import type { PlataformaDb, TenantTx } from '../../../db/tenant.ts';
import { imagens, produtos } from '../../../db/schema/index.ts';

export async function imagemDoProduto(
  tx: TenantTx,
  produtoId: number,
): Promise<{ imagem_id: number | null } | undefined> {
  const [p] = await tx
    .select({ imagem_id: produtos.imagem_id })
    .from(produtos)
    .where(and(eq(produtos.empresa_id, tx.empresaId), eq(produtos.id, produtoId)))
    .limit(1);
  return p;
}

export async function inserir(tx: TenantTx, d: { chave: string; mime: string; conteudo: Buffer }): Promise<number> {
  const [img] = await tx
    .insert(imagens)
    .values({
      empresa_id: tx.empresaId,
      chave: d.chave,
      mime: d.mime,
      tamanho_bytes: d.conteudo.length,
      conteudo: d.conteudo,
    })
    .returning({ id: imagens.id });
  return img!.id;
}

/** Deletes an image no product uses any more (duplicated products share their image). */
export async function apagarSemUso(tx: TenantTx, imagemId: number): Promise<void> {
  await tx.execute(sql`DELETE FROM imagens i WHERE i.empresa_id = ${tx.empresaId} AND i.id = ${imagemId}
    AND NOT EXISTS (SELECT 1 FROM produtos p WHERE p.empresa_id = i.empresa_id AND p.imagem_id = i.id)`);
}

/** Public read by key: no business context, the random key itself is the capability. */
export async function porChave(
  p: PlataformaDb,
  chave: string,
): Promise<{ mime: string; conteudo: Buffer } | undefined> {
  const [img] = await p
    .select({ mime: imagens.mime, conteudo: imagens.conteudo })
    .from(imagens)
    .where(eq(imagens.chave, chave))
    .limit(1);
  return img;
}
