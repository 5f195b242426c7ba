import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { useKeptDraft } from './use-kept-draft';
import { KeptDraftNotice } from './kept-draft-notice';

function Form({ saved = { name: 'فولاد نوین', about: '' } }: { saved?: { name: string; about: string } }) {
  const [values, setValues] = useState(saved);
  const draft = useKeptDraft('storefront:7', values, setValues, saved);
  return (
    <form>
      {draft.restored ? <KeptDraftNotice onDiscard={draft.discard} /> : null}
      <label>
        درباره
        <textarea value={values.about} onChange={(e) => setValues({ ...values, about: e.target.value })} />
      </label>
      <button type="button" onClick={draft.saved}>
        ذخیره
      </button>
    </form>
  );
}

beforeEach(() => sessionStorage.clear());

describe('useKeptDraft', () => {
  it('brings back what was typed and not saved when the form opens again, says so, and can start over', async () => {
    const first = renderWithProviders(<Form />);
    fireEvent.change(screen.getByLabelText('درباره'), { target: { value: 'تولیدکنندهٔ میلگرد از ۱۳۷۰' } });
    first.unmount();

    renderWithProviders(<Form />);
    expect(await screen.findByRole('status')).toHaveTextContent('آنچه پیش‌تر در این فرم نوشته بودید و ذخیره نشده بود بازگردانده شد.');
    expect(screen.getByLabelText('درباره')).toHaveValue('تولیدکنندهٔ میلگرد از ۱۳۷۰');
    fireEvent.click(screen.getByRole('button', { name: 'دور انداختن' }));
    expect(screen.getByLabelText('درباره')).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('forgets the draft once saved, and keeps none equal to the saved form', async () => {
    const first = renderWithProviders(<Form />);
    fireEvent.change(screen.getByLabelText('درباره'), { target: { value: 'متن تازه' } });
    fireEvent.click(screen.getByRole('button', { name: 'ذخیره' }));
    first.unmount();
    const second = renderWithProviders(<Form saved={{ name: 'فولاد نوین', about: 'متن تازه' }} />);
    await Promise.resolve();
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.change(screen.getByLabelText('درباره'), { target: { value: 'متن تازه!' } });
    fireEvent.change(screen.getByLabelText('درباره'), { target: { value: 'متن تازه' } });
    second.unmount();
    renderWithProviders(<Form saved={{ name: 'فولاد نوین', about: 'متن تازه' }} />);
    await Promise.resolve();
    expect(screen.queryByRole('status')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('drops a draft typed over a version of the form changed since (restoring it would undo that change)', async () => {
    const first = renderWithProviders(<Form />);
    fireEvent.change(screen.getByLabelText('درباره'), { target: { value: 'متن قدیمی' } });
    first.unmount();
    // Saved elsewhere meanwhile (another tab, a bulk action).
    renderWithProviders(<Form saved={{ name: 'فولاد نوین جنوب', about: '' }} />);
    await Promise.resolve();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByLabelText('درباره')).toHaveValue('');
  });
});
