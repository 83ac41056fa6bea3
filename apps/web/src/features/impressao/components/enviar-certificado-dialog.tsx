import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { certificadoPutSchema, type CertificadoPut } from '@app/shared/schemas/impressao.ts';
import { useEnviarCertificado } from '@/api/impressao.ts';
import { FormDialog } from '@/components/form-dialog.tsx';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useImpressaoT } from '../i18n.ts';

/** Upload of the business's own certificate and private key (write-only: the key is never shown again). */
export function EnviarCertificadoDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useImpressaoT();
  const enviar = useEnviarCertificado();
  const form = useForm<CertificadoPut>({
    resolver: zodResolver(certificadoPutSchema),
    defaultValues: { certificado: '', chave_privada: '' },
  });
  useEffect(() => {
    if (open) form.reset({ certificado: '', chave_privada: '' });
  }, [open, form]);

  const campo = (nome: keyof CertificadoPut, rotulo: string) => {
    const erro = form.formState.errors[nome]?.message;
    return (
      <>
        <TextField
          {...form.register(nome)}
          label={rotulo}
          multiline
          minRows={4}
          maxRows={8}
          error={Boolean(erro)}
          helperText={erro}
          slotProps={{ htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', fontSize: 12 } } }}
        />
        <Button component="label" size="small" sx={{ alignSelf: 'flex-start' }}>
          {t('p.arquivo')}
          <input
            hidden
            type="file"
            accept=".pem,.crt,.cer,.key,.txt"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void f.text().then((texto) => form.setValue(nome, texto, { shouldValidate: true }));
            }}
          />
        </Button>
      </>
    );
  };

  return (
    <FormDialog
      open={open}
      titulo={t('p.enviarTitulo')}
      form={form}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={async (v) => {
        await enviar.mutateAsync(v);
        showSnackbar(t('p.enviado'), 'success');
        onClose();
      }}
    >
      <Typography variant="body2" color="text.secondary">
        {t('p.enviarTexto')}
      </Typography>
      {campo('certificado', t('p.campoCertificado'))}
      {campo('chave_privada', t('p.campoChave'))}
    </FormDialog>
  );
}
