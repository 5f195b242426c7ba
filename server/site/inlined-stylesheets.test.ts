import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { inlineStylesheets, stylesheetsOfBuild, withAbsoluteUrls, withoutInlinedPreloads } from './inlined-stylesheets';

const link = (name: string, precedence = 'next') => `<link rel="stylesheet" href="/_next/static/chunks/${name}" data-precedence="${precedence}"/>`;

let root: string;
let staticDir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'bz-styles-'));
  staticDir = path.join(root, 'static');
  mkdirSync(path.join(staticDir, 'chunks'), { recursive: true });
  writeFileSync(path.join(staticDir, 'chunks', 'base.css'), 'body{font-family:vazirmatn}');
  writeFileSync(path.join(staticDir, 'chunks', 'card.css'), '.card>h3{margin:0}');
  writeFileSync(path.join(root, 'outside.css'), '.secret{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('inlineStylesheets', () => {
  it("puts each stylesheet's text where its link was, in order, and keeps the link disabled for React to find", () => {
    const head = `<head><meta charSet="utf-8"/>${link('base.css')}${link('card.css', 'high')}<title>بازارگاه</title></head>`;
    expect(inlineStylesheets(head, stylesheetsOfBuild(staticDir))).toBe(
      '<head><meta charSet="utf-8"/>' +
        '<style data-precedence="next" data-href="/_next/static/chunks/base.css">body{font-family:vazirmatn}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/base.css" data-precedence="next" disabled=""/>' +
        '<style data-precedence="high" data-href="/_next/static/chunks/card.css">.card>h3{margin:0}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/card.css" data-precedence="high" disabled=""/>' +
        '<title>بازارگاه</title></head>',
    );
  });

  it('leaves a link whose file the build does not have, or that climbs out of its folder, as it was', () => {
    const html = `${link('gone.css')}<link rel="stylesheet" href="/_next/static/../outside.css" data-precedence="next"/>`;
    expect(inlineStylesheets(html, stylesheetsOfBuild(staticDir))).toBe(html);
  });

  it('leaves other links and stylesheets from elsewhere alone', () => {
    const html = '<link rel="stylesheet" href="https://cdn.example/x.css"/><link rel="preload" as="style" href="/_next/static/chunks/base.css"/>';
    expect(inlineStylesheets(html, stylesheetsOfBuild(staticDir))).toBe(html);
  });

  it('cannot end the style element early, whatever the stylesheet holds', () => {
    writeFileSync(path.join(staticDir, 'chunks', 'odd.css'), '.x::after{content:"</style><script>alert(1)</script>"}');
    const html = inlineStylesheets(link('odd.css'), stylesheetsOfBuild(staticDir));
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(html).toContain('content:"<\\/style><script>alert(1)</script>"');
  });
});

describe('withoutInlinedPreloads', () => {
  it('takes out the preloads of stylesheets the page carries inside, and keeps the rest in order', () => {
    const stylesheet = stylesheetsOfBuild(staticDir);
    const font = '</_next/static/media/v.woff2>; rel=preload; as="font"; crossorigin=""; type="font/woff2"';
    const image = '</api/v1/media/products/736.svg>; rel=preload; as="image"; fetchpriority="high"';
    const unknown = '</_next/static/chunks/other.css>; rel=preload; as="style"';
    expect(withoutInlinedPreloads(`${font}, </_next/static/chunks/base.css>; rel=preload; as="style", ${image}, ${unknown}`, stylesheet)).toBe(`${font}, ${image}, ${unknown}`);
    expect(withoutInlinedPreloads('</_next/static/chunks/base.css>; rel=preload; as="style"', stylesheet)).toBeUndefined();
    expect(withoutInlinedPreloads(font, stylesheet)).toBe(font);
  });
});

describe('withAbsoluteUrls', () => {
  it("reads a relative url against the stylesheet's address, as the browser would have", () => {
    const css = '@font-face{font-family:vazirmatn;src:url(../media/vazirmatn.woff2) format("woff2")}.a{background:url("./x.svg?v=1#i")}.b{background:url( \'../../static/media/y.png\' )}';
    expect(withAbsoluteUrls(css, '/_next/static/chunks/base.css')).toBe(
      '@font-face{font-family:vazirmatn;src:url(/_next/static/media/vazirmatn.woff2) format("woff2")}.a{background:url("/_next/static/chunks/x.svg?v=1#i")}.b{background:url(\'/_next/static/media/y.png\')}',
    );
  });

  it('leaves absolute addresses, data and fragments alone', () => {
    const css = '.a{background:url(/_next/static/media/a.png)}.b{background:url(data:image/svg+xml;utf8,<svg/>)}.c{mask:url(#m)}.d{background:url(https://cdn.example/d.png)}';
    expect(withAbsoluteUrls(css, '/_next/static/chunks/base.css')).toBe(css);
  });
});

describe('stylesheetsOfBuild', () => {
  it("gives each file's text with its relative urls made absolute", () => {
    writeFileSync(path.join(staticDir, 'chunks', 'font.css'), '@font-face{src:url(../media/f.woff2)}');
    expect(stylesheetsOfBuild(staticDir)('/_next/static/chunks/font.css')).toBe('@font-face{src:url(/_next/static/media/f.woff2)}');
  });

  it('reads each file once: a build does not change under a running server', () => {
    const stylesheet = stylesheetsOfBuild(staticDir);
    expect(stylesheet('/_next/static/chunks/base.css')).toBe('body{font-family:vazirmatn}');
    writeFileSync(path.join(staticDir, 'chunks', 'base.css'), 'body{}');
    expect(stylesheet('/_next/static/chunks/base.css')).toBe('body{font-family:vazirmatn}');
    expect(stylesheetsOfBuild(staticDir)('/_next/static/chunks/base.css')).toBe('body{}');
  });

  it('has nothing for an address outside the build\'s static folder', () => {
    const stylesheet = stylesheetsOfBuild(staticDir);
    expect(stylesheet('/_next/static/../outside.css')).toBeUndefined();
    expect(stylesheet('/_next/static/chunks/../../outside.css')).toBeUndefined();
    expect(stylesheet('/elsewhere/outside.css')).toBeUndefined();
    expect(stylesheet('/_next/static/chunks/missing.css')).toBeUndefined();
  });
});
