import type { Tenant } from '../../../db/tenant.ts';
import type { CatalogoConfiguracao } from '@app/shared/schemas/catalogo.ts';
import * as q from '../queries/configuracao.ts';

// The catalogue setting: how a pizza with several flavours is priced (the highest flavour, or the average).
// A business that never chose reads as "maior".

export function obter(t: Tenant): Promise<CatalogoConfiguracao> {
  return t.transacao(async (tx) => ({ regra_preco_pizza: (await q.regraPreco(tx)) ?? 'maior' }));
}

export function definir(t: Tenant, body: CatalogoConfiguracao): Promise<CatalogoConfiguracao> {
  return t.transacao(async (tx) => {
    await q.gravarRegraPreco(tx, body.regra_preco_pizza);
    return { regra_preco_pizza: (await q.regraPreco(tx)) ?? 'maior' };
  });
}
