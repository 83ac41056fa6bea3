import crypto from 'node:crypto';
import type { Tenant } from '../../../db/tenant.ts';
import type { Cifra } from '../../../lib/cifra.ts';
import { AppError, badRequest, conflict } from '../../../lib/errors.ts';
import type { Assinatura, Certificado, CertificadoPut } from '@app/shared/schemas/impressao.ts';
import * as empresas from '../../empresas/index.ts';
import * as q from '../queries/certificado.ts';
import * as x509 from './x509.ts';

// Silent printing: QZ Tray trusts a request signed with the business's private key whose certificate it was given
// (installed on the counter as `override.crt`). The key is write-only: it is kept encrypted (lib/cifra.ts), used
// here to sign and never returned. Signing is a blind oracle (QZ sends only a SHA-256 digest), so it accepts
// nothing but a digest, is limited per user and leaves an audit row per signature.

/** Signatures per user per minute: a busy counter signs one or two per print; a script at the endpoint hits this. */
export const LIMITE_ASSINATURAS_POR_MINUTO = 60;

const SEM_CERTIFICADO = 'Nenhum certificado de impressão configurado. Gere ou envie um em Configurações > Impressão.';
const CHAVE_MUDOU =
  'A chave de cifra do servidor mudou e a chave privada não pode ser lida. Gere ou envie o certificado de novo.';

function paraApi(c: q.CertificadoLinha | undefined): Certificado {
  return {
    certificado: c?.certificado ?? null,
    origem: c?.origem ?? null,
    assunto: c?.assunto ?? null,
    valido_ate: c?.valido_ate.toISOString() ?? null,
    impressao_digital: c?.impressao_digital ?? null,
  };
}

export function obter(t: Tenant): Promise<Certificado> {
  return t.transacao(async (tx) => paraApi(await q.buscar(tx)));
}

async function guardar(
  t: Tenant,
  cifra: Cifra,
  par: x509.Par,
  origem: 'enviado' | 'gerado',
  usuarioId: number,
): Promise<Certificado> {
  const d = x509.ler(par.certificado);
  const chavePem = par.chave.export({ type: 'pkcs8', format: 'pem' }).toString();
  return t.transacao(async (tx) =>
    paraApi(
      await q.gravar(tx, {
        certificado: d.x509.toString(),
        chave_cifrada: cifra.cifrar(chavePem),
        chave_versao: cifra.versao,
        origem,
        assunto: d.assunto,
        valido_ate: d.valido_ate,
        impressao_digital: d.impressao_digital,
        criado_por: usuarioId,
      }),
    ),
  );
}

/** PUT /impressao/certificado: the business's own pair, checked to belong together before it is kept. */
export async function enviar(t: Tenant, cifra: Cifra, body: CertificadoPut, usuarioId: number): Promise<Certificado> {
  let d: ReturnType<typeof x509.ler>;
  try {
    d = x509.ler(body.certificado);
  } catch {
    throw badRequest('Certificado inválido: envie o texto PEM (-----BEGIN CERTIFICATE-----)', 'certificado');
  }
  let chave: crypto.KeyObject;
  try {
    chave = crypto.createPrivateKey(body.chave_privada);
  } catch {
    throw badRequest('Chave privada inválida: envie o PEM sem senha (PKCS#8 ou PKCS#1)', 'chave_privada');
  }
  if (chave.asymmetricKeyType !== 'rsa' || (chave.asymmetricKeyDetails?.modulusLength ?? 0) < 2048)
    throw badRequest(
      'A chave precisa ser RSA de pelo menos 2048 bits (o QZ Tray assina com SHA512withRSA)',
      'chave_privada',
    );
  if (!d.x509.checkPrivateKey(chave))
    throw badRequest('A chave privada não corresponde ao certificado', 'chave_privada');
  if (d.valido_ate.getTime() <= Date.now()) throw badRequest('O certificado está vencido', 'certificado');
  return guardar(t, cifra, { certificado: body.certificado, chave }, 'enviado', usuarioId);
}

/** POST /impressao/certificado/gerar: a self-signed pair named after the business. */
export async function gerar(t: Tenant, cifra: Cifra, anos: number, usuarioId: number): Promise<Certificado> {
  const nome = await t.transacao((tx) => empresas.nomeEmpresa(tx));
  return guardar(t, cifra, await x509.gerarAutoassinado(nome, anos), 'gerado', usuarioId);
}

export function remover(t: Tenant): Promise<{ ok: true }> {
  return t.transacao(async (tx) => {
    await q.remover(tx);
    return { ok: true as const };
  });
}

/** POST /impressao/assinar: SHA512withRSA over the digest's text, with this business's key only. */
export function assinar(t: Tenant, cifra: Cifra, digest: string, usuarioId: number): Promise<Assinatura> {
  return t.transacao(async (tx) => {
    const c = await q.buscar(tx);
    if (!c) throw conflict(SEM_CERTIFICADO);
    if ((await q.assinaturasRecentes(tx, usuarioId, 60)) >= LIMITE_ASSINATURAS_POR_MINUTO)
      throw new AppError(429, 'Muitas assinaturas em pouco tempo. Aguarde um minuto.', undefined, {
        'retry-after': '60',
      });
    const chave = cifra.decifrar(c.chave_cifrada, c.chave_versao);
    if (!chave) throw conflict(CHAVE_MUDOU);
    const assinatura = crypto.createSign('SHA512').update(digest, 'utf8').sign(chave, 'base64');
    await q.auditar(tx, usuarioId, digest, c.impressao_digital);
    return { assinatura, algoritmo: 'SHA512' as const };
  });
}
