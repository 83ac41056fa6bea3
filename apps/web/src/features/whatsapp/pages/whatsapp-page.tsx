import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { instanciaWhatsappQuery } from '@/api/whatsapp.ts';
import { Page } from '@/components/page.tsx';
import { sessionHasPermission } from '@/lib/permission.ts';
import { useSession } from '@/lib/use-session.ts';
import { AvisosCard } from '../components/avisos-card.tsx';
import { ConexaoCard } from '../components/conexao-card.tsx';
import { MensagensCard } from '../components/mensagens-card.tsx';
import { TesteCard } from '../components/teste-card.tsx';
import { useWhatsappT } from '../i18n.ts';

/**
 * settings/whatsapp: the business's WhatsApp (pairing by QR code, state updating by itself, reconnect, delete),
 * a test message, the order notices with their templates and previews, and the log of messages.
 * Without a gateway on the server the screen says so and shows nothing else.
 */
export function WhatsappPage() {
  const { t } = useWhatsappT();
  const session = useSession();
  const pode = sessionHasPermission(session, 'whatsapp.gerenciar');
  const timezone = session?.timezone ?? 'America/Sao_Paulo';
  const instancia = useQuery({ ...instanciaWhatsappQuery(), enabled: pode });

  return (
    <Page title={t('rotas.settings/whatsapp')}>
      {!pode ? (
        <Alert severity="info">{t('w.semPermissao')}</Alert>
      ) : instancia.data && !instancia.data.gateway_configurado ? (
        <Alert severity="info" data-testid="whatsapp-nao-configurado">
          {t('w.naoConfigurado')}
        </Alert>
      ) : instancia.data ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <ConexaoCard dados={instancia.data} timezone={timezone} />
          {instancia.data.instancia && <TesteCard />}
          <AvisosCard />
          <MensagensCard timezone={timezone} />
        </Box>
      ) : null}
    </Page>
  );
}

export { WhatsappPage as Component };
