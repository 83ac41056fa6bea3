import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { ROLES, type Role } from '@app/shared/domain/permissions.ts';
import { PAPEIS } from '@app/shared/domain/papeis.ts';
import { usuarioCriarSchema, usuarioPatchSchema, type Convite, type Usuario } from '@app/shared/schemas/usuarios.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useSalvarUsuario } from '@/api/usuarios.ts';
import { useUsuariosT } from '../i18n.ts';

type Valores = { nome: string; email: string; senha: string; role: Role; ativo: boolean; convite: boolean };
// editing: an empty password keeps the current one
const semSenhaVazia = (v: Valores) => {
  const { senha, convite: _c, ...resto } = v;
  return senha ? { ...resto, senha } : resto;
};
// creating with a link sends no password
const paraCriar = (v: Valores) => {
  const { senha, convite, ...resto } = v;
  return convite ? { ...resto, convite: true } : { ...resto, senha };
};
const criar = z.preprocess((v) => paraCriar(v as Valores), usuarioCriarSchema) as unknown as typeof usuarioCriarSchema;
const editar = z.preprocess((v) => semSenhaVazia(v as Valores), usuarioPatchSchema) as unknown as typeof criar;

interface Props {
  open: boolean;
  usuario: Usuario | null;
  /** Superadmin creating in another business. */
  empresaId?: number | undefined;
  onClose: () => void;
  /** A user created with a set-password link: the caller shows the link (once). */
  onConvite?: (nome: string, convite: Convite) => void;
}

/** Create (with an initial password) or edit a user; the role list says what each role does. */
export function UsuarioFormDialog({ open, usuario, empresaId, onClose, onConvite }: Props) {
  const { t } = useUsuariosT();
  const criando = usuario === null;
  const salvar = useSalvarUsuario();
  const form = useForm<Valores>({ resolver: zodResolver(criando ? criar : editar, undefined, { raw: true }) as never });
  const {
    register,
    reset,
    watch,
    setValue,
    formState: { errors },
  } = form;
  useEffect(() => {
    if (open)
      reset({
        nome: usuario?.nome ?? '',
        email: usuario?.email ?? '',
        senha: '',
        role: (usuario?.role ?? 'atendente') as Role,
        ativo: usuario?.ativo ?? true,
        convite: false,
      });
  }, [open, usuario, reset]);
  return (
    <FormDialog
      open={open}
      titulo={criando ? t('usuarios.novo') : t('usuarios.editar')}
      form={form}
      onClose={onClose}
      onSubmit={async (v: Valores) => {
        if (criando) {
          const u = await salvar.mutateAsync({
            dados: { ...paraCriar(v), ...(empresaId ? { empresa_id: empresaId } : {}) },
          });
          onClose();
          if (u.convite) onConvite?.(u.nome, u.convite);
          return;
        }
        await salvar.mutateAsync({ id: usuario.id, dados: semSenhaVazia(v) });
        onClose();
      }}
    >
      <TextField
        label={t('usuarios.nome')}
        {...register('nome')}
        error={!!errors.nome}
        helperText={errors.nome?.message}
        autoFocus
      />
      <TextField
        label={t('usuarios.email')}
        type="email"
        {...register('email')}
        error={!!errors.email}
        helperText={errors.email?.message}
      />
      {criando ? (
        <FormControlLabel
          control={
            <Switch checked={watch('convite') ?? false} onChange={(e) => setValue('convite', e.target.checked)} />
          }
          label={t('usuarios.comLink')}
        />
      ) : null}
      <TextField
        sx={criando && watch('convite') ? { display: 'none' } : undefined}
        label={criando ? t('usuarios.senha') : t('usuarios.novaSenha')}
        type="password"
        autoComplete="new-password"
        {...register('senha')}
        error={!!errors.senha}
        helperText={errors.senha?.message}
      />
      <TextField
        select
        label={t('usuarios.papel')}
        value={watch('role') ?? 'atendente'}
        onChange={(e) => setValue('role', e.target.value as Role)}
        error={!!errors.role}
        helperText={errors.role?.message ?? PAPEIS[watch('role')]?.descricao}
        slotProps={{ select: { renderValue: (v) => PAPEIS[v as keyof typeof PAPEIS]?.nome ?? String(v) } }}
      >
        {ROLES.map((r) => (
          <MenuItem key={r} value={r}>
            <ListItemText primary={PAPEIS[r].nome} secondary={PAPEIS[r].descricao} />
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={watch('ativo') ?? true} onChange={(e) => setValue('ativo', e.target.checked)} />}
        label={t('usuarios.ativo')}
      />
    </FormDialog>
  );
}
