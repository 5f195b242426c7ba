import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishDataChanged, subscribeDataChanged, tagsOf } from './data-changed';

const unsubscribers: (() => void)[] = [];
afterEach(() => unsubscribers.splice(0).forEach((off) => off()));

describe('tagsOf', () => {
  it('names the row, the rows it touches, its lists and the sitemap', () => {
    expect(
      tagsOf({ entity: 'product', id: 12, related: [{ entity: 'supplier', id: 5 }, { entity: 'category', id: 43 }] }),
    ).toEqual(['product:12', 'supplier:5', 'category:43', 'products', 'sitemap']);
  });

  it('falls back to the lists when no single row is named', () => {
    expect(tagsOf({ entity: 'supplier' })).toEqual(['suppliers', 'sitemap']);
  });

  it('leaves the sitemap alone for advertisements and menus, which it does not list', () => {
    expect(tagsOf({ entity: 'advertisement', id: 3 })).toEqual(['advertisement:3', 'advertisements']);
    expect(tagsOf({ entity: 'menu' })).toEqual(['menus']);
  });
});

describe('publishDataChanged', () => {
  it('reaches every subscriber until it unsubscribes', () => {
    const seen = vi.fn();
    const off = subscribeDataChanged(seen);
    publishDataChanged({ entity: 'category', id: 1 });
    off();
    publishDataChanged({ entity: 'category', id: 2 });
    expect(seen).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledWith({ entity: 'category', id: 1 });
  });

  it('never lets a failing listener fail the write that published', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    unsubscribers.push(
      subscribeDataChanged(() => {
        throw new Error('boom');
      }),
      subscribeDataChanged(after),
    );
    expect(() => publishDataChanged({ entity: 'supplier', id: 9 })).not.toThrow();
    expect(after).toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
