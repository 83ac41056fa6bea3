import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import { normalizarTexto } from '@app/shared/domain/texto.ts';
import type { z } from 'zod';
import {
  areaTemCobertura,
  MSG_AREA_COBERTURA,
  type AreaEntrega,
  type AreaEntregaCriar,
  type AreaEntregaPatch,
  type areasQuerySchema,
} from '@app/shared/schemas/entrega.ts';
import * as q from '../queries/areas.ts';
import * as cidades from '../queries/cidades.ts';

const NAO_ENCONTRADA = 'Área de entrega não encontrada';

function paraApi(r: q.AreaLinha): AreaEntrega {
  return {
    id: Number(r.id),
    nome: r.nome,
    ativo: r.ativo,
    cidade_atendida_id: r.cidade_atendida_id == null ? null : Number(r.cidade_atendida_id),
    cidade: r.cidade ?? null,
    bairros: r.bairros,
    raio_km: r.raio_km == null ? null : Number(r.raio_km),
    latitude: r.latitude,
    longitude: r.longitude,
    taxa_entrega: centavosToReais(r.taxa_entrega_centavos),
    tempo_estimado: r.tempo_estimado,
    pedido_minimo: centavosToReais(r.pedido_minimo_centavos),
  };
}

async function uma(tx: TenantTx, id: number) {
  const row = await q.buscar(tx, id);
  if (!row) throw notFound(NAO_ENCONTRADA);
  return paraApi(row);
}

/** A city id in the body must be one of the caller's served cities (404 otherwise, like any foreign id). */
async function conferirCidade(tx: TenantTx, id: number | null | undefined) {
  if (id == null) return;
  if (!(await cidades.existe(tx, id))) throw notFound('Cidade atendida não encontrada');
}

/** Trimmed, first spelling kept, repeats dropped (accent/case-insensitive, as the resolver compares them). */
function limparBairros(lista: readonly string[]): string[] {
  const vistos = new Map<string, string>();
  for (const b of lista) if (!vistos.has(normalizarTexto(b))) vistos.set(normalizarTexto(b), b.trim());
  return [...vistos.values()];
}

export function listar(t: Tenant, filtro: z.output<typeof areasQuerySchema>) {
  return t.transacao(async (tx) => {
    const { linhas, total } = await q.listar(tx, filtro);
    return { items: linhas.map(paraApi), total };
  });
}

export function criar(t: Tenant, d: AreaEntregaCriar) {
  return t.transacao(async (tx) => {
    await conferirCidade(tx, d.cidade_atendida_id);
    const id = await q.inserir(tx, {
      nome: d.nome,
      ativo: d.ativo ?? true,
      cidade_atendida_id: d.cidade_atendida_id ?? null,
      bairros: limparBairros(d.bairros ?? []),
      raio_km: d.raio_km ?? null,
      latitude: d.latitude ?? null,
      longitude: d.longitude ?? null,
      taxa_entrega_centavos: d.taxa_entrega ?? 0,
      tempo_estimado: d.tempo_estimado ?? null,
      pedido_minimo_centavos: d.pedido_minimo ?? 0,
    });
    return uma(tx, id);
  });
}

export function alterar(t: Tenant, id: number, d: AreaEntregaPatch) {
  return t.transacao(async (tx) => {
    const atual = await uma(tx, id);
    await conferirCidade(tx, d.cidade_atendida_id);
    const set: Partial<q.AreaGravar> = {};
    for (const k of [
      'nome',
      'ativo',
      'cidade_atendida_id',
      'raio_km',
      'latitude',
      'longitude',
      'tempo_estimado',
    ] as const) {
      if (d[k] !== undefined) (set as Record<string, unknown>)[k] = d[k];
    }
    if (d.bairros !== undefined) set.bairros = limparBairros(d.bairros);
    if (d.taxa_entrega !== undefined) set.taxa_entrega_centavos = d.taxa_entrega;
    if (d.pedido_minimo !== undefined) set.pedido_minimo_centavos = d.pedido_minimo;
    if (!areaTemCobertura({ ...atual, ...set })) throw badRequest(MSG_AREA_COBERTURA, 'bairros');
    await q.atualizar(tx, id, set);
    return uma(tx, id);
  });
}

export function excluir(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    if (!(await q.excluir(tx, id))) throw notFound(NAO_ENCONTRADA);
    return { ok: true as const };
  });
}
