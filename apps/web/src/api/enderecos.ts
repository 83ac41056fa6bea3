// Customers' addresses (spec §7 /clientes/{id}/enderecos, /enderecos/{id}). Writes refresh the customer too (its
// detail lists the addresses, its list row shows the default address's neighbourhood).
import { queryOptions } from '@tanstack/react-query';
import type { Endereco, EnderecoCriarEntrada, EnderecoPatchEntrada } from '@app/shared/schemas/clientes.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { useMutacao } from './mutacao.ts';

export const enderecosQuery = (clienteId: number | null) =>
  queryOptions({
    queryKey: keys.clientes.enderecos(clienteId ?? 0),
    queryFn: async ({ signal }) => (await http.get<Endereco[]>(`/clientes/${clienteId}/enderecos`, { signal })).data,
    enabled: clienteId !== null,
  });

export const useSalvarEndereco = (clienteId: number) =>
  useMutacao(
    async ({ id, dados }: { id?: number; dados: EnderecoCriarEntrada | EnderecoPatchEntrada }) =>
      (id
        ? await http.patch<Endereco>(`/enderecos/${id}`, dados)
        : await http.post<Endereco>(`/clientes/${clienteId}/enderecos`, dados)
      ).data,
    [keys.clientes.all],
    { silent: true },
  );

export const useEnderecoPadrao = () =>
  useMutacao(async (id: number) => (await http.patch<Endereco>(`/enderecos/${id}/padrao`)).data, [keys.clientes.all]);

export const useExcluirEndereco = () =>
  useMutacao(
    async (id: number) => {
      await http.delete(`/enderecos/${id}`);
    },
    [keys.clientes.all],
  );
