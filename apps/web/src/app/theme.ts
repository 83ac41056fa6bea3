// The single light theme of spec §1: orange primary, darker orange secondary, light blue accent, Rubik 400,
// flat buttons, large card radius; breakpoints of spec §2 (xs 0, sm 600, md 960, lg 1280, xl 1920).
import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';
import '@fontsource/rubik/400.css';
import '@fontsource/rubik/500.css';

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: { main: '#F57C00', contrastText: '#FFFFFF' },
      secondary: { main: '#E65100', contrastText: '#FFFFFF' },
      accent: { main: '#4FC3F7', contrastText: '#0B2530' },
      info: { main: '#0288D1' },
      error: { main: '#D32F2F' },
      success: { main: '#2E7D32' },
      warning: { main: '#ED6C02' },
      background: { default: '#FAFAFA' },
    },
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920 } },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: '"Rubik", "Helvetica", "Arial", sans-serif',
      fontWeightRegular: 400,
      h1: { fontWeight: 500 },
      h2: { fontWeight: 500 },
      h3: { fontWeight: 500 },
      h4: { fontWeight: 500 },
      h5: { fontWeight: 500 },
      h6: { fontWeight: 500 },
      button: { fontWeight: 500 },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiFab: { defaultProps: {} },
      MuiCard: { styleOverrides: { root: { borderRadius: 16 } } },
      MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    },
  },
  ptBR,
);
