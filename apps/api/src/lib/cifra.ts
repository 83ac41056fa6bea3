import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

// Secrets at rest (the printing certificates' private keys): AES-256-GCM under a key that never enters the
// database. From ENCRYPTION_KEY when set (every API process of a deployment must share it), else a random key made
// once in DATA_DIR/encryption.key (mode 0600). A database dump or backup alone therefore reveals no private key.
// `versao` names the key (a hash of it), so a value sealed under another key is recognised instead of failing
// obscurely.

export interface Cifra {
  readonly versao: string;
  cifrar(texto: string): string;
  /** null when the value was sealed under another key or was tampered with. */
  decifrar(selado: string, versao: string): string | null;
}

const ARQUIVO = 'encryption.key';

function deChave(segredo: string): Cifra {
  const chave = Buffer.from(crypto.hkdfSync('sha256', segredo, 'restaurante-backoffice', 'segredos-em-repouso', 32));
  const versao = crypto.createHash('sha256').update(chave).digest('hex').slice(0, 16);
  return {
    versao,
    cifrar(texto) {
      const iv = crypto.randomBytes(12);
      const c = crypto.createCipheriv('aes-256-gcm', chave, iv);
      const dados = Buffer.concat([c.update(texto, 'utf8'), c.final()]);
      return [iv, c.getAuthTag(), dados].map((b) => b.toString('base64')).join('.');
    },
    decifrar(selado, v) {
      if (v !== versao) return null;
      try {
        const [iv, tag, dados] = selado.split('.').map((p) => Buffer.from(p, 'base64'));
        const d = crypto.createDecipheriv('aes-256-gcm', chave, iv!);
        d.setAuthTag(tag!);
        return Buffer.concat([d.update(dados!), d.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

/** The file key: read it, or create it exclusively (two processes starting together agree on one key). */
async function chaveDoArquivo(dataDir: string): Promise<string> {
  const arquivo = path.join(dataDir, ARQUIVO);
  try {
    return (await fs.readFile(arquivo, 'utf8')).trim();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fs.mkdir(dataDir, { recursive: true });
  // Written whole under a private name, then linked into place: link is atomic and refuses an existing name, so a
  // second process either wins with a complete key or reads the winner's complete key — never a half-written file
  // (creating the final name with 'wx' and then writing let the other side read it empty).
  const temporario = `${arquivo}.${process.pid}.${crypto.randomBytes(6).toString('hex')}`;
  await fs.writeFile(temporario, crypto.randomBytes(32).toString('base64url') + '\n', { mode: 0o600, flag: 'wx' });
  try {
    await fs.link(temporario, arquivo);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await fs.rm(temporario, { force: true });
  }
  return (await fs.readFile(arquivo, 'utf8')).trim();
}

/** Resolved on first use, so processes that never touch a secret (tests, benches) create no file. */
export function cifraPreguicosa(config: { encryptionKey: string | undefined; dataDir: string }): () => Promise<Cifra> {
  let pronta: Promise<Cifra> | undefined;
  return () =>
    (pronta ??= (config.encryptionKey ? Promise.resolve(config.encryptionKey) : chaveDoArquivo(config.dataDir)).then(
      deChave,
    ));
}
