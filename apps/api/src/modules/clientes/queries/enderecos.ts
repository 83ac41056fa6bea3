import { and, asc, eq, ne } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { enderecos } from '../../../db/schema/index.ts';

export type EnderecoLinha = typeof enderecos.$inferSelect;
export type EnderecoGravar = Omit<typeof enderecos.$inferInsert, 'id' | 'empresa_id' | 'cliente_id' | 'criado_em'>;

const doTenant = (tx: TenantTx) => eq(enderecos.empresa_id, tx.empresaId);

export async function temEndereco(tx: TenantTx, clienteId: number): Promise<boolean> {
  const [existente] = await tx
    .select({ id: enderecos.id })
    .from(enderecos)
    .where(and(doTenant(tx), eq(enderecos.cliente_id, clienteId)))
    .limit(1);
  return existente !== undefined;
}

export async function limparPadrao(tx: TenantTx, clienteId: number): Promise<void> {
  await tx
    .update(enderecos)
    .set({ endereco_padrao: false })
    .where(and(doTenant(tx), eq(enderecos.cliente_id, clienteId), eq(enderecos.endereco_padrao, true)));
}

export async function inserir(tx: TenantTx, clienteId: number, d: EnderecoGravar): Promise<EnderecoLinha> {
  const [row] = await tx
    .insert(enderecos)
    .values({ ...d, empresa_id: tx.empresaId, cliente_id: clienteId })
    .returning();
  return row!;
}

export function doCliente(tx: TenantTx, clienteId: number): Promise<EnderecoLinha[]> {
  return tx
    .select()
    .from(enderecos)
    .where(and(doTenant(tx), eq(enderecos.cliente_id, clienteId)))
    .orderBy(asc(enderecos.id));
}

export async function buscar(tx: TenantTx, id: number): Promise<EnderecoLinha | undefined> {
  const [row] = await tx
    .select()
    .from(enderecos)
    .where(and(doTenant(tx), eq(enderecos.id, id)))
    .limit(1);
  return row;
}

export async function atualizar(tx: TenantTx, id: number, d: Partial<EnderecoGravar>): Promise<void> {
  await tx
    .update(enderecos)
    .set(d)
    .where(and(doTenant(tx), eq(enderecos.id, id)));
}

export async function excluir(tx: TenantTx, id: number): Promise<void> {
  await tx.delete(enderecos).where(and(doTenant(tx), eq(enderecos.id, id)));
}

export async function excluirDoCliente(tx: TenantTx, clienteId: number): Promise<void> {
  await tx.delete(enderecos).where(and(doTenant(tx), eq(enderecos.cliente_id, clienteId)));
}

/** The oldest of the customer's other addresses (the next default when the default goes). */
export async function maisAntigoExceto(tx: TenantTx, clienteId: number, exceto: number): Promise<number | undefined> {
  const [proximo] = await tx
    .select({ id: enderecos.id })
    .from(enderecos)
    .where(and(doTenant(tx), eq(enderecos.cliente_id, clienteId), ne(enderecos.id, exceto)))
    .orderBy(asc(enderecos.id))
    .limit(1);
  return proximo?.id;
}
