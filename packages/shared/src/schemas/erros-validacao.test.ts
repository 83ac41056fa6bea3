import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mensagemValidacao, obrigatorioSeFaltar } from './erros-validacao.ts';
import { MSG } from './messages.ts';
import { dataIsoSchema, idSchema } from './common.ts';

// A schema built with zod alone, after this module is loaded anywhere, speaks Portuguese.
const primeira = (s: z.ZodType, v: unknown) => {
  const r = s.safeParse(v);
  if (r.success) throw new Error('esperava erro');
  return r.error.issues[0]!.message;
};

describe('the global Portuguese error map', () => {
  it('is installed for plain zod schemas', () => {
    expect(primeira(z.number(), 'x')).toBe(MSG.numero);
    expect(primeira(z.number(), undefined)).toBe(MSG.obrigatorio);
    expect(primeira(z.number().int(), 1.5)).toBe(MSG.inteiro);
    expect(primeira(z.string(), 5)).toBe('Informe um texto');
    expect(primeira(z.boolean(), 'sim')).toBe(MSG.booleano);
    expect(primeira(z.string().max(5), 'abcdefg')).toBe(MSG.max(5));
    expect(primeira(z.string().min(3), 'a')).toBe(MSG.min(3));
    expect(primeira(z.string().min(1), '')).toBe(MSG.obrigatorio);
    expect(primeira(z.string().length(2), 'abc')).toBe(MSG.tamanho(2));
    expect(primeira(z.number().max(999), 1e9)).toBe('Valor grande demais: o máximo é 999');
    expect(primeira(z.number().min(0), -1)).toBe(MSG.valorNegativo);
    expect(primeira(z.number().positive(), 0)).toBe('O valor deve ser maior que zero');
    expect(primeira(z.number().min(1000), 5)).toBe('Valor pequeno demais: o mínimo é 1.000');
    expect(primeira(z.array(z.number()).max(2), [1, 2, 3])).toBe('Máximo de 2 itens');
    expect(primeira(z.array(z.number()).min(1), [])).toBe(MSG.escolhaUm);
    expect(primeira(z.email(), 'x')).toBe(MSG.email);
    expect(primeira(z.string().regex(/^a$/), 'b')).toBe(MSG.formato);
    expect(primeira(z.enum(['a', 'b']), 'c')).toBe('Valor inválido: use um destes: a, b');
    expect(primeira(z.strictObject({ a: z.number() }), { a: 1, b: 2 })).toBe(MSG.campoNaoPermitido(['b']));
    expect(primeira(z.object({ a: z.number() }), [])).toBe('Informe um objeto com os campos esperados');
    expect(primeira(z.union([z.number(), z.boolean()]), 'x')).toBe(MSG.formato);
    expect(primeira(z.number().multipleOf(5), 7)).toBe('Informe um múltiplo de 5');
  });

  it('leaves a message written on the schema alone', () => {
    expect(primeira(z.number().max(3, 'No máximo três'), 4)).toBe('No máximo três');
  });

  it('has a Portuguese sentence for every issue code', () => {
    for (const code of ['invalid_key', 'invalid_element', 'custom', 'outro'] as const) {
      expect(mensagemValidacao({ code, input: 1, path: [] } as never)).not.toMatch(/invalid|expected/i);
    }
  });
});

describe('ids and dates', () => {
  it('takes ids only as decimal integers', () => {
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse(42)).toBe(42);
    for (const v of ['0x10', '1e3', ' 1', '', '1.5', true, 1.5, 0, -1, null]) {
      expect(idSchema.safeParse(v).success, String(v)).toBe(false);
    }
    expect(primeira(idSchema, undefined)).toBe(MSG.obrigatorio);
    expect(primeira(idSchema, true)).toBe(MSG.inteiro);
  });

  it('takes only dates that exist, 1900 to 2100', () => {
    for (const v of ['2024-02-29', '1900-01-01', '2100-12-31']) expect(dataIsoSchema.parse(v)).toBe(v);
    for (const v of ['2024-13-45', '2023-02-29', '2024-04-31', '0000-01-01', '1899-12-31', '2024-1-1', '']) {
      expect(dataIsoSchema.safeParse(v).success, v).toBe(false);
    }
  });
});

describe('obrigatorioSeFaltar', () => {
  it('says "obrigatório" only for a missing value', () => {
    const s = z.number({ error: obrigatorioSeFaltar }).int(MSG.inteiro).max(999);
    expect(primeira(s, undefined)).toBe(MSG.obrigatorio);
    expect(primeira(s, null)).toBe(MSG.obrigatorio);
    expect(primeira(s, 1e9)).toBe('Valor grande demais: o máximo é 999');
    expect(primeira(s, 'x')).toBe(MSG.numero);
    expect(primeira(z.number({ error: MSG.obrigatorio }).max(999), 1e9)).toBe(MSG.obrigatorio); // why it exists
  });
});
