import type { Tenant, TenantTx } from '../../../db/tenant.ts';
import {
  AVISO_MODELO_PADRAO,
  AVISO_STATUS,
  avisoDaMudanca,
  preencherModelo,
  type AvisoStatus,
} from '@app/shared/domain/whatsapp-avisos.ts';
import { formatBRL, reaisToCentavos } from '@app/shared/domain/money.ts';
import { formatTime } from '@app/shared/domain/dates.ts';
import { normalizarTelefone } from '@app/shared/domain/telefone.ts';
import type { Aviso, Avisos } from '@app/shared/schemas/whatsapp.ts';
import * as pedidos from '../../pedidos/index.ts';
import * as empresas from '../../empresas/index.ts';
import * as q from '../queries/avisos.ts';
import * as qi from '../queries/instancia.ts';
import * as qm from '../queries/mensagens.ts';

// Order notices: per status a switch and a template. The effect below runs in the order's own transaction (the
// orders module calls it on every creation and status change), so the notice is queued if and only if the
// change commits.

export function listar(t: Tenant): Promise<Avisos> {
  return t.transacao(async (tx) => {
    const salvos = new Map((await q.listar(tx)).map((a) => [a.status, a]));
    return {
      items: AVISO_STATUS.map((status) => {
        const s = salvos.get(status);
        return { status, ativo: s?.ativo ?? false, modelo: s?.modelo ?? AVISO_MODELO_PADRAO[status] };
      }),
    };
  });
}

export function salvar(t: Tenant, status: AvisoStatus, b: { ativo: boolean; modelo: string }): Promise<Aviso> {
  return t.transacao(async (tx) => {
    const r = await q.salvar(tx, status, b.ativo, b.modelo);
    return { status, ativo: r.ativo, modelo: r.modelo };
  });
}

/**
 * `{link_acompanhamento}`: the customer's tracking page of the order, `<PUBLIC_URL>/cardapio/<slug>/pedido/<codigo>`
 * (the web's route; the code is the order's unguessable one). Empty without a public address on the server or a
 * site address for the business; the template then loses the link and its label.
 */
async function linkAcompanhamento(tx: TenantTx, urlPublica: string | undefined, codigo: string): Promise<string> {
  if (!urlPublica || !codigo) return '';
  const slug = await q.slugDoSite(tx);
  return slug ? `${urlPublica}/cardapio/${encodeURIComponent(slug)}/pedido/${encodeURIComponent(codigo)}` : '';
}

/**
 * The orders module's status effect: queue the notice of this status when it is on and the order has a phone.
 * `urlPublica`: the server's public address (config PUBLIC_URL), the base of the tracking link.
 */
export const efeitoDeStatus =
  (urlPublica: string | undefined) =>
  (tx: TenantTx, m: pedidos.MudancaDeStatus): Promise<void> =>
    avisar(tx, m, urlPublica);

/**
 * Whether this change may queue a notice: the status has one, it is on, and the business has an instance. Asked on
 * creation before the order's number (reads only), so an order whose notice is off takes its number in its last
 * statement; `avisar` checks again, as on any status change.
 */
export async function haAviso(tx: TenantTx, m: pedidos.MudancaDeStatus): Promise<boolean> {
  const aviso = avisoDaMudanca(m.para, m.tipo);
  if (!aviso) return false;
  return !!(await q.buscar(tx, aviso))?.ativo && !!(await qi.buscar(tx));
}

async function avisar(tx: TenantTx, m: pedidos.MudancaDeStatus, urlPublica: string | undefined): Promise<void> {
  const aviso = avisoDaMudanca(m.para, m.tipo);
  if (!aviso) return;
  const config = await q.buscar(tx, aviso);
  if (!config?.ativo) return;
  if (!(await qi.buscar(tx))) return;
  const p = await pedidos.pedidoParaImpressao(tx, m.pedidoId);
  const telefone = p?.telefone ? normalizarTelefone(p.telefone) : null;
  if (!p || !telefone) return;
  const fuso = p.previsao_entrega ? await q.fusoHorario(tx, empresas.sqlFusoHorario(tx)) : null;
  const link = config.modelo.includes('{link_acompanhamento}')
    ? await linkAcompanhamento(tx, urlPublica, p.codigo)
    : '';
  const texto = preencherModelo(config.modelo, {
    nome: p.nome_cliente?.trim().split(/\s+/)[0] ?? '',
    numero: String(p.numero_pedido),
    codigo: p.codigo,
    total: formatBRL(reaisToCentavos(p.total_pedido)),
    previsao: p.previsao_entrega && fuso ? formatTime(p.previsao_entrega, fuso) : '',
    empresa: p.nome_empresa,
    link_acompanhamento: link,
  });
  if (!texto) return;
  await qm.enfileirar(tx, {
    origem: 'aviso',
    chave: `pedido:${m.pedidoId}:${aviso}`,
    pedido_id: m.pedidoId,
    numero_pedido: m.numeroPedido,
    pedido_status: aviso,
    telefone,
    texto,
  });
}
