import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/fa.json';
import { theme } from '@/components/theme/theme';

/** The providers every UI component expects (theme, Persian messages), for component tests. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="fa" messages={messages} timeZone="Asia/Tehran">
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </NextIntlClientProvider>
  );
}

export function renderWithProviders(ui: ReactElement) {
  return render(ui, { wrapper: TestProviders });
}
