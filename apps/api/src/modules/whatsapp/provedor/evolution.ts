import { z } from 'zod';
import { normalizarTelefone } from '@app/shared/domain/telefone.ts';
import type { WhatsappEstado } from '@app/shared/schemas/whatsapp.ts';
import { ErroSaida, requisitar, validarUrl, type OpcoesSaida } from '../../../lib/http-seguro.ts';
import { ErroGateway, type Conexao, type EventoGateway, type ProvedorWhatsapp, type Qr } from './tipos.ts';

// Evolution API v2 (the REST subset: instance create / connect / connectionState / logout / delete,
// message/sendText, and the webhook envelope). Auth is the global key in the `apikey` header. Every answer is
// validated before use (OWASP API10), and the gateway's own text never reaches the user: a status class and our
// sentence do.

const estadoSchema = z.enum(['open', 'connecting', 'close', 'refused']).catch('close');
const qrSchema = z
  .object({ base64: z.string().nullish(), pairingCode: z.string().nullish(), code: z.string().nullish() })
  .passthrough();

function paraQr(q: z.infer<typeof qrSchema> | undefined): Qr | null {
  if (!q || (!q.base64 && !q.pairingCode)) return null;
  const base64 = q.base64 && q.base64.startsWith('data:image/') ? q.base64 : null;
  return { base64, pairingCode: q.pairingCode ?? null };
}

function mensagemDeStatus(status: number): string {
  if (status === 401 || status === 403) return 'O gateway do WhatsApp recusou a chave de acesso (EVOLUTION_API_KEY)';
  if (status === 404) return 'A instância não existe mais no gateway do WhatsApp';
  if (status >= 500) return `O gateway do WhatsApp falhou (HTTP ${status})`;
  return `O gateway do WhatsApp recusou o pedido (HTTP ${status})`;
}

function traduzir(e: ErroSaida): string {
  if (e.tipo === 'tempo') return 'O gateway do WhatsApp não respondeu a tempo';
  if (e.tipo === 'conexao') return 'Não foi possível conectar ao gateway do WhatsApp';
  if (e.tipo === 'resposta') return `O gateway do WhatsApp respondeu de forma inválida (${e.message.toLowerCase()})`;
  return `${e.message} (EVOLUTION_API_URL)`;
}

