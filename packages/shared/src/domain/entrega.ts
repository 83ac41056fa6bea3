import { normalizarTexto } from './texto.ts';

// "Which delivery area and fee for this address" — used by the address form, the area tester and, later, by
// order creation. Rules (docs/decisions.md):
//   1. inactive areas are ignored;
//   2. a neighbourhood match wins (accent- and case-insensitive); an area tied to a served city only matches
//      addresses of that city; among several matches the lowest fee wins (the customer's best deal), then the
//      lowest id (the oldest area) so the answer is stable;
//   3. otherwise, when the address has coordinates, the area whose radius (from its centre, the store) holds
//      it, smallest radius first (the innermost ring);
//   4. otherwise the address is outside every area.

export const MOTIVO_FORA_DA_AREA = 'Endereço fora da área de entrega';

export interface AreaParaResolver {
  id: number;
  nome: string;
  ativo: boolean;
  /** Served city the area belongs to (its name), or null for "any city". */
  cidade?: string | null;
  bairros: readonly string[];
  raio_km: number | null;
  latitude: number | null;
  longitude: number | null;
  taxa_entrega_centavos: number;
  tempo_estimado: number | null;
  pedido_minimo_centavos: number;
}

export interface EnderecoParaResolver {
  bairro: string;
  cidade?: string | null;
  latitude?: number | null;
  longitude?: number | null;
}

export type ResultadoArea =
  | {
      ok: true;
      area_id: number;
      nome: string;
      criterio: 'bairro' | 'raio';
      /** Distance from the area's centre, only for radius matches. */
      distancia_km: number | null;
      taxa_entrega_centavos: number;
      tempo_estimado: number | null;
      pedido_minimo_centavos: number;
    }
  | { ok: false; motivo: string };

const RAIO_TERRA_KM = 6371.0088;

/** Great-circle distance in km (haversine); good to metres at city scale. */
export function distanciaKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = (g: number) => (g * Math.PI) / 180;
  const dLat = rad(lat2 - lat1);
  const dLng = rad(lng2 - lng1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLng / 2) ** 2;
  return 2 * RAIO_TERRA_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

function melhor<T extends { area: AreaParaResolver }>(lista: T[], chave: (x: T) => number): T | undefined {
  return [...lista].sort((a, b) => chave(a) - chave(b) || a.area.id - b.area.id)[0];
}

export function resolverAreaEntrega(endereco: EnderecoParaResolver, areas: readonly AreaParaResolver[]): ResultadoArea {
  const ativas = areas.filter((a) => a.ativo);
  const bairro = normalizarTexto(endereco.bairro ?? '');
  const cidade = endereco.cidade ? normalizarTexto(endereco.cidade) : null;
  const cidadeConfere = (a: AreaParaResolver) => !a.cidade || cidade === null || normalizarTexto(a.cidade) === cidade;

  if (bairro) {
    const porBairro = ativas
      .filter((a) => cidadeConfere(a) && a.bairros.some((b) => normalizarTexto(b) === bairro))
      .map((area) => ({ area }));
    const achou = melhor(porBairro, (x) => x.area.taxa_entrega_centavos);
    if (achou) return resultado(achou.area, 'bairro', null);
  }

  const { latitude, longitude } = endereco;
  if (latitude != null && longitude != null) {
    const porRaio = ativas
      .filter((a) => a.raio_km != null && a.latitude != null && a.longitude != null && cidadeConfere(a))
      .map((area) => ({ area, d: distanciaKm(area.latitude!, area.longitude!, latitude, longitude) }))
      .filter((x) => x.d <= x.area.raio_km!);
    const achou = melhor(porRaio, (x) => x.area.raio_km!);
    if (achou) return resultado(achou.area, 'raio', Math.round(achou.d * 100) / 100);
  }
  return { ok: false, motivo: MOTIVO_FORA_DA_AREA };
}

function resultado(area: AreaParaResolver, criterio: 'bairro' | 'raio', distancia_km: number | null): ResultadoArea {
  return {
    ok: true,
    area_id: area.id,
    nome: area.nome,
    criterio,
    distancia_km,
    taxa_entrega_centavos: area.taxa_entrega_centavos,
    tempo_estimado: area.tempo_estimado,
    pedido_minimo_centavos: area.pedido_minimo_centavos,
  };
}
