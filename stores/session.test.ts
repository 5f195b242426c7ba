import { beforeEach, describe, expect, it } from 'vitest';
import { readStoredSession, USER_INFO_KEY } from './session';
import { sharedInitialState, useSharedStore } from './shared';
import { isMenuPopulated, useCategoryStore } from './category';
import { useUserStore } from './user';
import type { CategoryMenuEntry } from '@/api/contract/categories';

const storage = (value: string | null) => ({ getItem: (key: string) => (key === USER_INFO_KEY ? value : null) });
const NOW = 1_800_000_000_000;

describe('start-up login detection (seed, section 4)', () => {
  it('is logged in when the stored exp × 1000 is later than now, with the id from sub', () => {
    const info = readStoredSession(storage(JSON.stringify({ exp: NOW / 1000 + 60, sub: 42, name: 'مریم' })), NOW);
    expect(info).toEqual({ exp: NOW / 1000 + 60, sub: '42', name: 'مریم' });
  });

  it('is logged out when exp × 1000 is now or earlier', () => {
    expect(readStoredSession(storage(JSON.stringify({ exp: NOW / 1000, sub: '1' })), NOW)).toBeNull();
    expect(readStoredSession(storage(JSON.stringify({ exp: NOW / 1000 - 1, sub: '1' })), NOW)).toBeNull();
  });

  it('counts by this device\'s clock when the record says when its token ends (endsAt), whatever exp says', () => {
    expect(readStoredSession(storage(JSON.stringify({ exp: NOW / 1000 - 3600, sub: '1', endsAt: NOW + 1000 })), NOW)).not.toBeNull();
    expect(readStoredSession(storage(JSON.stringify({ exp: NOW / 1000 + 3600, sub: '1', endsAt: NOW })), NOW)).toBeNull();
  });

  it('is logged out when nothing, garbage or an incomplete record is stored', () => {
    expect(readStoredSession(storage(null), NOW)).toBeNull();
    expect(readStoredSession(storage('{not json'), NOW)).toBeNull();
    expect(readStoredSession(storage(JSON.stringify({ sub: '1' })), NOW)).toBeNull();
    expect(readStoredSession(storage(JSON.stringify({ exp: NOW })), NOW)).toBeNull();
    expect(readStoredSession({ getItem: () => { throw new Error('denied'); } }, NOW)).toBeNull();
  });
});

describe('shared store', () => {
  beforeEach(() => useSharedStore.setState(sharedInitialState));

  it('starts with the seed defaults', () => {
    const s = useSharedStore.getState();
    expect(s).toMatchObject({
      isLoggedIn: false,
      UserId: null,
      typedSerchKey: '',
      SupplierProductPageNumber: 1,
      SupplierProductItemsPerPageNumber: 5,
      Loading: true,
    });
  });

  it('sets the user id from sub on login and clears it on logout', () => {
    useSharedStore.getState().setSession({ userInfo: { exp: 1, sub: '7' }, accessToken: 't' });
    expect(useSharedStore.getState()).toMatchObject({ isLoggedIn: true, UserId: '7', accessToken: 't' });
    useSharedStore.getState().clearSession();
    expect(useSharedStore.getState()).toMatchObject({ isLoggedIn: false, UserId: null, accessToken: null });
  });

  it('profile menu defaults to Home', () => {
    expect(useUserStore.getState().selectedProfileMenu).toBe('Home');
  });
});

describe('category menus (seed, section 4: "populated")', () => {
  const entry = (subs: number): CategoryMenuEntry => ({
    id: 1, categoryType: 'Product', name: 'الف', slug: 'الف', isRoot: true, isLeaf: subs === 0, level: 1, readcategoryId: 1,
    subcategories: Array.from({ length: subs }, () => entry(0)),
  });

  it('is populated only when non-empty and every entry has a subcategory', () => {
    expect(isMenuPopulated(undefined)).toBe(false);
    expect(isMenuPopulated([])).toBe(false);
    expect(isMenuPopulated([entry(2), entry(0)])).toBe(false);
    expect(isMenuPopulated([entry(2), entry(1)])).toBe(true);
  });

  it('marks the property filter changed after any change', () => {
    expect(useCategoryStore.getState().changedCategoryPropertiesFilter).toBe(false);
    useCategoryStore.getState().setSelectedCategoryProperties([]);
    expect(useCategoryStore.getState().changedCategoryPropertiesFilter).toBe(true);
  });
});
