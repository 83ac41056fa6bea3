import { useEffect } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import DeleteIcon from '@mui/icons-material/Delete';
import { produtoBodySchema, type Categoria, type Produto } from '@app/shared/schemas/catalogo.ts';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { complementosQuery } from '@/api/complementos.ts';
import { useImagemProduto, useSalvarProduto } from '@/api/produtos.ts';
import { errosDoServidor, validar } from './form-errors.ts';
import { reaisParaTexto, textoParaReais } from './money.ts';
import { PrecoPreview } from './preco-preview.tsx';

interface Form {
  categoria_id: number | ''; nome: string; descricao: string; preco: string; tipo: 'simples' | 'pizza';
  tamanhos: { nome: string; preco: string }[]; max_sabores: number; complementos: number[];
}
const CAMPOS = ['categoria_id', 'nome', 'descricao', 'preco', 'tipo', 'tamanhos', 'max_sabores', 'complementos'] as const;

function valores(p: Produto | undefined, categoriaId: number | ''): Form {
  return {
    categoria_id: p?.categoria_id ?? categoriaId, nome: p?.nome ?? '', descricao: p?.descricao ?? '', preco: p ? reaisParaTexto(p.preco) : '',
    tipo: p?.tipo ?? 'simples', tamanhos: (p?.tamanhos ?? []).map((s) => ({ nome: s.nome, preco: reaisParaTexto(s.preco) })),
    max_sabores: p?.max_sabores ?? 1, complementos: p?.complementos ?? [],
  };
}

export function ProdutoDialog({ open, produto, categorias, categoriaInicial, onClose }: {
  open: boolean; produto?: Produto; categorias: Categoria[]; categoriaInicial: number | ''; onClose: () => void;
}) {
  const { t } = useTranslation();
  const snackbar = useSnackbar();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const salvar = useSalvarProduto();
  const imagem = useImagemProduto();
  const complementos = useQuery({ ...complementosQuery(), enabled: open }).data?.items ?? [];
  const { register, control, handleSubmit, reset, watch, setError, formState: { errors } } = useForm<Form>({ defaultValues: valores(undefined, '') });
  const tamanhos = useFieldArray({ control, name: 'tamanhos' });
  useEffect(() => { if (open) reset(valores(produto, categoriaInicial)); }, [open, produto, categoriaInicial, reset]);

  const v = watch();
  const body = (f: Form) => ({
    categoria_id: f.categoria_id === '' ? undefined : f.categoria_id, nome: f.nome, descricao: f.descricao || null, preco: textoParaReais(f.preco),
    tipo: f.tipo, tamanhos: f.tamanhos.map((s) => ({ nome: s.nome, preco: textoParaReais(s.preco) })), max_sabores: f.tipo === 'pizza' ? f.max_sabores : 1,
    complementos: f.complementos,
  });

  const onSubmit = handleSubmit(async (f) => {
    const b = validar(produtoBodySchema, body(f), setError, CAMPOS);
    if (!b) return;
    try {
      await salvar.mutateAsync({ id: produto?.id, body: b });
      snackbar.show(t('catalogo.salvo'), 'success');
      onClose();
    } catch (e) {
      const msg = errosDoServidor(e, setError, CAMPOS);
      if (msg) snackbar.show(msg, 'error');
    }
  });

  const erroTamanho = (i: number, campo: 'nome' | 'preco') => errors.tamanhos?.[i]?.[campo]?.message;
  const preview = body(v);

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" fullScreen={phone}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{produto ? t('catalogo.produtos.editar') : t('catalogo.produtos.novo')}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2, pt: 1 }}>
            <Stack spacing={2}>
              <Controller name="categoria_id" control={control} render={({ field }) => (
                <TextField select label={t('catalogo.produtos.categoria')} {...field} error={!!errors.categoria_id} helperText={errors.categoria_id?.message}>
                  {categorias.map((c) => <MenuItem key={c.id} value={c.id}>{c.nome}</MenuItem>)}
                </TextField>
              )} />
              <TextField label={t('catalogo.nome')} {...register('nome')} error={!!errors.nome} helperText={errors.nome?.message} />
              <TextField label={t('catalogo.descricao')} multiline minRows={2} {...register('descricao')} error={!!errors.descricao} helperText={errors.descricao?.message} />
              <Stack direction="row" spacing={2}>
                <TextField label={t('catalogo.preco')} inputMode="decimal" {...register('preco')} error={!!errors.preco} helperText={errors.preco?.message} sx={{ flex: 1 }} />
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
                    <TextField size="small" label={`${t('catalogo.produtos.tamanho')} ${i + 1}`} {...register(`tamanhos.${i}.nome`)} error={!!erroTamanho(i, 'nome')} helperText={erroTamanho(i, 'nome')} sx={{ flex: 2 }} />
                    <TextField size="small" label={`${t('catalogo.preco')} ${i + 1}`} inputMode="decimal" {...register(`tamanhos.${i}.preco`)} error={!!erroTamanho(i, 'preco')} helperText={erroTamanho(i, 'preco')} sx={{ flex: 1 }} />
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
                  <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: "center" }}>
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
            <PrecoPreview produto={{ nome: preview.nome, tipo: preview.tipo, preco: preview.preco, tamanhos: preview.tamanhos, max_sabores: preview.max_sabores, complementos: preview.complementos }} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('catalogo.cancelar')}</Button>
          <Button type="submit" variant="contained" disabled={salvar.isPending}>{t('catalogo.salvar')}</Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
