import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cifraPreguicosa } from './cifra.ts';

describe('secrets at rest', () => {
  it('without ENCRYPTION_KEY makes one key file (0600) outside the database and reuses it', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'impressao-cifra-'));
    try {
      const [a, b] = await Promise.all([
        cifraPreguicosa({ encryptionKey: undefined, dataDir: dir })(),
        cifraPreguicosa({ encryptionKey: undefined, dataDir: dir })(),
      ]);
      expect(a.versao).toBe(b.versao);
      const st = await fs.stat(path.join(dir, 'encryption.key'));
      expect(st.mode & 0o777).toBe(0o600);
      const selado = a.cifrar('-----BEGIN PRIVATE KEY-----\nabc');
      expect(selado).not.toContain('PRIVATE');
      expect(b.decifrar(selado, a.versao)).toBe('-----BEGIN PRIVATE KEY-----\nabc');
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('another key, or a tampered value, reads as null', async () => {
    const a = await cifraPreguicosa({ encryptionKey: 'a'.repeat(32), dataDir: '/nao/usado' })();
    const b = await cifraPreguicosa({ encryptionKey: 'b'.repeat(32), dataDir: '/nao/usado' })();
    const selado = a.cifrar('segredo');
    expect(a.versao).not.toBe(b.versao);
    expect(b.decifrar(selado, b.versao)).toBeNull();
    expect(b.decifrar(selado, a.versao)).toBeNull();
    const [iv, tag, dados] = selado.split('.');
    const adulterado = [
      iv,
      tag,
      Buffer.from('x' + Buffer.from(dados!, 'base64').toString('latin1')).toString('base64'),
    ].join('.');
    expect(a.decifrar(adulterado, a.versao)).toBeNull();
    expect(a.decifrar(selado, a.versao)).toBe('segredo');
  });
});
