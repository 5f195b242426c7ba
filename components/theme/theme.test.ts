import { expect, it } from 'vitest';
import { theme } from './theme';

it('gives MUI controls Persian texts as Persian writes them: «باز کردن», two words', () => {
  expect(theme.components?.MuiAutocomplete?.defaultProps).toMatchObject({ openText: 'باز کردن', closeText: 'بستن' });
});
