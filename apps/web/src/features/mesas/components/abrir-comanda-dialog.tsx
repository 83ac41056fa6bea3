import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { comandaAbrirSchema, type Comanda, type ComandaAbrir } from '@app/shared/schemas/comandas.ts';
import { TAXA_SERVICO_PADRAO } from '@app/shared/domain/comanda.ts';
import { abrirComanda } from '@/api/mesas.ts';
import { keys } from '@/api/keys.ts';
import { useMutacao } from '@/api/mutacao.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useSession } from '@/lib/use-session.ts';
import { useMesasT } from '../i18n.ts';
import { GarcomCampo } from './garcom-campo.tsx';

/** Opens a tab on a table: group, people, waiter, service fee (spec §5: 10 %, applied by default). */
export function AbrirComandaDialog({
  mesa,
  onClose,
  onAberta,
}: {
  mesa: { id: number; nome: string; lugares: number };
  onClose: () => void;
  onAberta: (c: Comanda) => void;
}) {
  const { t } = useMesasT();
  // whoever opens the tab serves it by default (the waiter's own phone); the counter picks another waiter
  const sessao = useSession();
  const garcom = sessao?.usuario_id ?? null;
  const abrir = useMutacao((b: ComandaAbrir) => abrirComanda(mesa.id, b), [keys.mesas.all], { silent: true });
  const form = useForm<ComandaAbrir>({
    resolver: zodResolver(comandaAbrirSchema, undefined, { raw: true }),
    defaultValues: {
      grupo_nome: '',
      pessoas_qtd: Math.min(mesa.lugares, 2),
      taxa_servico_percent: TAXA_SERVICO_PADRAO,
      taxa_servico_default_aplicar: true,
      garcom_id: garcom,
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
      titulo={t('abrir.titulo', { mesa: mesa.nome })}
      form={form}
      onClose={onClose}
      rotuloSalvar={t('abrir.abrir')}
      maxWidth="xs"
      onSubmit={async (v) => {
        const c = await abrir.mutateAsync({ ...v, grupo_nome: v.grupo_nome?.trim() || null });
        onAberta(c);
      }}
    >
      <TextField label={t('abrir.grupo')} {...register('grupo_nome')} fullWidth autoFocus />
      <TextField
        label={t('abrir.pessoas')}
        type="number"
        {...register('pessoas_qtd', { valueAsNumber: true })}
        error={!!errors.pessoas_qtd}
        helperText={errors.pessoas_qtd?.message}
        slotProps={{ htmlInput: { min: 1, max: 100 } }}
      />
      <GarcomCampo
        control={control}
        name="garcom_id"
        atual={sessao && { id: sessao.usuario_id, nome: sessao.usuario_nome }}
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
