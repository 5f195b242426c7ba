import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { VisitorDaysTable } from './visitor-days-table';

describe('VisitorDaysTable', () => {
  it("gives the chart's numbers day by day, newest first, in Jalali days and Persian digits, folded until asked for", () => {
    renderWithProviders(
      <VisitorDaysTable
        days={[
          { day: '2026-11-29', visits: 120, visitors: 48 },
          { day: '2026-11-30', visits: 1350, visitors: 512 },
        ]}
        labels={{ summary: 'اعداد هر روز', day: 'روز', visits: 'بازدید', visitors: 'بازدیدکننده' }}
      />,
    );
    const table = screen.getByRole('table', { hidden: true });
    expect(table.closest('details')).not.toHaveAttribute('open');
    fireEvent.click(screen.getByText('اعداد هر روز'));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('۹ آذر ۱۴۰۵۱٬۳۵۰۵۱۲');
    expect(rows[1]).toHaveTextContent('۸ آذر ۱۴۰۵۱۲۰۴۸');
    expect(within(rows[0]).getByRole('rowheader')).toHaveTextContent('۹ آذر ۱۴۰۵');
  });
});
