import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { reaisParaTexto } from '@app/shared/domain/money.ts';
import {
  areaEntregaCriarSchema,
  type AreaEntrega,
  type AreaEntregaCriarEntrada,
  type CidadeAtendida,
} from '@app/shared/schemas/entrega.ts';
import { useSalvarAreaEntrega } from '@/api/areas-entrega.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormMoneyField } from '@/components/money-field.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useEntregaT } from '../i18n.ts';

// The form edits text (neighbourhoods comma-separated, numbers and money as typed); it becomes the API body, which
// the shared schema checks, so the form and the API agree on every rule. The body goes out as built (the API reads
// the money text itself).
const formaDoFormulario = z.object({
  nome: z.string(),
  ativo: z.boolean(),
  cidade_atendida_id: z.string(),
  bairros: z.string(),
  raio_km: z.string(),
  latitude: z.string(),
  longitude: z.string(),
  taxa_entrega: z.string(),
  tempo_estimado: z.string(),
  pedido_minimo: z.string(),
});
type Valores = z.infer<typeof formaDoFormulario>;

/** Coordinates, radius and minutes are plain decimals (not money): a comma is read as the decimal mark. */
const num = (s: string) => (s.trim() === '' ? null : Number(s.replace(',', '.')));
const decimalTexto = (n: number | null | undefined) => (n == null ? '' : String(n).replace('.', ','));

export function paraCorpo(v: Valores): AreaEntregaCriarEntrada {
  return {
    nome: v.nome,
    ativo: v.ativo,
    cidade_atendida_id: v.cidade_atendida_id ? Number(v.cidade_atendida_id) : null,
    bairros: v.bairros
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean),
    raio_km: num(v.raio_km),
    latitude: num(v.latitude),
    longitude: num(v.longitude),
    taxa_entrega: v.taxa_entrega.trim() || 0,
    tempo_estimado: num(v.tempo_estimado),
    pedido_minimo: v.pedido_minimo.trim() || 0,
  };
}
const formSchema = formaDoFormulario.transform(paraCorpo).pipe(areaEntregaCriarSchema);

interface Props {
  area?: AreaEntrega;
  cidades: CidadeAtendida[];
  open: boolean;
  onClose: () => void;
}

export function AreaFormDialog({ area, cidades, open, onClose }: Props) {
  const { t } = useEntregaT();
  const snackbar = useSnackbar();
  const salvar = useSalvarAreaEntrega();
  // raw: the body sent is the one built from the form (money as typed), not the schema's output in cents
  const form = useForm<Valores>({
    resolver: zodResolver(formSchema, undefined, { raw: true }),
    defaultValues: {
      nome: area?.nome ?? '',
      ativo: area?.ativo ?? true,
      cidade_atendida_id: area?.cidade_atendida_id ? String(area.cidade_atendida_id) : '',
      bairros: area?.bairros.join(', ') ?? '',
      raio_km: decimalTexto(area?.raio_km),
      latitude: decimalTexto(area?.latitude),
      longitude: decimalTexto(area?.longitude),
      taxa_entrega: reaisParaTexto(area?.taxa_entrega),
      tempo_estimado: decimalTexto(area?.tempo_estimado),
      pedido_minimo: reaisParaTexto(area?.pedido_minimo),
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const campo = (name: keyof Valores, label: string, size = 6, extra: object = {}) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField
        label={t(label)}
        fullWidth
        {...register(name)}
        error={!!errors[name]}
        helperText={errors[name]?.message}
        {...extra}
      />
    </Grid>
  );
  const dinheiro = (name: 'taxa_entrega' | 'pedido_minimo', label: string) => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <FormMoneyField control={control} name={name} label={t(label)} fullWidth />
    </Grid>
  );
  return (
    <FormDialog
      open={open}
      titulo={area ? t('entrega.editarArea') : t('entrega.novaArea')}
      form={form}
      onClose={onClose}
      onSubmit={async (v) => {
        await salvar.mutateAsync({ id: area?.id, dados: paraCorpo(v) });
        snackbar.show(t('entrega.salva'), 'success');
        onClose();
      }}
    >
      <Grid container spacing={2}>
        {campo('nome', 'entrega.nome', 8, { required: true })}
        <Grid size={{ xs: 12, sm: 4 }}>
          <Controller
            control={control}
            name="ativo"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('entrega.ativo')}
              />
            )}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            select
            fullWidth
            label={t('entrega.cidade')}
            defaultValue={area?.cidade_atendida_id ? String(area.cidade_atendida_id) : ''}
            {...register('cidade_atendida_id')}
          >
            <MenuItem value="">{t('entrega.qualquerCidade')}</MenuItem>
            {cidades.map((c) => (
              <MenuItem key={c.id} value={String(c.id)}>{`${c.cidade}/${c.estado}`}</MenuItem>
            ))}
          </TextField>
        </Grid>
        {campo('bairros', 'entrega.bairros', 12, { multiline: true })}
        {campo('raio_km', 'entrega.raioKm', 4, { inputMode: 'decimal' })}
        {campo('latitude', 'entrega.latitude', 4, { inputMode: 'decimal' })}
        {campo('longitude', 'entrega.longitude', 4, { inputMode: 'decimal' })}
        {dinheiro('taxa_entrega', 'entrega.taxaEntrega')}
        {campo('tempo_estimado', 'entrega.tempoEstimado', 4, { inputMode: 'numeric' })}
        {dinheiro('pedido_minimo', 'entrega.pedidoMinimo')}
      </Grid>
    </FormDialog>
  );
}
