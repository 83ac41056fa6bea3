import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import type { EnderecoCriar, EnderecoPatch } from '@app/shared/schemas/clientes.ts';
import * as q from '../queries/enderecos.ts';
import { toEndereco } from './mapper.ts';
import { carregarCliente, MSG_ANONIMIZADO } from './comum.ts';

// Addresses of a customer. Invariant: a customer with addresses has exactly one default — the partial unique
// index enforces "at most one", these functions keep "at least one" (first address, and promotion on delete).
// Every change locks the customer row first, so concurrent edits of one customer's addresses serialise.

const NAO_ENCONTRADO = 'Endereço não encontrado';

async function clienteParaEscrita(tx: TenantTx, clienteId: number) {
  const c = await carregarCliente(tx, clienteId, true);
  if (c.anonimizado_em) throw conflict(MSG_ANONIMIZADO);
  return c;
}

/** Inserts an address of a customer already locked by the caller. */
export async function inserirEndereco(tx: TenantTx, clienteId: number, d: EnderecoCriar) {
  const padrao = d.endereco_padrao === true || !(await q.temEndereco(tx, clienteId));
  if (padrao) await q.limparPadrao(tx, clienteId);
  return q.inserir(tx, clienteId, {
    rua: d.rua,
    numero: d.numero ?? null,
    bairro: d.bairro,
    complemento: d.complemento ?? null,
    cidade: d.cidade,
    estado: d.estado,
    cep: d.cep ?? null,
    ponto_referencia: d.ponto_referencia ?? null,
    taxa_entrega_centavos: d.taxa_entrega ?? 0,
    nome_identificacao: d.nome_identificacao ?? null,
    endereco_padrao: padrao,
    latitude: d.latitude ?? null,
    longitude: d.longitude ?? null,
  });
}

export function listar(t: Tenant, clienteId: number) {
  return t.transacao(async (tx) => {
    await carregarCliente(tx, clienteId);
    return (await q.doCliente(tx, clienteId)).map(toEndereco);
  });
}

export function criar(t: Tenant, clienteId: number, d: EnderecoCriar) {
  return t.transacao(async (tx) => {
    await clienteParaEscrita(tx, clienteId);
    return toEndereco(await inserirEndereco(tx, clienteId, d));
  });
}

/** The address and its customer locked. */
async function carregar(tx: TenantTx, id: number) {
  const row = await q.buscar(tx, id);
  if (!row) throw notFound(NAO_ENCONTRADO);
  await clienteParaEscrita(tx, row.cliente_id);
  return row;
}

async function tornarPadrao(tx: TenantTx, row: q.EnderecoLinha) {
  if (row.endereco_padrao) return;
  await q.limparPadrao(tx, row.cliente_id);
  await q.atualizar(tx, row.id, { endereco_padrao: true });
}

export function alterar(t: Tenant, id: number, d: EnderecoPatch) {
  return t.transacao(async (tx) => {
    const row = await carregar(tx, id);
    const set: Partial<q.EnderecoGravar> = {};
    const campos = [
      'rua',
      'numero',
      'bairro',
      'complemento',
      'cidade',
      'estado',
      'cep',
      'ponto_referencia',
      'nome_identificacao',
      'latitude',
      'longitude',
    ] as const;
    for (const k of campos) if (d[k] !== undefined) (set as Record<string, unknown>)[k] = d[k];
    if (d.taxa_entrega !== undefined) set.taxa_entrega_centavos = d.taxa_entrega;
    if (d.endereco_padrao === true) await tornarPadrao(tx, row);
    if (Object.keys(set).length) await q.atualizar(tx, id, set);
    return toEndereco((await q.buscar(tx, id))!);
  });
}

export function definirPadrao(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    const row = await carregar(tx, id);
    await tornarPadrao(tx, row);
    return toEndereco({ ...row, endereco_padrao: true });
  });
}

/** Deleting the default promotes the oldest remaining address, so the customer still has one. */
export function excluir(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    const row = await carregar(tx, id);
    await q.excluir(tx, id);
    if (row.endereco_padrao) {
      const proximo = await q.maisAntigoExceto(tx, row.cliente_id, id);
      if (proximo !== undefined) await q.atualizar(tx, proximo, { endereco_padrao: true });
    }
    return { ok: true as const };
  });
}
