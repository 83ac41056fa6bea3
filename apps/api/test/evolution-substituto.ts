import http from 'node:http';
import crypto from 'node:crypto';
import type { AddressInfo } from 'node:net';

// A stand-in for the WhatsApp gateway (Evolution API v2) for tests: the real paths, the `apikey` header, the JSON
// shapes and status codes of the subset we use, and the webhook envelope it posts back. It records every request
// it receives. Test-only hooks: `escanear(nome)` plays the phone scanning the QR (state `open`, then a
// `connection.update` webhook), and the knobs below make it slow or failing.
// Approximations (as the real server's are not needed): the QR image is a tiny placeholder PNG, and sending while
// disconnected answers 400 "Connection Closed".

export interface Recebido {
  method: string;
  path: string;
  apikey: string | undefined;
  corpo: unknown;
}

export interface InstanciaSubstituta {
  nome: string;
  estado: 'open' | 'connecting' | 'close';
  webhook: { url: string; headers: Record<string, string> } | null;
  qrContagem: number;
  numero: string | null;
}

// a 1×1 PNG: a valid data: URL image, enough for the screen to show "the QR"
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export class EvolutionSubstituto {
  readonly recebidos: Recebido[] = [];
  readonly instancias = new Map<string, InstanciaSubstituta>();
  /** Milliseconds to wait before answering a send (a slow gateway; a timeout when above the client's). */
  atrasoEnvioMs = 0;
  /** Status answered to sends instead of 201 (e.g. 500), while set. */
  falharEnvioCom: number | null = null;
  private constructor(
    private readonly server: http.Server,
    readonly apiKey: string,
  ) {}

  static async iniciar(apiKey = 'chave-global-de-teste', porta = 0): Promise<EvolutionSubstituto> {
    const ref: { s?: EvolutionSubstituto } = {};
    const server = http.createServer((req, res) => void ref.s!.tratar(req, res));
    const s = (ref.s = new EvolutionSubstituto(server, apiKey));
    await new Promise<void>((r) => server.listen(porta, '127.0.0.1', r));
    return s;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The texts sent, as `number` → texts. */
  enviados(): { numero: string; texto: string; instancia: string }[] {
    return this.recebidos
      .filter((r) => r.method === 'POST' && r.path.startsWith('/message/sendText/'))
      .map((r) => {
        const c = r.corpo as { number: string; text: string };
        return { numero: c.number, texto: c.text, instancia: decodeURIComponent(r.path.split('/')[3]!) };
      });
  }

  /** An instance already paired (for tests that start from a connected phone). */
  conectada(nome: string, numero = '5541999990000'): void {
    this.instancias.set(nome, { nome, estado: 'open', webhook: null, qrContagem: 0, numero });
  }

  /** The phone scanned the QR: the instance is open and the webhook hears `connection.update`. */
  async escanear(nome: string, numero = '5541999990000'): Promise<void> {
    const i = this.instancias.get(nome);
    if (!i) throw new Error(`instância ${nome} não existe no substituto`);
    i.estado = 'open';
    i.numero = numero;
    await this.webhook(i, 'connection.update', {
      instance: nome,
      wuid: `${numero}@s.whatsapp.net`,
      profileName: 'Loja Teste',
      state: 'open',
      statusReason: 200,
    });
  }

  /** The gateway renewed the QR while pairing: `qrcode.updated` to the webhook. */
  async renovarQr(nome: string): Promise<number | null> {
    const i = this.instancias.get(nome)!;
    return this.webhook(i, 'qrcode.updated', { qrcode: { instance: nome, ...this.qr(i) } });
  }

  /** The phone acknowledged a message: `messages.update` with its status (SERVER_ACK, DELIVERY_ACK, READ…). */
  async confirmar(nome: string, keyId: string, status: string): Promise<number | null> {
    const i = this.instancias.get(nome)!;
    return this.webhook(i, 'messages.update', {
      keyId,
      remoteJid: 'x@s.whatsapp.net',
      fromMe: true,
      status,
      instanceId: nome,
    });
  }

  /** The ids the gateway gave to the texts it accepted, in order. */
  readonly idsEnviados: string[] = [];
  /** The text of each message the stand-in accepted, by its gateway id. */
  readonly textosEnviados = new Map<string, string>();

  async fechar(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((r) => this.server.close(() => r()));
  }

  async webhook(i: InstanciaSubstituta, event: string, data: unknown): Promise<number | null> {
    if (!i.webhook) return null;
    const res = await fetch(i.webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...i.webhook.headers },
      body: JSON.stringify({
        event,
        instance: i.nome,
        data,
        destination: i.webhook.url,
        date_time: new Date().toISOString(),
        sender: i.numero ? `${i.numero}@s.whatsapp.net` : null,
        server_url: this.url,
        apikey: null,
      }),
    }).catch(() => null);
    return res?.status ?? null;
  }

  private qr(i: InstanciaSubstituta, numero?: string | null) {
    i.qrContagem++;
    return {
      pairingCode: numero ? 'WZYEH1YY' : null,
      code: `2@${crypto.randomBytes(8).toString('hex')},${i.qrContagem}`,
      base64: `data:image/png;base64,${PNG}`,
      count: i.qrContagem,
    };
  }

  private async tratar(req: http.IncomingMessage, res: http.ServerResponse) {
    const partes: Buffer[] = [];
    for await (const p of req) partes.push(p as Buffer);
    const texto = Buffer.concat(partes).toString('utf8');
    let corpo: unknown = null;
    try {
      corpo = texto ? JSON.parse(texto) : null;
    } catch {
      corpo = texto;
    }
    const url = new URL(req.url ?? '/', 'http://x');
    const apikey = req.headers.apikey as string | undefined;
    this.recebidos.push({ method: req.method ?? '', path: url.pathname + url.search, apikey, corpo });
    const responder = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    const erro = (status: number, message: unknown) =>
      responder(status, { status, error: http.STATUS_CODES[status], response: { message: [message] } });
    if (apikey !== this.apiKey) return erro(401, 'Unauthorized');
    const [, recurso, acao, nomeCodificado] = url.pathname.split('/');
    const nome = nomeCodificado ? decodeURIComponent(nomeCodificado) : '';
    const rota = `${req.method} /${recurso}/${acao}`;
    if (rota === 'POST /instance/create') {
      const c = corpo as { instanceName?: string; integration?: string; webhook?: InstanciaSubstituta['webhook'] } & {
        number?: string;
      };
      if (c?.integration !== 'WHATSAPP-BAILEYS') return erro(400, 'Invalid integration');
      if (!c.instanceName) return erro(400, 'instanceName is required');
      if (this.instancias.has(c.instanceName)) return erro(403, `This name "${c.instanceName}" is already in use.`);
      const i: InstanciaSubstituta = {
        nome: c.instanceName,
        estado: 'connecting',
        webhook: c.webhook?.url ? { url: c.webhook.url, headers: c.webhook.headers ?? {} } : null,
        qrContagem: 0,
        numero: null,
      };
      this.instancias.set(i.nome, i);
      return responder(201, {
        instance: {
          instanceName: i.nome,
          instanceId: crypto.randomUUID(),
          integration: 'WHATSAPP-BAILEYS',
          status: 'connecting',
        },
        hash: crypto.randomBytes(16).toString('hex'),
        webhook: {
          webhookUrl: i.webhook?.url,
          webhookHeaders: i.webhook?.headers,
          webhookByEvents: false,
          webhookBase64: false,
        },
        settings: {},
        qrcode: this.qr(i, c.number),
      });
    }
    const i = this.instancias.get(nome);
    if (!i) return erro(404, `The "${nome}" instance does not exist`);
    if (rota === 'GET /instance/connect') {
      if (i.estado === 'open') return responder(200, { instance: { instanceName: nome, state: 'open' } });
      i.estado = 'connecting';
      return responder(200, this.qr(i, url.searchParams.get('number')));
    }
    if (rota === 'GET /instance/connectionState')
      return responder(200, { instance: { instanceName: nome, state: i.estado } });
    if (rota === 'DELETE /instance/logout') {
      if (i.estado !== 'open') return erro(400, `The "${nome}" instance is not connected`);
      i.estado = 'close';
      return responder(200, { status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } });
    }
    if (rota === 'DELETE /instance/delete') {
      this.instancias.delete(nome);
      return responder(200, { status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } });
    }
    if (rota === 'POST /message/sendText') {
      if (this.atrasoEnvioMs) await new Promise((r) => setTimeout(r, this.atrasoEnvioMs));
      if (this.falharEnvioCom) return erro(this.falharEnvioCom, 'Internal Server Error');
      const c = corpo as { number?: string; text?: string };
      if (!c?.number || !c.text) return erro(400, 'number and text are required');
      if (i.estado !== 'open') return erro(400, 'Connection Closed');
      if (c.number.startsWith('55119999'))
        return erro(400, { exists: false, jid: `${c.number}@s.whatsapp.net`, number: c.number });
      const id = `3EB0${crypto.randomBytes(8).toString('hex').toUpperCase()}`;
      this.idsEnviados.push(id);
      this.textosEnviados.set(id, c.text);
      return responder(201, {
        key: { remoteJid: `${c.number}@s.whatsapp.net`, fromMe: true, id },
        pushName: 'Você',
        status: 'PENDING',
        message: { conversation: c.text },
        messageType: 'conversation',
        messageTimestamp: Math.floor(Date.now() / 1000),
        instanceId: nome,
        source: 'unknown',
      });
    }
    return erro(404, `Cannot ${req.method} ${url.pathname}`);
  }
}
