import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { requiredText } from '@app/shared/schemas/common.ts';
import { corSchema, UFS, type Empresa } from '@app/shared/schemas/empresas.ts';
import { MSG } from '@app/shared/schemas/messages.ts';
import { applyServerErrors } from '@/lib/form-errors.ts';

const base = { nome: requiredText(120), cidade: z.string().trim().max(80, MSG.max(80)), uf: z.union([z.enum(UFS), z.literal('')]), cor_menu: corSchema };
const criar = z.object({
  ...base,
  gerente_nome: requiredText(120),
  email: z.string().trim().min(1, MSG.obrigatorio).email(MSG.email),
  senha: z.string().min(8, MSG.senhaCurta).max(256, MSG.max(256)),
});
export type EmpresaValues = z.infer<typeof criar>;
const editar = z.object(base);
const CAMPOS = ['nome', 'cidade', 'uf', 'cor_menu', 'gerente_nome', 'email', 'senha'] as const;

interface Props { open: boolean; empresa: Empresa | null; onClose: () => void; onSubmit: (v: EmpresaValues) => Promise<unknown> }

/** One form for creating (with the first manager) and editing a business. */
export function EmpresaDialog({ open, empresa, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const criando = empresa === null;
  const { register, handleSubmit, reset, watch, setValue, setError, formState: { errors, isSubmitting } } = useForm<EmpresaValues>({
    resolver: zodResolver((criando ? criar : editar) as typeof criar),
  });
  useEffect(() => {
    if (open) reset({ nome: empresa?.nome ?? '', cidade: empresa?.cidade ?? '', uf: (empresa?.uf ?? '') as EmpresaValues['uf'], cor_menu: empresa?.cor_menu ?? '#000000', gerente_nome: '', email: '', senha: '' });
  }, [open, empresa, reset]);
  const submit = handleSubmit(async (v) => {
    try {
      await onSubmit(v);
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, CAMPOS);
    }
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle>{criando ? t('cadastros.novaEmpresa') : t('cadastros.editarEmpresa')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField label={t('perfil.nome')} {...register('nome')} error={!!errors.nome} helperText={errors.nome?.message} autoFocus />
          <TextField label={t('perfil.cidade')} {...register('cidade')} error={!!errors.cidade} helperText={errors.cidade?.message} />
          <TextField select label={t('perfil.uf')} value={watch('uf') ?? ''} onChange={(e) => setValue('uf', e.target.value as EmpresaValues['uf'])}>
            <MenuItem value="">—</MenuItem>
            {UFS.map((u) => <MenuItem key={u} value={u}>{u}</MenuItem>)}
          </TextField>
          <TextField label={t('perfil.cor')} type="color" {...register('cor_menu')} error={!!errors.cor_menu} helperText={errors.cor_menu?.message} />
          {criando && (
            <>
              <TextField label={t('cadastros.gerenteNome')} {...register('gerente_nome')} error={!!errors.gerente_nome} helperText={errors.gerente_nome?.message} />
              <TextField label={t('cadastros.gerenteEmail')} type="email" {...register('email')} error={!!errors.email} helperText={errors.email?.message} />
              <TextField label={t('cadastros.gerenteSenha')} type="password" autoComplete="new-password" {...register('senha')} error={!!errors.senha} helperText={errors.senha?.message} />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('acoes.cancelar')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>{t('acoes.salvar')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
