import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { vendasAplicarBaixaSchema } from '@app/shared/schemas/estoque-fichas.ts';
import { toExchange } from '@app/shared/domain/dates.ts';
import { useAplicarBaixaVendas } from '@/api/fichas.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useEstoqueT } from '../i18n.ts';

/** POST /vendas/aplicar-baixa: deduct by hand the sales of a period that have not been deducted yet. */
export function BaixaVendasDialog({ timezone, onClose }: { timezone: string; onClose: () => void }) {
  const { t } = useEstoqueT();
  const snackbar = useSnackbar();
  const baixar = useAplicarBaixaVendas();
  const hoje = toExchange(new Date(), timezone).slice(0, 10);
  const form = useForm<{ inicio: string; fim: string }>({
    resolver: zodResolver(vendasAplicarBaixaSchema, undefined, { raw: true }),
    defaultValues: { inicio: hoje, fim: hoje },
  });
  const { errors } = form.formState;
  const data = (name: 'inicio' | 'fim', label: string) => (
    <Grid size={{ xs: 12, sm: 6 }}>
      <TextField
        type="date"
        label={label}
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
        {...form.register(name)}
        error={!!errors[name]}
        helperText={errors[name]?.message}
      />
    </Grid>
  );
  return (
    <FormDialog
      open
      titulo={t('movimentos.baixaVendas')}
      form={form}
      onClose={onClose}
      rotuloSalvar={t('movimentos.baixar')}
      onSubmit={async (v) => {
        const r = await baixar.mutateAsync(v);
        snackbar.show(t('movimentos.baixaVendasFeita', r), 'success');
        onClose();
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('movimentos.baixaVendasTexto')}
      </Typography>
      <Grid container spacing={2}>
        {data('inicio', t('movimentos.inicio'))}
        {data('fim', t('movimentos.fim'))}
      </Grid>
    </FormDialog>
  );
}
