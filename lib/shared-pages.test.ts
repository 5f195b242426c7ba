import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSharedPage } from './shared-pages';

const ROOT = path.resolve(__dirname, '..');
/** What tells one visitor from another: a shared page reading any of these is kept for everyone. */
const PER_VISITOR = ['next/headers', '@/lib/auth/request-session'];
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(ROOT, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every per-visitor module a file reaches through the project's own imports, with the chain. */
function perVisitorReads(entry: string): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (file: string, chain: string[]) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2];
      if (PER_VISITOR.includes(specifier)) found.push([...chain, path.relative(ROOT, file), specifier].join(' → '));
      const next = resolve(file, specifier);
      if (next && !next.includes('node_modules')) walk(next, [...chain, path.relative(ROOT, file)]);
    }
  };
  walk(entry, []);
  return found;
}

/** The site's pages and the URL path of each (dynamic segments filled with a sample). */
function sitePages(): { file: string; url: string }[] {
  const dir = path.join(ROOT, 'app', '(site)');
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => path.basename(file) === 'page.tsx')
    .map((file) => {
      const segments = path.dirname(file).split(path.sep).filter((s) => s !== '.');
      const url = `/${segments.map((s) => (s.startsWith('[') ? 'x' : s)).join('/')}`;
      return { file: path.join(dir, file), url: url === '/' ? '/' : url };
    });
}

describe('shared pages', () => {
  it('read nothing that tells one visitor from another (they are kept for everyone, ADR 10)', () => {
    const shared = sitePages().filter((page) => isSharedPage(page.url));
    expect(shared.length).toBeGreaterThan(10);
    for (const page of shared) expect(perVisitorReads(page.file), page.url).toEqual([]);
  });

  it('the check sees a page that does read the login', () => {
    const profile = path.join(ROOT, 'app', 'profile', 'page.tsx');
    expect(perVisitorReads(profile).length).toBeGreaterThan(0);
  });

  it('are the home page and the catalogue, not the search or the private area', () => {
    expect(isSharedPage('/')).toBe(true);
    expect(isSharedPage('/products/12/x')).toBe(true);
    expect(isSharedPage('/supplier/5/products/Product')).toBe(true);
    for (const url of ['/search', '/suppliers/search/آهن', '/profile', '/users/login', '/error/404']) expect(isSharedPage(url), url).toBe(false);
  });
});
