import type { PlataformaDb, Tenant } from '../../../db/tenant.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import { MSG_SLUG_EM_USO, type Site, type sitePatchSchema } from '@app/shared/schemas/site.ts';
import type { z } from 'zod';
import { AppError } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import * as q from '../queries/site.ts';

// The site settings (screen settings/site) and the slug that names a business's public menu.

export const PADRAO = {
  cor_primaria: '#8B0000',
  cor_secundaria: '#FFFFFF',
  pedido_minimo_centavos: 0,
  aceita_pedidos: true,
};

export function paraApi(l: q.SiteLinha | undefined): Site {
  return {
    slug: l?.slug ?? null,
    cor_primaria: l?.cor_primaria ?? PADRAO.cor_primaria,
    cor_secundaria: l?.cor_secundaria ?? PADRAO.cor_secundaria,
    banner_url: l?.banner_url ?? null,
    texto_boas_vindas: l?.texto_boas_vindas ?? null,
    pedido_minimo: centavosToReais(l?.pedido_minimo_centavos ?? 0),
    aceita_pedidos: l?.aceita_pedidos ?? PADRAO.aceita_pedidos,
    url_publica: l?.slug ? `/cardapio/${l.slug}` : null,
  };
}

export function obter(t: Tenant): Promise<Site> {
  return t.transacao(async (tx) => paraApi(await q.buscar(tx)));
}

/** Changes the settings; `aoMudar` drops this process's cached menu at once (others hear the database's NOTIFY). */
export async function alterar(
  t: Tenant,
  patch: z.output<typeof sitePatchSchema>,
  aoMudar: (empresaId: number) => void,
): Promise<Site> {
  const { pedido_minimo, ...resto } = patch;
  const set: q.SiteGravar = { ...resto };
  if (pedido_minimo !== undefined) set.pedido_minimo_centavos = pedido_minimo;
  try {
    const linha = await t.transacao((tx) => q.gravar(tx, set));
    return paraApi(linha);
  } catch (err) {
    if (isUniqueViolation(err, 'sites_slug_uq'))
      throw new AppError(409, MSG_SLUG_EM_USO, [{ campo: 'slug', mensagem: MSG_SLUG_EM_USO }]);
    throw err;
  } finally {
    aoMudar(t.empresaId);
  }
}

/** The business a slug names, or undefined (the caller answers 404). */
export function empresaDoSlug(p: PlataformaDb, slug: string): Promise<number | undefined> {
  return q.empresaDoSlug(p, slug);
}
