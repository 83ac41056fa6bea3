import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { valeCriarSchema, type ValeCriarEntrada } from '@app/shared/schemas/entrega-vales.ts';
import { useRegistrarVale } from '@/api/vales.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormMoneyField } from '@/components/money-field.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useSession } from '@/lib/use-session.ts';
import { useRelatoriosT } from '../i18n.ts';
import { hojeNoFuso } from '../periodo.ts';

/** Records an advance given to a courier: value in R$ (a comma accepted), the day (today where the business is), a note. */
export function ValeFormDialog({
  entregadorId,
  open,
  onClose,
}: {
  entregadorId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useRelatoriosT();
  const session = useSession();
  const snackbar = useSnackbar();
  const registrar = useRegistrarVale();
  const hoje = hojeNoFuso(new Date(), session?.timezone);
  // raw: the form sends what was typed; the API turns the text into cents with the same schema
  const form = useForm<ValeCriarEntrada>({
    resolver: zodResolver(valeCriarSchema, undefined, { raw: true }),
    defaultValues: { data: hoje, valor: '', observacao: '' },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FormDialog
      open={open}
      titulo={t('entregadores.vale.registrar')}
      form={form}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={async (v) => {
        await registrar.mutateAsync({ entregadorId, dados: { ...v, observacao: v.observacao || null } });
        snackbar.show(t('entregadores.vale.registrado'), 'success');
        form.reset({ data: hoje, valor: '', observacao: '' });
        onClose();
      }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormMoneyField control={control} name="valor" label={t('entregadores.vale.valor')} fullWidth required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            type="date"
            label={t('entregadores.vale.data')}
            fullWidth
            required
            {...register('data')}
            error={!!errors.data}
            helperText={errors.data?.message}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: hoje } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            label={t('entregadores.vale.observacao')}
            fullWidth
            {...register('observacao')}
            error={!!errors.observacao}
            helperText={errors.observacao?.message}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
