import { useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import { logout } from '../../api/auth.ts';
import { clearSession, DEFAULT_EMPRESA_ID } from '../../lib/session.ts';
import { useSession } from '../../lib/use-session.ts';
import { LOGIN_PATH, loginUrl } from '../../lib/redirect.ts';
import { Sidebar } from './sidebar.tsx';
import { TopBar } from './top-bar.tsx';
import { useSessionRestore } from './use-session-restore.ts';
import { sessionHasPermission } from '../../lib/permission.ts';
import { AvisoImpressao } from '../impressao/aviso-impressao.tsx';
import { AvisoFaturas } from '../faturas/aviso-faturas.tsx';
import { AvisoEstoque } from '../estoque/aviso-estoque.tsx';

// the layout route's loader reads these before the shell's first render (routes.tsx)
export { leiturasDoShell } from './pre-carga-shell.ts';

/** The shell around every /admin screen: top bar, sidebar drawer, the routed page. */
export function AdminLayout() {
  const session = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  useSessionRestore(session !== null && !loggingOut);

  // Logged out elsewhere (another tab, a failed refresh): back to login, remembering where we were.
  if (!session) {
    return <Navigate to={loggingOut ? LOGIN_PATH : loginUrl(location.pathname + location.search)} replace />;
  }

  const handleLogout = async () => {
    setLoggingOut(true);
    await logout();
    clearSession();
    queryClient.clear();
    await navigate(LOGIN_PATH, { replace: true });
  };

  const empresaId = session.empresa_id || DEFAULT_EMPRESA_ID;
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <TopBar
        empresaId={empresaId}
        empresaNome={session.nome_empresa}
        onOpenMenu={() => setDrawerOpen(true)}
        onLogout={() => void handleLogout()}
        avisos={<AvisoEstoque ativo={sessionHasPermission(session, 'estoque.gerenciar')} />}
      />
      <Sidebar
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        superadmin={session.superadmin}
        permissoes={session.permissoes}
        empresaId={empresaId}
        empresaNome={session.nome_empresa}
        timezone={session.timezone}
      />
      <AvisoImpressao ativo={sessionHasPermission(session, 'impressao.imprimir')} timezone={session.timezone} />
      <AvisoFaturas ativo={sessionHasPermission(session, 'faturas.ver')} timezone={session.timezone} />
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
