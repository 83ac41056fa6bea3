// Opening hours (spec §7 GET /horarios/{id}); written through PATCH /empresas/{id} (api/empresas.ts).
import { queryOptions } from '@tanstack/react-query';
import type { HorariosResponse } from '@app/shared/schemas/empresas.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';

export const horariosQuery = (id: number) =>
  queryOptions({
    queryKey: keys.horarios.detail(id),
    queryFn: async () => (await http.get<HorariosResponse>(`/horarios/${id}`)).data,
    // the sidebar falls back to "Horário não disponível" (spec §8)
    meta: { silent: true },
  });
