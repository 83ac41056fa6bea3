import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { isUniqueViolation } from '../../../lib/pg-errors.ts';
import { normalizarTexto } from '@app/shared/domain/texto.ts';
import {
  LIMITE_BUSCA_CLIENTES,
  type ClienteCriar,
  type ClienteDetalhe,
  type ClientePatch,
} from '@app/shared/schemas/clientes.ts';
import * as q from '../queries/clientes.ts';
import { toCliente, toEndereco } from './mapper.ts';
import { inserirEndereco } from './enderecos.ts';
import { carregarCliente, MSG_ANONIMIZADO, MSG_TELEFONE_DUPLICADO, NAO_ENCONTRADO } from './comum.ts';

// Customers. The phone is unique per business; an anonymised customer stays anonymous. Without `clientes.dados`
// the phone is masked here, on the server (the route says whether the caller may see it).

export function listar(t: Tenant, filtro: q.FiltroClientes, verDados: boolean) {
  return t.transacao(async (tx) => {
    const { linhas, total } = await q.listar(tx, filtro);
    return { items: linhas.map((r) => toCliente(r, verDados)), total };
  });
}

/**
 * GET /clientes/busca: ≤ 20 quick matches for the counter (spec §9). Names that start with the text come first,
 * in alphabetical order, from the prefix index; the rest is filled with other matches (any part of the name or
 * phone) without sorting them in the database, so a common fragment ("silva": thousands of rows) stops at the
 * first few; those are sorted here. Measured in docs/PERFORMANCE.md.
 */
export async function buscar(t: Tenant, search: string, verDados: boolean) {
  const cond = q.condicaoBusca(search);
  if (!cond) return [];
  const prefixo = q.prefixoDeNome(search);
  return t.transacao(async (tx) => {
    const { primeiros, outros } = await q.buscaRapida(tx, cond, prefixo, LIMITE_BUSCA_CLIENTES);
    outros.sort((a, b) =>
      a.nome_busca < b.nome_busca ? -1 : a.nome_busca > b.nome_busca ? 1 : Number(a.id) - Number(b.id),
    );
    return [...primeiros, ...outros].map((r) => toCliente(r, verDados));
  });
}

/** The customer with their addresses (the default first). */
export async function detalheTx(tx: TenantTx, id: number, verDados: boolean): Promise<ClienteDetalhe> {
  const row = await carregarCliente(tx, id);
  const ends = await q.enderecosDoCliente(tx, id);
  return { ...toCliente(row, verDados), enderecos: ends.map(toEndereco) };
}

export function detalhe(t: Tenant, id: number, verDados: boolean) {
  return t.transacao((tx) => detalheTx(tx, id, verDados));
}

async function telefoneLivre(tx: TenantTx, telefone: string, exceto?: number) {
  const dono = await q.donoDoTelefone(tx, telefone);
  if (dono !== undefined && dono !== exceto) throw conflict(MSG_TELEFONE_DUPLICADO);
}

/** The unique index still has the last word under concurrency: its violation answers the same 409. */
async function comTelefoneUnico<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err, 'clientes_telefone_uq')) throw conflict(MSG_TELEFONE_DUPLICADO);
    throw err;
  }
}

export function criar(t: Tenant, dados: ClienteCriar, verDados: boolean) {
  return comTelefoneUnico(() =>
    t.transacao(async (tx) => {
      await telefoneLivre(tx, dados.telefone);
      const id = await q.inserir(tx, {
        nome: dados.nome,
        nome_busca: normalizarTexto(dados.nome),
        telefone: dados.telefone,
        origem_cliente: dados.origem_cliente ?? 'portal',
        email: dados.email ?? null,
        observacoes: dados.observacoes ?? null,
      });
      const lista = dados.enderecos ?? [];
      if (lista.filter((e) => e.endereco_padrao).length > 1) throw conflict('Apenas um endereço pode ser o padrão');
      for (const e of lista) await inserirEndereco(tx, id, e);
      return detalheTx(tx, id, verDados);
    }),
  );
}

/** PUT (all own fields) and PATCH (some). Anonymised customers stay anonymous. */
export function alterar(t: Tenant, id: number, dados: ClientePatch, verDados: boolean) {
  return comTelefoneUnico(() =>
    t.transacao(async (tx) => {
      const atual = await carregarCliente(tx, id, true);
      if (atual.anonimizado_em) throw conflict(MSG_ANONIMIZADO);
      if (dados.telefone) await telefoneLivre(tx, dados.telefone, id);
      const set: q.ClienteGravar = { atualizado_em: new Date() };
      if (dados.nome !== undefined) Object.assign(set, { nome: dados.nome, nome_busca: normalizarTexto(dados.nome) });
      if (dados.telefone !== undefined) set.telefone = dados.telefone;
      if (dados.origem_cliente !== undefined) set.origem_cliente = dados.origem_cliente;
      if (dados.email !== undefined) set.email = dados.email;
      if (dados.observacoes !== undefined) set.observacoes = dados.observacoes;
      await q.atualizar(tx, id, set);
      return detalheTx(tx, id, verDados);
    }),
  );
}

export function excluir(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    // Addresses go with it (FK ON DELETE CASCADE). Once orders exist, a customer with orders is anonymised instead.
    if (!(await q.excluir(tx, id))) throw notFound(NAO_ENCONTRADO);
    return { ok: true as const };
  });
}

/** GET /clientes/{id}/total-pedidos — the counter the orders module keeps (0 until orders exist). */
export function totalPedidos(t: Tenant, id: number) {
  return t.transacao(async (tx) => ({ total: Number((await carregarCliente(tx, id)).total_pedidos) }));
}
