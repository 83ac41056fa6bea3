import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { enderecos } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { EnderecoCriar, EnderecoPatch } from '@app/shared/schemas/clientes.ts';
import { toEndereco } from './mapper.ts';
import { carregarCliente, MSG_ANONIMIZADO } from './comum.ts';

// Addresses of a customer. Invariant: a customer with addresses has exactly one default — the partial unique
// index enforces "at most one", these functions keep "at least one" (first address, and promotion on delete).
// Every change locks the customer row first, so concurrent edits of one customer's addresses serialise.

const NAO_ENCONTRADO = 'Endereço não encontrado';

async function clienteParaEscrita(tx: Tx, empresaId: number, clienteId: number) {
  const c = await carregarCliente(tx, empresaId, clienteId, true);
  if (c.anonimizado_em) throw conflict(MSG_ANONIMIZADO);
  return c;
}

async function limparPadrao(tx: Tx, empresaId: number, clienteId: number) {
  await tx.update(enderecos).set({ endereco_padrao: false })
    .where(and(eq(enderecos.empresa_id, empresaId), eq(enderecos.cliente_id, clienteId), eq(enderecos.endereco_padrao, true)));
}

/** Inserts an address of a customer already locked by the caller. */
export async function inserirEndereco(tx: Tx, empresaId: number, clienteId: number, d: EnderecoCriar) {
  const [existente] = await tx.select({ id: enderecos.id }).from(enderecos)
    .where(and(eq(enderecos.empresa_id, empresaId), eq(enderecos.cliente_id, clienteId))).limit(1);
  const padrao = d.endereco_padrao === true || !existente;
  if (padrao) await limparPadrao(tx, empresaId, clienteId);
  const [row] = await tx.insert(enderecos).values({
    empresa_id: empresaId, cliente_id: clienteId, rua: d.rua, numero: d.numero ?? null, bairro: d.bairro, complemento: d.complemento ?? null,
    cidade: d.cidade, estado: d.estado, cep: d.cep ?? null, ponto_referencia: d.ponto_referencia ?? null,
    taxa_entrega_centavos: d.taxa_entrega ?? 0, nome_identificacao: d.nome_identificacao ?? null, endereco_padrao: padrao,
    latitude: d.latitude ?? null, longitude: d.longitude ?? null,
  }).returning();
  return row!;
}

export function listar(db: Db, empresaId: number, clienteId: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    await carregarCliente(tx, empresaId, clienteId);
    const rows = await tx.select().from(enderecos).where(and(eq(enderecos.empresa_id, empresaId), eq(enderecos.cliente_id, clienteId)))
      .orderBy(asc(enderecos.id));
    return rows.map(toEndereco);
  });
}

export function criar(db: Db, empresaId: number, clienteId: number, d: EnderecoCriar) {
  return withTenantLegado(db, empresaId, async (tx) => {
    await clienteParaEscrita(tx, empresaId, clienteId);
    return toEndereco(await inserirEndereco(tx, empresaId, clienteId, d));
  });
}

/** The address (scoped by empresa_id) and its customer locked. */
async function carregar(tx: Tx, empresaId: number, id: number) {
  const [row] = await tx.select().from(enderecos).where(and(eq(enderecos.empresa_id, empresaId), eq(enderecos.id, id))).limit(1);
  if (!row) throw notFound(NAO_ENCONTRADO);
  await clienteParaEscrita(tx, empresaId, row.cliente_id);
  return row;
}

async function tornarPadrao(tx: Tx, empresaId: number, row: typeof enderecos.$inferSelect) {
  if (row.endereco_padrao) return;
  await limparPadrao(tx, empresaId, row.cliente_id);
  await tx.update(enderecos).set({ endereco_padrao: true }).where(and(eq(enderecos.empresa_id, empresaId), eq(enderecos.id, row.id)));
}

export function alterar(db: Db, empresaId: number, id: number, d: EnderecoPatch) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const row = await carregar(tx, empresaId, id);
    const set: Partial<typeof enderecos.$inferInsert> = {};
    const campos = ['rua', 'numero', 'bairro', 'complemento', 'cidade', 'estado', 'cep', 'ponto_referencia', 'nome_identificacao', 'latitude', 'longitude'] as const;
    for (const k of campos) if (d[k] !== undefined) (set as Record<string, unknown>)[k] = d[k];
    if (d.taxa_entrega !== undefined) set.taxa_entrega_centavos = d.taxa_entrega;
    if (d.endereco_padrao === true) await tornarPadrao(tx, empresaId, row);
    if (Object.keys(set).length) await tx.update(enderecos).set(set).where(and(eq(enderecos.empresa_id, empresaId), eq(enderecos.id, id)));
    const [novo] = await tx.select().from(enderecos).where(and(eq(enderecos.empresa_id, empresaId), eq(enderecos.id, id)));
    return toEndereco(novo!);
  });
}

export function definirPadrao(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const row = await carregar(tx, empresaId, id);
    await tornarPadrao(tx, empresaId, row);
    return toEndereco({ ...row, endereco_padrao: true });
  });
}

/** Deleting the default promotes the oldest remaining address, so the customer still has one. */
export function excluir(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const row = await carregar(tx, empresaId, id);
    await tx.delete(enderecos).where(and(eq(enderecos.empresa_id, empresaId), eq(enderecos.id, id)));
    if (row.endereco_padrao) {
      const [proximo] = await tx.select({ id: enderecos.id }).from(enderecos)
        .where(and(eq(enderecos.empresa_id, empresaId), eq(enderecos.cliente_id, row.cliente_id), ne(enderecos.id, id)))
        .orderBy(asc(enderecos.id)).limit(1);
      if (proximo) await tx.update(enderecos).set({ endereco_padrao: true }).where(and(eq(enderecos.empresa_id, empresaId), eq(enderecos.id, proximo.id)));
    }
    return { ok: true as const };
  });
}
