import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MOTIVO_FORA_DA_AREA, distanciaKm, resolverAreaEntrega, type AreaParaResolver } from './entrega.ts';

const LOJA = { latitude: -25.4284, longitude: -49.2733 }; // Praça Tiradentes, Curitiba
const area = (id: number, o: Partial<AreaParaResolver>): AreaParaResolver => ({
  id,
  nome: `Área ${id}`,
  ativo: true,
  cidade: null,
  bairros: [],
  raio_km: null,
  latitude: null,
  longitude: null,
  taxa_entrega_centavos: 500,
  tempo_estimado: 40,
  pedido_minimo_centavos: 0,
  ...o,
});

describe('delivery area and fee for an address', () => {
  const areas = [
    area(1, { nome: 'Centro', bairros: ['Centro', 'São Francisco'], taxa_entrega_centavos: 500 }),
    area(2, { nome: 'Sul', bairros: ['Água Verde', 'Portão'], taxa_entrega_centavos: 800, tempo_estimado: 50 }),
    area(3, { nome: 'Raio 3 km', raio_km: 3, ...LOJA, taxa_entrega_centavos: 700 }),
    area(4, { nome: 'Raio 8 km', raio_km: 8, ...LOJA, taxa_entrega_centavos: 1200 }),
    area(5, { nome: 'Inativa', ativo: false, bairros: ['Batel'], taxa_entrega_centavos: 100 }),
  ];

  it('matches the neighbourhood ignoring accents and case', () => {
    const r = resolverAreaEntrega({ bairro: 'AGUA VERDE' }, areas);
    expect(r).toEqual({
      ok: true,
      area_id: 2,
      nome: 'Sul',
      criterio: 'bairro',
      distancia_km: null,
      taxa_entrega_centavos: 800,
      tempo_estimado: 50,
      pedido_minimo_centavos: 0,
    });
    expect(resolverAreaEntrega({ bairro: 'sao francisco' }, areas)).toMatchObject({ ok: true, area_id: 1 });
  });

  it('neighbourhood wins over radius; radius is used when no neighbourhood matches, innermost ring first', () => {
    const perto = { bairro: 'Centro', latitude: -25.43, longitude: -49.27 };
    expect(resolverAreaEntrega(perto, areas)).toMatchObject({ area_id: 1, criterio: 'bairro' });
    const semBairro = { bairro: 'Mercês', latitude: -25.43, longitude: -49.28 };
    expect(resolverAreaEntrega(semBairro, areas)).toMatchObject({
      area_id: 3,
      criterio: 'raio',
      taxa_entrega_centavos: 700,
    });
    const medio = { bairro: 'Boqueirão', latitude: -25.47, longitude: -49.2733 }; // ~4.6 km south
    expect(resolverAreaEntrega(medio, areas)).toMatchObject({
      area_id: 4,
      criterio: 'raio',
      taxa_entrega_centavos: 1200,
    });
    const longe = { bairro: 'Tatuquara', latitude: -25.56, longitude: -49.2733 }; // ~14.6 km
    expect(resolverAreaEntrega(longe, areas)).toEqual({ ok: false, motivo: MOTIVO_FORA_DA_AREA });
    expect(resolverAreaEntrega({ bairro: 'Mercês' }, areas)).toEqual({ ok: false, motivo: MOTIVO_FORA_DA_AREA }); // no coordinates, no radius
  });

  it('ignores inactive areas and answers the Portuguese reason outside every area', () => {
    expect(resolverAreaEntrega({ bairro: 'Batel' }, areas)).toEqual({
      ok: false,
      motivo: 'Endereço fora da área de entrega',
    });
    expect(resolverAreaEntrega({ bairro: '' }, [])).toEqual({ ok: false, motivo: MOTIVO_FORA_DA_AREA });
  });

  it('an area tied to a city only matches addresses of that city', () => {
    const porCidade = [
      area(7, { bairros: ['Centro'], cidade: 'São José dos Pinhais', taxa_entrega_centavos: 900 }),
      area(8, { bairros: ['Centro'], cidade: 'Curitiba', taxa_entrega_centavos: 600 }),
    ];
    expect(resolverAreaEntrega({ bairro: 'Centro', cidade: 'sao jose dos pinhais' }, porCidade)).toMatchObject({
      area_id: 7,
    });
    expect(resolverAreaEntrega({ bairro: 'Centro', cidade: 'Curitiba' }, porCidade)).toMatchObject({ area_id: 8 });
    expect(resolverAreaEntrega({ bairro: 'Centro', cidade: 'Pinhais' }, porCidade)).toMatchObject({ ok: false });
  });

  it('several neighbourhood matches: lowest fee, then oldest area', () => {
    const dup = [
      area(10, { bairros: ['Batel'], taxa_entrega_centavos: 900 }),
      area(11, { bairros: ['batel'], taxa_entrega_centavos: 600 }),
      area(9, { bairros: ['BATEL'], taxa_entrega_centavos: 600 }),
    ];
    expect(resolverAreaEntrega({ bairro: 'Batel' }, dup)).toMatchObject({ area_id: 9 });
  });

  it('haversine: Centro → Batel is about 1.5 km', () => {
    expect(distanciaKm(-25.4284, -49.2733, -25.442, -49.288)).toBeGreaterThan(1.5);
    expect(distanciaKm(-25.4284, -49.2733, -25.442, -49.288)).toBeLessThan(2.5);
  });

  it('property: a result is always an active area that really covers the address, and it is order-independent', () => {
    const arb = fc.array(
      fc.record({
        ativo: fc.boolean(),
        bairros: fc.subarray(['Centro', 'Batel', 'Portão', 'Cabral']),
        taxa: fc.integer({ min: 0, max: 3000 }),
        raio: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
      }),
      { maxLength: 6 },
    );
    fc.assert(
      fc.property(
        arb,
        fc.constantFrom('centro', 'BATEL', 'portao', 'Juvevê'),
        fc.double({ min: -25.52, max: -25.35, noNaN: true }),
        (specs, bairro, lat) => {
          const list = specs.map((s, i) =>
            area(i + 1, {
              ativo: s.ativo,
              bairros: s.bairros,
              taxa_entrega_centavos: s.taxa,
              raio_km: s.raio,
              ...(s.raio ? LOJA : {}),
            }),
          );
          const end = { bairro, latitude: lat, longitude: -49.2733 };
          const r = resolverAreaEntrega(end, list);
          expect(resolverAreaEntrega(end, [...list].reverse())).toEqual(r);
          if (r.ok) {
            const a = list.find((x) => x.id === r.area_id)!;
            expect(a.ativo).toBe(true);
            if (r.criterio === 'raio') expect(r.distancia_km!).toBeLessThanOrEqual(a.raio_km! + 0.01);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
