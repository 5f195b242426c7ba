import { createTheme } from '@mui/material/styles';
import { faIR } from '@mui/material/locale';
import NextLink from 'next/link';

declare module '@mui/material/styles' {
  interface CssThemeVariables {
    enabled: true;
  }
  interface Palette {
    accent: Palette['primary'];
    question: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
    question?: PaletteOptions['primary'];
  }
  interface BreakpointOverrides {
    xs: true;
    sm: true;
    md: true;
    lg: true;
    xl: true;
  }
}

/** The seed's colours and breakpoints; right to left, Vazirmatn; MUI's own texts (a picker's "No options", its clear and open buttons) in Persian. */
export const theme = createTheme(
  {
    direction: 'rtl',
    cssVariables: true,
    breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1904 } },
    palette: {
      primary: { main: '#1976D2' },
      secondary: { main: '#424242' },
      accent: { main: '#82B1FF', contrastText: '#0d2a5c' },
      error: { main: '#FF5252' },
      info: { main: '#2196F3' },
      success: { main: '#4CAF50' },
      warning: { main: '#FFC107' },
      question: { main: '#FFC107', contrastText: '#3a2c00' },
      background: { default: '#f6f7fb' },
    },
    typography: {
      fontFamily: 'var(--font-vazirmatn), Tahoma, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    shape: { borderRadius: 10 },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      // Every MUI link and button with an `href` navigates client-side through Next's Link, and
      // server components can pass a plain `href` (a component prop cannot cross to the client).
      MuiLink: { defaultProps: { underline: 'hover', component: NextLink } },
      MuiButtonBase: { defaultProps: { LinkComponent: NextLink } },
    },
  },
  faIR,
);
