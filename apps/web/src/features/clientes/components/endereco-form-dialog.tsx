import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Autocomplete from '@mui/material/Autocomplete';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { enderecoCriarSchema, type Endereco, type EnderecoCriarEntrada } from '@app/shared/schemas/clientes.ts';
import { normalizarCep } from '@app/shared/domain/cep.ts';
import { resolverAreaEntrega } from '@app/shared/domain/entrega.ts';
import { centavosParaTexto, formatBRL } from '@app/shared/domain/money.ts';
import { statusOf, errorMessage } from '@/api/problem.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { FormMoneyField } from '@/components/money-field.tsx';
import { areaParaResolver, areasEntregaQuery } from '@/api/areas-entrega.ts';
import { cidadesAtendidasQuery } from '@/api/cidades-atendidas.ts';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { cepQuery } from '@/api/cep.ts';
import { useSalvarEndereco } from '@/api/enderecos.ts';
import { useClientesT } from '../i18n.ts';
import { limpar, vazio } from './endereco-valores.ts';

type Valores = EnderecoCriarEntrada;

interface Props {
  clienteId: number;
  endereco?: Endereco;
  open: boolean;
  onClose: () => void;
}

/**
 * Address entry for the counter: the CEP fills street, neighbourhood, city and state when the lookup answers;
 * when it cannot (503 = no provider / offline), it says so once and the form stays manual — no more lookups in
 * this form. The delivery fee is suggested from the delivery areas (shared resolver) until the user types one.
 */
export function EnderecoFormDialog({ clienteId, endereco, open, onClose }: Props) {
  const { t } = useClientesT();
  const snackbar = useSnackbar();
  const salvar = useSalvarEndereco(clienteId);
  const form = useForm<Valores>({
    resolver: zodResolver(enderecoCriarSchema, undefined, { raw: true }),
    defaultValues: vazio(endereco),
  });
  const {
    register,
    control,
    setValue,
    getFieldState,
    formState: { errors },
  } = form;

  const cepDigitado = useWatch({ control, name: 'cep' }) ?? '';
  const bairro = useWatch({ control, name: 'bairro' }) ?? '';
  const cidade = useWatch({ control, name: 'cidade' }) ?? '';
  const [cepIndisponivel, setCepIndisponivel] = useState(false);
  const cep8 = normalizarCep(cepDigitado);
  const cep = useQuery({
    ...cepQuery(cep8 ?? ''),
    enabled: open && !!cep8 && !cepIndisponivel && cep8 !== normalizarCep(endereco?.cep ?? ''),
  });
  const cidades = useQuery(cidadesAtendidasQuery());
  const areas = useQuery(areasEntregaQuery());

  useEffect(() => {
    if (cep.data) {
      const d = cep.data;
      if (d.rua) setValue('rua', d.rua, { shouldValidate: true });
      if (d.bairro) setValue('bairro', d.bairro, { shouldValidate: true });
      if (d.cidade) setValue('cidade', d.cidade, { shouldValidate: true });
      if (d.estado) setValue('estado', d.estado, { shouldValidate: true });
    }
  }, [cep.data, setValue]);
  useEffect(() => {
    if (cep.error && statusOf(cep.error) === 503) setCepIndisponivel(true);
  }, [cep.error]);

  const area = useMemo(
    () =>
      bairro.trim() && areas.data
        ? resolverAreaEntrega({ bairro, cidade }, areas.data.items.map(areaParaResolver))
        : null,
    [bairro, cidade, areas.data],
  );
  useEffect(() => {
    if (area?.ok && !getFieldState('taxa_entrega').isDirty && !endereco) {
      setValue('taxa_entrega', centavosParaTexto(area.taxa_entrega_centavos));
    }
  }, [area, getFieldState, setValue, endereco]);

  const cepAjuda =
    cepIndisponivel || (cep.error && statusOf(cep.error) === 404)
      ? errorMessage(cep.error, t('endereco.cepManual'))
      : cep.isFetching
        ? t('endereco.cepBuscando')
        : undefined;

  return (
    <FormDialog
      open={open}
      titulo={endereco ? t('clientes.editarEndereco') : t('clientes.novoEndereco')}
      form={form}
      onClose={onClose}
      onSubmit={async (v) => {
        const dados = endereco ? { ...v, endereco_padrao: undefined } : v;
        await salvar.mutateAsync({ id: endereco?.id, dados: limpar(dados) as Valores });
        snackbar.show(t('clientes.enderecoSalvo'), 'success');
        onClose();
      }}
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            label={t('endereco.cep')}
            fullWidth
            {...register('cep')}
            error={!!errors.cep}
            helperText={errors.cep?.message ?? cepAjuda}
            inputMode="numeric"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8 }}>
          <TextField
            label={t('endereco.rua')}
            fullWidth
            required
            {...register('rua')}
            error={!!errors.rua}
            helperText={errors.rua?.message}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 3 }}>
          <TextField
            label={t('endereco.numero')}
            fullWidth
            {...register('numero')}
            error={!!errors.numero}
            helperText={errors.numero?.message}
          />
        </Grid>
        <Grid size={{ xs: 6, sm: 9 }}>
          <TextField label={t('endereco.complemento')} fullWidth {...register('complemento')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label={t('endereco.bairro')}
            fullWidth
            required
            {...register('bairro')}
            error={!!errors.bairro}
            helperText={
              errors.bairro?.message ??
              (area
                ? area.ok
                  ? t('endereco.taxaSugerida', { area: area.nome, taxa: formatBRL(area.taxa_entrega_centavos) })
                  : area.motivo
                : undefined)
            }
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        <Grid size={{ xs: 8, sm: 4 }}>
          <Controller
            control={control}
            name="cidade"
            render={({ field, fieldState }) => (
              <Autocomplete
                freeSolo
                options={(cidades.data?.items ?? []).map((c) => c.cidade)}
                value={field.value ?? ''}
                onInputChange={(_e, v) => field.onChange(v)}
                onChange={(_e, v) => {
                  field.onChange(v ?? '');
                  const c = cidades.data?.items.find((x) => x.cidade === v);
                  if (c) setValue('estado', c.estado, { shouldValidate: true });
                }}
                renderInput={(params) => (
                  <TextField
                    {...params}
                    label={t('endereco.cidade')}
                    required
                    error={!!fieldState.error}
                    helperText={fieldState.error?.message}
                    slotProps={{ ...params.slotProps, inputLabel: { shrink: true } }}
                  />
                )}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 4, sm: 2 }}>
          <TextField
            label={t('endereco.estado')}
            fullWidth
            required
            {...register('estado')}
            error={!!errors.estado}
            helperText={errors.estado?.message}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 2 } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t('endereco.pontoReferencia')} fullWidth {...register('ponto_referencia')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label={t('endereco.nomeIdentificacao')} fullWidth {...register('nome_identificacao')} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <FormMoneyField
            control={control}
            name="taxa_entrega"
            label={t('endereco.taxaEntrega')}
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Grid>
        {!endereco && (
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormControlLabel control={<Checkbox {...register('endereco_padrao')} />} label={t('endereco.padrao')} />
          </Grid>
        )}
      </Grid>
    </FormDialog>
  );
}
