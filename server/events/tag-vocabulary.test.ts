import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTION_TAGS, entityTag, LIST_TAGS } from '../../lib/cache-tags';
import { tagsOf } from './data-changed';

const root = path.resolve(import.meta.dirname, '../..');

function sources(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) sources(rel, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(rel);
  }
  return out;
}

describe('the cache-tag vocabulary', () => {
  it('is the one the announcements use', () => {
    expect(tagsOf({ entity: 'product', id: 12, related: [{ entity: 'category', id: 43 }] })).toEqual([
      entityTag('product', 12),
      entityTag('category', 43),
      COLLECTION_TAGS.product,
      LIST_TAGS.sitemap,
    ]);
  });

  it('is spelled nowhere else: no tag literal in the API’s public answers or the site’s cached reads', () => {
    const rowTag = /`(category|product|base-product|supplier|advertisement|delegation|merchant|page):\$\{/;
    const listTag = new RegExp(`(publicCache\\(c, \\[[^\\]]*|=> \\[[^\\]]*)'(${Object.values(LIST_TAGS).join('|')})'`);
    const found = ['server', 'api', 'app', 'components', 'lib']
      .flatMap((dir) => sources(dir))
      .filter((file) => file !== path.join('lib', 'cache-tags.ts'))
      .flatMap((file) =>
        fs
          .readFileSync(path.join(root, file), 'utf8')
          .split('\n')
          .map((line, i) => [`${file}:${i + 1}`, line] as const)
          .filter(([, line]) => rowTag.test(line) || listTag.test(line)),
      );
    expect(found).toEqual([]);
  });
});
