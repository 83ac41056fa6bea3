import type { TenantTx } from '../../../db/tenant.ts';
import { badRequest } from '../../../lib/errors.ts';
import {
  decimalEscalado,
  dividirArredondando,
  mesmaFamilia,
  msgFamilia,
  paraQ4,
  q4ParaBase,
  q4ParaTexto,
  UNIDADES,
  type UnidadeCodigo,
} from '@app/shared/domain/estoque-unidades.ts';
import type { FichaItemCriar } from '@app/shared/schemas/estoque-fichas.ts';
import * as qi from '../queries/insumos.ts';
import * as qf from '../queries/fichas.ts';

// A sheet's items: the quantity in any unit of the ingredient's family, times the correction factor (gross weight:
// what leaves the stock), kept in base units.

/** quantidade (in unidade) × fator_correcao → q4 of the base unit, rounded once. */
export function quantidadeBruta(quantidade: string | number, unidade: UnidadeCodigo, fc: string | number = 1) {
  const q4 = paraQ4(quantidade, unidade);
  const f = decimalEscalado(fc, 4);
  if (q4 === null || f === null) return null;
  return Number(dividirArredondando(BigInt(q4) * f, 10_000n));
}

export async function gravarItem(tx: TenantTx, fichaId: number, d: FichaItemCriar, itemId?: number) {
  const insumo = await qi.buscar(tx, d.insumo_id);
  if (!insumo) throw badRequest('Insumo não encontrado', 'insumo_id');
  const padrao = insumo.unidade_padrao as UnidadeCodigo;
  if (!mesmaFamilia(d.unidade, padrao)) throw badRequest(msgFamilia(UNIDADES[padrao].familia), 'unidade');
  const fc = d.fator_correcao ?? 1;
  const q4 = quantidadeBruta(d.quantidade, d.unidade, fc);
  if (!q4 || q4 <= 0) throw badRequest('Informe uma quantidade maior que zero', 'quantidade');
  const linha = {
    insumo_id: d.insumo_id,
    quantidade: q4ParaTexto(Number(decimalEscalado(d.quantidade, 4)!), 'g'),
    unidade: d.unidade,
    fator_correcao: q4ParaTexto(Number(decimalEscalado(fc, 4)!), 'g'),
    quantidade_base: q4ParaBase(q4),
  };
  if (itemId === undefined) return qf.inserirItem(tx, fichaId, linha);
  await qf.atualizarItem(tx, fichaId, itemId, linha);
  return itemId;
}
