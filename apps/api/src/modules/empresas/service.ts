import { and, asc, count, eq, ilike, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { empresas, usuarios } from '../../db/schema/index.ts';
import { instanteLocal, MOTIVO_FECHAMENTO_TEMPORARIO, situacaoLoja } from '@app/shared/domain/funcionamento.ts';
import { DEFAULT_TIMEZONE } from '@app/shared/domain/dates.ts';
import type { Empresa, EmpresaCreate, EmpresaPatch, EmpresaStatus } from '@app/shared/schemas/empresas.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { removeLogo, saveLogo } from './logo.ts';

// Callers pass an id they are allowed to see (assertEmpresaAccess in the route); this layer never widens it.

async function load(db: Db | Tx, empresaId: number) {
  const [row] = await db.select().from(empresas).where(eq(empresas.id, empresaId)).limit(1);
  if (!row) throw notFound('Empresa não encontrada');
  return row;
}

export function toEmpresa(row: typeof empresas.$inferSelect): Empresa {
  return {
    id: row.id, nome: row.nome, cidade: row.cidade, uf: row.uf, logo_url: row.logo_url,
    horarios_funcionamento: row.horarios_funcionamento ?? {}, cor_menu: row.cor_menu, aberto: row.aberto,
    fechamento_temporario_ativo: row.fechamento_temporario_ativo, fechamento_ate: row.fechamento_ate?.toISOString() ?? null,
    motivo_fechamento: row.motivo_fechamento, timezone: row.timezone,
  };
}

export async function getEmpresa(db: Db, empresaId: number): Promise<Empresa> {
  return toEmpresa(await load(db, empresaId));
}

/** `aberta` = orders can be taken now: the manual switch, then a temporary closing, then the opening hours. */
export async function getStatus(db: Db, empresaId: number, now = new Date()): Promise<EmpresaStatus> {
  const row = await load(db, empresaId);
  const s = situacaoLoja(row, now);
  return { ...s, nome_empresa: row.nome, motivo_fechamento: s.motivo === 'fechamento_temporario' ? row.motivo_fechamento : null };
}

export async function getHorarios(db: Db, empresaId: number) {
  const row = await load(db, empresaId);
  return { empresa_id: row.id, timezone: row.timezone, horarios_funcionamento: row.horarios_funcionamento ?? {} };
}

/** `yyyy-MM-ddTHH:mm` is a wall time in the business timezone; text with an offset is an instant. */
function lerInstante(text: string, timeZone: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  const d = m ? instanteLocal(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, timeZone) : new Date(text);
  if (Number.isNaN(d.getTime())) throw badRequest('Data inválida', 'fechamento_ate');
  return d;
}

const MAX_FECHAMENTO_MS = 7 * 24 * 3600_000;

/**
 * PATCH /empresas/{id}. The route has already checked who may change which group of fields. Store-state rules
 * (spec §4): a temporary closing needs an end in the future (at most 7 days ahead) and gets the spec's reason;
 * ending it clears the end and the reason.
 */
export async function patchEmpresa(db: Db, empresaId: number, patch: EmpresaPatch, now = new Date()): Promise<Empresa> {
  return withTenantLegado(db, empresaId, async (tx) => {
    const atual = await load(tx, empresaId);
    const set: Partial<typeof empresas.$inferInsert> = {};
    const { logo, logo_url, fechamento_ate, ...simples } = patch;
    for (const [k, v] of Object.entries(simples)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
    const timezone = patch.timezone ?? atual.timezone;
    if (fechamento_ate !== undefined) set.fechamento_ate = fechamento_ate === null ? null : lerInstante(fechamento_ate, timezone);

    if (patch.fechamento_temporario_ativo !== undefined || fechamento_ate !== undefined) {
      const ativo = patch.fechamento_temporario_ativo ?? atual.fechamento_temporario_ativo;
      if (ativo) {
        const ate = set.fechamento_ate !== undefined ? set.fechamento_ate : atual.fechamento_ate;
        if (!ate) throw badRequest('Informe até quando a loja fica fechada', 'fechamento_ate');
        if (ate.getTime() <= now.getTime()) throw badRequest('O fechamento temporário deve terminar no futuro', 'fechamento_ate');
        if (ate.getTime() - now.getTime() > MAX_FECHAMENTO_MS) throw badRequest('O fechamento temporário pode durar no máximo 7 dias', 'fechamento_ate');
        set.motivo_fechamento = patch.motivo_fechamento || MOTIVO_FECHAMENTO_TEMPORARIO;
      } else {
        set.fechamento_ate = null;
        set.motivo_fechamento = null;
      }
    }
    if (logo) set.logo_url = await saveLogo(tx, empresaId, logo);
    else if (logo_url !== undefined) {
      await removeLogo(tx, empresaId);
      set.logo_url = null;
    }
    if (Object.keys(set).length === 0) return toEmpresa(atual);
    const [row] = await tx.update(empresas).set({ ...set, atualizado_em: now }).where(eq(empresas.id, empresaId)).returning();
    return toEmpresa(row!);
  });
}

// ---- superadmin ----

export async function listEmpresas(db: Db, q: { page: number; per_page: number; search?: string | undefined }) {
  const where = q.search ? ilike(empresas.nome, `%${q.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(empresas).where(where).orderBy(asc(empresas.nome), asc(empresas.id)).limit(q.per_page).offset((q.page - 1) * q.per_page),
    db.select({ n: count() }).from(empresas).where(where),
  ]);
  return { items: rows.map(toEmpresa), total: total?.n ?? 0 };
}

const EMAIL_EM_USO = 'Este e-mail já está em uso';

/** A new business and its first manager (role gerente), in one transaction. */
export async function createEmpresa(db: Db, input: EmpresaCreate): Promise<Empresa> {
  const email = input.email.trim().toLowerCase();
  const [existe] = await db.select({ id: usuarios.id }).from(usuarios).where(sql`lower(${usuarios.email}) = ${email}`).limit(1);
  if (existe) throw new AppError(409, EMAIL_EM_USO, [{ campo: 'email', mensagem: EMAIL_EM_USO }]);
  const senha_hash = await hashPassword(input.senha);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(empresas).values({
        nome: input.nome, cidade: input.cidade ?? null, uf: input.uf ?? null,
        timezone: input.timezone ?? DEFAULT_TIMEZONE, cor_menu: input.cor_menu ?? '#000000',
      }).returning();
      await tx.insert(usuarios).values({ empresa_id: row!.id, nome: input.gerente_nome ?? 'Gerente', email, senha_hash, role: 'gerente' });
      return toEmpresa(row!);
    });
  } catch (err) {
    // two creations racing for the same e-mail: the unique index decides
    if ((err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505') {
      throw new AppError(409, EMAIL_EM_USO, [{ campo: 'email', mensagem: EMAIL_EM_USO }]);
    }
    throw err;
  }
}

/** Deletes a business and everything it owns (ON DELETE CASCADE). A business holding a superadmin is refused. */
export async function deleteEmpresa(db: Db, empresaId: number): Promise<void> {
  await load(db, empresaId);
  const [sa] = await db.select({ id: usuarios.id }).from(usuarios)
    .where(and(eq(usuarios.empresa_id, empresaId), eq(usuarios.superadmin, true))).limit(1);
  if (sa) throw conflict('Esta empresa tem um superadmin e não pode ser excluída');
  await db.delete(empresas).where(eq(empresas.id, empresaId));
}
