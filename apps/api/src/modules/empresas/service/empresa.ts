import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import { instanteLocal, MOTIVO_FECHAMENTO_TEMPORARIO, situacaoLoja } from '@app/shared/domain/funcionamento.ts';
import type { Empresa, EmpresaPatch, EmpresaStatus } from '@app/shared/schemas/empresas.ts';
import { badRequest, notFound } from '../../../lib/errors.ts';
import * as q from '../queries/empresa.ts';
import { removerLogo, salvarLogo } from './logo.ts';

// A business's own data and store state. The route hands over the business's tenant (the caller's own, or any
// for the superadmin: tenantPara); this layer never widens it.

async function carregar(tx: TenantTx): Promise<q.EmpresaLinha> {
  const row = await q.carregar(tx);
  if (!row) throw notFound('Empresa não encontrada');
  return row;
}

export function paraApi(row: q.EmpresaLinha): Empresa {
  return {
    id: row.id,
    nome: row.nome,
    cidade: row.cidade,
    uf: row.uf,
    logo_url: row.logo_url,
    horarios_funcionamento: row.horarios_funcionamento ?? {},
    cor_menu: row.cor_menu,
    aberto: row.aberto,
    fechamento_temporario_ativo: row.fechamento_temporario_ativo,
    fechamento_ate: row.fechamento_ate?.toISOString() ?? null,
    motivo_fechamento: row.motivo_fechamento,
    timezone: row.timezone,
  };
}

export function obter(t: Tenant): Promise<Empresa> {
  return t.transacao(async (tx) => paraApi(await carregar(tx)));
}

/** `aberta` = orders can be taken now: the manual switch, then a temporary closing, then the opening hours. */
export function status(t: Tenant, now = new Date()): Promise<EmpresaStatus> {
  return t.transacao(async (tx) => {
    const row = await carregar(tx);
    const s = situacaoLoja(row, now);
    return {
      ...s,
      nome_empresa: row.nome,
      motivo_fechamento: s.motivo === 'fechamento_temporario' ? row.motivo_fechamento : null,
    };
  });
}

export function horarios(t: Tenant) {
  return t.transacao(async (tx) => {
    const row = await carregar(tx);
    return { empresa_id: row.id, timezone: row.timezone, horarios_funcionamento: row.horarios_funcionamento ?? {} };
  });
}

/** `yyyy-MM-ddTHH:mm` is a wall time in the business timezone; text with an offset is an instant. */
function lerInstante(text: string, timeZone: string): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(text);
  const d = m ? instanteLocal(+m[1]!, +m[2]!, +m[3]!, +m[4]!, +m[5]!, timeZone) : new Date(text);
  if (Number.isNaN(d.getTime())) throw badRequest('Data inválida', 'fechamento_ate');
  return d;
}

const MAX_FECHAMENTO_MS = 7 * 24 * 3600_000;

/**
 * PATCH /empresas/{id}. The route has already checked who may change which group of fields. Store-state rules
 * (spec §4): a temporary closing needs an end in the future (at most 7 days ahead) and gets the spec's reason;
 * ending it clears the end and the reason.
 */
export function alterar(t: Tenant, patch: EmpresaPatch, now = new Date()): Promise<Empresa> {
  return t.transacao(async (tx) => {
    const atual = await carregar(tx);
    const set: q.EmpresaGravar = {};
    const { logo, logo_url, fechamento_ate, ...simples } = patch;
    for (const [k, v] of Object.entries(simples)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
    const timezone = patch.timezone ?? atual.timezone;
    if (fechamento_ate !== undefined)
      set.fechamento_ate = fechamento_ate === null ? null : lerInstante(fechamento_ate, timezone);

    if (patch.fechamento_temporario_ativo !== undefined || fechamento_ate !== undefined) {
      const ativo = patch.fechamento_temporario_ativo ?? atual.fechamento_temporario_ativo;
      if (ativo) {
        const ate = set.fechamento_ate !== undefined ? set.fechamento_ate : atual.fechamento_ate;
        if (!ate) throw badRequest('Informe até quando a loja fica fechada', 'fechamento_ate');
        if (ate.getTime() <= now.getTime())
          throw badRequest('O fechamento temporário deve terminar no futuro', 'fechamento_ate');
        if (ate.getTime() - now.getTime() > MAX_FECHAMENTO_MS)
          throw badRequest('O fechamento temporário pode durar no máximo 7 dias', 'fechamento_ate');
        set.motivo_fechamento = patch.motivo_fechamento || MOTIVO_FECHAMENTO_TEMPORARIO;
      } else {
        set.fechamento_ate = null;
        set.motivo_fechamento = null;
      }
    }
    if (logo) set.logo_url = await salvarLogo(tx, logo);
    else if (logo_url !== undefined) {
      await removerLogo(tx);
      set.logo_url = null;
    }
    if (Object.keys(set).length === 0) return paraApi(atual);
    return paraApi(await q.atualizar(tx, { ...set, atualizado_em: now }));
  });
}
