import type { TenantTx } from '../../../db/tenant.ts';
import { CORE_PADRAO, tempoEntregaOuPadrao } from '@app/shared/domain/configuracoes.ts';
import { DEFAULT_TIMEZONE } from '@app/shared/domain/dates.ts';
import * as q from '../queries/configuracoes.ts';

export interface ConfiguracaoDePedidos {
  tempo_entrega_padrao: number;
  auto_aceite_pedidos: boolean;
  timezone: string;
}

/** What taking an order needs of the business, in the caller's transaction: a missing settings row reads as the defaults. */
export async function configuracaoDePedidos(tx: TenantTx): Promise<ConfiguracaoDePedidos> {
  const cfg = await q.lerConfiguracaoDePedidos(tx);
  return {
    tempo_entrega_padrao:
      cfg?.tempo_entrega_padrao == null
        ? CORE_PADRAO.tempo_entrega_padrao
        : tempoEntregaOuPadrao(cfg.tempo_entrega_padrao),
    auto_aceite_pedidos: cfg?.auto_aceite_pedidos ?? CORE_PADRAO.auto_aceite_pedidos,
    timezone: cfg?.timezone ?? DEFAULT_TIMEZONE,
  };
}
