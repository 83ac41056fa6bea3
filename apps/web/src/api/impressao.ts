// Printing (spec §7 Printing): the business's settings, the certificate QZ Tray trusts and the signing of its
// requests, the pending site orders and the printed marks.
import { queryOptions } from '@tanstack/react-query';
import type {
  Assinatura,
  Certificado,
  CertificadoGerarEntrada,
  CertificadoPut,
  ImpressaoConfig,
  ImpressaoConfigEntrada,
  ImpressoBody,
  Marca,
  Pendentes,
} from '@app/shared/schemas/impressao.ts';
import type { Seguranca } from '../lib/qz/cliente.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { useMutacao } from './mutacao.ts';

export const configuracaoImpressaoQuery = () =>
  queryOptions({
    queryKey: keys.impressao.configuracao(),
    queryFn: async ({ signal }) => (await http.get<ImpressaoConfig>('/impressao/configuracao', { signal })).data,
    staleTime: 60_000,
  });

export const certificadoQuery = () =>
  queryOptions({
    queryKey: keys.impressao.certificado(),
    queryFn: async ({ signal }) => (await http.get<Certificado>('/impressao/certificado', { signal })).data,
  });

export const marcaQuery = (pedidoId: number) =>
  queryOptions({
    queryKey: keys.impressao.marca(pedidoId),
    queryFn: async ({ signal }) => (await http.get<Marca>(`/impressao/pedidos/${pedidoId}`, { signal })).data,
  });

export const useSalvarConfiguracaoImpressao = () =>
  useMutacao(
    async (dados: ImpressaoConfigEntrada) => (await http.put<ImpressaoConfig>('/impressao/configuracao', dados)).data,
    [keys.impressao.configuracao()],
  );

export const useGerarCertificado = () =>
  useMutacao(
    async (dados: CertificadoGerarEntrada) =>
      (await http.post<Certificado>('/impressao/certificado/gerar', dados)).data,
    [keys.impressao.certificado()],
  );

export const useEnviarCertificado = () =>
  useMutacao(
    async (dados: CertificadoPut) => (await http.put<Certificado>('/impressao/certificado', dados)).data,
    [keys.impressao.certificado()],
    { silent: true },
  );

export const useRemoverCertificado = () =>
  useMutacao(async () => {
    await http.delete('/impressao/certificado');
  }, [keys.impressao.certificado()]);

export async function pendentes(estacao: string): Promise<Pendentes> {
  return (await http.post<Pendentes>('/impressao/pendentes', { estacao })).data;
}

export async function marcarImpresso(pedidoId: number, dados: ImpressoBody): Promise<Marca> {
  return (await http.post<Marca>(`/impressao/pedidos/${pedidoId}/impresso`, dados)).data;
}

export async function registrarFalha(pedidoId: number, estacao: string, erro: string): Promise<Marca> {
  return (await http.post<Marca>(`/impressao/pedidos/${pedidoId}/falha`, { estacao, erro: erro.slice(0, 500) })).data;
}

/**
 * QZ Tray's certificate and signature, from the API. Without a configured certificate the requests go unsigned
 * (QZ then asks the operator to allow the site) instead of failing.
 */
let temCertificado = false;
export const segurancaQz: Seguranca = {
  async certificado() {
    const c = (await http.get<Certificado>('/impressao/certificado')).data.certificado;
    temCertificado = c !== null;
    return c;
  },
  async assinar(digest) {
    if (!temCertificado) return '';
    return (await http.post<Assinatura>('/impressao/assinar', { request: digest })).data.assinatura;
  },
};
