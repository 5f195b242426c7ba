import { createTheme } from '@mui/material/styles';
import { faIR } from '@mui/material/locale';
import NextLink from 'next/link';

/**
 * Under a finger (a touch screen's pointer) a button takes taps over at least 44 × 44 px (WCAG
 * 2.5.5) through an invisible layer around it: grown itself, an icon button pushed over the text
 * of the field it sits in (an autocomplete's clear and open buttons). A mouse keeps MUI's sizes.
 * Links standing alone take the same layer from components/ui/finger-target.module.css.
 */
const grow = 'min(0px, calc((100% - 44px) / 2))';
const FINGER_TARGET = {
  '@media (pointer: coarse)': { '&::after': { content: '""', position: 'absolute', top: grow, bottom: grow, left: grow, right: grow } },
} as const;

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
      // The seed's error red (#FF5252) is 3.2:1 with white, too faint for text: text in it (a text or
      // outlined button, a field's label and message) and white on it (a contained button, a badge)
      // take its dark shade (5.9:1).
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: {
            ...FINGER_TARGET,
            variants: [
              { props: { color: 'error', variant: 'text' }, style: { color: 'var(--mui-palette-error-dark)' } },
              { props: { color: 'error', variant: 'outlined' }, style: { color: 'var(--mui-palette-error-dark)' } },
              {
                props: { color: 'error', variant: 'contained' },
                style: { '--variant-containedBg': 'var(--mui-palette-error-dark)', '&:hover': { '--variant-containedBg': 'rgb(140, 44, 44)' } },
              },
            ],
          },
        },
      },
      MuiIconButton: { styleOverrides: { root: FINGER_TARGET } },
      // A filter's choices (all, published, unpublished) are toggle buttons drawn 39 px tall.
      MuiToggleButton: { styleOverrides: { root: FINGER_TARGET } },
      // A table's sort header is a button drawn as text, 24 px tall.
      MuiTableSortLabel: { styleOverrides: { root: FINGER_TARGET } },
      // A pager's rows-per-page choice is a select drawn 29 px tall. MUI's select clips its overflow,
      // the layer with it: shown, by a rule more specific than MUI's (its choices are short numbers).
      MuiTablePagination: { styleOverrides: { select: { position: 'relative', '&.MuiSelect-select': { overflow: 'visible' }, ...FINGER_TARGET } } },
      // A subtitle is a label, not a heading: MUI made it an h6, so a page's h1 was followed by h6s.
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
      MuiBadge: {
        styleOverrides: { badge: { variants: [{ props: { color: 'error' }, style: { backgroundColor: 'var(--mui-palette-error-dark)' } }] } },
      },
      MuiFormHelperText: { styleOverrides: { root: { '&.Mui-error': { color: 'var(--mui-palette-error-dark)' } } } },
      MuiFormLabel: { styleOverrides: { root: { '&.Mui-error': { color: 'var(--mui-palette-error-dark)' } } } },
      // The seed's info blue (3.1:1) and success green (2.8:1) are as faint on white. A filled chip
      // whose label is white (error, info; success's label is MUI's near black, 6.6:1) takes the
      // dark shade as its ground, an outlined chip as its label.
      MuiChip: {
        styleOverrides: {
          root: {
            variants: [
              ...(['error', 'info'] as const).map((color) => ({ props: { color, variant: 'filled' as const }, style: { backgroundColor: `var(--mui-palette-${color}-dark)` } })),
              ...(['error', 'info', 'success'] as const).map((color) => ({ props: { color, variant: 'outlined' as const }, style: { color: `var(--mui-palette-${color}-dark)` } })),
            ],
          },
        },
      },
      // Every MUI link and button with an `href` navigates client-side through Next's Link, and
      // server components can pass a plain `href` (a component prop cannot cross to the client).
      MuiLink: { defaultProps: { underline: 'hover', component: NextLink } },
      MuiButtonBase: {
        defaultProps: { LinkComponent: NextLink },
        // MUI marks a keyboard focus with a faint ripple-coloured fill, lost on a tinted or selected
        // button; a ring shows where the keyboard is on any background (WCAG 2.4.7).
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid var(--mui-palette-primary-dark)', outlineOffset: 2 } } },
      },
    },
  },
  faIR,
  // After the locale, which wrote «بازکردن» as one word.
  { components: { MuiAutocomplete: { defaultProps: { openText: 'باز کردن' } } } },
);
