// Small rules shared by the catalogue's services: money at the API in reais, copies' names, image URLs.
import { centavosToReais, reaisToCentavos } from '@app/shared/domain/money.ts';

export const reais = centavosToReais;
export const centavos = reaisToCentavos;

/** "Nome (cópia)", kept within the 120-character column limit. */
export const nomeCopia = (nome: string) => `${nome.slice(0, 120 - ' (cópia)'.length)} (cópia)`;

/** precos_tamanho: {"Grande": 5500} in the database ↔ [{tamanho: 'Grande', preco: 55}] at the API. */
export function precosTamanhoApi(map: Record<string, number> | null | undefined) {
  return Object.entries(map ?? {}).map(([tamanho, c]) => ({ tamanho, preco: reais(c) }));
}
export function precosTamanhoDb(list: { tamanho: string; preco: number }[]): Record<string, number> {
  return Object.fromEntries(list.map((x) => [x.tamanho.trim(), centavos(x.preco)]));
}

export function tamanhosApi(t: { nome: string; preco_centavos: number }[]) {
  return t.map((x) => ({ nome: x.nome, preco: reais(x.preco_centavos) }));
}

export const imagemUrl = (chave: string | null) => (chave ? `/api/imagens/${chave}` : null);
