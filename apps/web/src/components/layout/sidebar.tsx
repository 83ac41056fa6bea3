import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { MenuEntry } from '@app/shared/domain/paths.ts';
import { BusinessSummary } from './business-summary.tsx';
import { adminRelativePath, submenuForPath, visibleMenu } from './menu.ts';

/** Spec §2: the sidebar is a temporary drawer 260 wide. */
export const SIDEBAR_WIDTH = 260;

interface Props {
  open: boolean;
  onClose: () => void;
  superadmin: boolean;
  /** The user's effective permissions: entries they cannot open are hidden (all shown when absent). */
  permissoes?: readonly string[];
  empresaId: number;
  empresaNome: string;
  timezone?: string;
}

export function Sidebar({ open, onClose, ...rest }: Props) {
  const { pathname } = useLocation();
  return (
    <Drawer
      variant="temporary"
      anchor="left"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH } } }}
    >
      {/* keyed by route: every opening starts from the submenu of the current route */}
      <SidebarContent key={pathname} pathname={pathname} onNavigate={onClose} {...rest} />
    </Drawer>
  );
}

interface ContentProps extends Omit<Props, 'open' | 'onClose'> {
  pathname: string;
  onNavigate: () => void;
}

function SidebarContent({
  pathname,
  onNavigate,
  superadmin,
  permissoes,
  empresaId,
  empresaNome,
  timezone,
}: ContentProps) {
  const { t } = useTranslation();
  const menu = visibleMenu(superadmin, undefined, permissoes);
  const [submenu, setSubmenu] = useState<MenuEntry | null>(() => submenuForPath(pathname, menu));
  // Switching lists unmounts the focused button: focus follows the user (into the back arrow, back to the entry
  // they came from) so the keyboard and Escape keep working inside the drawer.
  const [trocou, setTrocou] = useState<string | null>(null);
  const abrir = (e: MenuEntry) => {
    setSubmenu(e);
    setTrocou(e.label);
  };
  const voltar = () => {
    setTrocou(submenu?.label ?? null);
    setSubmenu(null);
  };
  const current = adminRelativePath(pathname);
  const label = (e: MenuEntry) => t(`menu.${e.label}`, { defaultValue: e.label });

  const leaf = (e: MenuEntry) => (
    <ListItemButton
      key={e.path}
      component={Link}
      to={`/admin/${e.path}`}
      selected={e.path === current}
      onClick={onNavigate}
    >
      <ListItemText primary={label(e)} />
    </ListItemButton>
  );

  return (
    <Box component="nav" aria-label={t('sidebar.navegacao')} sx={{ overflowY: 'auto' }}>
      <BusinessSummary empresaId={empresaId} fallbackName={empresaNome} {...(timezone ? { timezone } : {})} />
      <Divider />
      {submenu ? (
        <List
          subheader={
            <ListSubheader component="div" sx={{ display: 'flex', alignItems: 'center', gap: 1, pl: 1 }}>
              <IconButton aria-label={t('comum.voltar')} onClick={voltar} size="small" autoFocus={trocou !== null}>
                <ArrowBackIcon fontSize="small" />
              </IconButton>
              {label(submenu)}
            </ListSubheader>
          }
        >
          {(submenu.children ?? []).map(leaf)}
        </List>
      ) : (
        <List>
          {menu.map((e) =>
            e.children ? (
              <ListItemButton key={e.label} onClick={() => abrir(e)} autoFocus={trocou === e.label}>
                <ListItemText primary={label(e)} />
                <ChevronRightIcon fontSize="small" aria-hidden />
              </ListItemButton>
            ) : (
              leaf(e)
            ),
          )}
        </List>
      )}
    </Box>
  );
}
