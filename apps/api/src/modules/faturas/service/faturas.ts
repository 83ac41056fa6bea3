import type { Tenant } from '../../../db/tenant.ts';
import { AVISO_DIAS } from '@app/shared/schemas/faturas.ts';
import { notFound } from '../../../lib/errors.ts';
import { cobranca } from '../queries/comum.ts';
import * as q from '../queries/faturas.ts';
import { paraApi, pixDaFatura } from './pix.ts';

// The business's own invoices (business/subscription and the shell's warning).

export function listar(t: Tenant, filtro: { page: number; per_page: number; status?: string | undefined }) {
  return t.transacao(async (tx) => {
    const [{ linhas, total }, r] = [await q.listar(tx, filtro), await cobranca(tx)];
    return { items: linhas.map((f) => paraApi(f, r)), total };
  });
}

export function aviso(t: Tenant, limite: number) {
  return t.transacao(async (tx) => {
    const linhas = await q.aviso(tx, AVISO_DIAS, limite);
    if (!linhas.length) return [];
    const r = await cobranca(tx);
    return linhas.map((f) => paraApi(f, r));
  });
}

export function pix(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    const f = await q.buscar(tx, id);
    if (!f) throw notFound('Fatura não encontrada');
    return pixDaFatura(f, await cobranca(tx));
  });
}
