import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  clienteCriarSchema,
  ORIGENS_CLIENTE,
  type ClienteCriarEntrada,
  type ClienteDetalhe,
} from '@app/shared/schemas/clientes.ts';
import { formatarTelefone } from '@app/shared/domain/telefone.ts';
import { useSalvarCliente } from '@/api/clientes.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useClientesT } from '../i18n.ts';

type Valores = ClienteCriarEntrada;

interface Props {
  cliente?: ClienteDetalhe;
  open: boolean;
  onClose: () => void;
  onSaved: (c: ClienteDetalhe) => void;
}

/** One form for create and edit. The phone may be typed any way; the API stores E.164. */
export function ClienteFormDialog({ cliente, open, onClose, onSaved }: Props) {
  const { t } = useClientesT();
  const snackbar = useSnackbar();
  const salvar = useSalvarCliente();
  // A user who sees the phone masked edits the other fields only (the phone is not sent).
  const telefoneOculto = !!cliente?.telefone_mascarado;
  const schema = telefoneOculto ? clienteCriarSchema.omit({ telefone: true }) : clienteCriarSchema;
  // raw: the form sends what was typed; the API normalises it with the same schema
  const form = useForm<Valores>({
    resolver: zodResolver(schema as typeof clienteCriarSchema, undefined, { raw: true }),
    defaultValues: {
      nome: cliente?.nome ?? '',
      telefone: cliente?.telefone ? formatarTelefone(cliente.telefone) : '',
      origem_cliente: (cliente?.origem_cliente as Valores['origem_cliente']) ?? 'balcao',
      email: cliente?.email ?? '',
      observacoes: cliente?.observacoes ?? '',
    },
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <FormDialog
      open={open}
      titulo={cliente ? t('clientes.editar') : t('clientes.novo')}
      form={form}
      onClose={onClose}
      // 409 (phone already used) belongs to the phone field
      campoDoErro={(mensagem) => (mensagem.includes('telefone') ? 'telefone' : null)}
      onSubmit={async (v) => {
        const dados = { ...v, email: v.email || null, observacoes: v.observacoes || null };
        if (telefoneOculto) delete (dados as Partial<Valores>).telefone;
        const salvo = await salvar.mutateAsync({ id: cliente?.id, dados });
        snackbar.show(t('clientes.salvo'), 'success');
        onSaved(salvo);
      }}
    >
      <TextField
        label={t('clientes.nome')}
        required
        autoFocus
        {...register('nome')}
        error={!!errors.nome}
        helperText={errors.nome?.message}
      />
      <TextField
        label={t('clientes.telefone')}
        required={!telefoneOculto}
        disabled={telefoneOculto}
        inputMode="tel"
        placeholder={t('clientes.telefoneExemplo')}
        {...register('telefone')}
        error={!!errors.telefone}
        helperText={errors.telefone?.message ?? (telefoneOculto ? t('clientes.mascarado') : undefined)}
      />
      <TextField
        select
        label={t('clientes.origem')}
        defaultValue={cliente?.origem_cliente ?? 'balcao'}
        {...register('origem_cliente')}
      >
        {ORIGENS_CLIENTE.map((o) => (
          <MenuItem key={o} value={o}>
            {t(`clientes.origens.${o}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('clientes.email')}
        type="email"
        {...register('email')}
        error={!!errors.email}
        helperText={errors.email?.message}
      />
      <TextField
        label={t('clientes.observacoes')}
        multiline
        minRows={2}
        {...register('observacoes')}
        error={!!errors.observacoes}
        helperText={errors.observacoes?.message}
      />
    </FormDialog>
  );
}
