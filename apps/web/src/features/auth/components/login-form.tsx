import { useState, type KeyboardEvent } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import type { LoginForm as LoginValues, LoginResponse } from '@app/shared/schemas/auth.ts';
import { validarLogin } from '@app/shared/domain/login.ts';
import { login } from '@/api/auth.ts';
import { errorMessage, retryAfterSeconds, statusOf } from '@/api/problem.ts';
import { useAuthT } from '../i18n.ts';
import { CampoTexto } from './campo-texto.tsx';

/**
 * The login rules without zod (the same as the API's loginFormSchema): the login page is the first load, and a
 * schema library would be most of its JavaScript.
 */
const resolver: Resolver<LoginValues> = (values) => {
  const erros = validarLogin(values);
  if (Object.keys(erros).length === 0) return { values: { ...values, email: values.email.trim() }, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(Object.entries(erros).map(([k, message]) => [k, { type: 'validate', message }])),
  };
};

interface Notice {
  severity: AlertColor;
  message: string;
}

interface Props {
  onLoggedIn: (resp: LoginResponse) => void | Promise<void>;
  /** Replaceable in tests. */
  submit?: (values: LoginValues) => Promise<LoginResponse>;
}

/** The login form of spec §2/§5: ENTRAR disabled until valid; the alerts of spec §8. */
export function LoginForm({ onLoggedIn, submit = login }: Props) {
  const { t } = useAuthT();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginValues>({
    resolver,
    // 'all': a field left empty says why on leaving it (a clerk who tabs past it knows why ENTRAR stays disabled),
    // and the message clears while typing
    mode: 'all',
    defaultValues: { email: '', senha: '' },
  });

  const onValid = async (values: LoginValues) => {
    setNotice(null);
    try {
      const resp = await submit(values);
      await onLoggedIn(resp);
    } catch (error) {
      setNotice(noticeFor(error));
    }
  };

  const noticeFor = (error: unknown): Notice => {
    const status = statusOf(error);
    if (status === 401) return { severity: 'error', message: t('login.credenciaisInvalidas') };
    if (status === 429) {
      const segundos = retryAfterSeconds(error);
      return {
        severity: 'warning',
        message: segundos ? t('login.muitasTentativas', { segundos }) : t('login.muitasTentativasSemTempo'),
      };
    }
    if (status === 400) return { severity: 'error', message: errorMessage(error, t('login.invalido')) };
    return { severity: 'error', message: t('login.falha') };
  };

  // Spec §5: "if submitted invalid, an alert". A disabled submit button blocks the browser's implicit
  // submission on Enter, so Enter in a field is caught here and reported.
  const onInvalid = () => setNotice({ severity: 'warning', message: t('login.invalido') });
  const submitForm = handleSubmit(onValid, onInvalid);
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === 'Enter' && !isValid && e.target instanceof HTMLInputElement) {
      e.preventDefault();
      void submitForm();
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submitForm(e)} onKeyDown={onKeyDown}>
      <Stack spacing={2}>
        {notice && (
          <Alert severity={notice.severity} role="alert" onClose={() => setNotice(null)}>
            {notice.message}
          </Alert>
        )}
        <CampoTexto
          label={t('login.email')}
          type="email"
          autoComplete="username"
          autoFocus
          inputMode="email"
          error={Boolean(errors.email)}
          helperText={errors.email?.message ?? ' '}
          {...register('email')}
        />
        <CampoTexto
          label={t('login.senha')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          error={Boolean(errors.senha)}
          helperText={errors.senha?.message ?? ' '}
          endAdornment={
            <InputAdornment position="end">
              <IconButton
                aria-label={showPassword ? t('login.ocultarSenha') : t('login.mostrarSenha')}
                onClick={() => setShowPassword((v) => !v)}
                edge="end"
                size="small"
              >
                {showPassword ? <VisibilityOff fontSize="small" /> : <Visibility fontSize="small" />}
              </IconButton>
            </InputAdornment>
          }
          {...register('senha')}
        />
        <Button type="submit" variant="contained" size="large" fullWidth disabled={!isValid || isSubmitting}>
          {t('login.entrar')}
        </Button>
        <Button variant="text" onClick={() => setNotice({ severity: 'info', message: t('login.emBreve') })}>
          {t('login.esqueciSenha')}
        </Button>
        <Typography variant="body2" color="text.secondary" align="center">
          {t('login.suporte')}
        </Typography>
      </Stack>
    </form>
  );
}
