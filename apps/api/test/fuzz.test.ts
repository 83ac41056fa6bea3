import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, type Fixture } from './helpers.ts';
import { novoRelatorio, prepararAlvo, rodada, type Alvo } from './fuzz/alvo.ts';
import { falha, pareceIngles, parecePortugues } from './fuzz/verificar.ts';

// Fuzzing every operation of the OpenAPI document the app serves (so routes added later are covered with no
// change here): bad types, missing and extra fields, huge and NUL texts, malformed JSON and multipart, odd path
// ids, impossible dates. Not one answer may be a 5xx, and every error is Portuguese Problem Details. One full
// pass with a fixed seed, then more seeds while the budget lasts (FUZZ_MS, default 30 s in all; FUZZ_SEED to replay).
// The long run (≥ 50,000 requests) is bench/fuzz.ts.

const ORCAMENTO_MS = Number(process.env.FUZZ_MS ?? 30_000);
const SEMENTE = Number(process.env.FUZZ_SEED ?? 1);

let f: Fixture;
let alvo: Alvo;
beforeAll(async () => {
  f = await createFixture();
  alvo = await prepararAlvo(f);
});
afterAll(async () => {
  await f?.close();
});

describe('the fuzz checker', () => {
  it("tells the validator's English from our Portuguese", () => {
    for (const en of [
      'Invalid input: expected number, received string',
      'Too big: expected number to be <=999',
      'Required',
      'Unrecognized key: "x"',
      "body must have required property 'email'",
      'Internal Server Error',
      'Not Found',
      'Value already exists',
    ])
      expect(parecePortugues(en), en).toBe(false);
    expect(pareceIngles('Invalid input')).toBe(true);
    for (const pt of [
      'Muitas tentativas. Aguarde e tente novamente.',
      'Este campo é obrigatório',
      'Valor grande demais: o máximo é 999',
      'Informe um número inteiro',
    ])
      expect(parecePortugues(pt), pt).toBe(true);
    expect(falha({ status: 500, tipo: 'application/problem+json', corpo: '{}' })).toMatch(/^status 500/);
    expect(falha({ status: 400, tipo: 'application/json', corpo: '{}' })).toMatch(/sem problem\+json/);
    expect(falha({ status: 503, tipo: 'application/json', corpo: '{}' })).toMatch(/sem problem\+json/);
    const ingles = JSON.stringify({ detail: 'Dados inválidos', errors: [{ campo: 'a', mensagem: 'Invalid input' }] });
    expect(falha({ status: 400, tipo: 'application/problem+json', corpo: ingles })).toMatch(/fora do português/);
  });
});

describe('fuzzing the OpenAPI operations', () => {
  it(
    'answers no 5xx and only Portuguese Problem Details to bad input on every operation',
    { timeout: 180_000 },
    async () => {
      expect(alvo.ops.length).toBeGreaterThan(100);
      const inicio = Date.now();
      const rel = novoRelatorio();
      await rodada(f, alvo, SEMENTE, 3, rel);
      for (let s = SEMENTE + 1; Date.now() - inicio < ORCAMENTO_MS; s++) await rodada(f, alvo, s, 2, rel);
      const resumo = `${rel.enviadas} requisições em ${Date.now() - inicio} ms; por status ${JSON.stringify(rel.porStatus)}`;
      console.info(resumo);
      expect(rel.falhas.slice(0, 25), `${rel.falhas.length} falhas; ${resumo}`).toEqual([]);
    },
  );
});
