import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { carrinhoEtapas, carrinhos, visitasCardapio, type CarrinhoEtapa } from '../../../db/schema/index.ts';

// Carts of the public menu, the checkout steps they reached, and the menu's visits (migration 0010).

export type CarrinhoLinha = typeof carrinhos.$inferSelect;
export type CarrinhoGravar = Partial<
  Pick<
    CarrinhoLinha,
    'session' | 'cliente_id' | 'nome' | 'telefone' | 'itens' | 'step_atual' | 'subtotal_centavos' | 'qtde_itens'
  >
>;

const doTenant = (tx: TenantTx) => eq(carrinhos.empresa_id, tx.empresaId);

export async function porCodigo(tx: TenantTx, codigo: string): Promise<CarrinhoLinha | undefined> {
  const [row] = await tx
    .select()
    .from(carrinhos)
    .where(and(doTenant(tx), eq(carrinhos.codigo, codigo)))
    .limit(1);
  return row;
}

/** The session's open cart (one at most: the partial unique index of 0010). */
export async function abertoDaSessao(tx: TenantTx, session: string): Promise<CarrinhoLinha | undefined> {
  const [row] = await tx
    .select()
    .from(carrinhos)
    .where(and(doTenant(tx), eq(carrinhos.session, session), isNull(carrinhos.pedido_id)))
    .limit(1);
  return row;
}

export async function inserir(
  tx: TenantTx,
  c: CarrinhoGravar & { codigo: string; session: string },
): Promise<CarrinhoLinha> {
  const [row] = await tx
    .insert(carrinhos)
    .values({ empresa_id: tx.empresaId, ...c })
    .returning();
  return row!;
}

export async function atualizar(tx: TenantTx, id: number, set: CarrinhoGravar): Promise<CarrinhoLinha> {
  const [row] = await tx
    .update(carrinhos)
    .set({ ...set, atualizado_em: sql`now()` })
    .where(and(doTenant(tx), eq(carrinhos.id, id)))
    .returning();
  return row!;
}

export async function excluir(tx: TenantTx, id: number): Promise<void> {
  await tx.delete(carrinhos).where(and(doTenant(tx), eq(carrinhos.id, id)));
}

export async function vincularPedido(tx: TenantTx, id: number, pedidoId: number): Promise<void> {
  await tx
    .update(carrinhos)
    .set({ pedido_id: pedidoId, step_atual: 'confirmado', atualizado_em: sql`now()` })
    .where(and(doTenant(tx), eq(carrinhos.id, id)));
}

/** A step the cart reached, once (the first time counts). */
export async function registrarEtapa(tx: TenantTx, carrinhoId: number, etapa: CarrinhoEtapa): Promise<void> {
  await tx
    .insert(carrinhoEtapas)
    .values({ empresa_id: tx.empresaId, carrinho_id: carrinhoId, etapa })
    .onConflictDoNothing();
}

export async function etapas(tx: TenantTx, carrinhoId: number): Promise<CarrinhoEtapa[]> {
  const rows = await tx
    .select({ etapa: carrinhoEtapas.etapa })
    .from(carrinhoEtapas)
    .where(and(eq(carrinhoEtapas.empresa_id, tx.empresaId), eq(carrinhoEtapas.carrinho_id, carrinhoId)))
    .orderBy(asc(carrinhoEtapas.em));
  return rows.map((r) => r.etapa);
}

/** One visit per session and day (the business's day): a reload counts a page, not a visitor. */
export async function registrarVisita(
  tx: TenantTx,
  v: {
    session: string;
    dia: string;
    cliente_id: number | null;
    origem: string | null;
    dispositivo: 'celular' | 'tablet' | 'computador' | null;
  },
): Promise<void> {
  await tx
    .insert(visitasCardapio)
    .values({ empresa_id: tx.empresaId, ...v })
    .onConflictDoUpdate({
      target: [visitasCardapio.empresa_id, visitasCardapio.session, visitasCardapio.dia],
      set: {
        paginas: sql`${visitasCardapio.paginas} + 1`,
        ultima_em: sql`now()`,
        cliente_id: sql`COALESCE(${visitasCardapio.cliente_id}, excluded.cliente_id)`,
      },
    });
}
