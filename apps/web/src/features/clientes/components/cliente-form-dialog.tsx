import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { clienteCriarSchema, ORIGENS_CLIENTE, type ClienteCriarEntrada, type ClienteDetalhe } from '@app/shared/schemas/clientes.ts';
import { formatarTelefone } from '@app/shared/domain/telefone.ts';
import { errorMessage } from '@/api/problem.ts';
import { applyServerErrors } from '@/lib/form-errors.ts';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useSalvarCliente } from '@/api/clientes.ts';

type Valores = ClienteCriarEntrada;

interface Props { cliente?: ClienteDetalhe; open: boolean; onClose: () => void; onSaved: (c: ClienteDetalhe) => void }

/** One form for create and edit. The phone may be typed any way; the API stores E.164. */
export function ClienteFormDialog({ cliente, open, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const salvar = useSalvarCliente();
  // A user who sees the phone masked edits the other fields only (the phone is not sent).
  const telefoneOculto = !!cliente?.telefone_mascarado;
  const schema = telefoneOculto ? clienteCriarSchema.omit({ telefone: true }) : clienteCriarSchema;
  const { register, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Valores>({
    resolver: zodResolver(schema as typeof clienteCriarSchema, undefined, { raw: true }),
    defaultValues: {
      nome: cliente?.nome ?? '', telefone: cliente?.telefone ? formatarTelefone(cliente.telefone) : '', origem_cliente: (cliente?.origem_cliente as Valores['origem_cliente']) ?? 'balcao',
      email: cliente?.email ?? '', observacoes: cliente?.observacoes ?? '',
    },
  });

  const onSubmit = async (v: Valores) => {
    try {
      const dados = { ...v, email: v.email || null, observacoes: v.observacoes || null };
      if (telefoneOculto) delete (dados as Partial<Valores>).telefone;
      const salvo = await salvar.mutateAsync({ id: cliente?.id, dados });
      snackbar.show(t('clientes.salvo'), 'success');
      onSaved(salvo);
    } catch (error) {
      if (!applyServerErrors(error, setError, ['nome', 'telefone', 'origem_cliente', 'email', 'observacoes'])) {
        // 409 (phone already used) belongs to the phone field
        const msg = errorMessage(error, t('comum.erroInesperado'));
        if (msg.includes('telefone')) setError('telefone', { type: 'server', message: msg });
        else snackbar.show(msg, 'error');
      }
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={cliente ? t('clientes.editar') : t('clientes.novo')}>
        <DialogTitle>{cliente ? t('clientes.editar') : t('clientes.novo')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField label={t('clientes.nome')} required autoFocus {...register('nome')} error={!!errors.nome} helperText={errors.nome?.message} />
            <TextField label={t('clientes.telefone')} required={!telefoneOculto} disabled={telefoneOculto} inputMode="tel" placeholder="(41) 98765-4321"
              {...register('telefone')} error={!!errors.telefone} helperText={errors.telefone?.message ?? (telefoneOculto ? t('clientes.mascarado') : undefined)} />
            <TextField select label={t('clientes.origem')} defaultValue={cliente?.origem_cliente ?? 'balcao'} {...register('origem_cliente')}>
              {ORIGENS_CLIENTE.map((o) => <MenuItem key={o} value={o}>{t(`clientes.origens.${o}`)}</MenuItem>)}
            </TextField>
            <TextField label={t('clientes.email')} type="email" {...register('email')} error={!!errors.email} helperText={errors.email?.message} />
            <TextField label={t('clientes.observacoes')} multiline minRows={2} {...register('observacoes')} error={!!errors.observacoes} helperText={errors.observacoes?.message} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('acoes.cancelar')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>{t('acoes.salvar')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
