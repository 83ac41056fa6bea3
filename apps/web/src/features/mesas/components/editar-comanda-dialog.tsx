import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { comandaPatchSchema, type Comanda } from '@app/shared/schemas/comandas.ts';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useMesasT } from '../i18n.ts';
import { GarcomCampo } from './garcom-campo.tsx';

type Valores = z.input<typeof comandaPatchSchema>;

/** The tab's header: group, people (the suggested split), waiter, service fee and whether what is unpaid bears it. */
export function EditarComandaDialog({
  comanda: c,
  onSalvar,
  onClose,
}: {
  comanda: Comanda;
  onSalvar: (v: Valores) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useMesasT();
  const form = useForm<Valores>({
    resolver: zodResolver(comandaPatchSchema, undefined, { raw: true }),
    defaultValues: {
      grupo_nome: c.grupo_nome ?? '',
      pessoas_qtd: c.pessoas_qtd,
      garcom_id: c.garcom_id,
      taxa_servico_percent: c.taxa_servico_percent,
      taxa_servico_default_aplicar: c.taxa_servico_default_aplicar,
    },
  });
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <FormDialog
      open
      maxWidth="xs"
      titulo={t('comanda.editar')}
      form={form}
      onClose={onClose}
      onSubmit={async (v) => {
        await onSalvar({ ...v, grupo_nome: v.grupo_nome?.trim() || null });
        onClose();
      }}
    >
      <TextField label={t('abrir.grupo')} {...register('grupo_nome')} />
      <TextField
        label={t('abrir.pessoas')}
        type="number"
        {...register('pessoas_qtd', { valueAsNumber: true })}
        error={!!errors.pessoas_qtd}
        helperText={errors.pessoas_qtd?.message}
      />
      <GarcomCampo
        control={control}
        name="garcom_id"
        atual={c.garcom_id != null ? { id: c.garcom_id, nome: c.garcom_nome ?? `#${c.garcom_id}` } : null}
      />
      <TextField
        label={t('abrir.taxa')}
        type="number"
        {...register('taxa_servico_percent', { valueAsNumber: true })}
        error={!!errors.taxa_servico_percent}
        helperText={errors.taxa_servico_percent?.message}
        slotProps={{ htmlInput: { min: 0, max: 30, step: 0.5 } }}
      />
      <Controller
        control={control}
        name="taxa_servico_default_aplicar"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('abrir.aplicarTaxa')}
          />
        )}
      />
    </FormDialog>
  );
}
