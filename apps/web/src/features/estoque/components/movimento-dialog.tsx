import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import type { Insumo } from '@app/shared/schemas/estoque.ts';
import { TIPOS_MOVIMENTO_MANUAL } from '@app/shared/schemas/estoque-movimentos.ts';
import { UNIDADES_CODIGOS, mesmaFamilia } from '@app/shared/domain/estoque-unidades.ts';
import { useCriarMovimento } from '@/api/estoque.ts';
import { fornecedoresQuery } from '@/api/fornecedores.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormMoneyField } from '@/components/money-field.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { CampoSelect } from './campo-select.tsx';
import { EscolherInsumo } from './escolher-insumo.tsx';
import { custoDaCompra, emBase } from './formato.ts';
import { movimentoFormResolverSchema, movimentoParaCorpo, type MovimentoForm } from './movimento-corpo.ts';
import { useEstoqueT } from '../i18n.ts';

/** Records a purchase, an exit, a loss or an inventory count, in any unit of the ingredient's family. */
export function MovimentoDialog({ onClose }: { onClose: () => void }) {
  const { t } = useEstoqueT();
  const snackbar = useSnackbar();
  const criar = useCriarMovimento();
  const [insumo, setInsumo] = useState<Insumo | null>(null);
  const fornecedores = useQuery(fornecedoresQuery({ ativo: 'true', per_page: 100 })).data?.items ?? [];
  const form = useForm<MovimentoForm>({
    resolver: zodResolver(movimentoFormResolverSchema, undefined, { raw: true }),
    defaultValues: {
      tipo: 'entrada_compra',
      insumo_id: null,
      qtde: '',
      unidade: 'kg',
      custo_total: '',
      fornecedor_id: '',
      observacao: '',
    },
  });
  const { control, register, setValue } = form;
  const { errors } = form.formState;
  const [tipo, qtde, unidade, custoTotal] = useWatch({ control, name: ['tipo', 'qtde', 'unidade', 'custo_total'] });
  const unidades = UNIDADES_CODIGOS.filter((u) => !insumo || mesmaFamilia(u, insumo.unidade_padrao));
  const base = unidades.length > 1 ? emBase(qtde, unidade) : null;
  const precoUnitario = tipo === 'entrada_compra' ? custoDaCompra(qtde, unidade, custoTotal) : null;

  const escolher = (i: Insumo | null) => {
    setInsumo(i);
    setValue('insumo_id', i?.id ?? null, { shouldValidate: form.formState.isSubmitted });
    if (i) {
      setValue('unidade', i.unidade_padrao);
      if (i.fornecedor_id) setValue('fornecedor_id', String(i.fornecedor_id));
    }
  };

  return (
    <FormDialog
      open
      titulo={t('movimentos.novo')}
      form={form}
      onClose={onClose}
      telaCheiaNoCelular
      campoDoErro={(m) => (/unidade/i.test(m) ? 'unidade' : /quantidade/i.test(m) ? 'qtde' : null)}
      onSubmit={async (v) => {
        const r = await criar.mutateAsync(movimentoParaCorpo(v));
        snackbar.show(t('movimentos.registrado', { insumo: r.insumo.nome, saldo: r.insumo.qtde_amigavel }), 'success');
        onClose();
      }}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <CampoSelect
            control={control}
            name="tipo"
            label={t('movimentos.tipo')}
            opcoes={TIPOS_MOVIMENTO_MANUAL.map((x) => ({ valor: x, rotulo: t(`movimentos.tipos.${x}`) }))}
          />
        </Grid>
        <Grid size={12}>
          <EscolherInsumo
            label={t('movimentos.insumo')}
            required
            autoFocus
            value={insumo}
            onChange={escolher}
            error={!!errors.insumo_id}
            helperText={errors.insumo_id?.message ?? (insumo ? `${t('insumos.saldo')}: ${insumo.qtde_amigavel}` : ' ')}
          />
        </Grid>
        <Grid size={{ xs: 7, sm: 8 }}>
          <TextField
            label={tipo === 'ajuste_inventario' ? t('movimentos.qtdeContada') : t('movimentos.qtde')}
            required
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...register('qtde')}
            error={!!errors.qtde}
            helperText={errors.qtde?.message ?? (base ? t('comum.emBase', { valor: base }) : ' ')}
          />
        </Grid>
        <Grid size={{ xs: 5, sm: 4 }}>
          <CampoSelect
            control={control}
            name="unidade"
            label={t('comum.unidade')}
            opcoes={unidades.map((u) => ({ valor: u, rotulo: u }))}
          />
        </Grid>
        {tipo === 'entrada_compra' && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <FormMoneyField
                control={control}
                name="custo_total"
                label={t('movimentos.custoTotal')}
                required
                fullWidth
                helperText={
                  errors.custo_total?.message ??
                  (precoUnitario ? t('movimentos.custoPrevia', { unidade, valor: precoUnitario }) : ' ')
                }
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CampoSelect
                control={control}
                name="fornecedor_id"
                label={t('movimentos.fornecedor')}
                vazio={t('comum.nenhum')}
                opcoes={fornecedores.map((f) => ({ valor: String(f.id), rotulo: f.nome }))}
              />
            </Grid>
          </>
        )}
        {tipo === 'ajuste_inventario' && (
          <Grid size={12}>
            <Alert severity="info">{t('movimentos.ajusteDica')}</Alert>
          </Grid>
        )}
        <Grid size={12}>
          <TextField label={t('comum.observacao')} fullWidth {...register('observacao')} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
