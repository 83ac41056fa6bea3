import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { centavosParaTexto, reaisToCentavos } from '@app/shared/domain/money.ts';
import { STATUS_FATURA, mwFaturaCriarSchema, mwFaturaPatchSchema, type Fatura } from '@app/shared/schemas/faturas.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useAlterarFatura, useCriarFatura } from '@/api/faturas.ts';
import { useAssinaturaT } from '../i18n.ts';

// One dialog for a new invoice (business, month, amount, due date) and for editing one (status, notes, amount,
// due date). The form keeps text; the shared schema validates it and the raw values go to the API.
type Valores = {
  empresa_id: string;
  mes: string;
  ano: string;
  valor: string;
  vencimento: string;
  status: string;
  observacao: string;
};
const semEmpresa = (v: Valores) => {
  const { empresa_id: _e, mes: _m, ano: _a, ...resto } = v;
  return resto;
};
const criar = mwFaturaCriarSchema;
// editing sends neither the business nor the month (the API body is closed)
const editar = z.preprocess((v) => semEmpresa(v as Valores), mwFaturaPatchSchema) as unknown as typeof criar;

interface Props {
  open: boolean;
  fatura: Fatura | null;
  empresas: { id: number; nome: string }[];
  onClose: () => void;
}

export function FaturaDialog({ open, fatura, empresas, onClose }: Props) {
  const { t } = useAssinaturaT();
  const criando = fatura === null;
  const criarM = useCriarFatura();
  const alterarM = useAlterarFatura();
  const form = useForm<Valores>({ resolver: zodResolver(criando ? criar : editar, undefined, { raw: true }) as never });
  const {
    register,
    reset,
    watch,
    setValue,
    formState: { errors },
  } = form;
  useEffect(() => {
    if (!open) return;
    const hoje = new Date();
    reset({
      empresa_id: fatura ? String(fatura.empresa_id) : '',
      mes: String(fatura?.mes ?? hoje.getMonth() + 1),
      ano: String(fatura?.ano ?? hoje.getFullYear()),
      valor: fatura ? centavosParaTexto(reaisToCentavos(fatura.valor)) : '',
      vencimento: fatura?.vencimento ?? '',
      status: fatura?.status ?? 'aberta',
      observacao: fatura?.observacao ?? '',
    });
  }, [open, fatura, reset]);
  return (
    <FormDialog
      open={open}
      titulo={criando ? t('assinatura.nova') : t('assinatura.editar')}
      form={form}
      onClose={onClose}
      onSubmit={async (v: Valores) => {
        if (criando) await criarM.mutateAsync({ ...v, empresa_id: Number(v.empresa_id) } as never);
        else await alterarM.mutateAsync({ id: fatura.id, dados: semEmpresa(v) as never });
        onClose();
      }}
    >
      {criando ? (
        <TextField
          select
          label={t('assinatura.empresa')}
          value={watch('empresa_id') ?? ''}
          onChange={(e) => setValue('empresa_id', e.target.value)}
          error={!!errors.empresa_id}
          helperText={errors.empresa_id?.message}
        >
          {empresas.map((e) => (
            <MenuItem key={e.id} value={String(e.id)}>
              {e.nome}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {criando ? (
        <>
          <TextField
            label={t('assinatura.mes')}
            {...register('mes')}
            error={!!errors.mes}
            helperText={errors.mes?.message}
          />
          <TextField
            label={t('assinatura.ano')}
            {...register('ano')}
            error={!!errors.ano}
            helperText={errors.ano?.message}
          />
        </>
      ) : null}
      <TextField
        label={t('assinatura.valor')}
        inputMode="decimal"
        {...register('valor')}
        error={!!errors.valor}
        helperText={errors.valor?.message}
      />
      <TextField
        label={t('assinatura.vencimento')}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
        {...register('vencimento')}
        error={!!errors.vencimento}
        helperText={errors.vencimento?.message}
      />
      <TextField
        select
        label={t('assinatura.situacao')}
        value={watch('status') ?? 'aberta'}
        onChange={(e) => setValue('status', e.target.value)}
      >
        {STATUS_FATURA.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`assinatura.status.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('assinatura.observacao')}
        multiline
        minRows={2}
        {...register('observacao')}
        error={!!errors.observacao}
        helperText={errors.observacao?.message}
      />
    </FormDialog>
  );
}
