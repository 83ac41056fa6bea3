import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { mwGerarMesSchema } from '@app/shared/schemas/faturas.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useGerarMes } from '@/api/faturas.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useAssinaturaT } from '../i18n.ts';

type Valores = { mes: string; ano: string; valor: string; vencimento: string };
/** Blank optional fields are left out (the platform's price and due day apply). */
const preenchidos = (v: Valores) => Object.fromEntries(Object.entries(v).filter(([, x]) => x !== '' && x != null));
const schema = z.preprocess((v) => preenchidos(v as Valores), mwGerarMesSchema) as unknown as typeof mwGerarMesSchema;

/** The month's invoices for every business, in one action (POST /mw/faturas/gerar; repeating creates none twice). */
export function GerarMesDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAssinaturaT();
  const gerar = useGerarMes();
  const form = useForm<Valores>({ resolver: zodResolver(schema, undefined, { raw: true }) as never });
  const {
    register,
    reset,
    formState: { errors },
  } = form;
  useEffect(() => {
    const hoje = new Date();
    if (open) reset({ mes: String(hoje.getMonth() + 1), ano: String(hoje.getFullYear()), valor: '', vencimento: '' });
  }, [open, reset]);
  return (
    <FormDialog
      open={open}
      titulo={t('assinatura.gerarTitulo')}
      rotuloSalvar={t('assinatura.gerar')}
      form={form}
      onClose={onClose}
      onSubmit={async (v: Valores) => {
        const r = await gerar.mutateAsync(preenchidos(v) as never);
        showSnackbar(t('assinatura.gerado', r), 'success');
        onClose();
      }}
    >
      <Typography variant="body2">{t('assinatura.gerarTexto')}</Typography>
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
      <TextField
        label={t('assinatura.valorPadrao')}
        inputMode="decimal"
        {...register('valor')}
        error={!!errors.valor}
        helperText={errors.valor?.message}
      />
      <TextField
        label={t('assinatura.vencimentoPadrao')}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
        {...register('vencimento')}
        error={!!errors.vencimento}
        helperText={errors.vencimento?.message}
      />
    </FormDialog>
  );
}
