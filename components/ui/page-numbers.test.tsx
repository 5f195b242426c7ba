import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './testing/render-with-providers';
import { PageNumbers } from './page-numbers';

describe('PageNumbers', () => {
  it('draws and names the pages in Persian digits, and says which page was asked for', () => {
    const onChange = vi.fn();
    renderWithProviders(<PageNumbers count={12} page={1} onChange={onChange} />);
    const second = screen.getByRole('button', { name: 'صفحهٔ ۲' });
    expect(second).toHaveTextContent(/^۲$/);
    expect(screen.getByRole('button', { name: 'صفحهٔ ۱۲' })).toHaveTextContent(/^۱۲$/);
    expect(document.body.textContent).not.toMatch(/[0-9]/);
    fireEvent.click(screen.getByRole('button', { name: 'صفحه بعد' }));
    expect(onChange).toHaveBeenCalledWith(2);
    fireEvent.click(second);
    expect(onChange).toHaveBeenLastCalledWith(2);
  });
});
