// The server a Lighthouse run measures: a free port to start it on, and the wait until it answers.
import type { ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';

export const livre = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });

// LH_HEALTH_TIMEOUT_MS: on a loaded machine the server's migrations and demo seed may need longer than a minute
const ESPERA_MS = Number(process.env.LH_HEALTH_TIMEOUT_MS) || 60_000;

export async function esperar(url: string, filho: ChildProcess) {
  for (let i = 0; i < ESPERA_MS / 250; i++) {
    if (filho.exitCode !== null) throw new Error(`o servidor terminou (${filho.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`sem resposta de ${url}`);
}
