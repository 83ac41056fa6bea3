import { transacaoPlataforma, type PlataformaDb } from '../../../db/tenant.ts';
import { centavosToReais } from '@app/shared/domain/money.ts';
import { normalizarChavePix } from '@app/shared/domain/pix.ts';
import type {
  Cobranca,
  CobrancaPut,
  GerarFaturaBody,
  MwFaturaCriar,
  MwFaturaPatch,
  MwFaturasQuery,
  MwGerarMes,
} from '@app/shared/schemas/faturas.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import * as empresas from '../../empresas/index.ts';
import { cobranca } from '../queries/comum.ts';
import * as q from '../queries/plataforma.ts';
import { paraApi, pixDaFatura } from './pix.ts';

// The superadmin's invoices over all businesses, the generation of a month, and the platform's billing settings.

const NAO_ENCONTRADA = 'Fatura não encontrada';

/** The due date of a month when none is given: the platform's due day of that month. */
const vencimentoPadrao = (ano: number, mes: number, dia: number) =>
  `${ano}-${String(mes).padStart(2, '0')}-${String(dia).padStart(2, '0')}`;

export const empresasLite = (p: PlataformaDb) => empresas.listarLite(p);

export async function listar(p: PlataformaDb, filtro: MwFaturasQuery) {
  const [{ linhas, total }, r] = await Promise.all([q.listar(p, filtro), cobranca(p)]);
  return { items: linhas.map((f) => paraApi(f, r)), total };
}

async function obter(p: PlataformaDb, id: number) {
  const f = await q.buscar(p, id);
  if (!f) throw notFound(NAO_ENCONTRADA);
  return paraApi(f, await cobranca(p));
}

export async function criar(p: PlataformaDb, d: MwFaturaCriar) {
  await empresas.exigirEmpresa(p, d.empresa_id);
  const id = await q.inserirSeNova(p, d.empresa_id, {
    mes: d.mes,
    ano: d.ano,
    valor_centavos: d.valor,
    vencimento: d.vencimento,
    status: d.status,
    observacao: d.observacao,
  });
  if (id === undefined) throw conflict(`Esta empresa já tem a fatura de ${String(d.mes).padStart(2, '0')}/${d.ano}`);
  return obter(p, id);
}

/** One business's invoice of a month (`POST /faturas/{id}/{AAAA-MM}/gerar`): created once, then the same one. */
export async function gerarDaEmpresa(
  p: PlataformaDb,
  empresaId: number,
  c: { ano: number; mes: number },
  d: GerarFaturaBody,
) {
  await empresas.exigirEmpresa(p, empresaId);
  const cfg = await cobranca(p);
  const id = await q.inserirSeNova(p, empresaId, {
    ...c,
    valor_centavos: d.valor ?? cfg.valor_mensal_centavos,
    vencimento: d.vencimento ?? vencimentoPadrao(c.ano, c.mes, cfg.dia_vencimento),
  });
  const f = await q.porMes(p, empresaId, c.ano, c.mes);
  return { criada: id !== undefined, fatura: paraApi(f!, cfg) };
}

/** The month's invoice for every business (one statement; the unique key makes repeats and races create none). */
export async function gerarMes(p: PlataformaDb, d: MwGerarMes) {
  const cfg = await cobranca(p);
  const { criadas, empresas: n } = await q.gerarParaTodas(p, {
    mes: d.mes,
    ano: d.ano,
    valor_centavos: d.valor ?? cfg.valor_mensal_centavos,
    vencimento: d.vencimento ?? vencimentoPadrao(d.ano, d.mes, cfg.dia_vencimento),
  });
  return { criadas, existentes: n - criadas };
}

export async function alterar(p: PlataformaDb, id: number, d: MwFaturaPatch) {
  if (Object.values(d).every((v) => v === undefined)) throw badRequest('Informe ao menos um campo para alterar');
  const ok = await transacaoPlataforma(p, (tx) =>
    q.alterar(tx, id, {
      status: d.status,
      observacao: d.observacao,
      valor_centavos: d.valor,
      vencimento: d.vencimento,
    }),
  );
  if (!ok) throw notFound(NAO_ENCONTRADA);
  return obter(p, id);
}

export async function pix(p: PlataformaDb, id: number) {
  const f = await q.buscar(p, id);
  if (!f) throw notFound(NAO_ENCONTRADA);
  return pixDaFatura(f, await cobranca(p));
}

export async function lerCobranca(p: PlataformaDb): Promise<Cobranca> {
  const c = await cobranca(p);
  return {
    pix_chave: c.pix_chave,
    pix_nome: c.pix_nome,
    pix_cidade: c.pix_cidade,
    valor_mensal: centavosToReais(c.valor_mensal_centavos),
    dia_vencimento: c.dia_vencimento,
  };
}

export async function salvarCobranca(p: PlataformaDb, d: CobrancaPut): Promise<Cobranca> {
  await q.salvarCobranca(p, {
    ...d,
    pix_chave: normalizarChavePix(d.pix_chave),
    valor_mensal_centavos: d.valor_mensal,
  });
  return lerCobranca(p);
}
