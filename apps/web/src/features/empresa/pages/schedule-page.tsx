import { useEffect } from 'react';
import { useFieldArray, useForm, type Control, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import type { DiaSemana, HorariosFuncionamento } from '@app/shared/domain/horarios.ts';
import { horariosEditSchema } from '@app/shared/schemas/empresas.ts';
import { patchEmpresa } from '@/api/empresas.ts';
import { horariosQuery } from '@/api/horarios.ts';
import { keys } from '@/api/keys.ts';
import { Page } from '@/components/page.tsx';
import { applyServerErrors } from '@/lib/form-errors.ts';
import { mascararHora } from '@/lib/hora.ts';
import { getEmpresaId } from '@/lib/session.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { useEmpresaT } from '../i18n.ts';

// 24 h text, not `type="time"` (that one shows AM/PM on a computer set to English). The mask runs in the capture
// phase, before the form's own change handler reads the value.
const HORA_24H = {
  inputMode: 'numeric',
  maxLength: 5,
  placeholder: 'HH:mm',
  pattern: '[0-2][0-9]:[0-5][0-9]',
} as const;
const horaDigitada = (e: React.FormEvent<HTMLDivElement>) => {
  const campo = e.target as HTMLInputElement;
  campo.value = mascararHora(campo.value);
};

// Spec §9: the week starts on Monday.
const DIAS: DiaSemana[] = ['segunda', 'terca', 'quarta', 'quinta', 'sexta', 'sabado', 'domingo'];
const schema = z.object({ horarios: horariosEditSchema });
type Values = { horarios: Record<DiaSemana, { inicio: string; fim: string }[]> };

const completo = (h: HorariosFuncionamento | undefined): Values['horarios'] =>
  Object.fromEntries(DIAS.map((d) => [d, h?.[d] ?? []])) as Values['horarios'];

function Dia({
  dia,
  control,
  errors,
  disabled,
}: {
  dia: DiaSemana;
  control: Control<Values>;
  errors: FieldErrors<Values>;
  disabled: boolean;
}) {
  const { t } = useEmpresaT();
  const { fields, append, remove } = useFieldArray({ control, name: `horarios.${dia}` });
  const erroDia = errors.horarios?.[dia] as
    | ({ message?: string; root?: { message?: string } } & Record<
        number,
        { inicio?: { message?: string }; fim?: { message?: string } }
      >)
    | undefined;
  return (
    <Box sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider' }} data-testid={`dia-${dia}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: fields.length ? 1 : 0 }}>
        <Typography sx={{ flexGrow: 1, fontWeight: 500 }}>{t(`horarios.dias.${dia}`)}</Typography>
        {fields.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('horarios.fechado')}
          </Typography>
        )}
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={disabled || fields.length >= 6}
          onClick={() => append({ inicio: '18:00', fim: '23:00' })}
          aria-label={`${t('horarios.adicionar')} — ${t(`horarios.dias.${dia}`)}`}
        >
          {t('horarios.adicionar')}
        </Button>
      </Box>
      {fields.map((f, i) => (
        <Box key={f.id} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 }}>
          <TextField
            size="small"
            label={t('horarios.inicio')}
            disabled={disabled}
            {...control.register(`horarios.${dia}.${i}.inicio`)}
            onInputCapture={horaDigitada}
            error={!!erroDia?.[i]?.inicio}
            helperText={erroDia?.[i]?.inicio?.message}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: {
                'aria-label': `${t(`horarios.dias.${dia}`)} ${i + 1} ${t('horarios.inicio')}`,
                ...HORA_24H,
              },
            }}
          />
          <TextField
            size="small"
            label={t('horarios.fim')}
            disabled={disabled}
            {...control.register(`horarios.${dia}.${i}.fim`)}
            onInputCapture={horaDigitada}
            error={!!erroDia?.[i]?.fim}
            helperText={erroDia?.[i]?.fim?.message}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: {
                'aria-label': `${t(`horarios.dias.${dia}`)} ${i + 1} ${t('horarios.fim')}`,
                ...HORA_24H,
              },
            }}
          />
          <IconButton aria-label={t('horarios.remover')} disabled={disabled} onClick={() => remove(i)}>
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      {(erroDia?.message || erroDia?.root?.message) && (
        <Typography variant="body2" color="error">
          {erroDia.message ?? erroDia.root?.message}
        </Typography>
      )}
    </Box>
  );
}

/** business/schedule: several intervals per weekday, validated like the API (no overlaps, valid end, past midnight). */
export function SchedulePage() {
  const { t } = useEmpresaT();
  const empresaId = getEmpresaId();
  const pode = sessionHasPermission(useSession(), 'empresa.gerenciar');
  const qc = useQueryClient();
  const horarios = useQuery(horariosQuery(empresaId));
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<Values>({
    resolver: zodResolver(schema) as never,
    defaultValues: { horarios: completo(undefined) },
  });
  // Fill the form from the server, but never over the user's unsaved edits (a background refetch would wipe them);
  // until the hours have loaded the form is read-only, so nobody edits an empty week by mistake.
  const carregado = !!horarios.data;
  useEffect(() => {
    if (horarios.data && !isDirty) reset({ horarios: completo(horarios.data.horarios_funcionamento) });
  }, [horarios.data, isDirty, reset]);
  const salvar = useMutation({
    mutationFn: (v: Values) => patchEmpresa(empresaId, { horarios_funcionamento: v.horarios }),
    onSuccess: (_r, v) => {
      reset(v);
      showSnackbar(t('acoes.salvo'), 'success');
      void qc.invalidateQueries({ queryKey: keys.horarios.detail(empresaId) });
      void qc.invalidateQueries({ queryKey: keys.empresas.all });
    },
    meta: { silent: true },
    onError: (err) => {
      if (!applyServerErrors(err, setError, ['horarios_funcionamento']))
        showSnackbar(t('comum.erroInesperado'), 'error');
    },
  });
  return (
    <Page title={t('rotas.business/schedule')}>
      <Typography variant="body2" color="text.secondary">
        {t('horarios.dica')}
      </Typography>
      <Card variant="outlined">
        <CardContent
          component="form"
          noValidate
          aria-busy={!carregado}
          onSubmit={(e) => void handleSubmit((v) => salvar.mutateAsync(v))(e)}
        >
          {DIAS.map((d) => (
            <Dia key={d} dia={d} control={control} errors={errors} disabled={!pode || !carregado} />
          ))}
          <Box sx={{ mt: 2 }}>
            <Button type="submit" variant="contained" disabled={!pode || !carregado || isSubmitting}>
              {t('acoes.salvar')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Page>
  );
}

export { SchedulePage as Component };
