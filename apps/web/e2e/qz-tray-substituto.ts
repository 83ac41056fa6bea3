// A stand-in for QZ Tray, the local print agent, for the end-to-end journeys: it speaks QZ's WebSocket protocol as
// the real one does (JSON text frames; `getVersion`, then the certificate, then signed calls answered by `uid`),
// checks each call's SHA512withRSA signature against the certificate the page sent, exactly as QZ verifies it
// (over the SHA-256 hex of {call, params, timestamp}), and records every print job's bytes. QZ's protocol fixes the
// port: 8182 is its first insecure one (a page served over http tries the secure 8181… first, which are closed).
import crypto from 'node:crypto';
import { WebSocketServer, type WebSocket } from 'ws';

export interface Trabalho {
  impressora: string;
  bytes: Buffer;
  assinado: boolean;
}

interface Mensagem {
  call?: string;
  params?: { query?: string; printer?: { name?: string }; data?: { data: string; flavor?: string }[] };
  uid?: string;
  timestamp?: number;
  signature?: string;
  signAlgorithm?: string;
  certificate?: string | null;
}

/** Calls QZ answers without a signature (qz-tray.js `needsSigned`). */
const SEM_ASSINATURA = new Set(['getVersion', 'printers.getStatus', 'printers.stopListening']);

export class QzTraySubstituto {
  readonly trabalhos: Trabalho[] = [];
  /** 'recusar': every print fails as when the printer is off. */
  modo: 'aceitar' | 'recusar' = 'aceitar';
  impressoras = ['Microsoft Print to PDF', 'ELGIN i9'];
  /** Signed calls whose signature did not verify (a real QZ would block them). */
  assinaturasInvalidas = 0;
  private servidores: WebSocketServer[] = [];

  static async iniciar(porta = 8182): Promise<QzTraySubstituto> {
    const s = new QzTraySubstituto();
    await s.abrir(porta);
    return s;
  }

  private async abrir(porta: number) {
    // "localhost" may resolve to either loopback address: listen on both (IPv6 may be missing in a container)
    for (const host of ['127.0.0.1', '::1']) {
      const wss = new WebSocketServer({ host, port: porta });
      const ok = await new Promise<boolean>((resolve, reject) => {
        wss.once('listening', () => resolve(true));
        wss.once('error', (err: NodeJS.ErrnoException) =>
          host === '::1' ? resolve(false) : reject(new Error(`QZ substituto: porta ${porta} ocupada (${err.code})`)),
        );
      });
      if (!ok) continue;
      wss.on('connection', (ws) => this.atender(ws));
      this.servidores.push(wss);
    }
  }

  async parar() {
    for (const wss of this.servidores) {
      for (const c of wss.clients) c.terminate();
      await new Promise((r) => wss.close(r));
    }
    this.servidores = [];
  }

  /** Jobs whose bytes contain `texto` (ASCII). */
  trabalhosCom(texto: string): Trabalho[] {
    return this.trabalhos.filter((t) => t.bytes.includes(Buffer.from(texto, 'latin1')));
  }

  private atender(ws: WebSocket) {
    let certificado: crypto.X509Certificate | null = null;
    const responder = (uid: string | undefined, corpo: { result?: unknown; error?: string }) =>
      ws.send(JSON.stringify({ uid, ...corpo }));
    ws.on('message', (raw) => {
      const texto = raw.toString();
      if (texto === 'ping') return;
      if (texto === 'getProgramName') return ws.send('QZ Tray');
      const m = JSON.parse(texto) as Mensagem;
      if (m.call === undefined && 'certificate' in m) {
        certificado = m.certificate ? new crypto.X509Certificate(m.certificate) : null;
        return responder(m.uid, { result: null });
      }
      if (!m.call) return responder(m.uid, { error: 'Invalid call' });
      let assinado = false;
      if (!SEM_ASSINATURA.has(m.call) && certificado) {
        const resumo = crypto
          .createHash('sha256')
          .update(JSON.stringify({ call: m.call, params: m.params, timestamp: m.timestamp }))
          .digest('hex');
        assinado =
          m.signAlgorithm === 'SHA512' &&
          Boolean(m.signature) &&
          crypto.createVerify('SHA512').update(resumo, 'utf8').verify(certificado.publicKey, m.signature!, 'base64');
        if (!assinado) {
          this.assinaturasInvalidas++;
          return responder(m.uid, { error: 'Request blocked' });
        }
      }
      switch (m.call) {
        case 'getVersion':
          return responder(m.uid, { result: '2.2.6' });
        case 'printers.getDefault':
          return responder(m.uid, { result: this.impressoras[0] ?? null });
        case 'printers.find': {
          const q = m.params?.query;
          if (!q) return responder(m.uid, { result: this.impressoras });
          const achada = this.impressoras.find((n) => n.toLowerCase().includes(q.toLowerCase()));
          return achada
            ? responder(m.uid, { result: achada })
            : responder(m.uid, { error: 'Specified printer could not be found.' });
        }
        case 'print': {
          const nome = m.params?.printer?.name;
          if (!nome) return responder(m.uid, { error: 'A printer must be specified before printing' });
          if (!this.impressoras.includes(nome))
            return responder(m.uid, { error: 'Specified printer could not be found.' });
          if (this.modo === 'recusar') return responder(m.uid, { error: `Printer "${nome}" is not accepting jobs` });
          const bytes = Buffer.concat((m.params?.data ?? []).map((d) => Buffer.from(d.data, 'base64')));
          this.trabalhos.push({ impressora: nome, bytes, assinado });
          return responder(m.uid, { result: null });
        }
        default:
          return responder(m.uid, { error: `Unsupported call ${m.call}` });
      }
    });
  }
}
