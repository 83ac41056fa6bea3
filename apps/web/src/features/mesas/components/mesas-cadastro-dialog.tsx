import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller } from 'react-hook-form';
import { mesaCriarSchema, type Mesa, type MesaCriar } from '@app/shared/schemas/mesas.ts';
import { mesasQuery, salvarMesa } from '@/api/mesas.ts';
import { keys } from '@/api/keys.ts';
import { useMutacao } from '@/api/mutacao.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useMesasT } from '../i18n.ts';

function MesaForm({ mesa, onClose }: { mesa: Mesa | null; onClose: () => void }) {
  const { t } = useMesasT();
  const salvar = useMutacao((b: MesaCriar) => salvarMesa(mesa?.id ?? null, b), [keys.mesas.all], { silent: true });
  const form = useForm<MesaCriar>({
    resolver: zodResolver(mesaCriarSchema, undefined, { raw: true }),
    defaultValues: {
      nome: mesa?.nome ?? '',
      area: mesa?.area ?? 'Salão',
      lugares: mesa?.lugares ?? 4,
      ativo: mesa?.ativo ?? true,
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
      titulo={mesa ? t('mesa.editar', { nome: mesa.nome }) : t('mesa.nova')}
      form={form}
      onClose={onClose}
      onSubmit={async (v) => {
        await salvar.mutateAsync(v);
        onClose();
      }}
    >
      <TextField
        label={t('mesa.nome')}
        {...register('nome')}
        error={!!errors.nome}
        helperText={errors.nome?.message}
        autoFocus
      />
      <TextField label={t('mesa.area')} {...register('area')} error={!!errors.area} helperText={errors.area?.message} />
      <TextField
        label={t('mesa.lugares')}
        type="number"
        {...register('lugares', { valueAsNumber: true })}
        error={!!errors.lugares}
        helperText={errors.lugares?.message}
      />
      <Controller
        control={control}
        name="ativo"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('mesa.ativa')}
          />
        )}
      />
    </FormDialog>
  );
}

/** The manager's table set-up: every table (active or not), a new one, editing one. */
export function MesasCadastroDialog({ onClose }: { onClose: () => void }) {
  const { t } = useMesasT();
  const mesas = useQuery(mesasQuery({ per_page: 100 }));
  const [editando, setEditando] = useState<Mesa | null | 'nova'>(null);
  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="mesas-cadastro-titulo">
        <DialogTitle id="mesas-cadastro-titulo">{t('mesa.titulo')}</DialogTitle>
        <DialogContent dividers sx={{ p: 0 }}>
          <List dense>
            {mesas.data?.items.map((m) => (
              <ListItemButton key={m.id} onClick={() => setEditando(m)}>
                <ListItemText
                  primary={`${m.nome} · ${m.area}`}
                  secondary={`${t('mesa.lugares')}: ${m.lugares} · ${m.ativo ? t('mesa.ativa') : t('mesa.inativa')}`}
                />
              </ListItemButton>
            ))}
          </List>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('acoes.fechar', { ns: 'translation' })}</Button>
          <Button variant="contained" onClick={() => setEditando('nova')}>
            {t('mesa.nova')}
          </Button>
        </DialogActions>
      </Dialog>
      {editando !== null && <MesaForm mesa={editando === 'nova' ? null : editando} onClose={() => setEditando(null)} />}
    </>
  );
}
