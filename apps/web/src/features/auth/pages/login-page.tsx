import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import type { LoginResponse } from '@app/shared/schemas/auth.ts';
import { setSessionFromAuth } from '@/lib/session.ts';
import { safeRedirect } from '@/lib/redirect.ts';
import { LoginForm } from '../components/login-form.tsx';
import { useAuthT } from '../i18n.ts';

/** /login (spec §2): after login, back to the wanted internal page, or to orders. */
export function LoginPage() {
  const { t } = useAuthT();
  const navigate = useNavigate();
  const [params] = useSearchParams();

  useEffect(() => {
    document.title = `${t('login.titulo')} · ${t('app.nome')}`;
  }, [t]);

  const onLoggedIn = async (resp: LoginResponse) => {
    setSessionFromAuth(resp);
    await navigate(safeRedirect(params.get('redirect')), { replace: true });
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', px: 2, py: 4, bgcolor: 'background.default' }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={2}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 3 }}>
            <RestaurantIcon color="primary" fontSize="large" aria-hidden />
            <Box>
              <Typography variant="h5" component="h1">
                {t('app.nome')}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('login.subtitulo')}
              </Typography>
            </Box>
          </Box>
          <LoginForm onLoggedIn={onLoggedIn} />
        </CardContent>
      </Card>
    </Box>
  );
}

export { LoginPage as Component };
