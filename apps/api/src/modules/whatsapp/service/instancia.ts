import crypto from 'node:crypto';
import type { Tenant } from '../../../db/tenant.ts';
import { AppError, conflict, notFound } from '../../../lib/errors.ts';
import type { InstanciaWhatsapp, InstanciaWhatsappResposta } from '@app/shared/schemas/whatsapp.ts';
import * as q from '../queries/instancia.ts';
import { ErroGateway, type Conexao, type ProvedorWhatsapp } from '../provedor/tipos.ts';

// The business's instance (one per business, the spec): create it on the gateway and pair, show its state, pair
// again, delete it. Gateway calls happen outside any transaction (they take seconds); the row is written before
// the gateway is asked to create (so two clicks cannot make two instances) and removed again if the gateway fails.

export const NAO_CONFIGURADO =
  'O WhatsApp não está configurado neste servidor (EVOLUTION_API_URL e EVOLUTION_API_KEY). O restante do sistema funciona normalmente.';
const SEM_INSTANCIA = 'Nenhum WhatsApp conectado nesta empresa';

/** The gateway, or 503 with the sentence the screen shows. */
export function exigirProvedor(provedor: ProvedorWhatsapp | null): ProvedorWhatsapp {
  if (!provedor) throw new AppError(503, NAO_CONFIGURADO);
  return provedor;
}

/** A gateway failure as an answer: 502 with our Portuguese sentence (never the gateway's own text). */
export function erroDoGateway(e: unknown): never {
  if (e instanceof ErroGateway) throw new AppError(502, e.message);
  throw e;
}

function paraApi(l: q.InstanciaLinha): InstanciaWhatsapp {
  const pareando = l.estado !== 'open';
  return {
    estado: l.estado,
    numero: l.numero,
    nome_perfil: l.nome_perfil,
    qr_base64: pareando ? l.qr_base64 : null,
    pairing_code: pareando ? l.pairing_code : null,
    qr_atualizado_em: pareando ? l.qr_atualizado_em : null,
    criado_em: l.criado_em,
  };
}

/** A QR is kept only while pairing: once connected, closed or refused it is stale and goes. */
const comoAtualizacao = (c: Conexao): q.Atualizacao =>
  c.estado === 'connecting' ? { estado: c.estado, ...(c.qr ? { qr: c.qr } : {}) } : { estado: c.estado, qr: null };

/**
 * GET /instancias-whatsapp. Asks the gateway for the state (and, while pairing, the current QR), so the screen keeps
 * up even when the gateway cannot reach our webhook (or has none); a gateway problem comes back as `aviso` with the
 * last state known.
 */
export async function obter(t: Tenant, provedor: ProvedorWhatsapp | null): Promise<InstanciaWhatsappResposta> {
  let linha = await t.transacao((tx) => q.buscar(tx));
  if (!linha) return { gateway_configurado: Boolean(provedor), instancia: null, aviso: null };
  let aviso: string | null = provedor ? null : NAO_CONFIGURADO;
  if (provedor) {
    try {
      const estado = await provedor.estado(linha.nome);
      const c: Conexao = estado === 'connecting' ? await provedor.conectar(linha.nome) : { estado, qr: null };
      const nome = linha.nome;
      // written only when something changed: a connected screen polls every 15 s
      if (c.estado !== linha.estado || c.qr)
        linha = (await t.transacao((tx) => q.atualizar(tx, nome, comoAtualizacao(c)))) ?? linha;
    } catch (e) {
      if (!(e instanceof ErroGateway)) throw e;
      aviso = e.message;
    }
  }
  return { gateway_configurado: Boolean(provedor), instancia: paraApi(linha), aviso };
}

/**
 * POST /instancias-whatsapp: a random instance name and webhook secret, then the gateway creates and shows a QR.
 * Without `webhookBase` the instance has no webhook: the state is read from the gateway while pairing (GET) and
 * delivery receipts are not recorded.
 */
export async function criar(
  t: Tenant,
  provedor: ProvedorWhatsapp | null,
  webhookBase: string | null,
  numero: string | undefined,
): Promise<InstanciaWhatsapp> {
  const gw = exigirProvedor(provedor);
  const nome = `wa-${crypto.randomBytes(16).toString('hex')}`;
  const segredo = crypto.randomBytes(32).toString('base64url');
  const hash = crypto.createHash('sha256').update(segredo).digest('hex');
  const novo = await t.transacao((tx) => q.inserir(tx, nome, hash));
  if (!novo) throw conflict('Esta empresa já tem um WhatsApp. Exclua-o para criar outro.');
  let c: Conexao;
  try {
    const webhook = webhookBase ? { url: `${webhookBase}/api/whatsapp/webhook/${nome}`, segredo } : null;
    c = await gw.criar(nome, webhook, numero?.slice(1));
  } catch (e) {
    await t.transacao((tx) => q.excluir(tx, nome));
    erroDoGateway(e);
  }
  const linha = await t.transacao((tx) => q.atualizar(tx, nome, comoAtualizacao(c)));
  return paraApi(linha!);
}

/** POST /instancias-whatsapp/reconectar: a fresh QR (or pairing code for `numero`). */
export async function reconectar(
  t: Tenant,
  provedor: ProvedorWhatsapp | null,
  numero: string | undefined,
): Promise<InstanciaWhatsapp> {
  const gw = exigirProvedor(provedor);
  const atual = await t.transacao((tx) => q.buscar(tx));
  if (!atual) throw notFound(SEM_INSTANCIA);
  const c = await gw.conectar(atual.nome, numero?.slice(1)).catch(erroDoGateway);
  const linha = await t.transacao((tx) => q.atualizar(tx, atual.nome, comoAtualizacao(c)));
  if (!linha) throw notFound(SEM_INSTANCIA);
  return paraApi(linha);
}

/** DELETE /instancias-whatsapp: the phone is logged out and the instance removed on the gateway, then here. */
export async function excluir(t: Tenant, provedor: ProvedorWhatsapp | null): Promise<void> {
  const atual = await t.transacao((tx) => q.buscar(tx));
  if (!atual) throw notFound(SEM_INSTANCIA);
  if (provedor) await provedor.excluir(atual.nome).catch(erroDoGateway);
  await t.transacao((tx) => q.excluir(tx, atual.nome));
}
