import type { ContentTypeNode } from './content-seed-types';

/**
 * The content-type tree of the seeded articles: trade guides, market news and supplier stories,
 * each with a few leaves an article hangs under, plus the root that holds the site's own pages.
 */
export const CONTENT_TYPE_TREE: ContentTypeNode[] = [
  ['guides', 'راهنمای تجارت', 'article', [
    ['guide-buying', 'راهنمای خرید', 'article'],
    ['guide-selling', 'راهنمای فروش', 'article'],
    ['guide-logistics', 'حمل و ترخیص', 'article'],
  ]],
  ['news', 'اخبار بازار', 'news', [
    ['news-steel', 'بازار آهن و فولاد', 'news'],
    ['news-building', 'مصالح ساختمانی', 'news'],
    ['news-food', 'کالاهای اساسی و کشاورزی', 'news'],
    ['news-petro', 'پتروشیمی و پلیمر', 'news'],
  ]],
  ['stories', 'داستان تأمین‌کنندگان', 'story', [
    ['stories-makers', 'تولیدکنندگان', 'story'],
    ['stories-traders', 'بازرگانان', 'story'],
  ]],
  ['site', 'صفحه‌های سایت', 'static'],
];
