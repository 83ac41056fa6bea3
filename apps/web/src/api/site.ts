// The public menu's site settings (settings/site): GET and PATCH /configuracoes/site.
import { queryOptions } from '@tanstack/react-query';
import type { Site, SitePatch } from '@app/shared/schemas/site.ts';
import { http } from './http.ts';

export const siteKey = ['configuracoes', 'site'] as const;

export const siteQuery = () =>
  queryOptions({
    queryKey: siteKey,
    queryFn: async () => (await http.get<Site>('/configuracoes/site')).data,
  });

export const patchSite = async (body: SitePatch) => (await http.patch<Site>('/configuracoes/site', body)).data;
