import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SENHA_MIN } from '@app/shared/schemas/usuarios.ts';
import { MSG } from '@app/shared/schemas/messages.ts';
import { definirSenha } from '@/api/usuarios.ts';
import { errorMessage } from '@/api/problem.ts';
import { useUsuariosT } from '../i18n.ts';

/**
 * /definir-senha#<token> (public): a staff user sets their password with the one-time link a manager sent. The
 * token sits in the fragment, which the browser never sends to a server.
 */
export function DefinirSenhaPage() {
  const { t } = useUsuariosT();
  const [token] = useState(() => window.location.hash.slice(1));
  const [senha, setSenha] = useState('');
  const [repetir, setRepetir] = useState('');
  const [erro, setErro] = useState<string | null>(null);
  const [pronto, setPronto] = useState(false);
  const [enviando, setEnviando] = useState(false);
  useEffect(() => {
    document.title = t('usuarios.definirTitulo');
  }, [t]);
  const curta = senha.length > 0 && senha.length < SENHA_MIN;
  const diferentes = repetir.length > 0 && repetir !== senha;
  const enviar = async (e: React.FormEvent) => {
    e.preventDefault();
    if (senha.length < SENHA_MIN || senha !== repetir) return;
    setEnviando(true);
    setErro(null);
    try {
      await definirSenha({ token, senha });
      setPronto(true);
    } catch (err) {
      setErro(errorMessage(err, t('comum.erroInesperado')));
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', px: 2, py: 4 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }} elevation={2}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h5" component="h1" gutterBottom>
            {t('usuarios.definirTitulo')}
          </Typography>
          {!token ? (
            <Alert severity="error">{t('usuarios.definirSemLink')}</Alert>
          ) : pronto ? (
            <Stack spacing={2}>
              <Alert severity="success">{t('usuarios.definirPronto')}</Alert>
              <Button component={RouterLink} to="/login" variant="contained">
                {t('usuarios.irLogin')}
              </Button>
            </Stack>
          ) : (
            <Stack
              component="form"
              spacing={2}
              onSubmit={(e) => void enviar(e)}
              noValidate
              aria-label={t('usuarios.definirTitulo')}
            >
              <Typography variant="body2" color="text.secondary">
                {t('usuarios.definirTexto')}
              </Typography>
              <TextField
                label={t('usuarios.definirSenha')}
                type="password"
                autoComplete="new-password"
                value={senha}
                onChange={(e) => setSenha(e.target.value)}
                error={curta}
                helperText={curta ? MSG.senhaCurta : undefined}
              />
              <TextField
                label={t('usuarios.definirConfirmar')}
                type="password"
                autoComplete="new-password"
                value={repetir}
                onChange={(e) => setRepetir(e.target.value)}
                error={diferentes}
                helperText={diferentes ? t('usuarios.definirDiferentes') : undefined}
              />
              {erro ? <Alert severity="error">{erro}</Alert> : null}
              <Button
                type="submit"
                variant="contained"
                disabled={enviando || senha.length < SENHA_MIN || senha !== repetir}
              >
                {t('usuarios.definirSalvar')}
              </Button>
            </Stack>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}

export const Component = DefinirSenhaPage;
