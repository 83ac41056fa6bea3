// Adds or changes one item of a sheet: the ingredient, the net quantity in any unit of its family and the
// correction factor, with the item's cost computed live from the ingredient's current cost as it is typed.
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Insumo } from '@app/shared/schemas/estoque.ts';
import { fichaItemCriarSchema, type FichaItem } from '@app/shared/schemas/estoque-fichas.ts';
import { MSG } from '@app/shared/schemas/messages.ts';
import { UNIDADES_CODIGOS, mesmaFamilia } from '@app/shared/domain/estoque-unidades.ts';
import type { FichaItemCorpo } from '@/api/fichas.ts';
import { serverErrorsToForm } from '@/lib/form-errors.ts';
import { CampoSelect } from './campo-select.tsx';
import { EscolherInsumo } from './escolher-insumo.tsx';
import { custoDoItem, emBase, numeroBR, reais4 } from './formato.ts';
import { useEstoqueT } from '../i18n.ts';

const itemFormSchema = z.object({
  insumo_id: z.number().nullable(),
  quantidade: z.string(),
  unidade: z.enum(UNIDADES_CODIGOS),
  fator_correcao: z.string(),
});
type ItemForm = z.infer<typeof itemFormSchema>;

export function itemParaCorpo(v: ItemForm): FichaItemCorpo {
  return {
    insumo_id: v.insumo_id ?? 0,
    quantidade: v.quantidade.trim(),
    unidade: v.unidade,
    fator_correcao: v.fator_correcao.trim() || '1',
  };
}
// the shared item schema, with a missing ingredient said as such (not as an invalid id), checked with the rest
const resolverSchema = itemFormSchema
  .transform((v) => ({ ...itemParaCorpo(v), insumo_id: v.insumo_id }))
  .pipe(
    fichaItemCriarSchema.extend({
      insumo_id: z
        .number()
        .nullable()
        .refine((id) => id !== null, MSG.obrigatorio),
    }),
  );

export function FichaItemForm({
  item,
  onSalvar,
  onCancelar,
}: {
  /** The item being changed; a new one without it. */
  item?: FichaItem;
  onSalvar: (corpo: FichaItemCorpo) => Promise<unknown>;
  onCancelar?: () => void;
}) {
  const { t } = useEstoqueT();
  // the ingredient's cost drives the live preview; an item being edited has its cost on the item
  const [insumo, setInsumo] = useState<Pick<Insumo, 'id' | 'nome' | 'unidade_padrao' | 'custo_por_un_base'> | null>(
    item
      ? {
          id: item.insumo_id,
          nome: item.insumo_nome,
          unidade_padrao: item.unidade,
          custo_por_un_base: item.custo_medio_item_base,
        }
      : null,
  );
  const [erro, setErro] = useState<string | null>(null);
  const form = useForm<ItemForm>({
    resolver: zodResolver(resolverSchema, undefined, { raw: true }),
    defaultValues: {
      insumo_id: item?.insumo_id ?? null,
      quantidade: item ? numeroBR(item.quantidade, 0, 4, false) : '',
      unidade: item?.unidade ?? 'g',
      fator_correcao: item ? numeroBR(item.fator_correcao, 0, 4, false) : '1',
    },
  });
  const { control, register, setValue } = form;
  const { errors, isSubmitting } = form.formState;
  const [qtde, unidade, fc] = useWatch({ control, name: ['quantidade', 'unidade', 'fator_correcao'] });
  const custo = insumo && qtde.trim() ? custoDoItem(qtde, unidade, fc, insumo.custo_por_un_base) : null;
  const base = emBase(qtde, unidade);
  const unidades = UNIDADES_CODIGOS.filter((u) => !insumo || mesmaFamilia(u, insumo.unidade_padrao));

  const enviar = form.handleSubmit(async (v) => {
    setErro(null);
    try {
      await onSalvar(itemParaCorpo(v));
      if (!item) {
        form.reset({ insumo_id: null, quantidade: '', unidade: 'g', fator_correcao: '1' });
        setInsumo(null);
      }
    } catch (e) {
      setErro(serverErrorsToForm(e, form.setError, Object.keys(form.getValues()), t('comum.erroInesperado')));
    }
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label={item ? t('fichas.editarItem') : t('fichas.adicionarItem')}
      onSubmit={(e) => void enviar(e)}
    >
      <Grid container spacing={1.5}>
        <Grid size={{ xs: 12, md: 5 }}>
          <EscolherInsumo
            size="small"
            label={t('fichas.item')}
            required
            value={insumo as Insumo | null}
            onChange={(i) => {
              setInsumo(i);
              setValue('insumo_id', i?.id ?? null);
              if (i)
                setValue(
                  'unidade',
                  i.unidade_padrao === 'kg' ? 'g' : i.unidade_padrao === 'L' ? 'ml' : i.unidade_padrao,
                );
            }}
            error={!!errors.insumo_id}
            helperText={errors.insumo_id?.message}
          />
        </Grid>
        <Grid size={{ xs: 5, md: 2 }}>
          <TextField
            size="small"
            label={t('comum.quantidade')}
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...register('quantidade')}
            error={!!errors.quantidade}
            helperText={
              errors.quantidade?.message ??
              (base && unidade !== 'g' && unidade !== 'ml' && unidade !== 'un'
                ? t('comum.emBase', { valor: base })
                : undefined)
            }
          />
        </Grid>
        <Grid size={{ xs: 3, md: 2 }}>
          <CampoSelect
            control={control}
            name="unidade"
            label={t('comum.unidade')}
            opcoes={unidades.map((u) => ({ valor: u, rotulo: u }))}
          />
        </Grid>
        <Grid size={{ xs: 4, md: 3 }}>
          <TextField
            size="small"
            label={t('fichas.fatorCorrecao')}
            fullWidth
            title={t('fichas.fatorDica')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...register('fator_correcao')}
            error={!!errors.fator_correcao}
            helperText={errors.fator_correcao?.message}
          />
        </Grid>
        <Grid size={12} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ flexGrow: 1 }}
            data-testid="item-custo-previa"
            aria-live="polite"
          >
            {custo !== null ? t('fichas.custoPrevia', { valor: reais4(custo) }) : ''}
          </Typography>
          {onCancelar && <Button onClick={onCancelar}>{t('acoes.cancelar')}</Button>}
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {item ? t('acoes.salvar') : t('fichas.adicionarItem')}
          </Button>
        </Grid>
        {erro && (
          <Grid size={12}>
            <Typography color="error" role="alert" variant="body2">
              {erro}
            </Typography>
          </Grid>
        )}
      </Grid>
    </Box>
  );
}
