import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A screen's frame: the route title as the heading and the document title, then the content (`larga`: wide tables use the whole screen). */
export function Page({
  title,
  actions,
  children,
  larga = false,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  larga?: boolean;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('app.nome')}`;
  }, [title, t]);
  return (
    <Box
      sx={{
        p: { xs: 2, sm: 3 },
        maxWidth: larga ? 'none' : 1100,
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 2,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Box>
  );
}
