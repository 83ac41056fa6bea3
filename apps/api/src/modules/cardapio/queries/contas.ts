import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { TenantTx } from '../../../db/tenant.ts';
import { clienteCodigosSenha, clienteContas } from '../../../db/schema/index.ts';

// Client accounts (a password per customer) and their reset codes.

export type ContaLinha = typeof clienteContas.$inferSelect;
export type CodigoLinha = typeof clienteCodigosSenha.$inferSelect;

const daConta = (tx: TenantTx, clienteId: number) =>
  and(eq(clienteContas.empresa_id, tx.empresaId), eq(clienteContas.cliente_id, clienteId));
const doCliente = (tx: TenantTx, clienteId: number) =>
  and(eq(clienteCodigosSenha.empresa_id, tx.empresaId), eq(clienteCodigosSenha.cliente_id, clienteId));

export async function conta(tx: TenantTx, clienteId: number): Promise<ContaLinha | undefined> {
  const [row] = await tx.select().from(clienteContas).where(daConta(tx, clienteId)).limit(1);
  return row;
}

/** Creates the account, or sets a new password on it (a reset): older tokens die with the version bump. */
export async function gravarSenha(tx: TenantTx, clienteId: number, senhaHash: string): Promise<ContaLinha> {
  const [row] = await tx
    .insert(clienteContas)
    .values({ empresa_id: tx.empresaId, cliente_id: clienteId, senha_hash: senhaHash })
    .onConflictDoUpdate({
      target: [clienteContas.empresa_id, clienteContas.cliente_id],
      set: {
        senha_hash: senhaHash,
        token_versao: sql`${clienteContas.token_versao} + 1`,
        falhas: 0,
        bloqueado_ate: null,
        atualizado_em: sql`now()`,
      },
    })
    .returning();
  return row!;
}

export async function registrarLogin(tx: TenantTx, clienteId: number): Promise<void> {
  await tx
    .update(clienteContas)
    .set({ falhas: 0, bloqueado_ate: null, ultimo_login_em: sql`now()` })
    .where(daConta(tx, clienteId));
}

export async function registrarFalha(tx: TenantTx, clienteId: number, bloqueadoAte: Date | null): Promise<void> {
  await tx
    .update(clienteContas)
    .set({ falhas: sql`${clienteContas.falhas} + 1`, bloqueado_ate: bloqueadoAte })
    .where(daConta(tx, clienteId));
}

export async function codigosDesde(tx: TenantTx, clienteId: number, desde: Date): Promise<number> {
  const [r] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(clienteCodigosSenha)
    .where(and(doCliente(tx, clienteId), gt(clienteCodigosSenha.criado_em, desde)));
  return r?.n ?? 0;
}

/** A new code makes the older ones useless (only the last one sent may be typed). */
export async function encerrarCodigos(tx: TenantTx, clienteId: number): Promise<void> {
  await tx
    .update(clienteCodigosSenha)
    .set({ usado_em: sql`now()`, codigo_cifrado: null })
    .where(and(doCliente(tx, clienteId), isNull(clienteCodigosSenha.usado_em)));
}

export async function inserirCodigo(
  tx: TenantTx,
  c: {
    cliente_id: number;
    codigo_hash: string;
    codigo_cifrado: string | null;
    enviado_whatsapp: boolean;
    expira_em: Date;
  },
): Promise<void> {
  await tx.insert(clienteCodigosSenha).values({ empresa_id: tx.empresaId, ...c });
}

/** The code that may still be typed: the last one, unused, unexpired, with attempts left. */
export async function codigoVigente(tx: TenantTx, clienteId: number, maxTentativas: number) {
  const [row] = await tx
    .select()
    .from(clienteCodigosSenha)
    .where(
      and(
        doCliente(tx, clienteId),
        isNull(clienteCodigosSenha.usado_em),
        gt(clienteCodigosSenha.expira_em, sql`now()`),
        lt(clienteCodigosSenha.tentativas, maxTentativas),
      ),
    )
    .orderBy(desc(clienteCodigosSenha.criado_em), desc(clienteCodigosSenha.id))
    .limit(1)
    .for('update');
  return row;
}

/** A wrong guess; the code dies (and its readable copy is erased) at the last allowed attempt. */
export async function errarCodigo(tx: TenantTx, id: number, morre: boolean): Promise<void> {
  await tx
    .update(clienteCodigosSenha)
    .set({
      tentativas: sql`${clienteCodigosSenha.tentativas} + 1`,
      ...(morre ? { codigo_cifrado: null, usado_em: sql`now()` } : {}),
    })
    .where(and(eq(clienteCodigosSenha.empresa_id, tx.empresaId), eq(clienteCodigosSenha.id, id)));
}

export async function usarCodigo(tx: TenantTx, id: number): Promise<void> {
  await tx
    .update(clienteCodigosSenha)
    .set({ usado_em: sql`now()`, codigo_cifrado: null })
    .where(and(eq(clienteCodigosSenha.empresa_id, tx.empresaId), eq(clienteCodigosSenha.id, id)));
}

/** The customer's last code (for the staff's view of a pending code). */
export async function ultimoCodigo(tx: TenantTx, clienteId: number): Promise<CodigoLinha | undefined> {
  const [row] = await tx
    .select()
    .from(clienteCodigosSenha)
    .where(doCliente(tx, clienteId))
    .orderBy(desc(clienteCodigosSenha.criado_em), desc(clienteCodigosSenha.id))
    .limit(1);
  return row;
}
