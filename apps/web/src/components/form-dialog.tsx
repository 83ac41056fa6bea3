import { useId, useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { serverErrorsToForm } from '../lib/form-errors.ts';

export interface FormDialogProps<T extends FieldValues, S> {
  open: boolean;
  /** The dialog's title and the form's accessible name. */
  titulo: string;
  /** A react-hook-form form (zodResolver with the shared schema: `S` is what the schema outputs). */
  form: UseFormReturn<T, unknown, S>;
  /**
   * Saves the validated values. When it throws, the API's field errors go on the fields and whatever is left is shown
   * above the buttons; the dialog stays open. Closing after a save is the caller's (it may want to open something else).
   */
  onSubmit: (valores: S) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  /** A server sentence with no field that still belongs to one (e.g. a 409 "telefone já cadastrado"). */
  campoDoErro?: (mensagem: string) => Path<T> | null;
  rotuloSalvar?: string;
  rotuloCancelar?: string;
  /** `error` for destructive forms (cancelling an order). */
  corSalvar?: 'primary' | 'error';
  maxWidth?: 'xs' | 'sm' | 'md';
  /** Full screen below the sm breakpoint, for long forms. */
  telaCheiaNoCelular?: boolean;
}

/** The one dialog for forms: title, body, Cancel/Save with the pending state, server errors back into the form. */
export function FormDialog<T extends FieldValues, S>({
  open,
  titulo,
  form,
  onSubmit,
  onClose,
  children,
  campoDoErro,
  rotuloSalvar,
  rotuloCancelar,
  corSalvar = 'primary',
  maxWidth = 'sm',
  telaCheiaNoCelular = false,
}: FormDialogProps<T, S>) {
  const { t } = useTranslation();
  const tituloId = useId();
  const theme = useTheme();
  const celular = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [erro, setErro] = useState<string | null>(null);
  const pendente = form.formState.isSubmitting;

  const enviar = form.handleSubmit(async (valores) => {
    setErro(null);
    try {
      await onSubmit(valores);
    } catch (error) {
      const campos = Object.keys(form.getValues());
      const resto = serverErrorsToForm(error, form.setError, campos, t('comum.erroInesperado'));
      const campo = resto ? campoDoErro?.(resto) : null;
      if (resto && campo) form.setError(campo, { type: 'server', message: resto });
      else setErro(resto);
    }
  });

  const fechar = () => {
    if (pendente) return; // a save in flight finishes (or fails) on screen
    setErro(null);
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={fechar}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={telaCheiaNoCelular && celular}
      aria-labelledby={tituloId}
    >
      <form onSubmit={(e) => void enviar(e)} noValidate aria-label={titulo} aria-busy={pendente}>
        <DialogTitle id={tituloId}>{titulo}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
          {erro && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {erro}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={fechar} disabled={pendente}>
            {rotuloCancelar ?? t('acoes.cancelar')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            color={corSalvar}
            disabled={pendente}
            startIcon={pendente ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {rotuloSalvar ?? t('acoes.salvar')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
