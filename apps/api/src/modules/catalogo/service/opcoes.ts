import type { z } from 'zod';
import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { notFound } from '../../../lib/errors.ts';
import type { Opcao, opcaoBodySchema, opcoesQuerySchema } from '@app/shared/schemas/opcoes.ts';
import * as q from '../queries/opcoes.ts';
import { centavos, nomeCopia, reais } from './comum.ts';

type Body = z.output<typeof opcaoBodySchema>;
type Query = z.output<typeof opcoesQuerySchema>;
const NAO_ENCONTRADA = 'Opção não encontrada';

const paraApi = ({ preco_centavos, ...r }: q.OpcaoLinha): Opcao => ({ ...r, preco: reais(preco_centavos) });

async function uma(tx: TenantTx, id: number): Promise<Opcao> {
  const row = await q.buscar(tx, id);
  if (!row) throw notFound(NAO_ENCONTRADA);
  return paraApi(row);
}

export function listar(t: Tenant, filtro: Query) {
  return t.transacao(async (tx) => {
    const { rows, total } = await q.listar(tx, filtro);
    return { items: rows.map(paraApi), total };
  });
}

const colunas = (b: Body): q.OpcaoGravar => ({
  nome: b.nome,
  descricao: b.descricao || null,
  preco_centavos: centavos(b.preco),
  ignorar_relatorio: b.ignorar_relatorio,
});

export function criar(t: Tenant, body: Body) {
  return t.transacao(async (tx) => uma(tx, await q.inserir(tx, { ...colunas(body), ativo: body.ativo ?? true })));
}

export function alterar(t: Tenant, id: number, body: Body) {
  return t.transacao(async (tx) => {
    if (!(await q.atualizar(tx, id, { ...colunas(body), ...(body.ativo !== undefined ? { ativo: body.ativo } : {}) })))
      throw notFound(NAO_ENCONTRADA);
    return uma(tx, id);
  });
}

export function definirAtivo(t: Tenant, id: number, ativo: boolean) {
  return t.transacao(async (tx) => {
    if (!(await q.atualizar(tx, id, { ativo }))) throw notFound(NAO_ENCONTRADA);
    return uma(tx, id);
  });
}

/** Deletes the option and its links to complements (orders keep their own text snapshots). */
export function excluir(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    if (!(await q.remover(tx, id))) throw notFound(NAO_ENCONTRADA);
  });
}

/** Copies the option alone (not its links: a copy is usually made to change it, then link it). */
export function duplicar(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    const o = await q.buscarCompleta(tx, id);
    if (!o) throw notFound(NAO_ENCONTRADA);
    const copia = await q.inserir(tx, {
      nome: nomeCopia(o.nome),
      descricao: o.descricao,
      preco_centavos: o.preco_centavos,
      ativo: o.ativo,
      ignorar_relatorio: o.ignorar_relatorio,
    });
    return uma(tx, copia);
  });
}

/** Where the option is used: the complements that list it, with its price in each. */
export function complementosDaOpcao(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    if (!(await q.existe(tx, id))) throw notFound(NAO_ENCONTRADA);
    const rows = await q.complementosDaOpcao(tx, id);
    return { items: rows.map(({ preco_centavos, ...r }) => ({ ...r, preco: reais(preco_centavos) })) };
  });
}
