import { describe, expect, it } from 'vitest';
import { loginFormSchema } from '../schemas/auth.ts';
import { validarLogin } from './login.ts';

// The login page validates without zod; the API validates with loginFormSchema. Same inputs, same verdicts.
const casos: [string, string][] = [
  ['gerente@demo.com.br', 'demo1234'],
  ['  gerente@demo.com.br ', 'x'],
  ['', 'demo1234'],
  ['   ', ''],
  ['not-an-email', 'demo1234'],
  ['a@b', 'demo1234'],
  ['a@b.c', 'demo1234'],
  ['maria.souza+pedidos@pizzaria-demo.com', 'y'],
  ['ma ria@demo.com', 'y'],
  ['.maria@demo.com', 'y'],
  ['maria..souza@demo.com', 'y'],
  [`${'a'.repeat(250)}@b.com`, 'y'],
  ['gerente@demo.com.br', 's'.repeat(257)],
  ['gerente@demo.com.br', ''],
];

describe('validarLogin agrees with loginFormSchema', () => {
  it.each(casos)('%s / senha of %#', (email, senha) => {
    const zod = loginFormSchema.safeParse({ email, senha });
    const esperado: Record<string, string> = {};
    if (!zod.success) for (const issue of zod.error.issues) esperado[String(issue.path[0])] ??= issue.message;
    expect(validarLogin({ email, senha })).toEqual(esperado);
  });
});
