import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { reaisParaTexto } from '@app/shared/domain/money.ts';
import { entregadorCriarSchema, type Entregador, type EntregadorCriarEntrada } from '@app/shared/schemas/entrega.ts';
import { useSalvarEntregador } from '@/api/entregadores.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormMoneyField } from '@/components/money-field.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useEntregaT } from '../i18n.ts';

type Valores = EntregadorCriarEntrada;
type CampoTexto = 'nome' | 'telefone' | 'veiculo' | 'placa_veiculo' | 'observacoes';

/** Courier form. Spec §5: the daily value accepts a comma ("15,50"); the API stores cents and answers 15.5. */
export function EntregadorFormDialog({
  entregador,
  open,
  onClose,
}: {
  entregador?: Entregador;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useEntregaT();
  const snackbar = useSnackbar();
  const salvar = useSalvarEntregador();
  // raw: the form sends what was typed; the API normalises phone, plate and money with the same schema
  const form = useForm<Valores>({
    resolver: zodResolver(entregadorCriarSchema, undefined, { raw: true }),
    defaultValues: {
      nome: entregador?.nome ?? '',
      telefone: entregador?.telefone_exibicao ?? '',
      veiculo: entregador?.veiculo ?? '',
      placa_veiculo: entregador?.placa_veiculo ?? '',
      observacoes: entregador?.observacoes ?? '',
      ativo: entregador?.ativo ?? true,
      recebe_diaria: entregador?.recebe_diaria ?? false,
      valor_diaria: reaisParaTexto(entregador?.valor_diaria),
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
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
      titulo={entregador ? t('entrega.editarEntregador') : t('entrega.novoEntregador')}
      form={form}
      onClose={onClose}
      onSubmit={async (v) => {
        const dados = {
          ...v,
          telefone: v.telefone || null,
          veiculo: v.veiculo || null,
          placa_veiculo: v.placa_veiculo || null,
          observacoes: v.observacoes || null,
          valor_diaria: v.valor_diaria || 0,
        };
        await salvar.mutateAsync({ id: entregador?.id, dados });
        snackbar.show(t('entrega.salva'), 'success');
        onClose();
      }}
    >
      <Grid container spacing={2}>
        {campo('nome', 'entrega.nome', 12, { required: true })}
        {campo('telefone', 'entrega.telefone', 6, { inputMode: 'tel' })}
        {campo('veiculo', 'entrega.veiculo', 3)}
        {campo('placa_veiculo', 'entrega.placa', 3)}
        {campo('observacoes', 'entrega.observacoes', 12, { multiline: true })}
        <Grid size={{ xs: 6, sm: 3 }}>
          <Controller
            control={control}
            name="ativo"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('entrega.ativoEntregador')}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 4 }}>
          <Controller
            control={control}
            name="recebe_diaria"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
                label={t('entrega.recebeDiaria')}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormMoneyField control={control} name="valor_diaria" label={t('entrega.valorDiaria')} fullWidth />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
