import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** Shown when a screen fails to load or render (e.g. a code chunk gone after a deploy): reloading fixes most. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <Box sx={{ p: 3, display: 'grid', gap: 2, justifyItems: 'start' }} role="alert">
      <Typography variant="h6">{t('comum.erroTela')}</Typography>
      <Button variant="contained" onClick={() => window.location.reload()}>
        {t('comum.recarregar')}
      </Button>
    </Box>
  );
}
