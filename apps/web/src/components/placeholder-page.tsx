import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import ConstructionIcon from '@mui/icons-material/Construction';

/**
 * A screen that later issues build. It says so plainly: title and "Em construção", nothing that pretends to work.
 */
export function PlaceholderPage({ title }: { title: string }) {
  const { t } = useTranslation();

  useEffect(() => {
    document.title = `${title} · ${t('app.nome')}`;
  }, [title, t]);

  return (
    <Box sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <ConstructionIcon color="primary" aria-hidden />
          <Box>
            <Typography variant="subtitle1">{t('comum.emConstrucao')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('comum.emConstrucaoDetalhe')}
            </Typography>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
