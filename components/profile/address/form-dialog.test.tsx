import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { FormDialog } from './form-dialog';

describe('FormDialog', () => {
  it('opened within another form, submits itself only, not the form around it', () => {
    const outer = vi.fn((event: React.FormEvent) => event.preventDefault());
    const inner = vi.fn((event: React.FormEvent) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={outer}>
        <FormDialog open title="نشانی تازه" submitLabel="افزودن" pending={false} formError={null} attachForm={null} onSubmit={inner} onClose={() => {}}>
          <input aria-label="عنوان" />
        </FormDialog>
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'افزودن' }));
    expect(inner).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });
});
