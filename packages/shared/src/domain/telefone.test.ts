import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatarTelefone, mascararTelefone, normalizarTelefone, telefoneWhatsapp } from './telefone.ts';
import { formatarCep, normalizarCep } from './cep.ts';
import { normalizarTexto } from './texto.ts';

describe('phone normalisation (E.164 inside, (41) 98765-4321 on screen)', () => {
  it('accepts the ways people type a phone', () => {
    for (const t of [
      '(41) 98765-4321',
      '41987654321',
      '+55 41 98765-4321',
      '5541987654321',
      '041 98765 4321',
      '0055 41 987654321',
      '41 9 8765-4321',
    ]) {
      expect(normalizarTelefone(t), t).toBe('+5541987654321');
    }
    expect(normalizarTelefone('(41) 3333-4444')).toBe('+554133334444');
    expect(normalizarTelefone('55991234567')).toBe('+5555991234567'); // DDD 55 (Santa Maria/RS) is not the country code
  });
  it('refuses what is not a Brazilian phone with DDD', () => {
    for (const t of [
      '',
      '98765-4321',
      '4198765432',
      '(41) 8765-4321',
      '(01) 98765-4321',
      '(41) 88765-4321',
      '123',
      'abc',
      '+1 212 555 0100',
    ]) {
      expect(normalizarTelefone(t), t).toBeNull();
    }
  });
  it('formats, masks and gives WhatsApp digits', () => {
    expect(formatarTelefone('+5541987654321')).toBe('(41) 98765-4321');
    expect(formatarTelefone('+554133334444')).toBe('(41) 3333-4444');
    expect(mascararTelefone('+5541987654321')).toBe('(41) 9****-4321');
    expect(mascararTelefone('+554133334444')).toBe('(41) 3***-4444');
    expect(telefoneWhatsapp('(41) 98765-4321')).toBe('5541987654321');
  });
  const movel = fc
    .tuple(
      fc.integer({ min: 11, max: 99 }).filter((d) => !String(d).includes('0')),
      fc.integer({ min: 0, max: 99_999_999 }),
    )
    .map(([ddd, n]) => `${ddd}9${String(n).padStart(8, '0')}`);
  it('property: normalising is idempotent and formatting round-trips', () => {
    fc.assert(
      fc.property(movel, (nacional) => {
        const e164 = normalizarTelefone(nacional)!;
        expect(e164).toBe(`+55${nacional}`);
        expect(normalizarTelefone(e164)).toBe(e164);
        expect(normalizarTelefone(formatarTelefone(e164))).toBe(e164);
        const masked = mascararTelefone(e164);
        expect(masked.replace(/\D/g, '')).toBe(nacional.slice(0, 3) + nacional.slice(-4)); // DDD, first digit, last four only
        expect(masked.match(/\*/g)).toHaveLength(4);
      }),
      { numRuns: 2000 },
    );
  });
  it('property: any separators around the digits give the same E.164', () => {
    fc.assert(
      fc.property(movel, fc.array(fc.constantFrom(' ', '-', '(', ')', '.'), { maxLength: 11 }), (nacional, seps) => {
        const typed = nacional
          .split('')
          .map((c, i) => (seps[i] ?? '') + c)
          .join('');
        expect(normalizarTelefone(typed)).toBe(`+55${nacional}`);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('CEP and text folding', () => {
  it('normalises and formats CEPs', () => {
    expect(normalizarCep('80010-000')).toBe('80010000');
    expect(normalizarCep(' 80010000 ')).toBe('80010000');
    expect(normalizarCep('8001-000')).toBeNull();
    expect(formatarCep('80010000')).toBe('80010-000');
  });
  it('folds accents, case and spaces', () => {
    expect(normalizarTexto('  Água   Verde ')).toBe('agua verde');
    expect(normalizarTexto('JUVEVÊ')).toBe('juveve');
    expect(normalizarTexto('São Braz')).toBe(normalizarTexto('sao braz'));
  });
});
