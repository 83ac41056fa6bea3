import { useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import HomeIcon from '@mui/icons-material/Home';
import LogoutIcon from '@mui/icons-material/Logout';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { empresaStatusQuery } from '../../api/empresas.ts';
import { HOME_PATH } from '../../lib/redirect.ts';
import { OrderControls } from '../order-controls/order-controls.tsx';

interface Props {
  empresaId: number;
  /** Name kept in the session, shown while the status loads. */
  empresaNome: string;
  onOpenMenu: () => void;
  onLogout: () => void;
  /** Shell warnings shown as icons before the home button (the stock count). */
  avisos?: ReactNode;
}

export function TopBar({ empresaId, empresaNome, onOpenMenu, onLogout, avisos }: Props) {
  const { t } = useTranslation();
  const theme = useTheme();
  // Spec §2: the mobile breakpoint is sm (600 px). noSsr: decide on the first render, no flash of the wide bar.
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const { pathname } = useLocation();
  const onOrders = pathname === HOME_PATH;
  const status = useQuery(empresaStatusQuery(empresaId));
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);

  // Spec §8: when the status cannot be read the business name falls back to "Empresa".
  const nome = status.data?.nome_empresa ?? (status.isError ? t('topo.empresa') : empresaNome);

  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: 2 }}>
        <IconButton color="inherit" edge="start" aria-label={t('topo.abrirMenu')} onClick={onOpenMenu}>
          <MenuIcon />
        </IconButton>
        <Typography variant="h6" component="div" noWrap sx={{ flexGrow: 1, minWidth: 0 }} data-testid="top-bar-empresa">
          {nome}
        </Typography>

        {/*
          The orders-screen controls of spec §1/§2 (store open/closed with temporary closing, acceptance mode,
          default delivery time, sound alert panel): only on the orders route, in the bar on wide screens; on
          narrow screens they join the dots menu below, next to logout.
        */}
        {onOrders && !narrow && (
          <Box data-slot="order-controls" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <OrderControls empresaId={empresaId} variant="bar" />
          </Box>
        )}

        {avisos}
        <IconButton color="inherit" aria-label={t('topo.inicio')} component={Link} to={HOME_PATH}>
          <HomeIcon />
        </IconButton>
        {narrow ? (
          <>
            <IconButton
              color="inherit"
              edge="end"
              aria-label={t('topo.maisOpcoes')}
              aria-haspopup="menu"
              onClick={(e) => setMoreAnchor(e.currentTarget)}
            >
              <MoreVertIcon />
            </IconButton>
            <Menu anchorEl={moreAnchor} open={moreAnchor !== null} onClose={() => setMoreAnchor(null)}>
              {onOrders && <OrderControls empresaId={empresaId} variant="menu" />}
              {onOrders && <Divider />}
              <MenuItem
                onClick={() => {
                  setMoreAnchor(null);
                  onLogout();
                }}
              >
                <ListItemIcon>
                  <LogoutIcon fontSize="small" />
                </ListItemIcon>
                {t('topo.sair')}
              </MenuItem>
            </Menu>
          </>
        ) : (
          <IconButton color="inherit" edge="end" aria-label={t('topo.sair')} onClick={onLogout}>
            <LogoutIcon />
          </IconButton>
        )}
      </Toolbar>
    </AppBar>
  );
}
