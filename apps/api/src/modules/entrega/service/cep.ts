import { AppError, notFound } from '../../../lib/errors.ts';
import { MSG_CEP_INDISPONIVEL, MSG_CEP_NAO_ENCONTRADO, type CepResposta } from '@app/shared/schemas/entrega.ts';

// CEP lookup behind a provider interface. The only provider today speaks
// ViaCEP's JSON; it is on only when CEP_PROVIDER_URL is set. Without it — or while it is failing — the answer is
// a fast 503 and the address form falls back to manual entry. No retry loops: one failure opens a 30 s pause
// during which nobody calls the provider, so a dead network does not turn every keystroke into a 3 s wait.

/** Answers the address, or null when the CEP does not exist; throws when the provider cannot answer. */
export interface CepProvider {
  consultar(cep: string): Promise<CepResposta | null>;
}

const TIMEOUT_MS = 3000;
const MAX_BYTES = 64 * 1024;

/** ViaCEP-compatible: `GET {base}/{cep}/json/`, or the URL with `{cep}` replaced when it holds the placeholder. */
export function viaCepProvider(baseUrl: string, fetchImpl: typeof fetch = fetch): CepProvider {
  const urlDe = (cep: string) =>
    baseUrl.includes('{cep}') ? baseUrl.replace('{cep}', cep) : `${baseUrl.replace(/\/+$/, '')}/${cep}/json/`;
  return {
    async consultar(cep) {
      const res = await fetchImpl(urlDe(cep), {
        redirect: 'error',
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: { accept: 'application/json' },
      });
      if (res.status === 400 || res.status === 404) return null; // ViaCEP answers 400 for a malformed CEP
      if (!res.ok) throw new Error(`provedor de CEP respondeu ${res.status}`);
      const text = await res.text();
      if (text.length > MAX_BYTES) throw new Error('resposta do provedor de CEP grande demais');
      const j = JSON.parse(text) as Record<string, unknown>;
      // Not found is HTTP 200 with {"erro": "true"} (string today, boolean in older answers): test truthiness.
      if (j.erro) return null;
      const s = (k: string) => (typeof j[k] === 'string' ? (j[k] as string) : '');
      return {
        cep,
        rua: s('logradouro'),
        bairro: s('bairro'),
        cidade: s('localidade'),
        estado: s('uf'),
        ibge: s('ibge') || null,
      };
    },
  };
}

export interface CepService {
  consultar(cep: string): Promise<CepResposta>;
}

export function cepService(
  provider: CepProvider | null,
  opts: { pausaMs?: number; agora?: () => number } = {},
): CepService {
  const pausaMs = opts.pausaMs ?? 30_000;
  const agora = opts.agora ?? Date.now;
  let pausadoAte = 0;
  // CEPs are public data (not tenant data): one small cache for every business.
  const cache = new Map<string, { valor: CepResposta | null; expira: number }>();
  const indisponivel = () => new AppError(503, MSG_CEP_INDISPONIVEL);
  return {
    async consultar(cep) {
      if (!provider || agora() < pausadoAte) throw indisponivel();
      const hit = cache.get(cep);
      let valor: CepResposta | null;
      if (hit && hit.expira > agora()) {
        valor = hit.valor;
      } else {
        try {
          valor = await provider.consultar(cep);
        } catch {
          pausadoAte = agora() + pausaMs;
          throw indisponivel();
        }
        if (cache.size >= 5000) cache.delete(cache.keys().next().value!);
        cache.set(cep, { valor, expira: agora() + (valor ? 24 * 3600_000 : 3600_000) });
      }
      if (!valor) throw notFound(MSG_CEP_NAO_ENCONTRADO);
      return valor;
    },
  };
}
