'use client';

import { useState, type ReactNode } from 'react';
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

const SECTIONS: [key: string, render: () => ReactNode][] = [
  ['visits', () => <VisitorChartSection />],
  ['comments', () => <CommentModeration />],
  ['feedback', () => <FeedbackInbox />],
  ['merchants', () => <MerchantReview />],
  ['pages', () => <PagesAdmin />],
  ['announcements', () => <AnnouncementsAdmin />],
  ['badges', () => <SupplierBadges />],
];

/** `/profile/admin`: one tab per desk; only the open one loads its data. */
export function AdminDesk() {
  const t = useTranslations('adminDesk');
  const [tab, setTab] = useState(0);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} variant="scrollable" allowScrollButtonsMobile aria-label={t('sections')}>
        {SECTIONS.map(([key], i) => (
          <Tab key={key} label={t(`tabs.${key}`)} id={`admin-tab-${key}`} aria-controls={`admin-panel-${key}`} value={i} />
        ))}
      </Tabs>
      {SECTIONS.map(([key, render], i) => (
        <Box key={key} role="tabpanel" id={`admin-panel-${key}`} aria-labelledby={`admin-tab-${key}`} hidden={tab !== i}>
          {tab === i ? render() : null}
        </Box>
      ))}
    </Box>
  );
}
