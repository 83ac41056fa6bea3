import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { requiredText } from '@app/shared/schemas/common.ts';
import { corSchema, empresaCreateSchema, empresaPatchSchema, UFS, type Empresa } from '@app/shared/schemas/empresas.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useCadastrosT } from '../i18n.ts';

// Creating sends the business and its first manager (POST /empresas); editing, the profile (PATCH). The form always
// asks for the manager's name and the menu colour, which the API leaves optional.
const criar = empresaCreateSchema
  .pick({ nome: true, cidade: true, uf: true, email: true, senha: true })
  .extend({ cor_menu: corSchema, gerente_nome: requiredText(120) });
// the API body is closed (strict); the form also holds the manager's fields, which editing leaves out
const editar = empresaPatchSchema.pick({ nome: true, cidade: true, uf: true, cor_menu: true }).strip();
export type EmpresaValues = z.output<typeof criar>;
type Entrada = z.input<typeof criar>;

interface Props {
  open: boolean;
  empresa: Empresa | null;
  onClose: () => void;
  onSubmit: (v: EmpresaValues) => Promise<unknown>;
}

/** One form for creating (with the first manager) and editing a business. */
export function EmpresaDialog({ open, empresa, onClose, onSubmit }: Props) {
  const { t } = useCadastrosT();
  const criando = empresa === null;
  const form = useForm<Entrada, unknown, EmpresaValues>({
    resolver: zodResolver((criando ? criar : editar) as typeof criar),
  });
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
        nome: empresa?.nome ?? '',
        cidade: empresa?.cidade ?? '',
        uf: empresa?.uf ?? '',
        cor_menu: empresa?.cor_menu ?? '#000000',
        gerente_nome: '',
        email: '',
        senha: '',
      });
  }, [open, empresa, reset]);
  return (
    <FormDialog
      open={open}
      titulo={criando ? t('cadastros.novaEmpresa') : t('cadastros.editarEmpresa')}
      form={form}
      onClose={onClose}
      onSubmit={async (v) => {
        await onSubmit(v);
        onClose();
      }}
    >
      <TextField
        label={t('cadastros.nome')}
        {...register('nome')}
        error={!!errors.nome}
        helperText={errors.nome?.message}
        autoFocus
      />
      <TextField
        label={t('cadastros.cidade')}
        {...register('cidade')}
        error={!!errors.cidade}
        helperText={errors.cidade?.message}
      />
      <TextField
        select
        label={t('cadastros.uf')}
        value={(watch('uf') as string | null) ?? ''}
        onChange={(e) => setValue('uf', e.target.value)}
        error={!!errors.uf}
        helperText={errors.uf?.message}
      >
        <MenuItem value="">—</MenuItem>
        {UFS.map((u) => (
          <MenuItem key={u} value={u}>
            {u}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('cadastros.cor')}
        type="color"
        {...register('cor_menu')}
        error={!!errors.cor_menu}
        helperText={errors.cor_menu?.message}
      />
      {criando && (
        <>
          <TextField
            label={t('cadastros.gerenteNome')}
            {...register('gerente_nome')}
            error={!!errors.gerente_nome}
            helperText={errors.gerente_nome?.message}
          />
          <TextField
            label={t('cadastros.gerenteEmail')}
            type="email"
            {...register('email')}
            error={!!errors.email}
            helperText={errors.email?.message}
          />
          <TextField
            label={t('cadastros.gerenteSenha')}
            type="password"
            autoComplete="new-password"
            {...register('senha')}
            error={!!errors.senha}
            helperText={errors.senha?.message}
          />
        </>
      )}
    </FormDialog>
  );
}
