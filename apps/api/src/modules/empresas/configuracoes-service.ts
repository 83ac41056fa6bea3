import { and, asc, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { configuracoes, configuracoesCore } from '../../db/schema/index.ts';
import { CORE_PADRAO, tempoEntregaOuPadrao, valorCompativel, type ConfiguracoesCore, type TipoConfiguracao } from '@app/shared/domain/configuracoes.ts';
import { normalizarVolume } from '@app/shared/domain/som.ts';
import { VALOR_INCOMPATIVEL, type Configuracao, type ConfiguracaoCreate, type ConfiguracaoPatch, type ConfiguracoesCoreResposta } from '@app/shared/schemas/configuracoes.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';

// ---- core settings (one row per business; a missing row reads as the defaults) ----

async function lerCore(tx: Tx, empresaId: number): Promise<ConfiguracoesCore> {
  const [row] = await tx.select().from(configuracoesCore).where(eq(configuracoesCore.empresa_id, empresaId)).limit(1);
  if (!row) return { ...CORE_PADRAO };
  // fallbacks of spec §5 even if a row was written by hand
  return { tempo_entrega_padrao: tempoEntregaOuPadrao(row.tempo_entrega_padrao), auto_aceite_pedidos: row.auto_aceite_pedidos, volume_alerta: normalizarVolume(row.volume_alerta) };
}

const resposta = (empresaId: number, c: ConfiguracoesCore): ConfiguracoesCoreResposta => ({ empresa_id: empresaId, ...c });

export function getCore(db: Db, empresaId: number): Promise<ConfiguracoesCoreResposta> {
  return withTenantLegado(db, empresaId, async (tx) => resposta(empresaId, await lerCore(tx, empresaId)));
}

/** Merges `patch` into the stored settings (PUT passes every field, reset passes the defaults). */
export function patchCore(db: Db, empresaId: number, patch: Partial<ConfiguracoesCore>): Promise<ConfiguracoesCoreResposta> {
  return withTenantLegado(db, empresaId, async (tx) => {
    const atual = await lerCore(tx, empresaId);
    const novo: ConfiguracoesCore = { ...atual };
    for (const [k, v] of Object.entries(patch)) if (v !== undefined) (novo as unknown as Record<string, unknown>)[k] = v;
    const values = { ...novo, atualizado_em: new Date() };
    await tx.insert(configuracoesCore).values({ empresa_id: empresaId, ...values })
      .onConflictDoUpdate({ target: configuracoesCore.empresa_id, set: values });
    return resposta(empresaId, novo);
  });
}

// ---- generic settings (chave, valor, tipo) ----

/** A business may keep this many generic settings (API4: bounded growth). */
export const MAX_CONFIGURACOES = 200;
const CHAVE_EM_USO = 'Já existe uma configuração com esta chave';
const NAO_ENCONTRADA = 'Configuração não encontrada';

const toConfiguracao = (r: typeof configuracoes.$inferSelect): Configuracao => ({
  id: r.id, empresa_id: r.empresa_id, chave: r.chave, valor: r.valor, tipo: r.tipo as TipoConfiguracao,
});

export function listConfiguracoes(db: Db, empresaId: number, q: { page: number; per_page: number; chave?: string | undefined }) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const where = and(eq(configuracoes.empresa_id, empresaId), q.chave ? eq(configuracoes.chave, q.chave) : undefined);
    const rows = await tx.select().from(configuracoes).where(where).orderBy(asc(configuracoes.chave)).limit(q.per_page).offset((q.page - 1) * q.per_page);
    const [total] = await tx.select({ n: count() }).from(configuracoes).where(where);
    return { items: rows.map(toConfiguracao), total: total?.n ?? 0 };
  });
}

/** For other modules: a setting's text by key, or null. */
export async function valorConfiguracao(tx: Tx, empresaId: number, chave: string): Promise<string | null> {
  const [row] = await tx.select({ valor: configuracoes.valor }).from(configuracoes)
    .where(and(eq(configuracoes.empresa_id, empresaId), eq(configuracoes.chave, chave))).limit(1);
  return row?.valor ?? null;
}

async function chaveLivre(tx: Tx, empresaId: number, chave: string, exceto?: number) {
  const [row] = await tx.select({ id: configuracoes.id }).from(configuracoes)
    .where(and(eq(configuracoes.empresa_id, empresaId), eq(configuracoes.chave, chave))).limit(1);
  if (row && row.id !== exceto) throw new AppError(409, CHAVE_EM_USO, [{ campo: 'chave', mensagem: CHAVE_EM_USO }]);
}

export function createConfiguracao(db: Db, empresaId: number, input: ConfiguracaoCreate): Promise<Configuracao> {
  return withTenantLegado(db, empresaId, async (tx) => {
    await chaveLivre(tx, empresaId, input.chave);
    const [total] = await tx.select({ n: count() }).from(configuracoes).where(eq(configuracoes.empresa_id, empresaId));
    if ((total?.n ?? 0) >= MAX_CONFIGURACOES) throw conflict(`Limite de ${MAX_CONFIGURACOES} configurações atingido`);
    const [row] = await tx.insert(configuracoes).values({ empresa_id: empresaId, ...input }).returning();
    return toConfiguracao(row!);
  });
}

export function patchConfiguracao(db: Db, empresaId: number, id: number, patch: ConfiguracaoPatch): Promise<Configuracao> {
  return withTenantLegado(db, empresaId, async (tx) => {
    const [atual] = await tx.select().from(configuracoes).where(and(eq(configuracoes.empresa_id, empresaId), eq(configuracoes.id, id))).limit(1);
    if (!atual) throw notFound(NAO_ENCONTRADA);
    const novo = { chave: patch.chave ?? atual.chave, valor: patch.valor ?? atual.valor, tipo: (patch.tipo ?? atual.tipo) as TipoConfiguracao };
    if (!valorCompativel(novo.tipo, novo.valor)) throw new AppError(400, VALOR_INCOMPATIVEL, [{ campo: 'valor', mensagem: VALOR_INCOMPATIVEL }]);
    if (novo.chave !== atual.chave) await chaveLivre(tx, empresaId, novo.chave, id);
    const [row] = await tx.update(configuracoes).set({ ...novo, atualizado_em: new Date() })
      .where(and(eq(configuracoes.empresa_id, empresaId), eq(configuracoes.id, id))).returning();
    return toConfiguracao(row!);
  });
}

export function deleteConfiguracao(db: Db, empresaId: number, id: number): Promise<void> {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.delete(configuracoes).where(and(eq(configuracoes.empresa_id, empresaId), eq(configuracoes.id, id))).returning({ id: configuracoes.id });
    if (rows.length === 0) throw notFound(NAO_ENCONTRADA);
  });
}
