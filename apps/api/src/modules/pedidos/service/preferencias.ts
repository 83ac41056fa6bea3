import type { Tenant } from '../../../db/tenant.ts';
import { CANAIS_BALCAO, type PreferenciasLancamento } from '@app/shared/schemas/pedidos-preferencias.ts';
import * as q from '../queries/preferencias.ts';

const ehCanalBalcao = (c: string | null): c is PreferenciasLancamento['canal'] & string =>
  (CANAIS_BALCAO as readonly string[]).includes(c ?? '');

/** GET /pedidos/preferencias: what order entry starts with. */
export function preferencias(t: Tenant): Promise<PreferenciasLancamento> {
  return t.transacao(async (tx) => {
    const l = await q.maisUsados(tx);
    const forma =
      l.padrao_id !== null
        ? { padrao: true, id: Number(l.padrao_id) }
        : l.forma_id !== null
          ? { padrao: false, id: Number(l.forma_id) }
          : null;
    return { canal: ehCanalBalcao(l.canal) ? l.canal : null, forma_pagamento: forma };
  });
}
