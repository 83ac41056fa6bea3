// Options of one complement, each with its price inside the complement and optional prices per size.
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  complementoOpcaoBodySchema,
  type ComplementoOpcao,
  type ComplementoOpcaoBody,
} from '@app/shared/schemas/catalogo.ts';
import { reaisDeTextoSchema } from '@app/shared/schemas/dinheiro.ts';
import { MSG } from '@app/shared/schemas/messages.ts';
import { EmptyTableText } from '@/components/empty-table-text.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { complementoQuery, useIncluirOpcaoNoComplemento, useTirarOpcaoDoComplemento } from '@/api/complementos.ts';
import { opcoesQuery } from '@/api/opcoes.ts';
import { formatReais, reaisParaTexto } from '@app/shared/domain/money.ts';
import { FormMoneyField, reaisDoTexto } from '@/components/money-field.tsx';
import { serverErrorsToForm } from '@/lib/form-errors.ts';
import { useCatalogoT } from '../i18n.ts';

/** "Grande=55,00; Média=45" → [{tamanho, preco}]; a price that is not money goes as NaN, for the API to refuse. */
export function lerPrecosTamanho(texto: string): { tamanho: string; preco: number }[] {
  return texto
    .split(';')
    .map((p) => p.split('='))
    .filter((p) => p.length === 2 && p[0]!.trim())
    .map(([tamanho, preco]) => ({ tamanho: tamanho!.trim(), preco: reaisDoTexto(preco!) ?? Number.NaN }));
}
const precosTexto = (l: ComplementoOpcao['precos_tamanho']) =>
  l.map((x) => `${x.tamanho} ${formatReais(x.preco)}`).join(' · ');

// The "add an option" row: the option, its price inside this complement (blank: the option's own) and prices per
// size as typed; checked by the shared body schema of POST /complementos-opcoes.
const precoOuProprio = z.union([z.literal(''), reaisDeTextoSchema]);
const precosPorTamanho = z.string().transform((texto, ctx) => {
  const lista = lerPrecosTamanho(texto);
  if (lista.some((x) => Number.isNaN(x.preco))) {
    ctx.addIssue({ code: 'custom', message: MSG.dinheiro });
    return z.NEVER;
  }
  return lista;
});
const formaDoFormulario = z.object({
  complemento_id: z.number(),
  opcao_id: z.number().nullable(),
  preco: precoOuProprio,
  precos_tamanho: precosPorTamanho,
});
const formSchema = formaDoFormulario
  .transform(({ preco, opcao_id, ...f }): ComplementoOpcaoBody => ({
    ...f,
    opcao_id: opcao_id ?? 0,
    ...(preco === '' ? {} : { preco }),
  }))
  .pipe(complementoOpcaoBodySchema);
type Entrada = z.input<typeof formSchema>;
const vazio = (complemento_id: number): Entrada => ({ complemento_id, opcao_id: null, preco: '', precos_tamanho: '' });

export function ComplementoOpcoesDialog({
  complementoId,
  onClose,
}: {
  complementoId: number | null;
  onClose: () => void;
}) {
  const { t } = useCatalogoT();
  const snackbar = useSnackbar();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const open = complementoId !== null;
  const detalhe = useQuery({ ...complementoQuery(complementoId ?? 0), enabled: open }).data;
  const opcoes = useQuery({ ...opcoesQuery(), enabled: open }).data?.items ?? [];
  const incluir = useIncluirOpcaoNoComplemento();
  const tirar = useTirarOpcaoDoComplemento();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setValue,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: vazio(complementoId ?? 0),
  });
  useEffect(() => {
    if (complementoId !== null) reset(vazio(complementoId));
  }, [complementoId, reset]);
  const jaIncluidas = new Set(detalhe?.opcoes.map((o) => o.opcao_id));

  const onIncluir = handleSubmit(async (body) => {
    try {
      await incluir.mutateAsync(body);
      reset(vazio(body.complemento_id));
      snackbar.show(t('catalogo.salvo'), 'success');
    } catch (error) {
      const resto = serverErrorsToForm(
        error,
        setError,
        ['opcao_id', 'preco', 'precos_tamanho'],
        t('comum.erroInesperado'),
      );
      if (resto) snackbar.show(resto, 'error');
    }
  });

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={phone}>
      <DialogTitle>
        {t('catalogo.complementos.gerenciarOpcoes')}
        {detalhe ? `: ${detalhe.nome}` : ''}
      </DialogTitle>
      <DialogContent>
        <List dense>
          {detalhe?.opcoes.length === 0 && <EmptyTableText />}
          {detalhe?.opcoes.map((o) => (
            <ListItem
              key={o.id}
              divider
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`${t('catalogo.excluir')}: ${o.nome}`}
                  onClick={() => tirar.mutate(o.id)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              }
            >
              <ListItemText
                primary={o.nome}
                secondary={[formatReais(o.preco), precosTexto(o.precos_tamanho)].filter(Boolean).join(' · ')}
                sx={{ opacity: o.ativo ? 1 : 0.6 }}
              />
            </ListItem>
          ))}
        </List>
        <Stack
          component="form"
          noValidate
          spacing={1}
          sx={{ mt: 2 }}
          onSubmit={(e) => void onIncluir(e)}
          aria-label={t('catalogo.complementos.incluir')}
        >
          <Controller
            control={control}
            name="opcao_id"
            render={({ field }) => (
              <Autocomplete
                options={opcoes.filter((o) => !jaIncluidas.has(o.id)).map((o) => o.id)}
                value={field.value}
                onChange={(_e, id) => {
                  field.onChange(id);
                  const o = opcoes.find((x) => x.id === id);
                  if (o) setValue('preco', reaisParaTexto(o.preco));
                }}
                getOptionLabel={(id) => opcoes.find((o) => o.id === id)?.nome ?? ''}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    size="small"
                    label={t('catalogo.complementos.opcao')}
                    error={!!errors.opcao_id}
                    helperText={errors.opcao_id?.message}
                  />
                )}
              />
            )}
          />
          <FormMoneyField control={control} name="preco" size="small" label={t('catalogo.preco')} />
          <TextField
            size="small"
            label={t('catalogo.complementos.precosTamanho')}
            {...register('precos_tamanho')}
            error={!!errors.precos_tamanho}
            helperText={errors.precos_tamanho?.message}
          />
          <Button type="submit" variant="outlined" disabled={watch('opcao_id') === null || isSubmitting}>
            {t('catalogo.complementos.incluir')}
          </Button>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('comum.voltar')}</Button>
      </DialogActions>
    </Dialog>
  );
}
