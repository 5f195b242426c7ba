import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sitePageRedirect } from './page-slug-route';

const ROOT = path.resolve(__dirname, '../..');

/** The first path segments the app's routes serve (route groups looked through). */
function routeFirstSegments(): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      if (entry.name.startsWith('(')) walk(path.join(dir, entry.name));
      else if (!entry.name.startsWith('[') && !entry.name.startsWith('_')) found.add(entry.name);
    }
  };
  walk(path.join(ROOT, 'app'));
  return found;
}

describe('the catch-all for the site\'s pages by name', () => {
  it('the proxy never asks about a first segment the app serves itself', () => {
    const source = fs.readFileSync(path.join(ROOT, 'proxy.ts'), 'utf8');
    const excluded = new Set(/\(\?!\(\?:([^)]+)\)\$\)/.exec(source)![1].split('|'));
    const own = [...routeFirstSegments()].filter((s) => !['fonts', 'sitemap.xml'].includes(s));
    expect(own.filter((s) => !excluded.has(s))).toEqual([]);
  });

  it('a one-segment name of a site page moves to /page/{name}; anything else is left to the 404 page', async () => {
    const pages = new Set(['about']);
    const read = async (name: string) => {
      if (pages.has(name)) return {} as never;
      throw Object.assign(new Error('not found'), { name: 'ApiError', status: 404, kind: 'http', retryable: false });
    };
    expect(await sitePageRedirect('/about', read)).toBe('/page/about');
    expect(await sitePageRedirect('/some', read)).toBeNull();
    expect(await sitePageRedirect('/some/slug', read)).toBeNull();
    expect(await sitePageRedirect('/ABOUT', read)).toBeNull();
  });
});
