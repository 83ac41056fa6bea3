import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { TIPOS_CONFIGURACAO } from '@app/shared/domain/configuracoes.ts';
import { configuracaoCreateSchema, type Configuracao } from '@app/shared/schemas/configuracoes.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useConfiguracoesT } from '../i18n.ts';

type Entrada = z.input<typeof configuracaoCreateSchema>;
export type ConfiguracaoValues = z.output<typeof configuracaoCreateSchema>;

const valores = (c: Configuracao | null): Entrada =>
  c ? { chave: c.chave, valor: c.valor, tipo: c.tipo } : { chave: '', valor: '', tipo: 'texto' };

interface Props {
  open: boolean;
  /** null: a new setting. */
  configuracao: Configuracao | null;
  onClose: () => void;
  onSubmit: (v: ConfiguracaoValues) => Promise<unknown>;
}

/** One generic setting (chave, valor, tipo), validated by the API's own schema (the value must fit the type). */
export function ConfiguracaoDialog({ open, configuracao, onClose, onSubmit }: Props) {
  const { t } = useConfiguracoesT();
  const form = useForm<Entrada, unknown, ConfiguracaoValues>({
    resolver: zodResolver(configuracaoCreateSchema),
    defaultValues: valores(null),
  });
  const {
    register,
    reset,
    watch,
    setValue,
    formState: { errors },
  } = form;
  useEffect(() => {
    if (open) reset(valores(configuracao));
  }, [open, configuracao, reset]);
  return (
    <FormDialog
      open={open}
      titulo={configuracao ? t('configuracoes.editar') : t('configuracoes.nova')}
      form={form}
      onClose={onClose}
      onSubmit={async (v) => {
        await onSubmit(v);
        onClose();
      }}
    >
      <TextField
        label={t('configuracoes.chave')}
        {...register('chave')}
        error={!!errors.chave}
        helperText={errors.chave?.message}
      />
      <TextField
        select
        label={t('configuracoes.tipo')}
        value={watch('tipo') ?? 'texto'}
        onChange={(e) => setValue('tipo', e.target.value as ConfiguracaoValues['tipo'])}
      >
        {TIPOS_CONFIGURACAO.map((x) => (
          <MenuItem key={x} value={x}>
            {t(`configuracoes.tipos.${x}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('configuracoes.valor')}
        multiline
        minRows={2}
        {...register('valor')}
        error={!!errors.valor}
        helperText={errors.valor?.message}
      />
    </FormDialog>
  );
}
