import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { siteQuery } from '@/api/site.ts';
import { FullPageProgress } from '@/components/full-page-progress.tsx';
import { Page } from '@/components/page.tsx';
import { copiarTexto } from '@/lib/clipboard.ts';
import { sessionHasPermission } from '@/lib/permission.ts';
import { showSnackbar } from '@/lib/snackbar.ts';
import { useSession } from '@/lib/use-session.ts';
import { SiteForm } from '../components/site-form.tsx';
import { useSiteT } from '../i18n.ts';

/**
 * settings/site: the public menu's address, look and ordering switch, with a link to the menu as customers see it
 * (a change shows there at once: the API drops the menu's cache).
 */
export function SitePage() {
  const { t } = useSiteT();
  const session = useSession();
  const pode = sessionHasPermission(session, 'configuracoes.gerenciar');
  const site = useQuery({ ...siteQuery(), enabled: pode });

  return (
    <Page title={t('rotas.settings/site')}>
      {!pode ? (
        <Alert severity="info">{t('site.semPermissao')}</Alert>
      ) : !site.data ? (
        <FullPageProgress />
      ) : (
        <>
          {site.data.url_publica ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                variant="outlined"
                href={site.data.url_publica}
                target="_blank"
                rel="noopener"
                endIcon={<OpenInNewIcon />}
              >
                {t('site.previa')}
              </Button>
              <Button
                startIcon={<ContentCopyIcon />}
                onClick={() =>
                  void copiarTexto(new URL(site.data.url_publica!, window.location.origin).href).then(() =>
                    showSnackbar(t('site.copiado'), 'success'),
                  )
                }
              >
                {t('site.copiar')}
              </Button>
            </Box>
          ) : (
            <Alert severity="info">{t('site.semEndereco')}</Alert>
          )}
          {/* keyed by the saved values: after a save the form starts from what the server kept */}
          <SiteForm key={JSON.stringify(site.data)} site={site.data} pode={pode} />
        </>
      )}
    </Page>
  );
}

export { SitePage as Component };
