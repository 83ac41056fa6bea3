import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { fornecedorCriarSchema, type Fornecedor } from '@app/shared/schemas/estoque.ts';
import { useSalvarFornecedor, type FornecedorCorpo } from '@/api/fornecedores.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { useSnackbar } from '@/components/feedback/use-snackbar.ts';
import { useEstoqueT } from '../i18n.ts';

type Campo = 'nome' | 'documento' | 'telefone' | 'email' | 'contato' | 'observacao';
const texto = z.string();
const OPCIONAIS = ['documento', 'telefone', 'email', 'contato', 'observacao'] as const;

/** A blank optional field goes as null: the API checks an e-mail only when there is one. */
export function paraCorpo(v: Record<Campo, string> & { ativo: boolean }): FornecedorCorpo {
  const corpo: FornecedorCorpo = { nome: v.nome, ativo: v.ativo };
  for (const c of OPCIONAIS) corpo[c] = v[c].trim() || null;
  return corpo;
}
const formSchema = z
  .object({
    nome: texto,
    documento: texto,
    telefone: texto,
    email: texto,
    contato: texto,
    observacao: texto,
    ativo: z.boolean(),
  })
  .transform(paraCorpo)
  .pipe(fornecedorCriarSchema);
type Valores = z.input<typeof formSchema>;

/** Create or edit a supplier; empty optional fields go as null (the shared schema turns '' into null). */
export function FornecedorDialog({ fornecedor, onClose }: { fornecedor?: Fornecedor; onClose: () => void }) {
  const { t } = useEstoqueT();
  const snackbar = useSnackbar();
  const salvar = useSalvarFornecedor();
  const form = useForm<Valores>({
    resolver: zodResolver(formSchema, undefined, { raw: true }),
    defaultValues: {
      nome: fornecedor?.nome ?? '',
      documento: fornecedor?.documento ?? '',
      telefone: fornecedor?.telefone ?? '',
      email: fornecedor?.email ?? '',
      contato: fornecedor?.contato ?? '',
      observacao: fornecedor?.observacao ?? '',
      ativo: fornecedor?.ativo ?? true,
    },
  });
  const { errors } = form.formState;
  const campo = (name: Campo, size = 6, extra: object = {}) => (
    <Grid size={{ xs: 12, sm: size }}>
      <TextField
        label={t(`fornecedores.${name}`)}
        fullWidth
        {...form.register(name)}
        error={!!errors[name]}
        helperText={errors[name]?.message}
        {...extra}
      />
    </Grid>
  );
  return (
    <FormDialog
      open
      titulo={fornecedor ? t('fornecedores.editar') : t('fornecedores.novo')}
      form={form}
      onClose={onClose}
      telaCheiaNoCelular
      campoDoErro={(m) => (/nome|fornecedor/i.test(m) ? 'nome' : null)}
      onSubmit={async (v) => {
        await salvar.mutateAsync({ id: fornecedor?.id, dados: paraCorpo(v) });
        snackbar.show(t('comum.salvo'), 'success');
        onClose();
      }}
    >
      <Grid container spacing={2}>
        {campo('nome', 12, { required: true, autoFocus: true })}
        {campo('documento')}
        {campo('telefone', 6, { inputMode: 'tel' })}
        {campo('email', 6, { type: 'email' })}
        {campo('contato')}
        {campo('observacao', 12, { multiline: true, minRows: 2 })}
        <Grid size={12}>
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
        </Grid>
      </Grid>
    </FormDialog>
  );
}
