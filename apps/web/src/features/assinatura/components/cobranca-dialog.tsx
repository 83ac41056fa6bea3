import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import { centavosParaTexto, reaisToCentavos } from '@app/shared/domain/money.ts';
import { cobrancaPutSchema } from '@app/shared/schemas/faturas.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { cobrancaQuery, useSalvarCobranca } from '@/api/faturas.ts';
import { useAssinaturaT } from '../i18n.ts';

type Valores = {
  pix_chave: string;
  pix_nome: string;
  pix_cidade: string;
  valor_mensal: string;
  dia_vencimento: string;
};

/** The platform's Pix receiver (key, name, city), monthly price and due day: set by the superadmin. */
export function CobrancaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useAssinaturaT();
  const atual = useQuery({ ...cobrancaQuery(), enabled: open });
  const salvar = useSalvarCobranca();
  const form = useForm<Valores>({ resolver: zodResolver(cobrancaPutSchema, undefined, { raw: true }) as never });
  const {
    register,
    reset,
    formState: { errors },
  } = form;
  const c = atual.data;
  // the fields appear once the current values are in them (typing before would be overwritten by the reset)
  const [pronto, setPronto] = useState(false);
  useEffect(() => {
    if (!open) setPronto(false);
    else if (c) {
      reset({
        pix_chave: c.pix_chave ?? '',
        pix_nome: c.pix_nome ?? '',
        pix_cidade: c.pix_cidade ?? '',
        valor_mensal: centavosParaTexto(reaisToCentavos(c.valor_mensal)),
        dia_vencimento: String(c.dia_vencimento),
      });
      setPronto(true);
    }
  }, [open, c, reset]);
  const campo = (nome: keyof Valores, rotulo: string) => (
    <TextField label={rotulo} {...register(nome)} error={!!errors[nome]} helperText={errors[nome]?.message} />
  );
  return (
    <FormDialog
      open={open}
      titulo={t('assinatura.recebedorTitulo')}
      form={form}
      onClose={onClose}
      onSubmit={async (v: Valores) => {
        await salvar.mutateAsync(v);
        onClose();
      }}
    >
      {pronto ? (
        <>
          {campo('pix_chave', t('assinatura.pixChave'))}
          {campo('pix_nome', t('assinatura.pixNome'))}
          {campo('pix_cidade', t('assinatura.pixCidade'))}
          {campo('valor_mensal', t('assinatura.valorMensal'))}
          {campo('dia_vencimento', t('assinatura.diaVencimento'))}
        </>
      ) : (
        <CircularProgress aria-label={t('comum.carregando')} />
      )}
    </FormDialog>
  );
}
