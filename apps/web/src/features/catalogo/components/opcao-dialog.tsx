import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { opcaoBodySchema, type Opcao } from '@app/shared/schemas/catalogo.ts';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { opcaoUsosQuery, useSalvarOpcao } from '@/api/opcoes.ts';
import { errosDoServidor, validar } from './form-errors.ts';
import { reaisParaTexto, textoParaReais } from './money.ts';

interface Form { nome: string; descricao: string; preco: string; ignorar_relatorio: boolean }
const CAMPOS = ['nome', 'descricao', 'preco', 'ignorar_relatorio'] as const;

export function OpcaoDialog({ open, opcao, onClose }: { open: boolean; opcao?: Opcao; onClose: () => void }) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const salvar = useSalvarOpcao();
  const usos = useQuery({ ...opcaoUsosQuery(opcao?.id ?? 0), enabled: open && !!opcao }).data?.items;
  const { register, control, handleSubmit, reset, setError, formState: { errors } } = useForm<Form>();
  useEffect(() => {
    if (open) reset({ nome: opcao?.nome ?? '', descricao: opcao?.descricao ?? '', preco: opcao ? reaisParaTexto(opcao.preco) : '', ignorar_relatorio: opcao?.ignorar_relatorio ?? false });
  }, [open, opcao, reset]);

  const onSubmit = handleSubmit(async (f) => {
    const body = validar(opcaoBodySchema, { ...f, descricao: f.descricao || null, preco: textoParaReais(f.preco) }, setError, CAMPOS);
    if (!body) return;
    try {
      await salvar.mutateAsync({ id: opcao?.id, body });
      snackbar.show(t('catalogo.salvo'), 'success');
      onClose();
    } catch (e) {
      const msg = errosDoServidor(e, setError, CAMPOS);
      if (msg) snackbar.show(msg, 'error');
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{opcao ? t('catalogo.opcoes.editar') : t('catalogo.opcoes.nova')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField autoFocus label={t('catalogo.nome')} {...register('nome')} error={!!errors.nome} helperText={errors.nome?.message} />
            <TextField label={t('catalogo.descricao')} {...register('descricao')} error={!!errors.descricao} helperText={errors.descricao?.message} />
            <TextField label={t('catalogo.preco')} inputMode="decimal" {...register('preco')} error={!!errors.preco} helperText={errors.preco?.message} />
            <Controller name="ignorar_relatorio" control={control} render={({ field }) => (
              <FormControlLabel label={t('catalogo.opcoes.ignorarRelatorio')} control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />} />
            )} />
            {usos && (
              <Typography variant="body2" color="text.secondary">
                {usos.length ? t('catalogo.opcoes.usadaEm', { lista: usos.map((u) => u.nome).join(', ') }) : t('catalogo.opcoes.naoUsada')}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('catalogo.cancelar')}</Button>
          <Button type="submit" variant="contained" disabled={salvar.isPending}>{t('catalogo.salvar')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
