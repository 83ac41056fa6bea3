import type { z } from 'zod';
import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { notFound } from '../../../lib/errors.ts';
import type {
  Complemento,
  ComplementoDetalhe,
  complementoBodySchema,
  complementosQuerySchema,
} from '@app/shared/schemas/catalogo.ts';
import * as q from '../queries/complementos.ts';
import * as links from '../queries/complementos-opcoes.ts';
import { nomeCopia } from './comum.ts';
import { COMPLEMENTO_NAO_ENCONTRADO, opcoesDoComplemento } from './complementos-opcoes.ts';

type Body = z.output<typeof complementoBodySchema>;
type Query = z.output<typeof complementosQuerySchema>;

async function um(tx: TenantTx, id: number): Promise<Complemento> {
  const row = await q.buscar(tx, id);
  if (!row) throw notFound(COMPLEMENTO_NAO_ENCONTRADO);
  return row;
}

async function detalhe(tx: TenantTx, id: number): Promise<ComplementoDetalhe> {
  return { ...(await um(tx, id)), opcoes: await opcoesDoComplemento(tx, id) };
}

export function listar(t: Tenant, filtro: Query) {
  return t.transacao((tx) => q.listar(tx, filtro));
}

export function obter(t: Tenant, id: number): Promise<ComplementoDetalhe> {
  return t.transacao((tx) => detalhe(tx, id));
}

/** Required ⇔ at least one choice: `obrigatorio` and `min_escolhas` are kept consistent (a CHECK holds it too). */
function colunas(b: Body): q.ComplementoGravar {
  const obrigatorio = b.obrigatorio || b.min_escolhas > 0;
  const min = obrigatorio ? Math.max(1, b.min_escolhas) : 0;
  return { nome: b.nome, tipo: b.tipo, min_escolhas: min, max_escolhas: Math.max(b.max_escolhas, min), obrigatorio };
}

export function criar(t: Tenant, body: Body) {
  return t.transacao(async (tx) => {
    const ordem = body.ordem ?? (await q.proximaOrdem(tx));
    const id = await q.inserir(tx, { ...colunas(body), ordem, ativo: body.ativo ?? true });
    return { ...(await um(tx, id)), opcoes: [] };
  });
}

export function alterar(t: Tenant, id: number, body: Body) {
  return t.transacao(async (tx) => {
    const ok = await q.atualizar(tx, id, {
      ...colunas(body),
      ...(body.ordem !== undefined ? { ordem: body.ordem } : {}),
      ...(body.ativo !== undefined ? { ativo: body.ativo } : {}),
    });
    if (!ok) throw notFound(COMPLEMENTO_NAO_ENCONTRADO);
    return detalhe(tx, id);
  });
}

export function definirAtivo(t: Tenant, id: number, ativo: boolean) {
  return t.transacao(async (tx) => {
    if (!(await q.atualizar(tx, id, { ativo }))) throw notFound(COMPLEMENTO_NAO_ENCONTRADO);
    return um(tx, id);
  });
}

/** Deletes the complement; its option links and product attachments go with it (the options stay). */
export function excluir(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    if (!(await q.remover(tx, id))) throw notFound(COMPLEMENTO_NAO_ENCONTRADO);
  });
}

/** Copies the complement with its option links (prices, per-size prices, order); not attached to any product. */
export function duplicar(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    const o = await q.buscarCompleto(tx, id);
    if (!o) throw notFound(COMPLEMENTO_NAO_ENCONTRADO);
    const copia = await q.inserir(tx, {
      nome: nomeCopia(o.nome),
      tipo: o.tipo,
      min_escolhas: o.min_escolhas,
      max_escolhas: o.max_escolhas,
      obrigatorio: o.obrigatorio,
      ordem: o.ordem,
      ativo: o.ativo,
    });
    await links.copiar(tx, id, copia);
    return detalhe(tx, copia);
  });
}
