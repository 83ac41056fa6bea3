import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import type { z } from 'zod';
import type { comandaAbrirSchema, comandaPatchSchema } from '@app/shared/schemas/comandas.ts';
import { resumoComanda } from '@app/shared/domain/comanda.ts';
import { parseCentavos } from '@app/shared/domain/money.ts';
import { notFound } from '../../../lib/errors.ts';
import * as clientes from '../../clientes/index.ts';
import * as qc from '../queries/comandas.ts';
import { avisar, COMANDA_NAO_ENCONTRADA, ledgerDe, registrar, travar } from './base.ts';
import { aplicarEfeitos } from './efeitos.ts';
import { exigirGarcom } from './garcons.ts';
import { detalhe, saldoParaApi } from './leitura.ts';
import { exigirMesaAtiva, MESA_NAO_ENCONTRADA } from './mesas.ts';
import * as qm from '../queries/mesas.ts';
import * as qi from '../queries/itens.ts';
import * as qp from '../queries/pagamentos.ts';

// Opening a tab, reading it and changing its header (group, people, waiter, fee).

type Abrir = z.output<typeof comandaAbrirSchema>;
type Patch = z.output<typeof comandaPatchSchema>;

const centesimos = (percent: number) => parseCentavos(percent) ?? 0;

/** The waiter and customer a body names; a tab's current waiter may stay on it after being deactivated. */
async function exigirRelacionados(
  tx: TenantTx,
  b: Pick<Patch, 'garcom_id' | 'cliente_id'>,
  garcomAtual: number | null = null,
) {
  if (b.garcom_id != null && b.garcom_id !== garcomAtual) await exigirGarcom(tx, b.garcom_id);
  if (b.cliente_id != null) await clientes.exigirCliente(tx, b.cliente_id);
}

export function abrir(t: Tenant, usuarioId: number, mesaId: number, b: Abrir) {
  return t.transacao(async (tx) => {
    await exigirMesaAtiva(tx, mesaId);
    await exigirRelacionados(tx, b);
    const c = await qc.inserir(tx, {
      mesa_id: mesaId,
      grupo_nome: b.grupo_nome ?? null,
      pessoas_qtd: b.pessoas_qtd,
      garcom_id: b.garcom_id ?? null,
      cliente_id: b.cliente_id ?? null,
      taxa_servico_centesimos: centesimos(b.taxa_servico_percent),
      taxa_servico_default_aplicar: b.taxa_servico_default_aplicar,
      observacao: b.observacao ?? null,
      criado_por: usuarioId,
    });
    await qc.registrarEvento(tx, c.id, 'aberta', usuarioId);
    await aplicarEfeitos(tx, { comandaId: c.id, mesaId, de: null, para: 'aberta', usuarioId });
    await avisar(tx, mesaId, c.id);
    return detalhe(tx, c.id);
  });
}

/** GET /mesas/{id}/comandas: the table's live tabs (a table may hold several). */
export function daMesa(t: Tenant, mesaId: number) {
  return t.transacao(async (tx) => {
    if (!(await qm.buscar(tx, mesaId))) throw notFound(MESA_NAO_ENCONTRADA);
    const ids = await qc.vivasDaMesa(tx, mesaId);
    const items = [];
    for (const id of ids) items.push(await detalhe(tx, id));
    return { items };
  });
}

export function obter(t: Tenant, id: number) {
  return t.transacao((tx) => detalhe(tx, id));
}

export function saldo(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    const c = await qc.buscarComNomes(tx, id);
    if (!c) throw notFound(COMANDA_NAO_ENCONTRADA);
    const ledger = ledgerDe(c, await qi.daComanda(tx, id), await qp.daComanda(tx, id));
    return saldoParaApi(resumoComanda(ledger), c.pessoas_qtd);
  });
}

export function alterar(t: Tenant, usuarioId: number, id: number, b: Patch) {
  return t.transacao(async (tx) => {
    const c = await travar(tx, id, 'alterar');
    await exigirRelacionados(tx, b, c.garcom_id);
    const { taxa_servico_percent, ...resto } = b;
    await qc.atualizar(tx, id, {
      ...resto,
      ...(taxa_servico_percent !== undefined ? { taxa_servico_centesimos: centesimos(taxa_servico_percent) } : {}),
    });
    await registrar(tx, c, 'alterada', usuarioId, b);
    await avisar(tx, c.mesa_id, id);
    return detalhe(tx, id);
  });
}
