import type { WhatsappEstado } from '@app/shared/schemas/whatsapp.ts';

// What the module asks of a WhatsApp gateway. Evolution API v2 is the one implementation today; another (Meta's
// Cloud API) is added by writing this interface again, without touching the callers.

export interface Qr {
  /** data: URL of the QR image. */
  base64: string | null;
  pairingCode: string | null;
}

export interface Conexao {
  estado: WhatsappEstado;
  qr: Qr | null;
}

/** A gateway answer the caller can show: `temporario` when trying again later may work (timeouts, 5xx). */
export class ErroGateway extends Error {
  constructor(
    message: string,
    readonly temporario: boolean,
  ) {
    super(message);
  }
}

/** An event the gateway posted to our webhook, already parsed and validated. */
export type EventoGateway =
  | { tipo: 'conexao'; estado: WhatsappEstado; numero: string | null; nomePerfil: string | null }
  | { tipo: 'qr'; qr: Qr }
  | { tipo: 'status_mensagem'; idExterno: string; status: string }
  | { tipo: 'outro' };

export interface ProvedorWhatsapp {
  /** Creates the instance, with its webhook (URL and the secret header) when given, and starts pairing. */
  criar(nome: string, webhook: { url: string; segredo: string } | null, numero?: string): Promise<Conexao>;
  /** Restarts pairing (a fresh QR; with `numero`, a pairing code) or reports the instance already connected. */
  conectar(nome: string, numero?: string): Promise<Conexao>;
  estado(nome: string): Promise<WhatsappEstado>;
  /** Sends a text to `numero` (digits, with country code); answers the gateway's message id. */
  enviarTexto(nome: string, numero: string, texto: string): Promise<{ idExterno: string | null }>;
  /** Logs the phone out and removes the instance (both tolerate an instance already gone). */
  excluir(nome: string): Promise<void>;
  /** Reads a webhook body; unknown events come back as `outro`. */
  lerEvento(corpo: unknown): EventoGateway;
}