export function provedorEvolution(base: string, apiKey: string, saida: OpcoesSaida): ProvedorWhatsapp {
  const raiz = validarUrl(base, saida.permitirLoopback);

  async function chamar(method: string, caminho: string, corpo?: unknown): Promise<{ status: number; json: unknown }> {
    const url = new URL(raiz.pathname.replace(/\/$/, '') + caminho, raiz);
    let r;
    try {
      r = await requisitar(url, { method, headers: { apikey: apiKey }, corpo }, saida);
    } catch (e) {
      if (e instanceof ErroSaida) throw new ErroGateway(traduzir(e), e.temporario);
      throw e;
    }
    let json: unknown = null;
    try {
      json = r.corpo ? JSON.parse(r.corpo) : null;
    } catch {
      if (r.status < 300) throw new ErroGateway('O gateway do WhatsApp respondeu algo que não é JSON', true);
    }
    return { status: r.status, json };
  }

  const nomeSeguro = (nome: string) => encodeURIComponent(nome);
  const exigirOk = (r: { status: number }) => {
    if (r.status >= 300) throw new ErroGateway(mensagemDeStatus(r.status), r.status >= 500 || r.status === 429);
  };

  const conexaoDe = (json: unknown): Conexao => {
    const aberta = z.object({ instance: z.object({ state: estadoSchema }) }).safeParse(json);
    if (aberta.success) return { estado: aberta.data.instance.state, qr: null };
    const qr = qrSchema.safeParse(json);
    return { estado: 'connecting', qr: qr.success ? paraQr(qr.data) : null };
  };

  return {
    async criar(nome, webhook, numero) {
      const r = await chamar('POST', '/instance/create', {
        instanceName: nome,
        integration: 'WHATSAPP-BAILEYS',
        qrcode: true,
        ...(numero ? { number: numero } : {}),
        groupsIgnore: true,
        rejectCall: false,
        alwaysOnline: false,
        readMessages: false,
        readStatus: false,
        syncFullHistory: false,
        ...(webhook
          ? {
              webhook: {
                url: webhook.url,
                byEvents: false,
                base64: false,
                headers: { authorization: `Bearer ${webhook.segredo}` },
                events: ['QRCODE_UPDATED', 'CONNECTION_UPDATE', 'MESSAGES_UPDATE', 'SEND_MESSAGE'],
              },
            }
          : {}),
      });
      if (r.status === 403)
        throw new ErroGateway('O gateway do WhatsApp recusou criar a instância (nome em uso)', false);
      exigirOk(r);
      const c = z
        .object({
          instance: z.object({ status: estadoSchema.optional() }).passthrough(),
          qrcode: qrSchema.optional(),
        })
        .passthrough()
        .safeParse(r.json);
      if (!c.success) throw new ErroGateway('O gateway do WhatsApp respondeu num formato inesperado', true);
      return { estado: c.data.instance.status ?? 'connecting', qr: paraQr(c.data.qrcode) };
    },

    async conectar(nome, numero) {
      const q = numero ? `?number=${encodeURIComponent(numero)}` : '';
      const r = await chamar('GET', `/instance/connect/${nomeSeguro(nome)}${q}`);
      exigirOk(r);
      return conexaoDe(r.json);
    },

    async estado(nome) {
      const r = await chamar('GET', `/instance/connectionState/${nomeSeguro(nome)}`);
      exigirOk(r);
      const e = z.object({ instance: z.object({ state: estadoSchema }) }).safeParse(r.json);
      if (!e.success) throw new ErroGateway('O gateway do WhatsApp respondeu num formato inesperado', true);
      return e.data.instance.state;
    },

    async enviarTexto(nome, numero, texto) {
      const r = await chamar('POST', `/message/sendText/${nomeSeguro(nome)}`, { number: numero, text: texto });
      if (r.status === 400) {
        const naoExiste = JSON.stringify(r.json ?? '').includes('"exists":false');
        throw new ErroGateway(
          naoExiste
            ? 'Este número não tem WhatsApp'
            : 'O gateway do WhatsApp recusou a mensagem (WhatsApp desconectado?)',
          !naoExiste,
        );
      }
      exigirOk(r);
      const m = z
        .object({ key: z.object({ id: z.string().max(200) }).passthrough() })
        .passthrough()
        .safeParse(r.json);
      return { idExterno: m.success ? m.data.key.id : null };
    },

    async excluir(nome) {
      // logout first (a connected phone is unlinked); 400 "not connected" and 404 "gone" are fine
      const sair = await chamar('DELETE', `/instance/logout/${nomeSeguro(nome)}`);
      if (sair.status >= 500) exigirOk(sair);
      const r = await chamar('DELETE', `/instance/delete/${nomeSeguro(nome)}`);
      if (r.status !== 404) exigirOk(r);
    },

    lerEvento(corpo) {
      return lerEventoEvolution(corpo);
    },
  };
}

const envelope = z.object({ event: z.string().max(100), data: z.unknown() }).passthrough();

/** The webhook envelope `{event, instance, data, …}`; what we do not use comes back as `outro`. */
export function lerEventoEvolution(corpo: unknown): EventoGateway {
  const e = envelope.safeParse(corpo);
  if (!e.success) return { tipo: 'outro' };
  const evento = e.data.event.toLowerCase().replace(/_/g, '.');
  if (evento === 'connection.update') {
    const d = z
      .object({ state: estadoSchema, wuid: z.string().max(100).nullish(), profileName: z.string().max(200).nullish() })
      .safeParse(e.data.data);
    if (!d.success) return { tipo: 'outro' };
    const digitos = d.data.wuid?.split('@')[0]?.split(':')[0] ?? '';
    const numero = digitos
      ? (normalizarTelefone(digitos) ?? (/^\d{8,15}$/.test(digitos) ? `+${digitos}` : null))
      : null;
    return { tipo: 'conexao', estado: d.data.state as WhatsappEstado, numero, nomePerfil: d.data.profileName ?? null };
  }
  if (evento === 'qrcode.updated') {
    const d = z.object({ qrcode: qrSchema }).safeParse(e.data.data);
    const qr = d.success ? paraQr(d.data.qrcode) : null;
    return qr ? { tipo: 'qr', qr } : { tipo: 'outro' };
  }
  if (evento === 'messages.update' || evento === 'send.message') {
    const d = z
      .object({
        keyId: z.string().max(200).optional(),
        key: z
          .object({ id: z.string().max(200) })
          .passthrough()
          .optional(),
        status: z.string().max(30).optional(),
      })
      .passthrough()
      .safeParse(e.data.data);
    const id = d.success ? (d.data.keyId ?? d.data.key?.id) : undefined;
    if (!id || !d.success || !d.data.status) return { tipo: 'outro' };
    return { tipo: 'status_mensagem', idExterno: id, status: d.data.status };
  }
  return { tipo: 'outro' };
}
