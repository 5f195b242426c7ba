import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '@/messages/fa.json';

/**
 * A middle dot «·» between Persian words and numbers reads as a Persian zero «۰» (issue 11): lists
 * in the interface are separated with the Persian comma «،».
 */
const MIDDLE_DOT = '·';

function strings(value: unknown, at: string, out: [string, string][]) {
  if (typeof value === 'string') out.push([at, value]);
  else if (value && typeof value === 'object') for (const [key, inner] of Object.entries(value)) strings(inner, at ? `${at}.${key}` : key, out);
  return out;
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

describe('separators in the interface', () => {
  it('no message uses a middle dot', () => {
    expect(strings(messages, '', []).filter(([, text]) => text.includes(MIDDLE_DOT))).toEqual([]);
  });

  it('no string literal in the interface code joins with a middle dot', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const literal = /(['"`])[^'"`\n]*·[^'"`\n]*\1/;
    const found = ['components', 'app']
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .flatMap((file) =>
        fs
          .readFileSync(file, 'utf8')
          .split('\n')
          .map((line, i) => [`${path.relative(root, file)}:${i + 1}`, line] as const)
          .filter(([, line]) => literal.test(line)),
      );
    expect(found).toEqual([]);
  });
});
