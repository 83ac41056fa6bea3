import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { requiredText } from '@app/shared/schemas/common.ts';
import { ICONE_POR_TIPO, ICONES_FORMA_PAGAMENTO, TIPOS_FORMA_PAGAMENTO, type FormaPagamento } from '@app/shared/schemas/formas-pagamento.ts';
import { applyServerErrors } from '../../lib/form-errors.ts';

const schema = z.object({ nome: requiredText(60), tipo: z.enum(TIPOS_FORMA_PAGAMENTO), icone: z.enum(ICONES_FORMA_PAGAMENTO), ativo: z.boolean() });
export type FormaValues = z.infer<typeof schema>;

interface Props {
  open: boolean;
  titulo: string;
  inicial: FormaPagamento | null;
  onClose: () => void;
  onSubmit: (v: FormaValues) => Promise<unknown>;
}

/** One form for create and edit of a payment method (own or standard). */
export function FormaDialog({ open, titulo, inicial, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const { register, handleSubmit, reset, watch, setValue, setError, formState: { errors, isSubmitting } } = useForm<FormaValues>({
    resolver: zodResolver(schema),
    defaultValues: { nome: '', tipo: 'dinheiro', icone: 'dinheiro', ativo: true },
  });
  useEffect(() => {
    if (open) reset(inicial ? { nome: inicial.nome, tipo: inicial.tipo, icone: inicial.icone, ativo: inicial.ativo } : { nome: '', tipo: 'dinheiro', icone: 'dinheiro', ativo: true });
  }, [open, inicial, reset]);
  const tipo = watch('tipo');
  const submit = handleSubmit(async (v) => {
    try {
      await onSubmit(v);
      onClose();
    } catch (err) {
      applyServerErrors(err, setError, ['nome', 'tipo', 'icone']);
    }
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <DialogTitle>{titulo}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
          <TextField label={t('formas.nome')} {...register('nome')} error={!!errors.nome} helperText={errors.nome?.message} autoFocus />
          <TextField select label={t('formas.tipo')} value={tipo} onChange={(e) => {
            const v = e.target.value as FormaValues['tipo'];
            setValue('tipo', v);
            setValue('icone', ICONE_POR_TIPO[v]);
          }}>
            {TIPOS_FORMA_PAGAMENTO.map((x) => <MenuItem key={x} value={x}>{t(`formas.tipos.${x}`)}</MenuItem>)}
          </TextField>
          <TextField select label={t('formas.icone')} value={watch('icone')} onChange={(e) => setValue('icone', e.target.value as FormaValues['icone'])}>
            {ICONES_FORMA_PAGAMENTO.map((x) => <MenuItem key={x} value={x}>{t(`formas.icones.${x}`)}</MenuItem>)}
          </TextField>
          <FormControlLabel control={<Switch checked={watch('ativo')} onChange={(e) => setValue('ativo', e.target.checked)} />} label={t('formas.ativo')} />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('acoes.cancelar')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>{t('acoes.salvar')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
