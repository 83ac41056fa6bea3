// The single light theme of spec §1: orange primary, darker orange secondary, light blue accent, Rubik 400,
// flat buttons, large card radius; breakpoints of spec §2 (xs 0, sm 600, md 960, lg 1280, xl 1920).
// Contrast (WCAG 2.2 AA, 4.5:1 for text and controls): the brand orange #F57C00 reaches only 2.7:1 on white, so text,
// buttons and filled chips use a darker orange (#B84D00, 5.1:1); the bright brand orange stays for large surfaces
// without text (`BRAND_ORANGE`, `primary.light`). Info and warning are darkened the same way.
import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

declare module '@mui/material/styles' {
  interface Palette {
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

/** The brand's bright orange: for large surfaces and decoration, never for text or a control's label. */
export const BRAND_ORANGE = '#F57C00';

export const theme = createTheme(
  {
    palette: {
      mode: 'light',
      primary: { main: '#B84D00', light: BRAND_ORANGE, dark: '#8A3A00', contrastText: '#FFFFFF' },
      secondary: { main: '#9A3F00', contrastText: '#FFFFFF' },
      accent: { main: '#4FC3F7', contrastText: '#0B2530' },
      info: { main: '#0277BD' },
      error: { main: '#D32F2F' },
      success: { main: '#2E7D32' },
      warning: { main: '#B45309', contrastText: '#FFFFFF' },
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
