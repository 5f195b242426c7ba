// `npm run theme:css`: writes the theme's CSS variables to components/theme/theme-variables.css.
// Run it after changing components/theme/theme.ts; a unit test fails while the two disagree.
import fs from 'node:fs';
import path from 'node:path';
import { theme } from '../components/theme/theme';
import { THEME_CSS_HEADER, themeVariablesCss } from '../components/theme/theme-css';

const file = path.join(import.meta.dirname, '../components/theme/theme-variables.css');
fs.writeFileSync(file, THEME_CSS_HEADER + themeVariablesCss(theme));
console.log(`written ${path.relative(process.cwd(), file)}`);
