import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MSG } from './messages.ts';
import { reaisDeTextoSchema, reaisEntradaSchema } from './dinheiro.ts';
import { precoSchema } from './catalogo.ts';
import { textoOuNulo } from './form.ts';

const erro = (r: z.ZodSafeParseResult<unknown>) => (r.success ? null : r.error.issues[0]?.message);

describe('money inputs of forms', () => {
  it('reads the text of a money input as reais', () => {
    expect(reaisDeTextoSchema.parse('12,50')).toBe(12.5);
    expect(reaisDeTextoSchema.parse('12.5')).toBe(12.5);
    expect(reaisDeTextoSchema.parse('1.234,56')).toBe(1234.56);
    expect(reaisDeTextoSchema.parse('0')).toBe(0);
  });
  it('says what is wrong: missing, or not money (a third decimal is refused, not rounded)', () => {
    expect(erro(reaisDeTextoSchema.safeParse(''))).toBe(MSG.obrigatorio);
    expect(erro(reaisDeTextoSchema.safeParse('  '))).toBe(MSG.obrigatorio);
    expect(erro(reaisDeTextoSchema.safeParse('1,234'))).toBe(MSG.dinheiro);
    expect(erro(reaisDeTextoSchema.safeParse('dez'))).toBe(MSG.dinheiro);
  });
  it('piped into the API field, the API rules still apply', () => {
    const preco = reaisDeTextoSchema.pipe(precoSchema);
    expect(preco.parse('45,00')).toBe(45);
    expect(erro(preco.safeParse('-1'))).toBe(MSG.valorNegativo);
  });
  it('agrees with the API input: the same text is the same cents', () => {
    for (const texto of ['12,50', '1.234,56', '0,05'])
      expect(reaisEntradaSchema.parse(texto)).toBe(Math.round(reaisDeTextoSchema.parse(texto) * 100));
  });
});

describe('optional text of forms', () => {
  it('sends blank as null and checks the rest with the API rule', () => {
    const descricao = textoOuNulo(z.string().trim().max(5, MSG.max(5)).nullable());
    expect(descricao.parse('')).toBeNull();
    expect(descricao.parse('   ')).toBeNull();
    expect(descricao.parse(' Oi ')).toBe('Oi');
    expect(erro(descricao.safeParse('longo demais'))).toBe(MSG.max(5));
  });
});
