import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Ficha } from '@app/shared/schemas/estoque-fichas.ts';
import type { Insumo } from '@app/shared/schemas/estoque.ts';
import { TIPOS_FICHA } from '@app/shared/domain/estoque-ficha.ts';
import { UNIDADES_CODIGOS, UNIDADES, mesmaFamilia } from '@app/shared/domain/estoque-unidades.ts';
import { fichaVinculoQuery, useAlterarFicha, useCriarFicha } from '@/api/fichas.ts';
import { opcoesQuery } from '@/api/opcoes.ts';
import { produtosQuery } from '@/api/produtos.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { CampoSelect } from './campo-select.tsx';
import { EscolherInsumo } from './escolher-insumo.tsx';
import { fichaFormResolverSchema, fichaParaCorpo, fichaParaForm, type FichaForm } from './ficha-corpo.ts';
import { useEstoqueT } from '../i18n.ts';

/**
 * A sheet's header: description, what it is for (product, option, production), yield and flags. Saving a new one
 * opens it (`onSalva`) so its items can be added. Warns when the product/option (and size) already has a sheet.
 */
export function FichaDialog({
  ficha,
  onClose,
  onSalva,
  onAbrir,
}: {
  ficha?: Ficha;
  onClose: () => void;
  onSalva: (f: Ficha) => void;
  onAbrir: (id: number) => void;
}) {
  const { t } = useEstoqueT();
  const snackbar = useSnackbar();
  const criar = useCriarFicha();
  const alterar = useAlterarFicha();
  const produtos = useQuery(produtosQuery({})).data?.items ?? [];
  const opcoes = useQuery(opcoesQuery({})).data?.items ?? [];
  const [resultante, setResultante] = useState<Insumo | null>(null);
  const form = useForm<FichaForm>({
    resolver: zodResolver(fichaFormResolverSchema, undefined, { raw: true }),
    defaultValues: fichaParaForm(ficha),
  });
  const { control, register, setValue } = form;
  const { errors } = form.formState;
  const [tipo, produtoId, opcaoId, tamanho] = useWatch({
    control,
    name: ['tipo_ficha', 'produto_id', 'opcao_id', 'tamanho'],
  });
  // portions are counted: only a production yields grams or millilitres
  useEffect(() => {
    if (tipo !== 'producao') setValue('rendimento_unidade', 'un');
  }, [tipo, setValue]);
  const produto = produtos.find((p) => String(p.id) === produtoId);
  // sizes to pick: the product's, or for a flavour every size of the catalogue's pizzas
  const tamanhos =
    tipo === 'produto'
      ? (produto?.tamanhos.map((s) => s.nome) ?? [])
      : [...new Set(produtos.filter((p) => p.tipo === 'pizza').flatMap((p) => p.tamanhos.map((s) => s.nome)))];
  const vinculo = useQuery({
    ...fichaVinculoQuery(
      tipo === 'produto'
        ? { produto_id: Number(produtoId), ...(tamanho ? { tamanho } : {}) }
        : { opcao_id: Number(opcaoId), ...(tamanho ? { tamanho } : {}) },
    ),
    enabled: (tipo === 'produto' && !!produtoId) || (tipo === 'opcao' && !!opcaoId),
  });
  const outra = vinculo.data?.ficha_id && vinculo.data.ficha_id !== ficha?.id ? vinculo.data.ficha_id : null;
  const familia = resultante?.unidade_padrao ?? ficha?.rendimento_unidade ?? 'g';
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
      titulo={ficha ? t('fichas.editar') : t('fichas.nova')}
      form={form}
      onClose={onClose}
      telaCheiaNoCelular
      onSubmit={async (v) => {
        const corpo = fichaParaCorpo(v);
        const salva = ficha
          ? await alterar.mutateAsync({ id: ficha.id, dados: corpo })
          : await criar.mutateAsync(corpo);
        snackbar.show(ficha ? t('comum.salvo') : t('fichas.criada'), 'success');
        onSalva(salva);
      }}
    >
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            label={t('fichas.descricao')}
            required
            fullWidth
            autoFocus
            {...register('descricao')}
            error={!!errors.descricao}
            helperText={errors.descricao?.message}
          />
        </Grid>
        <Grid size={12}>
          <CampoSelect
            control={control}
            name="tipo_ficha"
            label={t('fichas.tipo')}
            opcoes={TIPOS_FICHA.map((x) => ({ valor: x, rotulo: t(`fichas.tipos.${x}`) }))}
          />
        </Grid>
        {tipo === 'produto' && (
          <Grid size={{ xs: 12, sm: 8 }}>
            <CampoSelect
              control={control}
              name="produto_id"
              label={t('fichas.produto')}
              required
              opcoes={produtos.map((p) => ({ valor: String(p.id), rotulo: p.nome }))}
            />
          </Grid>
        )}
        {tipo === 'opcao' && (
          <Grid size={{ xs: 12, sm: 8 }}>
            <CampoSelect
              control={control}
              name="opcao_id"
              label={t('fichas.opcao')}
              required
              opcoes={opcoes.map((o) => ({ valor: String(o.id), rotulo: o.nome }))}
            />
          </Grid>
        )}
        {tipo !== 'producao' && (
          <Grid size={{ xs: 12, sm: 4 }}>
            <Autocomplete
              freeSolo
              options={tamanhos}
              value={tamanho}
              onInputChange={(_e, v) => setValue('tamanho', v)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('fichas.tamanho')}
                  placeholder={t('fichas.qualquerTamanho')}
                  error={!!errors.tamanho}
                  helperText={errors.tamanho?.message ?? (tamanho ? ' ' : t('fichas.qualquerTamanho'))}
                />
              )}
            />
          </Grid>
        )}
        {outra && (
          <Grid size={12}>
            <Alert
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={() => onAbrir(outra)}>
                  {t('fichas.abrir', { nome: `#${outra}` })}
                </Button>
              }
            >
              {t('fichas.jaVinculada', { id: outra })}
            </Alert>
          </Grid>
        )}
        {tipo === 'producao' && (
          <Grid size={12}>
            <EscolherInsumo
              label={t('fichas.insumoResultante')}
              required
              value={resultante}
              onChange={(i) => {
                setResultante(i);
                setValue('insumo_resultante_id', i?.id ?? null);
                if (i) setValue('rendimento_unidade', i.unidade_padrao);
              }}
              error={!!errors.insumo_resultante_id}
              helperText={errors.insumo_resultante_id?.message ?? ficha?.insumo_resultante_nome ?? ' '}
            />
          </Grid>
        )}
        <Grid size={{ xs: 7, sm: 8 }}>
          <TextField
            label={t('fichas.rendimento')}
            fullWidth
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...register('rendimento_qtde')}
            error={!!errors.rendimento_qtde}
            helperText={errors.rendimento_qtde?.message ?? t('fichas.rendimentoDica')}
          />
        </Grid>
        <Grid size={{ xs: 5, sm: 4 }}>
          <CampoSelect
            control={control}
            name="rendimento_unidade"
            label={t('fichas.rendimentoUnidade')}
            disabled={tipo !== 'producao'}
            opcoes={UNIDADES_CODIGOS.filter((u) =>
              tipo === 'producao' ? mesmaFamilia(u, familia) : UNIDADES[u].familia === 'contagem',
            ).map((u) => ({ valor: u, rotulo: u }))}
          />
        </Grid>
        <Grid size={12} sx={{ display: 'flex', flexDirection: 'column' }}>
          {alternar('controla_estoque', t('fichas.controlaEstoque'))}
          {alternar('compoe_cmv', t('fichas.compoeCmv'))}
          {alternar('ativo', t('comum.ativo'))}
        </Grid>
      </Grid>
    </FormDialog>
  );
}
