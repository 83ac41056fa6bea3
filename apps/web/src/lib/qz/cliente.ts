// The QZ Tray client: the official `qz-tray` library, loaded only when something prints (a separate chunk, so the
// first load of the back-office does not carry it). One connection per tab, reused; requests signed by the API
// with the business's key (SHA512, spec §9) so QZ prints without asking "allow this site?".
import type * as QzTypes from 'qz-tray';

type Qz = typeof QzTypes;

/** Spec §9: secure ports first, then the insecure ones; 2 retries of the whole scan, 500 ms apart. */
export const PORTAS_SEGURAS = [8181, 8282, 8383, 8484];
export const PORTAS_INSEGURAS = [8182, 8283, 8384, 8485];
export const TENTATIVAS_EXTRAS = 2;
export const INTERVALO_MS = 500;

/**
 * What went wrong, as the spec's printing messages (§8): QZ not reachable, QZ reports no printer at all, this
 * computer has no (valid) printer chosen, the API would not sign, or the printer itself failed.
 */
export type CodigoErroImpressao =
  'qz_nao_carregado' | 'nenhuma_detectada' | 'nenhuma_disponivel' | 'falha_assinar' | 'falha_impressora';

export class ErroImpressao extends Error {
  constructor(
    readonly codigo: CodigoErroImpressao,
    readonly detalhe?: string,
  ) {
    super(detalhe ? `${codigo}: ${detalhe}` : codigo);
  }
}

/** How the API takes part: the public certificate (null: none configured) and the signature of a digest. */
export interface Seguranca {
  certificado(): Promise<string | null>;
  assinar(digest: string): Promise<string>;
}

let biblioteca: Promise<Qz> | null = null;
let conectando: Promise<Qz> | null = null;

async function carregar(): Promise<Qz> {
  biblioteca ??= import('qz-tray').then((m) => ((m as { default?: Qz }).default ?? m) as Qz);
  try {
    return await biblioteca;
  } catch (err) {
    biblioteca = null;
    throw new ErroImpressao('qz_nao_carregado', String(err));
  }
}

const espera = (ms: number) => new Promise((r) => setTimeout(r, ms));

function configurarSeguranca(qz: Qz, seg: Seguranca) {
  qz.security.setCertificatePromise((resolve, reject) => {
    seg.certificado().then((c) => resolve(c ?? undefined), reject);
  });
  qz.security.setSignatureAlgorithm('SHA512');
  qz.security.setSignaturePromise((digest) => (resolve, reject) => {
    seg.assinar(digest).then(resolve, reject);
  });
}

async function abrir(qz: Qz): Promise<void> {
  let ultimo: unknown;
  for (let tentativa = 0; tentativa <= TENTATIVAS_EXTRAS; tentativa++) {
    if (tentativa > 0) await espera(INTERVALO_MS);
    for (const usingSecure of [true, false]) {
      try {
        // only localhost: the page's Content-Security-Policy allows exactly these ports there
        await qz.websocket.connect({
          host: ['localhost'],
          usingSecure,
          port: { secure: PORTAS_SEGURAS, insecure: PORTAS_INSEGURAS },
          retries: 0,
          keepAlive: 60,
        });
        return;
      } catch (err) {
        ultimo = err;
        if (qz.websocket.isActive()) return; // another call connected meanwhile
      }
    }
  }
  throw new ErroImpressao('qz_nao_carregado', String(ultimo));
}

/** The open connection, or a new one (concurrent callers share one attempt). */
export async function conectar(seg: Seguranca): Promise<Qz> {
  const qz = await carregar();
  configurarSeguranca(qz, seg);
  if (qz.websocket.isActive()) return qz;
  conectando ??= abrir(qz)
    .then(() => qz)
    .finally(() => {
      conectando = null;
    });
  return conectando;
}

export async function desconectar(): Promise<void> {
  if (!biblioteca) return;
  const qz = await biblioteca;
  if (qz.websocket.isActive()) await qz.websocket.disconnect();
}

/** QZ's rejections as the spec's messages. */
export function traduzirErro(err: unknown): ErroImpressao {
  if (err instanceof ErroImpressao) return err;
  const msg = err instanceof Error ? err.message : String(err);
  if (/sign/i.test(msg)) return new ErroImpressao('falha_assinar', msg);
  if (/could not be found|must be specified/i.test(msg)) return new ErroImpressao('nenhuma_disponivel', msg);
  if (/connection|websocket|establish/i.test(msg)) return new ErroImpressao('qz_nao_carregado', msg);
  return new ErroImpressao('falha_impressora', msg);
}

/** The printers QZ reports on this computer. */
export async function listarImpressoras(seg: Seguranca): Promise<string[]> {
  try {
    const qz = await conectar(seg);
    const lista = (await qz.printers.find()) as string[] | string;
    const nomes = Array.isArray(lista) ? lista : [lista];
    if (nomes.length === 0) throw new ErroImpressao('nenhuma_detectada');
    return nomes;
  } catch (err) {
    throw traduzirErro(err);
  }
}

/** The one chosen on this computer while QZ still reports it; else one named "Elgin" (spec §9); else the first. */
export function impressoraPreferida(lista: readonly string[], escolhida: string | null): string | null {
  if (escolhida && lista.includes(escolhida)) return escolhida;
  return lista.find((n) => /elgin/i.test(n)) ?? lista[0] ?? null;
}

/** Sends raw ESC/POS bytes (base64) as one job. Resolves when QZ has handed the job to the spooler. */
export async function imprimirBruto(seg: Seguranca, impressora: string | null, base64: string, trabalho: string) {
  if (!impressora) throw new ErroImpressao('nenhuma_disponivel');
  try {
    const qz = await conectar(seg);
    const cfg = qz.configs.create(impressora, { jobName: trabalho });
    await qz.print(cfg, [{ type: 'raw', format: 'command', flavor: 'base64', data: base64 }]);
  } catch (err) {
    throw traduzirErro(err);
  }
}
