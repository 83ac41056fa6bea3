import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dataLocal, validarCupom, type CarrinhoCupom, type CupomRegra } from './cupons.ts';
import { parseCentavos } from './money.ts';

const cupom = (o: Partial<CupomRegra> = {}): CupomRegra => ({
  tipo: 'percentual',
  valor_centesimos: 1000,
  pedido_minimo_centavos: 0,
  validade_inicio: null,
  validade_fim: null,
  limite_total: null,
  limite_por_cliente: null,
  ativo: true,
  ...o,
});
const cart = (o: Partial<CarrinhoCupom> = {}): CarrinhoCupom => ({
  subtotal_centavos: 5000,
  taxa_entrega_centavos: 700,
  cliente_id: 1,
  usos_total: 0,
  usos_cliente: 0,
  ...o,
});
const HOJE = '2026-03-10';

describe('validarCupom', () => {
  it('percent, fixed and free delivery discounts', () => {
    expect(validarCupom(cupom(), cart(), HOJE)).toEqual({ ok: true, desconto_centavos: 500 });
    expect(validarCupom(cupom({ valor_centesimos: 1050 }), cart({ subtotal_centavos: 1035 }), HOJE)).toEqual({
      ok: true,
      desconto_centavos: 109,
    }); // 10,5 % of 10,35 = 1,08675 → 1,09
    expect(validarCupom(cupom({ tipo: 'valor_fixo', valor_centesimos: 1500 }), cart(), HOJE)).toEqual({
      ok: true,
      desconto_centavos: 1500,
    });
    expect(validarCupom(cupom({ tipo: 'frete_gratis', valor_centesimos: 0 }), cart(), HOJE)).toEqual({
      ok: true,
      desconto_centavos: 700,
    });
  });
  it('never discounts more than the subtotal or the fee', () => {
    expect(
      validarCupom(cupom({ tipo: 'valor_fixo', valor_centesimos: 9000 }), cart({ subtotal_centavos: 2000 }), HOJE),
    ).toEqual({ ok: true, desconto_centavos: 2000 });
    expect(validarCupom(cupom({ valor_centesimos: 10000 }), cart(), HOJE)).toEqual({
      ok: true,
      desconto_centavos: 5000,
    });
  });
  it('validity window is inclusive, in business-local days', () => {
    const c = cupom({ validade_inicio: '2026-03-10', validade_fim: '2026-03-31' });
    expect(validarCupom(c, cart(), '2026-03-10').ok).toBe(true);
    expect(validarCupom(c, cart(), '2026-03-31').ok).toBe(true);
    expect(validarCupom(c, cart(), '2026-03-09')).toEqual({ ok: false, motivo: 'Este cupom ainda não está valendo' });
    expect(validarCupom(c, cart(), '2026-04-01')).toEqual({ ok: false, motivo: 'Cupom expirado' });
    // 02:30 UTC on 1 April is still 31 March in São Paulo (UTC−3)
    expect(dataLocal(new Date('2026-04-01T02:30:00Z'))).toBe('2026-03-31');
    expect(dataLocal(new Date('2026-04-01T03:00:00Z'))).toBe('2026-04-01');
  });
  it('usage limits, total and per customer', () => {
    expect(validarCupom(cupom({ limite_total: 100 }), cart({ usos_total: 100 }), HOJE)).toEqual({
      ok: false,
      motivo: 'Este cupom já atingiu o limite de usos',
    });
    expect(validarCupom(cupom({ limite_total: 100 }), cart({ usos_total: 99 }), HOJE).ok).toBe(true);
    expect(validarCupom(cupom({ limite_por_cliente: 1 }), cart({ usos_cliente: 1 }), HOJE)).toEqual({
      ok: false,
      motivo: 'Este cliente já usou o cupom o número máximo de vezes',
    });
    expect(validarCupom(cupom({ limite_por_cliente: 1 }), cart({ cliente_id: null }), HOJE)).toEqual({
      ok: false,
      motivo: 'Identifique o cliente para usar este cupom',
    });
  });
  it('minimum order, inactive, free delivery without fee', () => {
    expect(validarCupom(cupom({ pedido_minimo_centavos: 6000 }), cart(), HOJE)).toEqual({
      ok: false,
      motivo: 'Pedido mínimo para este cupom: R$ 60,00',
    });
    expect(validarCupom(cupom({ pedido_minimo_centavos: 5000 }), cart(), HOJE).ok).toBe(true);
    expect(validarCupom(cupom({ ativo: false }), cart(), HOJE)).toEqual({ ok: false, motivo: 'Cupom inativo' });
    expect(validarCupom(cupom({ tipo: 'frete_gratis' }), cart({ taxa_entrega_centavos: 0 }), HOJE)).toEqual({
      ok: false,
      motivo: 'Cupom de frete grátis vale apenas para pedidos com taxa de entrega',
    });
  });
  it('property: the discount is a positive integer bounded by subtotal (or fee), or there is a reason', () => {
    const arbCupom = fc.record({
      tipo: fc.constantFrom('percentual', 'valor_fixo', 'frete_gratis'),
      valor_centesimos: fc.integer({ min: 0, max: 1_000_000 }),
      pedido_minimo_centavos: fc.integer({ min: 0, max: 20_000 }),
      validade_inicio: fc.constantFrom(null, '2026-01-01', '2026-04-01'),
      validade_fim: fc.constantFrom(null, '2026-02-01', '2026-12-31'),
      limite_total: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      limite_por_cliente: fc.option(fc.integer({ min: 0, max: 3 }), { nil: null }),
      ativo: fc.boolean(),
    }) as fc.Arbitrary<CupomRegra>;
    const arbCart = fc.record({
      subtotal_centavos: fc.integer({ min: 0, max: 500_000 }),
      taxa_entrega_centavos: fc.integer({ min: 0, max: 5_000 }),
      cliente_id: fc.option(fc.integer({ min: 1, max: 9 }), { nil: null }),
      usos_total: fc.integer({ min: 0, max: 6 }),
      usos_cliente: fc.integer({ min: 0, max: 4 }),
    });
    fc.assert(
      fc.property(arbCupom, arbCart, fc.constantFrom('2026-03-10', '2026-06-01'), (c, k, hoje) => {
        const r = validarCupom(c, k, hoje);
        if (r.ok) {
          expect(Number.isInteger(r.desconto_centavos)).toBe(true);
          expect(r.desconto_centavos).toBeGreaterThan(0);
          expect(r.desconto_centavos).toBeLessThanOrEqual(
            c.tipo === 'frete_gratis' ? k.taxa_entrega_centavos : k.subtotal_centavos,
          );
          expect(k.subtotal_centavos).toBeGreaterThanOrEqual(c.pedido_minimo_centavos);
          expect(c.ativo).toBe(true);
        } else {
          expect(r.motivo.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 5000 },
    );
  });
});

describe('comma decimals (courier daily pay, money inputs)', () => {
  it('"12,50", "15,50", 12.5 and "1.234,56" become exact cents', () => {
    expect(parseCentavos('12,50')).toBe(1250);
    expect(parseCentavos('15,50')).toBe(1550);
    expect(parseCentavos(12.5)).toBe(1250);
    expect(parseCentavos('1.234,56')).toBe(123456);
    expect(parseCentavos('12,505')).toBeNull();
  });
  it('property: a comma-decimal text and its dot twin give the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (c) => {
        const text = `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`;
        expect(parseCentavos(text)).toBe(c);
        expect(parseCentavos(text.replace(',', '.'))).toBe(c);
      }),
      { numRuns: 5000 },
    );
  });
});
