import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  formaPagamentoCreateSchema,
  ICONE_POR_TIPO,
  ICONES_FORMA_PAGAMENTO,
  TIPOS_FORMA_PAGAMENTO,
  type FormaPagamento,
} from '@app/shared/schemas/formas-pagamento.ts';
import { FormDialog } from '../form-dialog.tsx';

// The API body, with the icon and the switch always present on the form (the API defaults them when absent).
const schema = formaPagamentoCreateSchema.extend({ icone: z.enum(ICONES_FORMA_PAGAMENTO), ativo: z.boolean() });
export type FormaValues = z.infer<typeof schema>;

const valores = (f: FormaPagamento | null): FormaValues =>
  f
    ? { nome: f.nome, tipo: f.tipo, icone: f.icone, ativo: f.ativo }
    : { nome: '', tipo: 'dinheiro', icone: 'dinheiro', ativo: true };

interface Props {
  open: boolean;
  titulo: string;
  inicial: FormaPagamento | null;
  onClose: () => void;
  /** Saves; the dialog closes when it resolves and shows the API's errors when it throws. */
  onSubmit: (v: FormaValues) => Promise<unknown>;
}

/** One form for create and edit of a payment method (own or standard). */
export function FormaDialog({ open, titulo, inicial, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const form = useForm<FormaValues>({ resolver: zodResolver(schema), defaultValues: valores(null) });
  const {
    register,
    reset,
    watch,
    setValue,
    formState: { errors },
  } = form;
  useEffect(() => {
    if (open) reset(valores(inicial));
  }, [open, inicial, reset]);
  const tipo = watch('tipo');
  return (
    <FormDialog
      open={open}
      titulo={titulo}
      form={form}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={async (v) => {
        await onSubmit(v);
        onClose();
      }}
    >
      <TextField
        label={t('formas.nome')}
        {...register('nome')}
        error={!!errors.nome}
        helperText={errors.nome?.message}
        autoFocus
      />
      <TextField
        select
        label={t('formas.tipo')}
        value={tipo}
        onChange={(e) => {
          const v = e.target.value as FormaValues['tipo'];
          setValue('tipo', v);
          setValue('icone', ICONE_POR_TIPO[v]);
        }}
      >
        {TIPOS_FORMA_PAGAMENTO.map((x) => (
          <MenuItem key={x} value={x}>
            {t(`formas.tipos.${x}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('formas.icone')}
        value={watch('icone')}
        onChange={(e) => setValue('icone', e.target.value as FormaValues['icone'])}
      >
        {ICONES_FORMA_PAGAMENTO.map((x) => (
          <MenuItem key={x} value={x}>
            {t(`formas.icones.${x}`)}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={<Switch checked={watch('ativo')} onChange={(e) => setValue('ativo', e.target.checked)} />}
        label={t('formas.ativo')}
      />
    </FormDialog>
  );
}
