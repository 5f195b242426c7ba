import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../testing/test-database';
import { createApp } from '../../app';
import type { CategoryMenuEntry } from '../../../api/contract/categories';
import { CATEGORY_TYPES } from '../../../api/contract/enums';

const count = (entries: CategoryMenuEntry[]): number =>
  entries.reduce((n, e) => n + 1 + count(e.subcategories), 0);
const depth = (entries: CategoryMenuEntry[]): number =>
  entries.length ? 1 + Math.max(...entries.map((e) => depth(e.subcategories))) : 0;

describeEachDatabase('GET /api/v1/categories/site-menu', () => {
  const app = createApp();

  it.each(CATEGORY_TYPES)('returns a populated three-level tree for %s', async (type) => {
    const res = await app.request(`/api/v1/categories/site-menu?categoryTypes=${type}`);
    expect(res.status).toBe(200);
    const menu: CategoryMenuEntry[] = await res.json();
    expect(menu.length).toBeGreaterThan(0);
    expect(depth(menu)).toBeGreaterThanOrEqual(3);
    for (const root of menu) {
      expect(root).toMatchObject({ categoryType: type, isRoot: true, level: 1, readcategoryId: root.id });
      expect(root.subcategories.length).toBeGreaterThan(0);
      expect(root.name).toMatch(/^[\u0600-\u06FF\u200c\s۰-۹/]+$/);
    }
  });

  it('seeds at least 60 categories across the four types', async () => {
    const res = await app.request(`/api/v1/categories/site-menu?categoryTypes=${CATEGORY_TYPES.join(',')}`);
    const menu: CategoryMenuEntry[] = await res.json();
    expect(new Set(menu.map((e) => e.categoryType))).toEqual(new Set(CATEGORY_TYPES));
    expect(count(menu)).toBeGreaterThanOrEqual(60);
  });

  it('accepts the type repeated as separate query values', async () => {
    const res = await app.request('/api/v1/categories/site-menu?categoryTypes=Product&categoryTypes=ConsultingService');
    const menu: CategoryMenuEntry[] = await res.json();
    expect(new Set(menu.map((e) => e.categoryType))).toEqual(new Set(['Product', 'ConsultingService']));
  });

  it('marks leaves and levels consistently', async () => {
    const res = await app.request('/api/v1/categories/site-menu?categoryTypes=Product');
    const walk = (entries: CategoryMenuEntry[], level: number): void => {
      for (const e of entries) {
        expect(e.level).toBe(level);
        expect(e.isLeaf).toBe(e.subcategories.length === 0);
        walk(e.subcategories, level + 1);
      }
    };
    walk(await res.json(), 1);
  });
});
