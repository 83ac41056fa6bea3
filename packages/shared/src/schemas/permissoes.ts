import { z } from 'zod';
import { PERMISSOES, WILDCARD } from '../domain/permissions.ts';

export const permissaoChaveSchema = z.union(
  [z.enum(Object.keys(PERMISSOES) as [keyof typeof PERMISSOES]), z.literal(WILDCARD)],
  {
    error: 'Permissão desconhecida',
  },
);

/** GET /permissoes: the catalogue. */
export const permissoesCatalogoSchema = z.array(z.object({ chave: z.string(), descricao: z.string() }));

/** GET /usuarios/{id}/permissoes. */
export const usuarioPermissoesSchema = z.object({
  usuario_id: z.number().int(),
  role: z.string(),
  permissoes_role: z.array(z.string()),
  overrides: z.record(z.string(), z.boolean()),
  permissoes_efetivas: z.array(z.string()),
});

/** PATCH /usuarios/{id}/permissoes: the whole override map (true grants, false revokes); it replaces the old one. */
export const usuarioPermissoesPatchSchema = z.strictObject({
  overrides: z.partialRecord(permissaoChaveSchema, z.boolean()),
});
