import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/components/ui/testing/render-with-providers';
import { useSharedStore } from '@/stores/shared';

vi.mock('next/navigation', () => ({ usePathname: () => '/products/5/x' }));
vi.mock('@/api/notes', async (original) => ({
  ...(await original<typeof import('@/api/notes')>()),
  notesOfObject: async () => [],
}));

const { NotesPanel } = await import('./notes-panel');

describe('NotesPanel', () => {
  it('opened by the tap that wakes the page (before React listened for its toggle), shows the notes, not an empty panel', async () => {
    useSharedStore.setState({ isLoggedIn: true });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const ui = (
      <TestProviders>
        <QueryClientProvider client={client}>
          <NotesPanel pageKind="supplier_product" objectId={5} />
        </QueryClientProvider>
      </TestProviders>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(ui);
    document.body.appendChild(container);
    // The visitor's tap, handled by the browser alone: the panel opens and its toggle event passes
    // while the page's scripts are still on their way.
    const details = container.querySelector('details')!;
    const toggled = new Promise((resolve) => details.addEventListener('toggle', resolve, { once: true }));
    details.open = true;
    await toggled;
    render(ui, { container, hydrate: true });
    expect(await screen.findByText(/هنوز یادداشتی اینجا ننوشته‌اید/, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});
