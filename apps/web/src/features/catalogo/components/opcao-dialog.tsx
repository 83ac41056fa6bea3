import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { reaisParaTexto } from '@app/shared/domain/money.ts';
import { precoSchema } from '@app/shared/schemas/catalogo.ts';
import { opcaoBodySchema, type Opcao } from '@app/shared/schemas/opcoes.ts';
import { reaisDeTextoSchema } from '@app/shared/schemas/dinheiro.ts';
import { textoOuNulo } from '@app/shared/schemas/form.ts';
import { opcaoUsosQuery, useSalvarOpcao } from '@/api/opcoes.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormMoneyField } from '@/components/money-field.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useCatalogoT } from '../i18n.ts';

// The form edits the price as text and the description as plain text; the API body takes reais and null.
const formSchema = opcaoBodySchema.extend({
  preco: reaisDeTextoSchema.pipe(precoSchema),
  descricao: textoOuNulo(opcaoBodySchema.shape.descricao.unwrap()),
});

const valores = (o?: Opcao): z.input<typeof formSchema> => ({
  nome: o?.nome ?? '',
  descricao: o?.descricao ?? '',
  preco: reaisParaTexto(o?.preco),
  ignorar_relatorio: o?.ignorar_relatorio ?? false,
});

export function OpcaoDialog({ open, opcao, onClose }: { open: boolean; opcao?: Opcao; onClose: () => void }) {
  const { t } = useCatalogoT();
  const snackbar = useSnackbar();
  const salvar = useSalvarOpcao();
  const usos = useQuery({ ...opcaoUsosQuery(opcao?.id ?? 0), enabled: open && !!opcao }).data?.items;
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: valores() });
  const {
    register,
    control,
    reset,
    formState: { errors },
  } = form;
  useEffect(() => {
    if (open) reset(valores(opcao));
  }, [open, opcao, reset]);

  return (
    <FormDialog
      open={open}
      titulo={opcao ? t('catalogo.opcoes.editar') : t('catalogo.opcoes.nova')}
      form={form}
      maxWidth="xs"
      onClose={onClose}
      onSubmit={async (body) => {
        await salvar.mutateAsync({ id: opcao?.id, body });
        snackbar.show(t('catalogo.salvo'), 'success');
        onClose();
      }}
    >
      <TextField
        autoFocus
        label={t('catalogo.nome')}
        {...register('nome')}
        error={!!errors.nome}
        helperText={errors.nome?.message}
      />
      <TextField
        label={t('catalogo.descricao')}
        {...register('descricao')}
        error={!!errors.descricao}
        helperText={errors.descricao?.message}
      />
      <FormMoneyField control={control} name="preco" label={t('catalogo.preco')} />
      <Controller
        name="ignorar_relatorio"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            label={t('catalogo.opcoes.ignorarRelatorio')}
            control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          />
        )}
      />
      {usos && (
        <Typography variant="body2" color="text.secondary">
          {usos.length
            ? t('catalogo.opcoes.usadaEm', { lista: usos.map((u) => u.nome).join(', ') })
            : t('catalogo.opcoes.naoUsada')}
        </Typography>
      )}
    </FormDialog>
  );
}
