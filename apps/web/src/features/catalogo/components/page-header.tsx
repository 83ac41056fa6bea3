import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export function PageHeader({ titulo, children }: { titulo: string; children?: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => { document.title = `${titulo} · ${t('app.nome')}`; }, [titulo, t]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{titulo}</Typography>
      {children}
    </Box>
  );
}
