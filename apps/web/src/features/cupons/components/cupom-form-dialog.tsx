import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { reaisParaTexto } from '@app/shared/domain/money.ts';
import { cupomCriarSchema, type Cupom, type CupomCriarEntrada } from '@app/shared/schemas/cupons.ts';
import { TIPOS_CUPOM } from '@app/shared/domain/cupons.ts';
import { useSalvarCupom } from '@/api/cupons.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormMoneyField } from '@/components/money-field.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { percentualParaTexto } from './percentual.ts';
import { useCuponsT } from '../i18n.ts';

const formaDoFormulario = z.object({
  codigo: z.string(),
  descricao: z.string(),
  tipo: z.enum(TIPOS_CUPOM),
  valor: z.string(),
  pedido_minimo: z.string(),
  validade_inicio: z.string(),
  validade_fim: z.string(),
  limite_total: z.string(),
  limite_por_cliente: z.string(),
  ativo: z.boolean(),
});
type Valores = z.infer<typeof formaDoFormulario>;
type CampoTexto =
  'codigo' | 'descricao' | 'valor' | 'validade_inicio' | 'validade_fim' | 'limite_total' | 'limite_por_cliente';

export function paraCorpo(v: Valores): CupomCriarEntrada {
  const int = (s: string) => (s.trim() ? Number(s) : null);
  return {
    codigo: v.codigo,
    descricao: v.descricao || null,
    tipo: v.tipo,
    ...(v.tipo === 'frete_gratis' ? {} : { valor: v.valor }),
    pedido_minimo: v.pedido_minimo.trim() || 0,
    validade_inicio: v.validade_inicio || null,
    validade_fim: v.validade_fim || null,
    limite_total: int(v.limite_total),
    limite_por_cliente: int(v.limite_por_cliente),
    ativo: v.ativo,
  };
}
// The shared schema checks the body the form will send, so the form and the API say the same thing.
const formSchema = formaDoFormulario.transform(paraCorpo).pipe(cupomCriarSchema);

/** The coupon's value as the form edits it: a percentage ("12,5") or reais ("15,00"). */
const valorTexto = (c: Cupom) =>
  c.tipo === 'percentual' ? percentualParaTexto(c.valor) : c.tipo === 'valor_fixo' ? reaisParaTexto(c.valor) : '';

export function CupomFormDialog({ cupom, open, onClose }: { cupom?: Cupom; open: boolean; onClose: () => void }) {
  const { t } = useCuponsT();
  const snackbar = useSnackbar();
  const salvar = useSalvarCupom();
  // raw: the body sent is the one built from the form; the API applies the same schema
  const form = useForm<Valores>({
    resolver: zodResolver(formSchema, undefined, { raw: true }),
    defaultValues: {
      codigo: cupom?.codigo ?? '',
      descricao: cupom?.descricao ?? '',
      tipo: cupom?.tipo ?? 'percentual',
      valor: cupom ? valorTexto(cupom) : '',
      pedido_minimo: reaisParaTexto(cupom?.pedido_minimo),
      validade_inicio: cupom?.validade_inicio ?? '',
      validade_fim: cupom?.validade_fim ?? '',
      limite_total: cupom?.limite_total != null ? String(cupom.limite_total) : '',
      limite_por_cliente: cupom?.limite_por_cliente != null ? String(cupom.limite_por_cliente) : '',
      ativo: cupom?.ativo ?? true,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const tipo = useWatch({ control, name: 'tipo' });
  const campo = (name: CampoTexto, label: string, size = 6, extra: object = {}) => (
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
  return (
    <FormDialog
      open={open}
      titulo={cupom ? t('cupons.editar') : t('cupons.novo')}
      form={form}
      onClose={onClose}
      // a repeated code answers 409 without a field
      campoDoErro={(mensagem) => (mensagem.includes('código') ? 'codigo' : null)}
      onSubmit={async (v) => {
        await salvar.mutateAsync({ id: cupom?.id, dados: paraCorpo(v) });
        snackbar.show(t('cupons.salvo'), 'success');
        onClose();
      }}
    >
      <Grid container spacing={2}>
        {campo('codigo', 'cupons.codigo', 6, {
          required: true,
          slotProps: { htmlInput: { style: { textTransform: 'uppercase' } } },
        })}
        <Grid size={{ xs: 12, sm: 6 }}>
          <Controller
            control={control}
            name="tipo"
            render={({ field }) => (
              <TextField
                select
                fullWidth
                label={t('cupons.tipo')}
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              >
                {TIPOS_CUPOM.map((x) => (
                  <MenuItem key={x} value={x}>
                    {t(`cupons.tipos.${x}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
        {campo('descricao', 'cupons.descricao', 12)}
        {tipo !== 'frete_gratis' && campo('valor', 'cupons.valor', 6, { inputMode: 'decimal', required: true })}
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormMoneyField control={control} name="pedido_minimo" label={t('cupons.pedidoMinimo')} fullWidth />
        </Grid>
        {campo('validade_inicio', 'cupons.inicio', 6, { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
        {campo('validade_fim', 'cupons.fim', 6, { type: 'date', slotProps: { inputLabel: { shrink: true } } })}
        {campo('limite_total', 'cupons.limiteTotal', 6, { inputMode: 'numeric' })}
        {campo('limite_por_cliente', 'cupons.limitePorCliente', 6, { inputMode: 'numeric' })}
        <Grid size={12}>
          <Controller
            control={control}
            name="ativo"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('cupons.ativo')}
              />
            )}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
