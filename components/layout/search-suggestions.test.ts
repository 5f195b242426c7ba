import { describe, expect, it } from 'vitest';
import type { Suggestions } from '@/api/contract/search';
import { suggestionKey, toSearchItems } from './search-suggestions';

describe('suggestionKey', () => {
  it('waits for two letters and squeezes spaces', () => {
    expect(suggestionKey('')).toBeNull();
    expect(suggestionKey(' ل ')).toBeNull();
    expect(suggestionKey('  لوله   مانیسمان ')).toBe('لوله مانیسمان');
  });

  it('caps what it sends at the API limit', () => {
    expect(suggestionKey('a'.repeat(150))).toHaveLength(100);
  });
});

describe('toSearchItems', () => {
  it('flattens the groups in display order with their links', () => {
    const suggestions: Suggestions = {
      key: 'میل',
      correctedKey: null,
      categories: [{ id: 43, name: 'میلگرد', slug: 'میلگرد', categoryType: 'Product', isLeaf: true, parentName: 'آهن‌آلات' }],
      products: [
        { id: 7, name: 'میلگرد ۱۲', slug: 'میلگرد-12', categoryId: 43, categoryName: 'میلگرد', categoryType: 'Product', image: null, offerCount: 3, minPrice: 100 },
      ],
      suppliers: [{ id: 5, name: 'فولاد میلاد', slug: 'فولاد-میلاد', logo: null, isVerified: true, cityName: null }],
    };
    expect(toSearchItems(suggestions)).toEqual([
      { id: 43, title: 'میلگرد', kind: 'categories', href: `/category/43/${encodeURIComponent('میلگرد')}`, detail: 'آهن‌آلات' },
      { id: 7, title: 'میلگرد ۱۲', kind: 'products', href: `/products/base-product/7/${encodeURIComponent('میلگرد-12')}`, detail: 'میلگرد' },
      { id: 5, title: 'فولاد میلاد', kind: 'suppliers', href: `/supplier/5/${encodeURIComponent('فولاد-میلاد')}`, detail: undefined },
    ]);
  });
});
