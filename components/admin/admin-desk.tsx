'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { VisitorChartSection } from './visitor-chart-section';
import { CommentModeration } from './comment-moderation';
import { FeedbackInbox } from './feedback-inbox';
import { MerchantReview } from './merchant-review';
import { PagesAdmin } from './pages-admin';
import { AnnouncementsAdmin } from './announcements-admin';
import { SupplierBadges } from './supplier-badges';
import { replaceAddress } from '@/components/ui/replace-address';
import { ADMIN_TABS, type AdminTab } from './admin-tabs';

const PANELS: Record<AdminTab, () => ReactNode> = {
  visits: () => <VisitorChartSection />,
  comments: () => <CommentModeration />,
  feedback: () => <FeedbackInbox />,
  merchants: () => <MerchantReview />,
  pages: () => <PagesAdmin />,
  announcements: () => <AnnouncementsAdmin />,
  badges: () => <SupplierBadges />,
};

/**
 * `/profile/admin`: one tab per desk; only the open one loads its data. The open tab is kept in the
 * address, so a reload, Back from a page opened from it and a shared link come back to it.
 */
export function AdminDesk({ initialTab = 0 }: { initialTab?: number }) {
  const t = useTranslations('adminDesk');
  const [tab, setTab] = useState(initialTab);
  // A tab opened from the address may sit past a phone's edge of the scrolling row: MUI scrolls it
  // short by a scroll button's width right to left (the last tab stayed off the screen), again
  // once its indicator is measured. Brought into the row's view after that.
  useEffect(() => {
    if (!initialTab) return;
    const timer = setTimeout(() => document.getElementById(`admin-tab-${ADMIN_TABS[initialTab]}`)?.scrollIntoView({ block: 'nearest', inline: 'nearest' }), 500);
    return () => clearTimeout(timer);
  }, [initialTab]);
  function open(index: number) {
    setTab(index);
    const url = new URL(window.location.href);
    if (index === 0) url.searchParams.delete('tab');
    else url.searchParams.set('tab', ADMIN_TABS[index]);
    replaceAddress(url);
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Tabs value={tab} onChange={(_, v: number) => open(v)} variant="scrollable" allowScrollButtonsMobile aria-label={t('sections')}>
        {ADMIN_TABS.map((key, i) => (
          <Tab key={key} label={t(`tabs.${key}`)} id={`admin-tab-${key}`} aria-controls={`admin-panel-${key}`} value={i} />
        ))}
      </Tabs>
      {ADMIN_TABS.map((key, i) => (
        <Box key={key} role="tabpanel" id={`admin-panel-${key}`} aria-labelledby={`admin-tab-${key}`} hidden={tab !== i}>
          {tab === i ? PANELS[key]() : null}
        </Box>
      ))}
    </Box>
  );
}
