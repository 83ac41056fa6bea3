import { useEffect } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { reaisParaTexto } from '@app/shared/domain/money.ts';
import { produtoBodySchema, TIPOS_PRODUTO, type Categoria, type Produto } from '@app/shared/schemas/catalogo.ts';
import { reaisDeTextoSchema } from '@app/shared/schemas/dinheiro.ts';
import { complementosQuery } from '@/api/complementos.ts';
import { useImagemProduto, useSalvarProduto } from '@/api/produtos.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormMoneyField, reaisDoTexto } from '@/components/money-field.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { PrecoPreview } from './preco-preview.tsx';
import { useCatalogoT } from '../i18n.ts';

// What the form edits (prices as text, no category yet as ''), turned into the API body and checked by the shared
// product schema, so the form and the API agree on every rule (a pizza needs a size, sizes are unique…).
const formaDoFormulario = z.object({
  categoria_id: z.union([z.number(), z.literal('')]),
  nome: z.string(),
  descricao: z.string(),
  preco: reaisDeTextoSchema,
  tipo: z.enum(TIPOS_PRODUTO),
  tamanhos: z.array(z.object({ nome: z.string(), preco: reaisDeTextoSchema })),
  max_sabores: z.number(),
  complementos: z.array(z.number()),
});
const formSchema = formaDoFormulario
  .transform((f): z.input<typeof produtoBodySchema> => ({
    ...f, categoria_id: f.categoria_id === '' ? undefined : f.categoria_id, descricao: f.descricao.trim() || null, max_sabores: f.tipo === 'pizza' ? f.max_sabores : 1,
  }))
  .pipe(produtoBodySchema);
type Form = z.input<typeof formSchema>;

function valores(p: Produto | undefined, categoriaId: number | ''): Form {
  return {
    categoria_id: p?.categoria_id ?? categoriaId, nome: p?.nome ?? '', descricao: p?.descricao ?? '', preco: reaisParaTexto(p?.preco),
    tipo: p?.tipo ?? 'simples', tamanhos: (p?.tamanhos ?? []).map((s) => ({ nome: s.nome, preco: reaisParaTexto(s.preco) })),
    max_sabores: p?.max_sabores ?? 1, complementos: p?.complementos ?? [],
  };
}

const reaisOuNaN = (texto: string) => reaisDoTexto(texto) ?? Number.NaN;

