import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/components/ui/testing/render-with-providers';
import { adminTabIndex } from './admin-tabs';

vi.mock('./visitor-chart-section', () => ({ VisitorChartSection: () => <p>بخش بازدیدها</p> }));
vi.mock('./comment-moderation', () => ({ CommentModeration: () => <p>بخش دیدگاه‌ها</p> }));
vi.mock('./feedback-inbox', () => ({ FeedbackInbox: () => <p>بخش پیام‌ها</p> }));
vi.mock('./merchant-review', () => ({ MerchantReview: () => <p>بخش بازرگانان</p> }));
vi.mock('./pages-admin', () => ({ PagesAdmin: () => <p>بخش صفحه‌ها</p> }));
vi.mock('./announcements-admin', () => ({ AnnouncementsAdmin: () => <p>بخش اطلاعیه‌ها</p> }));
vi.mock('./supplier-badges', () => ({ SupplierBadges: () => <p>بخش نشان‌ها</p> }));

const { AdminDesk } = await import('./admin-desk');

describe('AdminDesk', () => {
  it('opens the tab the address names, and keeps the tab opened in the address for a reload or Back', () => {
    expect(adminTabIndex('pages')).toBe(4);
    expect(adminTabIndex('نامعلوم')).toBe(0);
    expect(adminTabIndex(undefined)).toBe(0);
    window.history.replaceState(null, '', '/profile/admin?tab=pages');
    renderWithProviders(<AdminDesk initialTab={adminTabIndex('pages')} />);
    expect(screen.getByText('بخش صفحه‌ها')).toBeInTheDocument();
    expect(screen.queryByText('بخش بازدیدها')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'اطلاعیه‌ها' }));
    expect(screen.getByText('بخش اطلاعیه‌ها')).toBeInTheDocument();
    expect(window.location.search).toBe('?tab=announcements');
    fireEvent.click(screen.getByRole('tab', { name: 'بازدیدها' }));
    expect(window.location.search).toBe('');
  });
});
