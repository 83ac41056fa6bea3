import crypto from 'node:crypto';
import { promisify } from 'node:util';
import forge from 'node-forge';

// The X.509 side of printing: reading an uploaded pair, and making a self-signed one. node:crypto makes the RSA
// key and reads certificates; node-forge writes the certificate (node:crypto cannot create one).

export interface Par {
  certificado: string;
  chave: crypto.KeyObject;
}

export interface Dados {
  assunto: string;
  valido_ate: Date;
  impressao_digital: string;
}

/** Subject, expiry and SHA-256 fingerprint of a PEM certificate (throws on anything that is not one). */
export function ler(pem: string): Dados & { x509: crypto.X509Certificate } {
  const x509 = new crypto.X509Certificate(pem);
  return {
    x509,
    assunto: x509.subject.replace(/\n/g, ', '),
    valido_ate: new Date(x509.validTo),
    impressao_digital: x509.fingerprint256,
  };
}

const gerarChave = promisify(crypto.generateKeyPair);

/** A self-signed certificate for QZ Tray's `override.crt`: RSA 2048, signed with SHA-512, valid `anos` years. */
export async function gerarAutoassinado(nome: string, anos: number): Promise<Par> {
  const { publicKey, privateKey } = await gerarChave('rsa', { modulusLength: 2048 });
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  // a positive serial: 0x01 then 15 random bytes
  cert.serialNumber = `01${crypto.randomBytes(15).toString('hex')}`;
  const agora = new Date();
  cert.validity.notBefore = new Date(agora.getTime() - 5 * 60_000); // a counter PC's clock may run a little behind
  cert.validity.notAfter = new Date(agora.getTime() + anos * 365 * 24 * 3600_000);
  // ASCII in the name: every QZ Tray version reads it the same way
  const cn = nome
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, 60);
  const atributos = [
    { name: 'commonName', value: cn || 'Back-office' },
    { name: 'organizationName', value: 'Back-office QZ Tray' },
  ];
  cert.setSubject(atributos);
  cert.setIssuer(atributos);
  cert.setExtensions([
    { name: 'basicConstraints', cA: true, critical: true },
    { name: 'keyUsage', keyCertSign: true, digitalSignature: true, critical: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(
    forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()),
    forge.md.sha512.create(),
  );
  return { certificado: forge.pki.certificateToPem(cert), chave: privateKey };
}
