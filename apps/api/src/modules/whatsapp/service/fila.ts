import type { PlataformaDb } from '../../../db/tenant.ts';
import { mascararTelefone } from '@app/shared/domain/telefone.ts';
import * as q from '../queries/fila.ts';
import { ErroGateway, type ProvedorWhatsapp } from '../provedor/tipos.ts';

// The outbox worker: claim one due message, send it, record the answer; repeat. Claiming one at a time keeps what
// a crash can leave uncertain to the one message on the wire. Failures that may pass (timeouts, 5xx, a phone not
// connected yet) retry with backoff; after MAX_TENTATIVAS, or on a definitive refusal (a number without WhatsApp),
// the message fails with its reason and waits for a resend from the log.

export const MAX_TENTATIVAS = 5;
/** 15 s, 1 min, 4 min, 16 min: about twenty minutes in all, after which an order notice is stale anyway. */
export function esperaAposTentativa(tentativas: number): number {
  return 15 * 4 ** Math.max(0, tentativas - 1);
}
export const MOTIVO_INTERROMPIDO =
  'Envio interrompido (o servidor parou durante o envio): confira com o cliente antes de reenviar';

interface Registro {
  info(o: object, msg: string): void;
  warn(o: object, msg: string): void;
}

export interface OpcoesFila {
  /** How long a claim lasts: well above the gateway timeout, so only a dead process lets one expire. */
  reservaSegundos?: number;
  /** At most this many messages per call. */
  limite?: number;
  log?: Registro;
}

/** Sends what is due now; answers how many messages it handled (sent or not). */
export async function processarFila(p: PlataformaDb, provedor: ProvedorWhatsapp, o: OpcoesFila = {}): Promise<number> {
  const reserva = o.reservaSegundos ?? 60;
  const interrompidas = await q.encerrarInterrompidas(p, MOTIVO_INTERROMPIDO);
  if (interrompidas) o.log?.warn({ interrompidas }, 'whatsapp: envios interrompidos marcados como falha');
  let feitas = 0;
  while (feitas < (o.limite ?? 20)) {
    const m = await q.reservar(p, reserva);
    if (!m) break;
    feitas++;
    // never the full phone or the text at info level (LGPD): the masked phone and the message id
    const rastro = { mensagem_id: m.id, empresa_id: m.empresa_id, telefone: mascararTelefone(m.telefone) };
    if (!m.instancia) {
      await q.marcarFalha(p, m.id, 'Nenhum WhatsApp conectado nesta empresa', true, 0);
      continue;
    }
    if (m.estado !== 'open') {
      const definitiva = m.tentativas >= MAX_TENTATIVAS;
      await q.marcarFalha(p, m.id, 'WhatsApp desconectado', definitiva, esperaAposTentativa(m.tentativas));
      continue;
    }
    try {
      const { idExterno } = await provedor.enviarTexto(m.instancia, m.telefone.slice(1), m.texto);
      await q.marcarEnviada(p, m.id, idExterno);
      o.log?.info(rastro, 'whatsapp: mensagem enviada');
    } catch (e) {
      const erro = e instanceof ErroGateway ? e : new ErroGateway('Falha inesperada ao enviar', true);
      const definitiva = !erro.temporario || m.tentativas >= MAX_TENTATIVAS;
      await q.marcarFalha(p, m.id, erro.message, definitiva, esperaAposTentativa(m.tentativas));
      o.log?.warn({ ...rastro, erro: erro.message, definitiva }, 'whatsapp: envio falhou');
    }
  }
  return feitas;
}
