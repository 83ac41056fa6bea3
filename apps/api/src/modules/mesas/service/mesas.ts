import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import type { z } from 'zod';
import type {
  mesaCriarSchema,
  mesaPatchSchema,
  mesasQuerySchema,
  historicoQuerySchema,
  Mesa,
  PainelMesa,
  ComandaResumo,
  HistoricoItem,
} from '@app/shared/schemas/mesas.ts';
import { estadoDaMesa, resumoComanda, type ComandaLedger } from '@app/shared/domain/comanda.ts';
import { centavosToReais as r } from '@app/shared/domain/money.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import * as empresas from '../../empresas/index.ts';
import * as qm from '../queries/mesas.ts';
import * as qc from '../queries/comandas.ts';
import { iso } from './leitura.ts';

// Tables: the manager's set-up, the board (every active table with its live tabs and their balances) and the
// history of ended tabs.

export const MESA_NAO_ENCONTRADA = 'Mesa não encontrada';

const mesaParaApi = (m: qm.MesaLinha): Mesa => ({
  id: m.id,
  nome: m.nome,
  area: m.area,
  lugares: m.lugares,
  ativo: m.ativo,
});

function ledgerDoPainel(l: qm.LinhaPainel): ComandaLedger {
  return {
    itens: [{ quantidade: 1, preco_unitario_centavos: l.subtotal, cancelado: false }],
    pagamentos: l.pagamentos.map((p) => ({
      base_centavos: p.base,
      aplicar_taxa: p.aplicar_taxa_servico,
      taxa_centavos: p.taxa,
      desconto_centavos: p.desconto,
      acrescimo_centavos: p.acrescimo,
      status: p.status,
    })),
    taxa_servico_centesimos: l.taxa_servico_centesimos,
    aplicar_taxa_padrao: l.taxa_servico_default_aplicar,
    ajuste_centavos: l.ajuste_centavos,
  };
}

function resumoDoPainel(l: qm.LinhaPainel): ComandaResumo & { pago_centavos: number; saldo_centavos: number } {
  const s = resumoComanda(ledgerDoPainel(l));
  return {
    id: l.comanda_id,
    grupo_nome: l.grupo_nome,
    pessoas_qtd: l.pessoas_qtd,
    garcom_id: l.garcom_id,
    garcom_nome: l.garcom_nome,
    status: l.status,
    aberta_em: iso(l.aberta_em)!,
    preconta_em: iso(l.preconta_em),
    total: r(s.devido_centavos),
    pago: r(s.pago_centavos),
    saldo: r(s.saldo_centavos),
    pago_centavos: s.pago_centavos,
    saldo_centavos: s.saldo_centavos,
  };
}

async function comEstado(tx: TenantTx, mesasLista: qm.MesaLinha[]): Promise<PainelMesa[]> {
  const porMesa = new Map<number, ReturnType<typeof resumoDoPainel>[]>();
  for (const l of await qm.comandasVivas(tx)) {
    const lista = porMesa.get(l.mesa_id) ?? [];
    lista.push(resumoDoPainel(l));
    porMesa.set(l.mesa_id, lista);
  }
  return mesasLista.map((m) => {
    const cs = porMesa.get(m.id) ?? [];
    return {
      ...mesaParaApi(m),
      estado: estadoDaMesa(cs.map((c) => ({ ...c, preconta: c.preconta_em !== null }))),
      comandas: cs.map(({ pago_centavos: _p, saldo_centavos: _s, ...c }) => c),
    };
  });
}

export function painel(t: Tenant) {
  return t.transacao(async (tx) => ({ mesas: await comEstado(tx, await qm.ativas(tx)) }));
}

export function listar(t: Tenant, q: z.output<typeof mesasQuerySchema>) {
  return t.transacao(async (tx) => {
    const { linhas, total } = await qm.listar(tx, q);
    const items = (await comEstado(tx, linhas)).map(({ comandas: _c, ...m }) => m);
    return { items, total };
  });
}

export function criar(t: Tenant, body: z.output<typeof mesaCriarSchema>) {
  return t.transacao(async (tx) => mesaParaApi(await qm.inserir(tx, body)));
}

export function alterar(t: Tenant, id: number, body: z.output<typeof mesaPatchSchema>) {
  return t.transacao(async (tx) => {
    if (body.ativo === false && (await qc.vivasDaMesa(tx, id)).length > 0)
      throw conflict('A mesa tem comandas abertas: encerre-as antes de desativar');
    const m = await qm.atualizar(tx, id, body);
    if (!m) throw notFound(MESA_NAO_ENCONTRADA);
    return mesaParaApi(m);
  });
}

/** The table a tab goes to: it must exist and be active. */
export async function exigirMesaAtiva(tx: TenantTx, id: number): Promise<qm.MesaLinha> {
  const m = await qm.buscar(tx, id);
  if (!m) throw notFound(MESA_NAO_ENCONTRADA);
  if (!m.ativo) throw conflict('Mesa inativa: ative-a em Mesas para abrir comandas');
  return m;
}

export function historico(t: Tenant, q: z.output<typeof historicoQuerySchema>) {
  return t.transacao(async (tx) => {
    const { linhas, total } = await qc.historico(tx, q, empresas.sqlFusoHorario(tx));
    const items: HistoricoItem[] = linhas.map((l) => ({
      id: l.id,
      mesa_id: l.mesa_id,
      mesa_nome: l.mesa_nome,
      grupo_nome: l.grupo_nome,
      pessoas_qtd: l.pessoas_qtd,
      garcom_nome: l.garcom_nome,
      status: l.status,
      aberta_em: iso(l.aberta_em)!,
      encerrada_em: iso(l.encerrada_em),
      total: r(l.subtotal),
      taxa_servico: r(l.taxa),
      pago: r(l.pago),
      saldo_em_aberto: r(l.saldo_em_aberto_centavos),
      motivo: l.motivo,
    }));
    return { items, total };
  });
}
