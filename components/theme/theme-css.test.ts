import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import { theme } from './theme';
import { THEME_CSS_HEADER, themeVariablesCss } from './theme-css';

describe('theme variables stylesheet', () => {
  it('is what the theme generates (run `npm run theme:css` after changing the theme)', () => {
    const file = fs.readFileSync(path.join(import.meta.dirname, 'theme-variables.css'), 'utf8');
    expect(file).toBe(THEME_CSS_HEADER + themeVariablesCss(theme));
  });

  it('writes each variable of the theme once, under :root', () => {
    const css = themeVariablesCss(theme);
    expect(css).toContain('--mui-palette-primary-main: #1976D2;');
    expect(css).toContain('color-scheme: light;');
    expect(css.match(/--mui-palette-primary-main:/g)).toHaveLength(1);
  });

  it('follows a change of the theme', () => {
    const other = createTheme({ cssVariables: true, palette: { primary: { main: '#123456' } } });
    expect(themeVariablesCss(other)).toContain('--mui-palette-primary-main: #123456;');
  });
});
