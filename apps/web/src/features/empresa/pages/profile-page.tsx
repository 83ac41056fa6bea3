import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { requiredText } from '@app/shared/schemas/common.ts';
import {
  corSchema,
  empresaPatchSchema,
  LOGO_MAX_BYTES,
  LOGO_TIPOS,
  timezoneSchema,
  UFS,
  type Empresa,
} from '@app/shared/schemas/empresas.ts';
import { empresaQuery, patchEmpresa } from '@/api/empresas.ts';
import { keys } from '@/api/keys.ts';
import { Page } from '@/components/page.tsx';
import { applyServerErrors } from '@/lib/form-errors.ts';
import { getEmpresaId } from '@/lib/session.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useSession } from '@/lib/use-session.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { FUSOS_BR, nomeDoFuso } from '../timezones.ts';
import { useEmpresaT } from '../i18n.ts';

// The profile fields of PATCH /empresas/{id}, each required on this form (the API takes any subset).
const schema = empresaPatchSchema
  .pick({ cidade: true, uf: true })
  .extend({ nome: requiredText(120), cor_menu: corSchema, timezone: timezoneSchema });
type Entrada = z.input<typeof schema>;
type Values = z.output<typeof schema>;
const CAMPOS = ['nome', 'cidade', 'uf', 'cor_menu', 'timezone'] as const;
const toValues = (e: Empresa): Entrada => ({
  nome: e.nome,
  cidade: e.cidade ?? '',
  uf: e.uf ?? '',
  cor_menu: e.cor_menu,
  timezone: e.timezone,
});

/** business/profile: name, city, state, logo, menu colour, timezone. */
export function ProfilePage() {
  const { t } = useEmpresaT();
  const empresaId = getEmpresaId();
  const pode = sessionHasPermission(useSession(), 'empresa.gerenciar');
  const qc = useQueryClient();
  const empresa = useQuery(empresaQuery(empresaId));
  const fileRef = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Entrada, unknown, Values>({
    resolver: zodResolver(schema),
    defaultValues: { nome: '', cidade: '', uf: '', cor_menu: '#000000', timezone: 'America/Sao_Paulo' },
  });
  useEffect(() => {
    if (empresa.data) reset(toValues(empresa.data));
  }, [empresa.data, reset]);
  const saved = (e: Empresa) => {
    qc.setQueryData(keys.empresas.detail(empresaId), e);
    void qc.invalidateQueries({ queryKey: keys.empresas.all });
    showSnackbar(t('acoes.salvo'), 'success');
  };
  const logo = useMutation({
    mutationFn: (body: FormData | Record<string, unknown>) => patchEmpresa(empresaId, body),
    onSuccess: saved,
  });

  const submit = handleSubmit(async (v) => {
    try {
      saved(await patchEmpresa(empresaId, v));
    } catch (err) {
      if (!applyServerErrors(err, setError, CAMPOS)) throw err;
    }
  });

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (!(LOGO_TIPOS as readonly string[]).includes(file.type)) return showSnackbar(t('perfil.logoTipo'), 'error');
    if (file.size > LOGO_MAX_BYTES) return showSnackbar(t('perfil.logoGrande'), 'error');
    const fd = new FormData();
    fd.append('logo', file);
    logo.mutate(fd);
  };

  return (
    <Page title={t('rotas.business/profile')}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Avatar
            variant="rounded"
            src={empresa.data?.logo_url ?? undefined}
            alt={t('perfil.logo')}
            // dark text on the light placeholder: white on the default grey is under 2:1
            sx={{
              width: 72,
              height: 72,
              bgcolor: 'grey.200',
              color: 'text.secondary',
              fontSize: 14,
              textAlign: 'center',
            }}
          >
            {t('perfil.semLogo')}
          </Avatar>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button variant="outlined" disabled={!pode || logo.isPending} onClick={() => fileRef.current?.click()}>
                {t('perfil.enviarLogo')}
              </Button>
              {empresa.data?.logo_url && (
                <Button
                  color="error"
                  disabled={!pode || logo.isPending}
                  onClick={() => logo.mutate({ logo_url: null })}
                >
                  {t('perfil.removerLogo')}
                </Button>
              )}
            </Box>
            <Typography variant="caption" color="text.secondary">
              {t('perfil.logoDica')}
            </Typography>
            <input
              ref={fileRef}
              type="file"
              hidden
              accept={LOGO_TIPOS.join(',')}
              data-testid="logo-input"
              onChange={(e) => {
                onFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
          </Box>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Box
            component="form"
            noValidate
            onSubmit={(e) => void submit(e)}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
          >
            <TextField
              label={t('perfil.nome')}
              {...register('nome')}
              // filled by reset() after loading: an uncontrolled field does not lift its label by itself
              slotProps={{ inputLabel: { shrink: true } }}
              error={!!errors.nome}
              helperText={errors.nome?.message}
              disabled={!pode}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
            <TextField
              label={t('perfil.cidade')}
              {...register('cidade')}
              // filled by reset() after loading: an uncontrolled field does not lift its label by itself
              slotProps={{ inputLabel: { shrink: true } }}
              error={!!errors.cidade}
              helperText={errors.cidade?.message}
              disabled={!pode}
            />
            <TextField
              select
              label={t('perfil.uf')}
              value={(watch('uf') as string | null) ?? ''}
              onChange={(e) => setValue('uf', e.target.value)}
              error={!!errors.uf}
              helperText={errors.uf?.message}
              disabled={!pode}
            >
              <MenuItem value="">—</MenuItem>
              {UFS.map((u) => (
                <MenuItem key={u} value={u}>
                  {u}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={t('perfil.cor')}
              type="color"
              {...register('cor_menu')}
              // filled by reset() after loading: an uncontrolled field does not lift its label by itself
              slotProps={{ inputLabel: { shrink: true } }}
              error={!!errors.cor_menu}
              helperText={errors.cor_menu?.message}
              disabled={!pode}
            />
            <TextField
              select
              label={t('perfil.fuso')}
              value={watch('timezone')}
              onChange={(e) => setValue('timezone', e.target.value)}
              error={!!errors.timezone}
              helperText={errors.timezone?.message}
              disabled={!pode}
            >
              {[...new Set([watch('timezone'), ...FUSOS_BR])].map((z) => (
                <MenuItem key={z} value={z}>
                  {nomeDoFuso(z)}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ gridColumn: '1 / -1' }}>
              <Button type="submit" variant="contained" disabled={!pode || isSubmitting}>
                {t('acoes.salvar')}
              </Button>
            </Box>
          </Box>
        </CardContent>
      </Card>
    </Page>
  );
}

export { ProfilePage as Component };
