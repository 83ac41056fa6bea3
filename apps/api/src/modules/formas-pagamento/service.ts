import type { PlataformaDb, Tenant } from '../../db/tenant.ts';
import {
  chaveFormaPagamento,
  ICONE_POR_TIPO,
  MAX_FORMAS_PAGAMENTO,
  MSG_FORMA_NAO_ENCONTRADA,
  type FormaPagamento,
  type FormaPagamentoCreate,
  type FormaPagamentoPatch,
  type IconeFormaPagamento,
  type TipoFormaPagamento,
} from '@app/shared/schemas/formas-pagamento.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import * as q from './queries.ts';

// Payment methods: a business's own, and the standard ones every business sees (global, managed by the
// superadmin). Names are unique case-insensitively within each list; the unique indexes have the last word.

const paraApi = (r: q.FormaLinha, padrao: boolean): FormaPagamento => ({
  chave: chaveFormaPagamento({ id: r.id, padrao }),
  id: r.id,
  nome: r.nome,
  tipo: r.tipo as TipoFormaPagamento,
  icone: r.icone as IconeFormaPagamento,
  ativo: r.ativo,
  padrao,
});

const NOME_EM_USO = 'Já existe uma forma de pagamento com este nome';
const nomeEmUso = () => new AppError(409, NOME_EM_USO, [{ campo: 'nome', mensagem: NOME_EM_USO }]);
const limite = () => conflict(`Limite de ${MAX_FORMAS_PAGAMENTO} formas de pagamento atingido`);

async function nomeUnico<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (isUniqueViolation(err)) throw nomeEmUso();
    throw err;
  }
}

/** Only the fields the body carried. */
function definidos(patch: FormaPagamentoPatch): q.FormaGravar {
  const set: q.FormaGravar = {};
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
  return set;
}

const novaForma = (input: FormaPagamentoCreate) => ({
  nome: input.nome,
  tipo: input.tipo,
  icone: input.icone ?? ICONE_POR_TIPO[input.tipo],
  ativo: input.ativo ?? true,
});

/**
 * The business's own methods plus the standard ones. Inactive standard methods are shown only to the superadmin
 * (who manages them); a business sees its own inactive ones so it can switch them back on.
 */
export function listar(t: Tenant, superadmin: boolean) {
  return t.transacao(async (tx) => {
    const padroes = await q.padroes(tx, superadmin, MAX_FORMAS_PAGAMENTO);
    const proprias = await q.proprias(tx, MAX_FORMAS_PAGAMENTO);
    const items = [...padroes.map((r) => paraApi(r, true)), ...proprias.map((r) => paraApi(r, false))];
    return { items, total: items.length };
  });
}

export function criar(t: Tenant, input: FormaPagamentoCreate): Promise<FormaPagamento> {
  return t.transacao(async (tx) => {
    if ((await q.contarProprias(tx)) >= MAX_FORMAS_PAGAMENTO) throw limite();
    if (await q.nomeProprioEmUso(tx, input.nome)) throw nomeEmUso();
    return paraApi(await q.inserirPropria(tx, novaForma(input)), false);
  });
}

export function alterar(t: Tenant, id: number, patch: FormaPagamentoPatch): Promise<FormaPagamento> {
  return t.transacao((tx) =>
    nomeUnico(async () => {
      const row = await q.atualizarPropria(tx, id, definidos(patch));
      if (!row) throw notFound(MSG_FORMA_NAO_ENCONTRADA);
      return paraApi(row, false);
    }),
  );
}

export function excluir(t: Tenant, id: number): Promise<void> {
  return t.transacao(async (tx) => {
    if (!(await q.excluirPropria(tx, id))) throw notFound(MSG_FORMA_NAO_ENCONTRADA);
  });
}

// ---- standard methods (global, superadmin) ----

export async function criarPadrao(p: PlataformaDb, input: FormaPagamentoCreate): Promise<FormaPagamento> {
  if ((await q.contarPadroes(p)) >= MAX_FORMAS_PAGAMENTO) throw limite();
  return nomeUnico(async () => paraApi(await q.inserirPadrao(p, novaForma(input)), true));
}

export function alterarPadrao(p: PlataformaDb, id: number, patch: FormaPagamentoPatch): Promise<FormaPagamento> {
  return nomeUnico(async () => {
    const row = await q.atualizarPadrao(p, id, definidos(patch));
    if (!row) throw notFound(MSG_FORMA_NAO_ENCONTRADA);
    return paraApi(row, true);
  });
}

export async function excluirPadrao(p: PlataformaDb, id: number): Promise<void> {
  if (!(await q.excluirPadrao(p, id))) throw notFound(MSG_FORMA_NAO_ENCONTRADA);
}
