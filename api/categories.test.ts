import { describe, expect, it, vi } from 'vitest';
import { fetchAllSiteMenus } from './categories';
import { CATEGORY_TYPES, type CategoryType } from './contract/enums';

describe('site menus (seed, section 4)', () => {
  it('asks once per category type, all four in parallel', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const seen: CategoryType[] = [];
    await fetchAllSiteMenus(async (type) => {
      seen.push(type);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      return [];
    });
    expect(seen.sort()).toEqual([...CATEGORY_TYPES].sort());
    expect(maxInFlight).toBe(4);
  });

  it('logs a failed call and treats it as an empty list', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const menus = await fetchAllSiteMenus(async (type) => {
      if (type === 'ConsultingService') throw new Error('boom');
      return [
        {
          id: 1,
          categoryType: type,
          name: 'الف',
          slug: 'الف',
          subcategories: [],
          isRoot: true,
          isLeaf: true,
          level: 1,
          readcategoryId: 1,
        },
      ];
    });
    expect(menus.ConsultingService).toEqual([]);
    expect(menus.Product).toHaveLength(1);
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });
});
