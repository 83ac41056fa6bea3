import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { aplicarBaixaFichaSchema, type Ficha } from '@app/shared/schemas/estoque-fichas.ts';
import { UNIDADES_CODIGOS, mesmaFamilia, type UnidadeCodigo } from '@app/shared/domain/estoque-unidades.ts';
import { useAplicarBaixaFicha } from '@/api/fichas.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { CampoSelect } from './campo-select.tsx';
import { useEstoqueT } from '../i18n.ts';

const formSchema = z.object({ quantidade: z.string(), unidade: z.enum(UNIDADES_CODIGOS), observacao: z.string() });
type Valores = z.infer<typeof formSchema>;
const resolverSchema = formSchema
  .transform((v): z.input<typeof aplicarBaixaFichaSchema> => ({ ...v, observacao: v.observacao.trim() || null }))
  .pipe(aplicarBaixaFichaSchema);

/** POST /fichas/{id}/aplicar-baixa: a batch of a sub-recipe made by hand (its inputs leave, its ingredient enters). */
export function ProducaoDialog({ ficha, onClose }: { ficha: Ficha; onClose: () => void }) {
  const { t } = useEstoqueT();
  const snackbar = useSnackbar();
  const aplicar = useAplicarBaixaFicha();
  const u: UnidadeCodigo = ficha.rendimento_unidade;
  const form = useForm<Valores>({
    resolver: zodResolver(resolverSchema, undefined, { raw: true }),
    defaultValues: { quantidade: '', unidade: u, observacao: '' },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      titulo={`${t('fichas.produzir')}: ${ficha.descricao}`}
      form={form}
      onClose={onClose}
      onSubmit={async (v) => {
        const r = await aplicar.mutateAsync({
          id: ficha.id,
          dados: { quantidade: v.quantidade.trim(), unidade: v.unidade, observacao: v.observacao.trim() || null },
        });
        snackbar.show(t('fichas.produzido', { n: r.movimentos.length }), 'success');
        onClose();
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('fichas.produzirTexto')}
      </Typography>
      <Grid container spacing={2}>
        <Grid size={8}>
          <TextField
            label={t('comum.quantidade')}
            required
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            {...form.register('quantidade')}
            error={!!errors.quantidade}
            helperText={errors.quantidade?.message}
          />
        </Grid>
        <Grid size={4}>
          <CampoSelect
            control={form.control}
            name="unidade"
            label={t('comum.unidade')}
            opcoes={UNIDADES_CODIGOS.filter((x) => mesmaFamilia(x, u)).map((x) => ({ valor: x, rotulo: x }))}
          />
        </Grid>
        <Grid size={12}>
          <TextField label={t('comum.observacao')} fullWidth {...form.register('observacao')} />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
