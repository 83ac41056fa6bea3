import { sql } from 'drizzle-orm';
import { queryRows, type PlataformaDb, type TenantTx } from '../../../db/tenant.ts';
import type { WhatsappEstado } from '@app/shared/schemas/whatsapp.ts';

// The business's instance on the gateway (table whatsapp_instancias, one row per business).

export interface InstanciaLinha {
  nome: string;
  estado: WhatsappEstado;
  numero: string | null;
  nome_perfil: string | null;
  qr_base64: string | null;
  pairing_code: string | null;
  qr_atualizado_em: string | null;
  criado_em: string;
}

const iso = (c: string) => sql.raw(`to_char(${c} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
const colunas = sql`nome, estado, numero, nome_perfil, qr_base64, pairing_code,
  ${iso('qr_atualizado_em')} AS qr_atualizado_em, ${iso('criado_em')} AS criado_em`;

export async function buscar(tx: TenantTx): Promise<InstanciaLinha | undefined> {
  const [r] = await queryRows<InstanciaLinha>(
    tx,
    sql`SELECT ${colunas} FROM whatsapp_instancias WHERE empresa_id = ${tx.empresaId}`,
  );
  return r;
}

/** Inserts the instance; undefined when the business already has one (the primary key decides, not a prior read). */
export async function inserir(tx: TenantTx, nome: string, segredoHash: string): Promise<boolean> {
  const rows = await queryRows<{ nome: string }>(
    tx,
    sql`INSERT INTO whatsapp_instancias (empresa_id, nome, segredo_hash) VALUES (${tx.empresaId}, ${nome}, ${segredoHash})
    ON CONFLICT (empresa_id) DO NOTHING RETURNING nome`,
  );
  return rows.length > 0;
}

export interface Atualizacao {
  estado?: WhatsappEstado;
  numero?: string | null;
  nome_perfil?: string | null;
  /** A new QR (or its absence once connected): replaces image and code together. */
  qr?: { base64: string | null; pairingCode: string | null } | null;
}

export async function atualizar(tx: TenantTx, nome: string, a: Atualizacao): Promise<InstanciaLinha | undefined> {
  const sets = [sql`atualizado_em = now()`];
  if (a.estado) sets.push(sql`estado = ${a.estado}`);
  if (a.numero !== undefined) sets.push(sql`numero = ${a.numero}`);
  if (a.nome_perfil !== undefined) sets.push(sql`nome_perfil = ${a.nome_perfil}`);
  if (a.qr !== undefined) {
    sets.push(sql`qr_base64 = ${a.qr?.base64 ?? null}, pairing_code = ${a.qr?.pairingCode ?? null}`);
    sets.push(a.qr ? sql`qr_atualizado_em = now()` : sql`qr_atualizado_em = NULL`);
  }
  const [r] = await queryRows<InstanciaLinha>(
    tx,
    sql`UPDATE whatsapp_instancias SET ${sql.join(sets, sql`, `)}
    WHERE empresa_id = ${tx.empresaId} AND nome = ${nome} RETURNING ${colunas}`,
  );
  return r;
}

export async function excluir(tx: TenantTx, nome: string): Promise<void> {
  await tx.execute(sql`DELETE FROM whatsapp_instancias WHERE empresa_id = ${tx.empresaId} AND nome = ${nome}`);
}

/** Platform: the webhook names its instance (an unguessable name); answers its business and secret hash. */
export async function porNome(p: PlataformaDb, nome: string) {
  const [r] = await queryRows<{ empresa_id: number; segredo_hash: string }>(
    p,
    sql`SELECT empresa_id, segredo_hash FROM whatsapp_instancias WHERE nome = ${nome}`,
  );
  return r && { empresa_id: Number(r.empresa_id), segredo_hash: r.segredo_hash };
}
