import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { queryRows, type Tenant, type TenantTx } from '../db/tenant.ts';
import { AppError } from './errors.ts';

// Idempotency-Key: a repeated submit (double click, a retry after a lost answer) creates
// one resource and gets the same answer. The key row is inserted in the same transaction as the resource:
// a concurrent request with the same key blocks on the primary key until the first commits, then finds the
// stored answer and replays it. If the first fails, its row vanishes with the rollback and the next proceeds.
// Keys are scoped per business and route; the same key with a different body is refused (422).

export const CHAVE = /^[A-Za-z0-9_.:-]{8,100}$/;
export const RETENCAO_HORAS = 24;

export interface Resposta<T> {
  status: number;
  body: T;
  /** The caller's last statement already stored it (`guardarResposta`): no statement of its own. */
  guardada?: boolean;
}

/** The key of this request, when it has one: what `guardarResposta` needs to store its answer. */
export interface ChaveIdempotente {
  rota: string;
  chave: string;
}

/**
 * The UPDATE that stores the key's answer, for the caller to send as part of its own last statement (a CTE) and
 * answer `guardada: true`. `corpo`: an SQL jsonb expression, so the answer may take values from that statement.
 */
export function guardarResposta(tx: TenantTx, k: ChaveIdempotente, status: number, corpo: SQL): SQL {
  return sql`UPDATE idempotencia SET status_code = ${status}, resposta = ${corpo}
    WHERE empresa_id = ${tx.empresaId} AND rota = ${k.rota} AND chave = ${k.chave}`;
}

export function impressao(corpo: unknown): string {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(corpo ?? null))
    .digest('hex');
}

/** Runs `executar` in one transaction of the tenant, replaying the stored answer when the key was seen before. */
export async function comIdempotencia<T>(
  tenant: Tenant,
  rota: string,
  chave: string | undefined,
  corpo: unknown,
  executar: (tx: TenantTx, chave: ChaveIdempotente | null) => Promise<Resposta<T>>,
): Promise<Resposta<T>> {
  if (chave === undefined) return tenant.transacao((tx) => executar(tx, null));
  if (!CHAVE.test(chave))
    throw new AppError(400, 'Idempotency-Key inválida (8 a 100 caracteres: letras, números, _ . : -)');
  const fp = impressao(corpo);
  // the key's row first: on a server it travels with BEGIN (one round trip fewer)
  const inserir = sql`
    INSERT INTO idempotencia (empresa_id, rota, chave, impressao, status_code, resposta)
    VALUES (${tenant.empresaId}, ${rota}, ${chave}, ${fp}, 0, 'null'::jsonb)
    ON CONFLICT (empresa_id, rota, chave) DO NOTHING RETURNING chave`;
  return tenant.transacao(async (tx, inserida) => {
    const empresaId = tx.empresaId;
    if (inserida.length === 0) {
      const [salva] = await queryRows<{ impressao: string; status_code: number; resposta: T }>(
        tx,
        sql`
        SELECT impressao, status_code, resposta FROM idempotencia WHERE empresa_id = ${empresaId} AND rota = ${rota} AND chave = ${chave}`,
      );
      if (!salva) throw new AppError(409, 'Requisição com esta Idempotency-Key ainda em processamento; tente de novo');
      if (salva.impressao !== fp) throw new AppError(422, 'Esta Idempotency-Key já foi usada com outro conteúdo');
      return { status: salva.status_code, body: salva.resposta };
    }
    const k = { rota, chave };
    const resposta = await executar(tx, k);
    if (!resposta.guardada)
      await tx.execute(guardarResposta(tx, k, resposta.status, sql`${JSON.stringify(resposta.body)}::jsonb`));
    return resposta;
  }, inserir);
}

/** Housekeeping: forget keys older than the retention window. */
export async function limparIdempotencia(db: Db): Promise<void> {
  await db.execute(sql`DELETE FROM idempotencia WHERE criado_em < now() - make_interval(hours => ${RETENCAO_HORAS})`);
}
