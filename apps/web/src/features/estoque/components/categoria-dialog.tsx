import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { insumoCategoriaCriarSchema, type InsumoCategoria } from '@app/shared/schemas/estoque.ts';
import { useSalvarInsumoCategoria, type InsumoCategoriaCorpo } from '@/api/insumos-categorias.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useEstoqueT } from '../i18n.ts';

const formSchema = z
  .object({ nome: z.string(), ativo: z.boolean() })
  .transform((v): InsumoCategoriaCorpo => v)
  .pipe(insumoCategoriaCriarSchema);
type Valores = z.input<typeof formSchema>;

/** Create or edit an ingredient category; a repeated name comes back from the API on the name field. */
export function CategoriaDialog({ categoria, onClose }: { categoria?: InsumoCategoria; onClose: () => void }) {
  const { t } = useEstoqueT();
  const snackbar = useSnackbar();
  const salvar = useSalvarInsumoCategoria();
  const form = useForm<Valores>({
    resolver: zodResolver(formSchema, undefined, { raw: true }),
    defaultValues: { nome: categoria?.nome ?? '', ativo: categoria?.ativo ?? true },
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open
      titulo={categoria ? t('categorias.editar') : t('categorias.nova')}
      form={form}
      onClose={onClose}
      campoDoErro={(m) => (/nome|categoria/i.test(m) ? 'nome' : null)}
      onSubmit={async (v) => {
        await salvar.mutateAsync({ id: categoria?.id, dados: v });
        snackbar.show(t('comum.salvo'), 'success');
        onClose();
      }}
    >
      <TextField
        label={t('categorias.nome')}
        required
        fullWidth
        autoFocus
        {...form.register('nome')}
        error={!!errors.nome}
        helperText={errors.nome?.message}
      />
      <Controller
        control={form.control}
        name="ativo"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />}
            label={t('comum.ativo')}
          />
        )}
      />
    </FormDialog>
  );
}
