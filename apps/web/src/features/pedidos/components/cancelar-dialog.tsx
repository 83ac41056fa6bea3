import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import TextField from '@mui/material/TextField';
import { pedidoStatusBodySchema } from '@app/shared/schemas/pedidos-consulta.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { usePedidosT } from '../i18n.ts';

interface Props {
  open: boolean;
  numero: number;
  onClose: () => void;
  /** Cancels with the reason; the dialog waits for it. */
  onConfirm: (motivo: string) => Promise<unknown>;
}

type Entrada = z.input<typeof pedidoStatusBodySchema>;
const vazio: Entrada = { status: 'cancelado', motivo: '' };

/** Cancelling needs a reason: the status body's own rule (the API refuses it without one). */
export function CancelarDialog({ open, numero, onClose, onConfirm }: Props) {
  const { t } = usePedidosT();
  const form = useForm<Entrada, unknown, z.output<typeof pedidoStatusBodySchema>>({
    resolver: zodResolver(pedidoStatusBodySchema),
    defaultValues: vazio,
  });
  const {
    register,
    reset,
    formState: { errors },
  } = form;
  useEffect(() => {
    if (open) reset(vazio);
  }, [open, reset]);

  return (
    <FormDialog
      open={open}
      titulo={t('cancelar.titulo', { numero })}
      form={form}
      maxWidth="xs"
      rotuloCancelar={t('cancelar.voltar')}
      rotuloSalvar={t('cancelar.confirmar')}
      corSalvar="error"
      onClose={onClose}
      onSubmit={(v) => onConfirm(v.motivo ?? '')}
    >
      <TextField
        autoFocus
        fullWidth
        required
        multiline
        minRows={2}
        label={t('cancelar.motivo')}
        {...register('motivo')}
        error={!!errors.motivo}
        helperText={errors.motivo?.message ?? ' '}
        slotProps={{ htmlInput: { maxLength: 300 } }}
      />
    </FormDialog>
  );
}
