import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { reaisParaTexto } from '@app/shared/domain/money.ts';
import { produtoBodySchema, TIPOS_PRODUTO, type Categoria, type Produto } from '@app/shared/schemas/catalogo.ts';
import { reaisDeTextoSchema } from '@app/shared/schemas/dinheiro.ts';
import { complementosQuery } from '@/api/complementos.ts';
import { useSalvarProduto } from '@/api/produtos.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormMoneyField, reaisDoTexto } from '@/components/money-field.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { PrecoPreview } from './preco-preview.tsx';
import { ProdutoImagem } from './produto-imagem.tsx';
import { ProdutoTamanhos } from './produto-tamanhos.tsx';
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
    ...f,
    categoria_id: f.categoria_id === '' ? undefined : f.categoria_id,
    descricao: f.descricao.trim() || null,
    max_sabores: f.tipo === 'pizza' ? f.max_sabores : 1,
  }))
  .pipe(produtoBodySchema);
export type ProdutoForm = z.input<typeof formSchema>;
export type ProdutoFormSaida = z.output<typeof formSchema>;
type Form = ProdutoForm;

function valores(p: Produto | undefined, categoriaId: number | ''): Form {
  return {
    categoria_id: p?.categoria_id ?? categoriaId,
    nome: p?.nome ?? '',
    descricao: p?.descricao ?? '',
    preco: reaisParaTexto(p?.preco),
    tipo: p?.tipo ?? 'simples',
    tamanhos: (p?.tamanhos ?? []).map((s) => ({ nome: s.nome, preco: reaisParaTexto(s.preco) })),
    max_sabores: p?.max_sabores ?? 1,
    complementos: p?.complementos ?? [],
  };
}

const reaisOuNaN = (texto: string) => reaisDoTexto(texto) ?? Number.NaN;

export function ProdutoDialog({
  open,
  produto,
  categorias,
  categoriaInicial,
  onClose,
}: {
  open: boolean;
  produto?: Produto;
  categorias: Categoria[];
  categoriaInicial: number | '';
  onClose: () => void;
}) {
  const { t } = useCatalogoT();
  const snackbar = useSnackbar();
  const salvar = useSalvarProduto();
  const complementos = useQuery({ ...complementosQuery(), enabled: open }).data?.items ?? [];
  const form = useForm({ resolver: zodResolver(formSchema), defaultValues: valores(undefined, '') });
  const {
    register,
    control,
    reset,
    watch,
    formState: { errors },
  } = form;
  useEffect(() => {
    if (open) reset(valores(produto, categoriaInicial));
  }, [open, produto, categoriaInicial, reset]);

  const v = watch();

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
          <Controller
            name="categoria_id"
            control={control}
            render={({ field }) => (
              <TextField
                select
                label={t('catalogo.produtos.categoria')}
                {...field}
                error={!!errors.categoria_id}
                helperText={errors.categoria_id?.message}
              >
                {categorias.map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.nome}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('catalogo.nome')}
            {...register('nome')}
            error={!!errors.nome}
            helperText={errors.nome?.message}
          />
          <TextField
            label={t('catalogo.descricao')}
            multiline
            minRows={2}
            {...register('descricao')}
            error={!!errors.descricao}
            helperText={errors.descricao?.message}
          />
          <Stack direction="row" spacing={2}>
            <FormMoneyField control={control} name="preco" label={t('catalogo.preco')} sx={{ flex: 1 }} />
            <Controller
              name="tipo"
              control={control}
              render={({ field }) => (
                <TextField select label={t('catalogo.produtos.tipo')} {...field} sx={{ flex: 1 }}>
                  <MenuItem value="simples">{t('catalogo.produtos.simples')}</MenuItem>
                  <MenuItem value="pizza">{t('catalogo.produtos.pizza')}</MenuItem>
                </TextField>
              )}
            />
          </Stack>
          <ProdutoTamanhos form={form} />
          {v.tipo === 'pizza' && (
            <Controller
              name="max_sabores"
              control={control}
              render={({ field }) => (
                <TextField
                  select
                  label={t('catalogo.produtos.maxSabores')}
                  {...field}
                  error={!!errors.max_sabores}
                  helperText={errors.max_sabores?.message}
                >
                  {[1, 2, 3, 4].map((n) => (
                    <MenuItem key={n} value={n}>
                      {n}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          )}
          <Controller
            name="complementos"
            control={control}
            render={({ field }) => (
              <Autocomplete
                multiple
                options={complementos.map((c) => c.id)}
                value={field.value}
                onChange={(_e, ids) => field.onChange(ids)}
                getOptionLabel={(id) => complementos.find((c) => c.id === id)?.nome ?? String(id)}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('catalogo.produtos.complementos')}
                    error={!!errors.complementos}
                    helperText={errors.complementos?.message}
                  />
                )}
              />
            )}
          />
          <ProdutoImagem produto={produto} />
        </Stack>
        <PrecoPreview
          produto={{
            nome: v.nome,
            tipo: v.tipo,
            preco: reaisOuNaN(v.preco),
            max_sabores: v.tipo === 'pizza' ? v.max_sabores : 1,
            complementos: v.complementos,
            tamanhos: v.tamanhos.map((s) => ({ nome: s.nome, preco: reaisOuNaN(s.preco) })),
          }}
        />
      </Box>
    </FormDialog>
  );
}
