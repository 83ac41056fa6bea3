import type { z } from 'zod';
import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import {
  LIMITES_CATALOGO,
  type ComplementoOpcao,
  type complementoOpcaoBodySchema,
  type complementoOpcaoUpdateSchema,
} from '@app/shared/schemas/catalogo.ts';
import * as q from '../queries/complementos-opcoes.ts';
import * as complementos from '../queries/complementos.ts';
import * as opcoes from '../queries/opcoes.ts';
import { centavos, precosTamanhoApi, precosTamanhoDb, reais } from './comum.ts';

type Body = z.output<typeof complementoOpcaoBodySchema>;
type UpdateBody = z.output<typeof complementoOpcaoUpdateSchema>;
const NAO_ENCONTRADA = 'Opção do complemento não encontrada';
export const COMPLEMENTO_NAO_ENCONTRADO = 'Complemento não encontrado';

const paraApi = (r: q.LinkLinha): ComplementoOpcao => ({
  id: r.id,
  complemento_id: r.complemento_id,
  opcao_id: r.opcao_id,
  nome: r.nome,
  ativo: r.ativo,
  preco: reais(r.preco_centavos),
  precos_tamanho: precosTamanhoApi(r.precos_tamanho),
  ordem: r.ordem,
});

export async function assertComplemento(tx: TenantTx, id: number) {
  if (!(await complementos.existe(tx, id))) throw notFound(COMPLEMENTO_NAO_ENCONTRADO);
}

/** The complement's options with their price in it (the complement's detail lists them too). */
export async function opcoesDoComplemento(tx: TenantTx, complementoId: number): Promise<ComplementoOpcao[]> {
  return (await q.doComplemento(tx, complementoId, LIMITES_CATALOGO.opcoesPorComplemento)).map(paraApi);
}

async function um(tx: TenantTx, id: number): Promise<ComplementoOpcao> {
  const row = await q.buscar(tx, id);
  if (!row) throw notFound(NAO_ENCONTRADA);
  return paraApi(row);
}

export function listarDoComplemento(t: Tenant, complementoId: number) {
  return t.transacao(async (tx) => {
    await assertComplemento(tx, complementoId);
    return { items: await opcoesDoComplemento(tx, complementoId) };
  });
}

export function criar(t: Tenant, body: Body) {
  return t.transacao(async (tx) => {
    await assertComplemento(tx, body.complemento_id);
    const precoOpcao = await opcoes.preco(tx, body.opcao_id);
    if (precoOpcao === undefined) throw notFound('Opção não encontrada');
    if (await q.jaNoComplemento(tx, body.complemento_id, body.opcao_id))
      throw conflict('Esta opção já está neste complemento');
    const st = await q.ocupacao(tx, body.complemento_id);
    if (st.n >= LIMITES_CATALOGO.opcoesPorComplemento)
      throw badRequest(`Limite de ${LIMITES_CATALOGO.opcoesPorComplemento} opções por complemento atingido`);
    const id = await q.inserir(tx, {
      complemento_id: body.complemento_id,
      opcao_id: body.opcao_id,
      preco_centavos: body.preco !== undefined ? centavos(body.preco) : precoOpcao,
      precos_tamanho: precosTamanhoDb(body.precos_tamanho),
      ordem: body.ordem ?? st.prox,
    });
    return um(tx, id);
  });
}

export function alterar(t: Tenant, id: number, body: UpdateBody) {
  return t.transacao(async (tx) => {
    const ok = await q.atualizar(tx, id, {
      preco_centavos: centavos(body.preco),
      precos_tamanho: precosTamanhoDb(body.precos_tamanho),
      ...(body.ordem !== undefined ? { ordem: body.ordem } : {}),
    });
    if (!ok) throw notFound(NAO_ENCONTRADA);
    return um(tx, id);
  });
}

export function excluir(t: Tenant, id: number) {
  return t.transacao(async (tx) => {
    if (!(await q.remover(tx, id))) throw notFound(NAO_ENCONTRADA);
  });
}

/** Removes every option of one complement (the options themselves stay). */
export function excluirTodasDoComplemento(t: Tenant, complementoId: number) {
  return t.transacao(async (tx) => {
    await assertComplemento(tx, complementoId);
    await q.removerDoComplemento(tx, complementoId);
  });
}
