// Users and their permissions (spec §7 Permissions and users).
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  Convite,
  DefinirSenha,
  Usuario,
  UsuarioCriado,
  UsuarioCriarEntrada,
  UsuarioPatchEntrada,
  UsuariosPagina,
} from '@app/shared/schemas/usuarios.ts';
import type { z } from 'zod';
import type { permissoesCatalogoSchema, usuarioPermissoesSchema } from '@app/shared/schemas/permissoes.ts';
import { http } from './http.ts';
import { keys } from './keys.ts';
import { semVazios } from './lista.ts';
import { useMutacao } from './mutacao.ts';

export type UsuariosParams = { page: number; per_page: number; search: string; empresa_id?: number | undefined };
export type UsuarioPermissoes = z.infer<typeof usuarioPermissoesSchema>;
export type PermissoesCatalogo = z.infer<typeof permissoesCatalogoSchema>;

export const usuariosQuery = (p: UsuariosParams) =>
  queryOptions({
    queryKey: keys.usuarios.lista(p),
    queryFn: async () => (await http.get<UsuariosPagina>('/usuarios', { params: semVazios(p) })).data,
    placeholderData: keepPreviousData,
  });

export const permissoesCatalogoQuery = () =>
  queryOptions({
    queryKey: keys.permissoes,
    queryFn: async () => (await http.get<PermissoesCatalogo>('/permissoes')).data,
    staleTime: Infinity,
  });

export const usuarioPermissoesQuery = (id: number) =>
  queryOptions({
    queryKey: keys.usuarios.permissoes(id),
    queryFn: async () => (await http.get<UsuarioPermissoes>(`/usuarios/${id}/permissoes`)).data,
  });

/** Create (no id) or patch (id); the form shows the errors on its fields. */
export const useSalvarUsuario = () =>
  useMutacao(
    async ({ id, dados }: { id?: number; dados: UsuarioCriarEntrada | UsuarioPatchEntrada }) =>
      (id
        ? await http.patch<Usuario>(`/usuarios/${id}`, dados)
        : await http.post<UsuarioCriado>('/usuarios', dados as UsuarioCriarEntrada)
      ).data as Usuario & { convite?: Convite | null },
    [keys.usuarios.all],
    { silent: true },
  );

export const useAtivarUsuario = () =>
  useMutacao(
    async ({ id, ativo }: { id: number; ativo: boolean }) =>
      (await http.patch<Usuario>(`/usuarios/${id}`, { ativo })).data,
    [keys.usuarios.all],
  );

export const useExcluirUsuario = () =>
  useMutacao(
    async (id: number) => {
      await http.delete(`/usuarios/${id}`);
    },
    [keys.usuarios.all],
  );

export const useSalvarPermissoes = () =>
  useMutacao(
    async ({ id, overrides }: { id: number; overrides: Record<string, boolean> }) =>
      (await http.patch<UsuarioPermissoes>(`/usuarios/${id}/permissoes`, { overrides })).data,
    [keys.usuarios.all],
  );

/** A one-time set-password link for an existing user (earlier links stop working). */
export const useGerarConvite = () =>
  useMutacao(async (id: number) => (await http.post<Convite>(`/usuarios/${id}/convite`)).data, []);

/** Public: sets the password with the link's token. */
export async function definirSenha(body: DefinirSenha): Promise<void> {
  await http.post('/usuarios/definir-senha', body);
}
