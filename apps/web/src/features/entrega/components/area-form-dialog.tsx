import { Controller, useForm } from 'react-hook-form';
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
import { areaEntregaCriarSchema, type AreaEntrega, type CidadeAtendida } from '@app/shared/schemas/entrega.ts';
import { errorMessage } from '@/api/problem.ts';
import { applyServerErrors } from '@/lib/form-errors.ts';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useSalvarAreaEntrega } from '@/api/areas-entrega.ts';

// The form edits text (neighbourhoods comma-separated, numbers as typed); it becomes the API body on submit and
// the shared schema validates that body, so the form and the API agree on every rule.
interface Valores {
  nome: string; ativo: boolean; cidade_atendida_id: string; bairros: string; raio_km: string; latitude: string; longitude: string;
  taxa_entrega: string; tempo_estimado: string; pedido_minimo: string;
}

const num = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));
export function paraCorpo(v: Valores) {
  return {
    nome: v.nome, ativo: v.ativo, cidade_atendida_id: v.cidade_atendida_id ? Number(v.cidade_atendida_id) : null,
    bairros: v.bairros.split(',').map((b) => b.trim()).filter(Boolean), raio_km: num(v.raio_km), latitude: num(v.latitude), longitude: num(v.longitude),
    taxa_entrega: v.taxa_entrega.trim() || 0, tempo_estimado: num(v.tempo_estimado), pedido_minimo: v.pedido_minimo.trim() || 0,
  };
}
const formSchema = z.custom<Valores>().superRefine((v, ctx) => {
  const r = areaEntregaCriarSchema.safeParse(paraCorpo(v));
  if (!r.success) for (const i of r.error.issues) ctx.addIssue({ code: 'custom', message: i.message, path: i.path });
});

const texto = (n: number | null | undefined) => (n == null ? '' : String(n).replace('.', ','));

interface Props { area?: AreaEntrega; cidades: CidadeAtendida[]; open: boolean; onClose: () => void }

export function AreaFormDialog({ area, cidades, open, onClose }: Props) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const salvar = useSalvarAreaEntrega();
  const { register, control, handleSubmit, setError, formState: { errors, isSubmitting } } = useForm<Valores>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      nome: area?.nome ?? '', ativo: area?.ativo ?? true, cidade_atendida_id: area?.cidade_atendida_id ? String(area.cidade_atendida_id) : '',
      bairros: area?.bairros.join(', ') ?? '', raio_km: texto(area?.raio_km), latitude: texto(area?.latitude), longitude: texto(area?.longitude),
      taxa_entrega: texto(area?.taxa_entrega), tempo_estimado: texto(area?.tempo_estimado), pedido_minimo: texto(area?.pedido_minimo),
    },
  });
  const onSubmit = async (v: Valores) => {
    try {
      await salvar.mutateAsync({ id: area?.id, dados: paraCorpo(v) });
      snackbar.show(t('entrega.salva'), 'success');
      onClose();
    } catch (error) {
      if (!applyServerErrors(error, setError, ['nome', 'bairros', 'raio_km', 'latitude', 'longitude', 'taxa_entrega', 'tempo_estimado', 'pedido_minimo'])) {
        snackbar.show(errorMessage(error, t('comum.erroInesperado')), 'error');
      }
    }
  };
  const campo = (name: keyof Valores, label: string, size = 6, extra: object = {}) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField label={t(label)} fullWidth {...register(name)} error={!!errors[name]} helperText={errors[name]?.message} {...extra} />
    </Grid>
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={area ? t('entrega.editarArea') : t('entrega.novaArea')}>
        <DialogTitle>{area ? t('entrega.editarArea') : t('entrega.novaArea')}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {campo('nome', 'entrega.nome', 8, { required: true })}
            <Grid size={{ xs: 12, sm: 4 }}>
              <Controller control={control} name="ativo" render={({ field }) => (
                <FormControlLabel control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />} label={t('entrega.ativo')} />
              )} />
            </Grid>
            <Grid size={12}>
              <TextField select fullWidth label={t('entrega.cidade')} defaultValue={area?.cidade_atendida_id ? String(area.cidade_atendida_id) : ''} {...register('cidade_atendida_id')}>
                <MenuItem value="">{t('entrega.qualquerCidade')}</MenuItem>
                {cidades.map((c) => <MenuItem key={c.id} value={String(c.id)}>{`${c.cidade}/${c.estado}`}</MenuItem>)}
              </TextField>
            </Grid>
            {campo('bairros', 'entrega.bairros', 12, { multiline: true })}
            {campo('raio_km', 'entrega.raioKm', 4, { inputMode: 'decimal' })}
            {campo('latitude', 'entrega.latitude', 4, { inputMode: 'decimal' })}
            {campo('longitude', 'entrega.longitude', 4, { inputMode: 'decimal' })}
            {campo('taxa_entrega', 'entrega.taxaEntrega', 4, { inputMode: 'decimal' })}
            {campo('tempo_estimado', 'entrega.tempoEstimado', 4, { inputMode: 'numeric' })}
            {campo('pedido_minimo', 'entrega.pedidoMinimo', 4, { inputMode: 'decimal' })}
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
