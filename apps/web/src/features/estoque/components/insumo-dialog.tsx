import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { TIPOS_INSUMO, type Insumo } from '@app/shared/schemas/estoque.ts';
import { UNIDADES, UNIDADES_CODIGOS, mesmaFamilia } from '@app/shared/domain/estoque-unidades.ts';
import { fornecedoresQuery } from '@/api/fornecedores.ts';
import { insumosCategoriasQuery } from '@/api/insumos-categorias.ts';
import { useSalvarInsumo } from '@/api/insumos.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { CampoSelect } from './campo-select.tsx';
import { emBase } from './formato.ts';
import { insumoFormResolverSchema, insumoParaCorpo, insumoParaForm, type InsumoForm } from './insumo-corpo.ts';
import { useEstoqueT } from '../i18n.ts';

const ATIVOS = { ativo: 'true', per_page: 100 } as const;

/** Create or edit an ingredient: cost and minimum typed in its default unit, converted to base units on save. */
export function InsumoDialog({ insumo, onClose }: { insumo?: Insumo; onClose: () => void }) {
  const { t } = useEstoqueT();
  const snackbar = useSnackbar();
  const salvar = useSalvarInsumo();
  const categorias = useQuery(insumosCategoriasQuery(ATIVOS)).data?.items ?? [];
  const fornecedores = useQuery(fornecedoresQuery(ATIVOS)).data?.items ?? [];
  const form = useForm<InsumoForm>({
    resolver: zodResolver(insumoFormResolverSchema, undefined, { raw: true }),
    defaultValues: insumoParaForm(insumo),
  });
  const { control, register } = form;
  const { errors } = form.formState;
  // the shared schema names the API's fields (custo_por_un_base), which the form shows under the typed ones
  const api = errors as Partial<Record<string, { message?: string }>>;
  const [u, minimo] = useWatch({ control, name: ['unidade_padrao', 'minimo'] });
  // once it has movements, a kg ingredient cannot become litres: offer only its family
  const unidades = UNIDADES_CODIGOS.filter((c) => !insumo || mesmaFamilia(c, insumo.unidade_padrao));
  const minimoBase = UNIDADES[u].fator_base > 1 ? emBase(minimo, u) : null;
  const chave = (id: number, nome: string) => ({ valor: String(id), rotulo: nome });
  const alternar = (name: 'controla_estoque' | 'compoe_cmv' | 'ativo', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
          label={label}
        />
      )}
    />
  );

  return (
    <FormDialog
      open
      titulo={insumo ? t('insumos.editar') : t('insumos.novo')}
      form={form}
      onClose={onClose}
      telaCheiaNoCelular
      campoDoErro={(m) => (/unidade/i.test(m) ? 'unidade_padrao' : /nome|ingrediente/i.test(m) ? 'nome' : null)}
      onSubmit={async (v) => {
        await salvar.mutateAsync({ id: insumo?.id, dados: insumoParaCorpo(v) });
        snackbar.show(t('comum.salvo'), 'success');
        onClose();
      }}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            label={t('insumos.nome')}
            required
            fullWidth
            autoFocus
            {...register('nome')}
            error={!!errors.nome}
            helperText={errors.nome?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CampoSelect
            control={control}
            name="categoria_id"
            label={t('insumos.categoria')}
            vazio={t('comum.nenhuma')}
            opcoes={categorias.map((c) => chave(c.id, c.nome))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CampoSelect
            control={control}
            name="fornecedor_id"
            label={t('insumos.fornecedor')}
            vazio={t('comum.nenhum')}
            opcoes={fornecedores.map((f) => chave(f.id, f.nome))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CampoSelect
            control={control}
            name="tipo_insumo"
            label={t('insumos.tipo')}
            opcoes={TIPOS_INSUMO.map((x) => ({ valor: x, rotulo: t(`insumos.tipos.${x}`) }))}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <CampoSelect
            control={control}
            name="unidade_padrao"
            label={t('insumos.unidadePadrao')}
            required
            opcoes={unidades.map((c) => ({ valor: c, rotulo: `${c} (${UNIDADES[c].nome})` }))}
            {...(insumo ? { helperText: t('insumos.unidadeFamilia') } : {})}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('insumos.custoPor', { unidade: u })}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...register('custo')}
            error={!!errors.custo || !!api.custo_por_un_base}
            helperText={errors.custo?.message ?? api.custo_por_un_base?.message ?? t('insumos.custoDica')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('insumos.minimo', { unidade: u })}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...register('minimo')}
            error={!!errors.minimo || !!api.estoque_minimo_base}
            helperText={
              errors.minimo?.message ??
              api.estoque_minimo_base?.message ??
              (minimoBase ? t('comum.emBase', { valor: minimoBase }) : ' ')
            }
          />
        </Grid>
        <Grid size={12} sx={{ display: 'flex', flexDirection: 'column' }}>
          {alternar('controla_estoque', t('insumos.controlaEstoque'))}
          {alternar('compoe_cmv', t('insumos.compoeCmv'))}
          {alternar('ativo', t('comum.ativo'))}
        </Grid>
      </Grid>
    </FormDialog>
  );
}
