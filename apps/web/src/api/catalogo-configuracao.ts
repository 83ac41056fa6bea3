// The catalogue's settings (spec §7 /catalogo/configuracao): how a pizza with several flavours is priced.
import { queryOptions } from '@tanstack/react-query';
import type { CatalogoConfiguracao } from '@app/shared/schemas/catalogo.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { useMutacao } from './mutacao.ts';

export const configuracaoCatalogoQuery = () =>
  queryOptions({
    queryKey: keys.catalogoConfiguracao,
    queryFn: async () => (await http.get<CatalogoConfiguracao>('/catalogo/configuracao')).data,
  });

export const useSalvarConfiguracaoCatalogo = () =>
  useMutacao(
    async (body: CatalogoConfiguracao) => (await http.put<CatalogoConfiguracao>('/catalogo/configuracao', body)).data,
    [keys.catalogoConfiguracao],
  );
