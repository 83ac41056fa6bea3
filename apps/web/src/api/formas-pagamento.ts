// Payment methods (spec §7): the business's list (own and standard, told apart by `chave`), read by
// business/payment-methods, the superadmin's standard methods screen and order entry — one query, one shape.
import { queryOptions } from '@tanstack/react-query';
import type {
  FormaPagamento,
  FormaPagamentoCreate,
  FormaPagamentoPatch,
  FormasPagamentoLista,
} from '@app/shared/schemas/formas-pagamento.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';

export const formasPagamentoQuery = () =>
  queryOptions({
    queryKey: keys.formasPagamento.all,
    queryFn: async ({ signal }) => (await http.get<FormasPagamentoLista>('/formas-pagamento', { signal })).data,
  });

/** `padrao` picks the superadmin's routes (/formas-pagamento/padroes). */
export const salvarForma = async (
  padrao: boolean,
  id: number | null,
  body: FormaPagamentoCreate | FormaPagamentoPatch,
) => {
  const base = padrao ? '/formas-pagamento/padroes' : '/formas-pagamento';
  return (
    id === null ? await http.post<FormaPagamento>(base, body) : await http.patch<FormaPagamento>(`${base}/${id}`, body)
  ).data;
};

export const excluirForma = async (padrao: boolean, id: number) => {
  await http.delete(`${padrao ? '/formas-pagamento/padroes' : '/formas-pagamento'}/${id}`);
};
