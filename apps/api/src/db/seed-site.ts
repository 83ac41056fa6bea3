import type { Tx } from './client.ts';
import { sites } from './schema/index.ts';

/** The demo business's public menu: its address (/cardapio/pizzaria-demo), colours and welcome text. */
export const DEMO_SLUG = 'pizzaria-demo';

export async function seedSiteDemo(tx: Tx, empresaId: number): Promise<void> {
  await tx.insert(sites).values({
    empresa_id: empresaId,
    slug: DEMO_SLUG,
    cor_primaria: '#B71C1C',
    cor_secundaria: '#5D4037',
    texto_boas_vindas: 'Pizzas no forno a lenha, direto para a sua casa. Peça pelo site!',
    pedido_minimo_centavos: 2000,
    aceita_pedidos: true,
  });
}
