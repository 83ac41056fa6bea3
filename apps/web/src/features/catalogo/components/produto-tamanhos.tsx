import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { FormMoneyField } from '@/components/money-field.tsx';
import { useCatalogoT } from '../i18n.ts';
import type { ProdutoForm, ProdutoFormSaida } from './produto-dialog.tsx';

/** The product's sizes (name and price each): a pizza needs at least one; names are unique per product. */
export function ProdutoTamanhos({ form }: { form: UseFormReturn<ProdutoForm, unknown, ProdutoFormSaida> }) {
  const { t } = useCatalogoT();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const tamanhos = useFieldArray({ control, name: 'tamanhos' });
  const erroTamanho = (i: number) => errors.tamanhos?.[i]?.nome?.message;
  return (
    <Box>
      <Typography variant="subtitle2">{t('catalogo.produtos.tamanhos')}</Typography>
      {tamanhos.fields.map((field, i) => (
        <Stack key={field.id} direction="row" spacing={1} sx={{ mt: 1 }}>
          <TextField
            size="small"
            label={`${t('catalogo.produtos.tamanho')} ${i + 1}`}
            {...register(`tamanhos.${i}.nome`)}
            error={!!erroTamanho(i)}
            helperText={erroTamanho(i)}
            sx={{ flex: 2 }}
          />
          <FormMoneyField
            control={control}
            name={`tamanhos.${i}.preco`}
            size="small"
            label={`${t('catalogo.preco')} ${i + 1}`}
            sx={{ flex: 1 }}
          />
          <IconButton aria-label={`${t('catalogo.produtos.remover')} ${i + 1}`} onClick={() => tamanhos.remove(i)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      ))}
      {errors.tamanhos?.message && (
        <Typography color="error" variant="caption">
          {errors.tamanhos.message}
        </Typography>
      )}
      <Button size="small" sx={{ mt: 1 }} onClick={() => tamanhos.append({ nome: '', preco: '0' })}>
        {t('catalogo.produtos.addTamanho')}
      </Button>
    </Box>
  );
}
