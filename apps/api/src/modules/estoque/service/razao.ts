import type { TenantTx } from '../../../db/tenant.ts';
import { notFound } from '../../../lib/errors.ts';
import { q4ParaBase, type UnidadeCodigo } from '@app/shared/domain/estoque-unidades.ts';
import { custoDaEntrada, entradaAvco, saidaAvco, valorCentavos } from '@app/shared/domain/estoque-custo.ts';
import * as qi from '../queries/insumos.ts';
import * as qm from '../queries/movimentos.ts';
import { posicao } from './mapa.ts';

// The one way a balance changes: lock the ingredient's row, compute the new position with the domain's AVCO,
// append the movement with the balance after it, write the balance. Two concurrent movements of one ingredient
// run one after the other on the row lock, so neither is lost and `saldo_apos_base` is a true running balance.

/** uc (1e-8 reais per base unit) → exact numeric text for the database. */
export function ucTexto(uc: number): string {
  const s = String(Math.abs(uc)).padStart(9, '0');
  return `${uc < 0 ? '-' : ''}${s.slice(0, -8)}.${s.slice(-8)}`;
}

export interface Lancamento {
  insumoId: number;
  tipo: string;
  /** Signed change of the balance (q4), or for an entry its positive quantity. */
  q4: number;
  /** Entries only (purchase, production): what the quantity cost, cents. */
  totalCentavos?: number;
  /** Exits at a given unit cost (a cancelled sale returns at the cost it left with). */
  custoFixo?: number;
  qtdeInformada: string;
  unidade: UnidadeCodigo;
  fornecedorId?: number | null;
  observacao?: string | null;
  origemTipo?: string | null;
  origemId?: number | null;
  baixaId?: number | null;
  ciclo?: number | null;
  usuarioId?: number | null;
  criadoEm?: Date | null;
}

export async function lancar(tx: TenantTx, l: Lancamento): Promise<number> {
  const linha = await qi.buscar(tx, l.insumoId, true);
  if (!linha) throw notFound('Insumo não encontrado');
  const antes = posicao(linha);
  const entrada = l.totalCentavos !== undefined;
  const depois = entrada ? entradaAvco(antes, l.q4, l.totalCentavos!) : saidaAvco(antes, l.q4);
  // an entry is valued at what it cost; anything else at the average (or the snapshot it is returned at)
  const custoMov = entrada ? custoDaEntrada(l.totalCentavos!, l.q4) : (l.custoFixo ?? antes.custo);
  const valor = entrada ? l.totalCentavos! : valorCentavos(l.q4, custoMov);
  const id = await qm.inserir(tx, {
    insumo_id: l.insumoId,
    tipo: l.tipo,
    qtde_base: q4ParaBase(l.q4),
    qtde_informada: l.qtdeInformada,
    unidade: l.unidade,
    custo_unitario_base: ucTexto(custoMov),
    valor_centavos: valor,
    saldo_apos_base: q4ParaBase(depois.q4),
    fornecedor_id: l.fornecedorId ?? null,
    observacao: l.observacao ?? null,
    origem_tipo: l.origemTipo ?? null,
    origem_id: l.origemId ?? null,
    baixa_id: l.baixaId ?? null,
    ciclo: l.ciclo ?? null,
    criado_por: l.usuarioId ?? null,
    criado_em: l.criadoEm ?? null,
  });
  await qi.gravarSaldo(tx, l.insumoId, q4ParaBase(depois.q4), ucTexto(depois.custo));
  return id;
}