export function ProdutoDialog({ open, produto, categorias, categoriaInicial, onClose }: {
  open: boolean; produto?: Produto; categorias: Categoria[]; categoriaInicial: number | ''; onClose: () => void;
}) {
  const { t } = useCatalogoT();
  const snackbar = useSnackbar();
  const salvar = useSalvarProduto();
  const imagem = useImagemProduto();
  const complementos = useQuery({ ...complementosQuery(), enabled: open }).data?.items ?? [];
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: valores(undefined, '') });
  const { register, control, reset, watch, formState: { errors } } = form;
  const tamanhos = useFieldArray({ control, name: 'tamanhos' });
  useEffect(() => { if (open) reset(valores(produto, categoriaInicial)); }, [open, produto, categoriaInicial, reset]);

  const v = watch();
  const erroTamanho = (i: number) => errors.tamanhos?.[i]?.nome?.message;

  return (
    <FormDialog
      open={open}
      titulo={produto ? t('catalogo.produtos.editar') : t('catalogo.produtos.novo')}
      form={form}
      maxWidth="md"
      telaCheiaNoCelular
      onClose={onClose}
      onSubmit={async (body) => {
        await salvar.mutateAsync({ id: produto?.id, body });
        snackbar.show(t('catalogo.salvo'), 'success');
        onClose();
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2 }}>
        <Stack spacing={2}>
          <Controller name="categoria_id" control={control} render={({ field }) => (
            <TextField select label={t('catalogo.produtos.categoria')} {...field} error={!!errors.categoria_id} helperText={errors.categoria_id?.message}>
              {categorias.map((c) => <MenuItem key={c.id} value={c.id}>{c.nome}</MenuItem>)}
            </TextField>
          )} />
          <TextField label={t('catalogo.nome')} {...register('nome')} error={!!errors.nome} helperText={errors.nome?.message} />
          <TextField label={t('catalogo.descricao')} multiline minRows={2} {...register('descricao')} error={!!errors.descricao} helperText={errors.descricao?.message} />
          <Stack direction="row" spacing={2}>
            <FormMoneyField control={control} name="preco" label={t('catalogo.preco')} sx={{ flex: 1 }} />
            <Controller name="tipo" control={control} render={({ field }) => (
              <TextField select label={t('catalogo.produtos.tipo')} {...field} sx={{ flex: 1 }}>
                <MenuItem value="simples">{t('catalogo.produtos.simples')}</MenuItem>
                <MenuItem value="pizza">{t('catalogo.produtos.pizza')}</MenuItem>
              </TextField>
            )} />
          </Stack>
          <Box>
            <Typography variant="subtitle2">{t('catalogo.produtos.tamanhos')}</Typography>
            {tamanhos.fields.map((field, i) => (
              <Stack key={field.id} direction="row" spacing={1} sx={{ mt: 1 }}>
                <TextField size="small" label={`${t('catalogo.produtos.tamanho')} ${i + 1}`} {...register(`tamanhos.${i}.nome`)} error={!!erroTamanho(i)} helperText={erroTamanho(i)} sx={{ flex: 2 }} />
                <FormMoneyField control={control} name={`tamanhos.${i}.preco`} size="small" label={`${t('catalogo.preco')} ${i + 1}`} sx={{ flex: 1 }} />
                <IconButton aria-label={`${t('catalogo.produtos.remover')} ${i + 1}`} onClick={() => tamanhos.remove(i)}><DeleteIcon fontSize="small" /></IconButton>
              </Stack>
            ))}
            {errors.tamanhos?.message && <Typography color="error" variant="caption">{errors.tamanhos.message}</Typography>}
            <Button size="small" sx={{ mt: 1 }} onClick={() => tamanhos.append({ nome: '', preco: '0' })}>{t('catalogo.produtos.addTamanho')}</Button>
          </Box>
          {v.tipo === 'pizza' && (
            <Controller name="max_sabores" control={control} render={({ field }) => (
              <TextField select label={t('catalogo.produtos.maxSabores')} {...field} error={!!errors.max_sabores} helperText={errors.max_sabores?.message}>
                {[1, 2, 3, 4].map((n) => <MenuItem key={n} value={n}>{n}</MenuItem>)}
              </TextField>
            )} />
          )}
          <Controller name="complementos" control={control} render={({ field }) => (
            <Autocomplete
              multiple
              options={complementos.map((c) => c.id)}
              value={field.value}
              onChange={(_e, ids) => field.onChange(ids)}
              getOptionLabel={(id) => complementos.find((c) => c.id === id)?.nome ?? String(id)}
              renderInput={(params) => <TextField {...params} label={t('catalogo.produtos.complementos')} error={!!errors.complementos} helperText={errors.complementos?.message} />}
            />
          )} />
          <Box>
            <Typography variant="subtitle2">{t('catalogo.produtos.imagem')}</Typography>
            {produto ? (
              <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center' }}>
                {produto.imagem_url && <Box component="img" src={produto.imagem_url} alt="" sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1 }} />}
                <Button component="label" size="small" variant="outlined">
                  {t('catalogo.produtos.enviarImagem')}
                  <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(e) => {
                    const arquivo = e.target.files?.[0];
                    if (arquivo) imagem.mutate({ id: produto.id, arquivo }, { onSuccess: () => snackbar.show(t('catalogo.salvo'), 'success') });
                  }} />
                </Button>
                {produto.imagem_url && <Button size="small" onClick={() => imagem.mutate({ id: produto.id, arquivo: null })}>{t('catalogo.produtos.removerImagem')}</Button>}
              </Stack>
            ) : <Typography variant="body2" color="text.secondary">{t('catalogo.produtos.imagemDepois')}</Typography>}
          </Box>
        </Stack>
        <PrecoPreview produto={{
          nome: v.nome, tipo: v.tipo, preco: reaisOuNaN(v.preco), max_sabores: v.tipo === 'pizza' ? v.max_sabores : 1, complementos: v.complementos,
          tamanhos: v.tamanhos.map((s) => ({ nome: s.nome, preco: reaisOuNaN(s.preco) })),
        }} />
      </Box>
    </FormDialog>
  );
}
