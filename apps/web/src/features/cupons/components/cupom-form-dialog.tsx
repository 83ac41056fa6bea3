import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { cupomCriarSchema, type Cupom } from '@app/shared/schemas/cupons.ts';
import { TIPOS_CUPOM, type TipoCupom } from '@app/shared/domain/cupons.ts';
import { errorMessage } from '@/api/problem.ts';
import { applyServerErrors } from '@/lib/form-errors.ts';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useSalvarCupom } from '@/api/cupons.ts';

interface Valores {
  codigo: string; descricao: string; tipo: TipoCupom; valor: string; pedido_minimo: string; validade_inicio: string; validade_fim: string;
  limite_total: string; limite_por_cliente: string; ativo: boolean;
}
const CAMPOS = ['codigo', 'descricao', 'tipo', 'valor', 'pedido_minimo', 'validade_inicio', 'validade_fim', 'limite_total', 'limite_por_cliente'] as const;

export function paraCorpo(v: Valores) {
  const int = (s: string) => (s.trim() ? Number(s) : null);
  return {
    codigo: v.codigo, descricao: v.descricao || null, tipo: v.tipo, ...(v.tipo === 'frete_gratis' ? {} : { valor: v.valor }),
    pedido_minimo: v.pedido_minimo.trim() || 0, validade_inicio: v.validade_inicio || null, validade_fim: v.validade_fim || null,
    limite_total: int(v.limite_total), limite_por_cliente: int(v.limite_por_cliente), ativo: v.ativo,
  };
}
// The shared schema checks the body the form will send, so the form and the API say the same thing.
const formSchema = z.custom<Valores>().superRefine((v, ctx) => {
  const r = cupomCriarSchema.safeParse(paraCorpo(v));
  if (!r.success) for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path });
});

export function CupomFormDialog({ cupom, open, onClose }: { cupom?: Cupom; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const salvar = useSalvarCupom();
  const { register, control, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Valores>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      codigo: cupom?.codigo ?? '', descricao: cupom?.descricao ?? '', tipo: cupom?.tipo ?? 'percentual', valor: cupom ? String(cupom.valor).replace('.', ',') : '',
      pedido_minimo: cupom ? cupom.pedido_minimo.toFixed(2).replace('.', ',') : '', validade_inicio: cupom?.validade_inicio ?? '', validade_fim: cupom?.validade_fim ?? '',
      limite_total: cupom?.limite_total != null ? String(cupom.limite_total) : '', limite_por_cliente: cupom?.limite_por_cliente != null ? String(cupom.limite_por_cliente) : '',
      ativo: cupom?.ativo ?? true,
    },
  });
  const tipo = useWatch({ control, name: 'tipo' });
  const onSubmit = async (v: Valores) => {
    try {
      await salvar.mutateAsync({ id: cupom?.id, dados: paraCorpo(v) });
      snackbar.show(t('cupons.salvo'), 'success');
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError, CAMPOS)) {
        const msg = errorMessage(error, t('comum.erroInesperado'));
        if (msg.includes('código')) setError('codigo', { type: 'server', message: msg });
        else snackbar.show(msg, 'error');
      }
    }
  };
  const campo = (name: (typeof CAMPOS)[number], label: string, size = 6, extra: object = {}) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField label={t(label)} fullWidth {...register(name)} error={!!errors[name]} helperText={errors[name]?.message} {...extra} />
    </Grid>
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={cupom ? t('cupons.editar') : t('cupons.novo')}>
        <DialogTitle>{cupom ? t('cupons.editar') : t('cupons.novo')}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {campo('codigo', 'cupons.codigo', 6, { required: true, slotProps: { htmlInput: { style: { textTransform: 'uppercase' } } } })}
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller control={control} name="tipo" render={({ field }) => (
                <TextField select fullWidth label={t('cupons.tipo')} value={field.value} onChange={(e) => field.onChange(e.target.value)}>
                  {TIPOS_CUPOM.map((x) => <MenuItem key={x} value={x}>{t(`cupons.tipos.${x}`)}</MenuItem>)}
                </TextField>
              )} />
            </Grid>
            {campo('descricao', 'cupons.descricao', 12)}
            {tipo !== 'frete_gratis' && campo('valor', 'cupons.valor', 6, { inputMode: 'decimal', required: true })}
            {campo('pedido_minimo', 'cupons.pedidoMinimo', 6, { inputMode: 'decimal' })}
            {campo('validade_inicio', 'cupons.inicio', 6, { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
            {campo('validade_fim', 'cupons.fim', 6, { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
            {campo('limite_total', 'cupons.limiteTotal', 6, { inputMode: 'numeric' })}
            {campo('limite_por_cliente', 'cupons.limitePorCliente', 6, { inputMode: 'numeric' })}
            <Grid size={12}>
              <Controller control={control} name="ativo" render={({ field }) => <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('cupons.ativo')} />} />
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('acoes.cancelar')}</Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>{t('acoes.salvar')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
