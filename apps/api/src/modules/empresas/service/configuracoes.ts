import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import {
  CORE_PADRAO,
  tempoEntregaOuPadrao,
  valorCompativel,
  type ConfiguracoesCore,
  type TipoConfiguracao,
} from '@app/shared/domain/configuracoes.ts';
import { normalizarVolume } from '@app/shared/domain/som.ts';
import type { z } from 'zod';
import {
  VALOR_INCOMPATIVEL,
  type Configuracao,
  type ConfiguracaoCreate,
  type ConfiguracaoPatch,
  type ConfiguracoesCoreResposta,
  type configuracoesQuerySchema,
} from '@app/shared/schemas/configuracoes.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import * as q from '../queries/configuracoes.ts';

// ---- core settings (one row per business; a missing row reads as the defaults) ----

async function lerCore(tx: TenantTx): Promise<ConfiguracoesCore> {
  const row = await q.lerCore(tx);
  if (!row) return { ...CORE_PADRAO };
  // fallbacks of spec §5 even if a row was written by hand
  return {
    tempo_entrega_padrao: tempoEntregaOuPadrao(row.tempo_entrega_padrao),
    auto_aceite_pedidos: row.auto_aceite_pedidos,
    volume_alerta: normalizarVolume(row.volume_alerta),
  };
}

const resposta = (empresaId: number, c: ConfiguracoesCore): ConfiguracoesCoreResposta => ({
  empresa_id: empresaId,
  ...c,
});

export function obterCore(t: Tenant): Promise<ConfiguracoesCoreResposta> {
  return t.transacao(async (tx) => resposta(t.empresaId, await lerCore(tx)));
}

/** Merges `patch` into the stored settings (PUT passes every field, reset passes the defaults). */
export function alterarCore(t: Tenant, patch: Partial<ConfiguracoesCore>): Promise<ConfiguracoesCoreResposta> {
  return t.transacao(async (tx) => {
    const novo: ConfiguracoesCore = { ...(await lerCore(tx)) };
    for (const [k, v] of Object.entries(patch))
      if (v !== undefined) (novo as unknown as Record<string, unknown>)[k] = v;
    await q.gravarCore(tx, novo);
    return resposta(t.empresaId, novo);
  });
}

// ---- generic settings (chave, valor, tipo) ----

/** A business may keep this many generic settings (API4: bounded growth). */
export const MAX_CONFIGURACOES = 200;
const CHAVE_EM_USO = 'Já existe uma configuração com esta chave';
const NAO_ENCONTRADA = 'Configuração não encontrada';

const paraApi = (r: q.ConfiguracaoLinha): Configuracao => ({
  id: r.id,
  empresa_id: r.empresa_id,
  chave: r.chave,
  valor: r.valor,
  tipo: r.tipo as TipoConfiguracao,
});

export function listar(t: Tenant, filtro: z.output<typeof configuracoesQuerySchema>) {
  return t.transacao(async (tx) => {
    const { linhas, total } = await q.listar(tx, filtro);
    return { items: linhas.map(paraApi), total };
  });
}

async function chaveLivre(tx: TenantTx, chave: string, exceto?: number) {
  const id = await q.idDaChave(tx, chave);
  if (id !== undefined && id !== exceto)
    throw new AppError(409, CHAVE_EM_USO, [{ campo: 'chave', mensagem: CHAVE_EM_USO }]);
}

export function criar(t: Tenant, input: ConfiguracaoCreate): Promise<Configuracao> {
  return t.transacao(async (tx) => {
    await chaveLivre(tx, input.chave);
    if ((await q.contar(tx)) >= MAX_CONFIGURACOES)
      throw conflict(`Limite de ${MAX_CONFIGURACOES} configurações atingido`);
    return paraApi(await q.inserir(tx, input));
  });
}

export function alterar(t: Tenant, id: number, patch: ConfiguracaoPatch): Promise<Configuracao> {
  return t.transacao(async (tx) => {
    const atual = await q.buscar(tx, id);
    if (!atual) throw notFound(NAO_ENCONTRADA);
    const novo = {
      chave: patch.chave ?? atual.chave,
      valor: patch.valor ?? atual.valor,
      tipo: (patch.tipo ?? atual.tipo) as TipoConfiguracao,
    };
    if (!valorCompativel(novo.tipo, novo.valor))
      throw new AppError(400, VALOR_INCOMPATIVEL, [{ campo: 'valor', mensagem: VALOR_INCOMPATIVEL }]);
    if (novo.chave !== atual.chave) await chaveLivre(tx, novo.chave, id);
    return paraApi(await q.atualizar(tx, id, novo));
  });
}

export function excluir(t: Tenant, id: number): Promise<void> {
  return t.transacao(async (tx) => {
    if (!(await q.excluir(tx, id))) throw notFound(NAO_ENCONTRADA);
  });
}
