import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's parameters (m=19 MiB, t=2, p=1): ~11 ms per verify on the CI box, off the main thread.
const OPTIONS = {
  algorithm: 2 /* Argon2id; the package's const enum cannot be imported under verbatimModuleSyntax */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(senha: string): Promise<string> {
  return hash(senha, OPTIONS);
}

export async function verifyPassword(senhaHash: string, senha: string): Promise<boolean> {
  try {
    return await verify(senhaHash, senha);
  } catch {
    return false;
  }
}

// Verified when the e-mail is unknown, so both failures cost the same time (no user enumeration by timing).
let dummy: Promise<string> | undefined;
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword('senha-que-ninguem-usa-' + Math.random());
  return dummy;
}
