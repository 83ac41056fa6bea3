// Payment methods (spec §7): used by business/payment-methods and by the superadmin's standard methods screen.
import { queryOptions } from '@tanstack/react-query';
import type { FormaPagamento, FormaPagamentoCreate, FormaPagamentoPatch } from '@app/shared/schemas/formas-pagamento.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';

export const formasPagamentoQuery = () =>
  queryOptions({
    queryKey: keys.formasPagamento.all,
    queryFn: async () => (await http.get<{ items: FormaPagamento[]; total: number }>('/formas-pagamento')).data,
  });

/** `padrao` picks the superadmin's routes (/formas-pagamento/padroes). */
export const salvarForma = async (padrao: boolean, id: number | null, body: FormaPagamentoCreate | FormaPagamentoPatch) => {
  const base = padrao ? '/formas-pagamento/padroes' : '/formas-pagamento';
  return (id === null ? await http.post<FormaPagamento>(base, body) : await http.patch<FormaPagamento>(`${base}/${id}`, body)).data;
};

export const excluirForma = async (padrao: boolean, id: number) => {
  await http.delete(`${padrao ? '/formas-pagamento/padroes' : '/formas-pagamento'}/${id}`);
};
