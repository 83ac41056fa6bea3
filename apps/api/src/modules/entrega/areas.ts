import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { withTenantLegado } from '../../db/tenant.ts';
import { areasEntrega, cidadesAtendidas } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import { normalizarTexto } from '@app/shared/domain/texto.ts';
import { areaTemCobertura, MSG_AREA_COBERTURA, type AreaEntrega, type AreaEntregaCriar, type AreaEntregaPatch } from '@app/shared/schemas/entrega.ts';

const NAO_ENCONTRADA = 'Área de entrega não encontrada';

const colunas = {
  id: areasEntrega.id, nome: areasEntrega.nome, ativo: areasEntrega.ativo, cidade_atendida_id: areasEntrega.cidade_atendida_id,
  cidade: cidadesAtendidas.cidade, bairros: areasEntrega.bairros, raio_km: areasEntrega.raio_km, latitude: areasEntrega.latitude,
  longitude: areasEntrega.longitude, taxa_entrega_centavos: areasEntrega.taxa_entrega_centavos, tempo_estimado: areasEntrega.tempo_estimado,
  pedido_minimo_centavos: areasEntrega.pedido_minimo_centavos,
};

type Linha = Awaited<ReturnType<typeof consulta>>[number];

function out(r: Linha): AreaEntrega {
  return {
    id: Number(r.id), nome: r.nome, ativo: r.ativo, cidade_atendida_id: r.cidade_atendida_id == null ? null : Number(r.cidade_atendida_id),
    cidade: r.cidade ?? null, bairros: r.bairros, raio_km: r.raio_km == null ? null : Number(r.raio_km), latitude: r.latitude, longitude: r.longitude,
    taxa_entrega: centavosToReais(r.taxa_entrega_centavos), tempo_estimado: r.tempo_estimado, pedido_minimo: centavosToReais(r.pedido_minimo_centavos),
  };
}

function consulta(tx: Tx, empresaId: number, extra?: SQL) {
  return tx.select(colunas).from(areasEntrega)
    .leftJoin(cidadesAtendidas, and(eq(cidadesAtendidas.empresa_id, areasEntrega.empresa_id), eq(cidadesAtendidas.id, areasEntrega.cidade_atendida_id)))
    .where(and(eq(areasEntrega.empresa_id, empresaId), extra));
}

async function uma(tx: Tx, empresaId: number, id: number) {
  const [row] = await consulta(tx, empresaId, eq(areasEntrega.id, id)).limit(1);
  if (!row) throw notFound(NAO_ENCONTRADA);
  return out(row);
}

/** A city id in the body must be one of the caller's served cities (404 otherwise, like any foreign id). */
async function conferirCidade(tx: Tx, empresaId: number, id: number | null | undefined) {
  if (id == null) return;
  const [c] = await tx.select({ id: cidadesAtendidas.id }).from(cidadesAtendidas).where(and(eq(cidadesAtendidas.empresa_id, empresaId), eq(cidadesAtendidas.id, id))).limit(1);
  if (!c) throw notFound('Cidade atendida não encontrada');
}

/** Trimmed, first spelling kept, repeats dropped (accent/case-insensitive, as the resolver compares them). */
function limparBairros(lista: readonly string[]): string[] {
  const vistos = new Map<string, string>();
  for (const b of lista) if (!vistos.has(normalizarTexto(b))) vistos.set(normalizarTexto(b), b.trim());
  return [...vistos.values()];
}

export function listar(db: Db, empresaId: number, q: { page: number; per_page: number; ativo?: boolean | undefined }) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const filtro = q.ativo === undefined ? undefined : eq(areasEntrega.ativo, q.ativo);
    const rows = await consulta(tx, empresaId, filtro).orderBy(asc(areasEntrega.nome), asc(areasEntrega.id)).limit(q.per_page).offset((q.page - 1) * q.per_page);
    const [{ n }] = (await tx.select({ n: sql<number>`count(*)::int` }).from(areasEntrega).where(and(eq(areasEntrega.empresa_id, empresaId), filtro))) as [{ n: number }];
    return { items: rows.map(out), total: Number(n) };
  });
}

export function obter(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, (tx) => uma(tx, empresaId, id));
}

export function criar(db: Db, empresaId: number, d: AreaEntregaCriar) {
  return withTenantLegado(db, empresaId, async (tx) => {
    await conferirCidade(tx, empresaId, d.cidade_atendida_id);
    const [row] = await tx.insert(areasEntrega).values({
      empresa_id: empresaId, nome: d.nome, ativo: d.ativo ?? true, cidade_atendida_id: d.cidade_atendida_id ?? null,
      bairros: limparBairros(d.bairros ?? []), raio_km: d.raio_km ?? null, latitude: d.latitude ?? null, longitude: d.longitude ?? null,
      taxa_entrega_centavos: d.taxa_entrega ?? 0, tempo_estimado: d.tempo_estimado ?? null, pedido_minimo_centavos: d.pedido_minimo ?? 0,
    }).returning({ id: areasEntrega.id });
    return uma(tx, empresaId, row!.id);
  });
}

export function alterar(db: Db, empresaId: number, id: number, d: AreaEntregaPatch) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const atual = await uma(tx, empresaId, id);
    await conferirCidade(tx, empresaId, d.cidade_atendida_id);
    const set: Partial<typeof areasEntrega.$inferInsert> = {};
    for (const k of ['nome', 'ativo', 'cidade_atendida_id', 'raio_km', 'latitude', 'longitude', 'tempo_estimado'] as const) {
      if (d[k] !== undefined) (set as Record<string, unknown>)[k] = d[k];
    }
    if (d.bairros !== undefined) set.bairros = limparBairros(d.bairros);
    if (d.taxa_entrega !== undefined) set.taxa_entrega_centavos = d.taxa_entrega;
    if (d.pedido_minimo !== undefined) set.pedido_minimo_centavos = d.pedido_minimo;
    if (!areaTemCobertura({ ...atual, ...set })) throw badRequest(MSG_AREA_COBERTURA, 'bairros');
    await tx.update(areasEntrega).set(set).where(and(eq(areasEntrega.empresa_id, empresaId), eq(areasEntrega.id, id)));
    return uma(tx, empresaId, id);
  });
}

export function excluir(db: Db, empresaId: number, id: number) {
  return withTenantLegado(db, empresaId, async (tx) => {
    const rows = await tx.delete(areasEntrega).where(and(eq(areasEntrega.empresa_id, empresaId), eq(areasEntrega.id, id))).returning({ id: areasEntrega.id });
    if (rows.length === 0) throw notFound(NAO_ENCONTRADA);
    return { ok: true as const };
  });
}
