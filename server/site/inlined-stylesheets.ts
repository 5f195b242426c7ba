import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A public page's stylesheets inside the page, put there by the site server rather than by Next
 * (ADR 13, sixth measurement). A phone's first visit then waits for no stylesheet before its
 * first paint.
 *
 * Next's own `experimental.inlineCss` puts each stylesheet's text into the HTML and a second time
 * into the page's RSC payload (vercel/next.js#95141, #98079): 81 kB of a product page's 136 kB
 * payload, escaped, encoded and compressed for every page rendered. With `inlineCss` off Next
 * writes a `<link>` per stylesheet, and the payload names only its address; the site server puts
 * the text of each link's file (the build's own, read once) in a `<style>` where the link was,
 * and keeps the link, `disabled`: a browser does not fetch a disabled stylesheet, and React, which
 * looks for a stylesheet's `link[rel="stylesheet"][href]` when it hydrates or navigates (and,
 * finding none, would fetch the file and hold the page until it came), finds it there and counts
 * it as loaded. Next also names some stylesheets in the answer's `Link` header as preloads, which
 * a browser fetches at once; those of inlined stylesheets are taken out. A later client navigation
 * to a page with a stylesheet not yet in the document gets it through a `<link>`, as Next always
 * does.
 */

/** Next's stylesheet links, as React writes them into the head. */
const NEXT_STYLESHEET = /<link rel="stylesheet" href="(\/_next\/static\/[^"]+\.css)" data-precedence="([^"]+)"\/>/g;

/** Where such a link begins: a part of the page without it has nothing to inline. */
export const STYLESHEET_MARK = '<link rel="stylesheet" href="/_next/static/';

/**
 * The text of one of the build's stylesheets by its address, ready to stand inside a `<style>`,
 * or undefined when there is none.
 */
export type StylesheetText = (href: string) => string | undefined;

/** A `url(…)` in a stylesheet, quoted or not. */
const CSS_URL = /url\(\s*(["']?)([^"')]+)\1\s*\)/g;

/**
 * The stylesheet's text with each relative `url(…)` made absolute: inside a page, `../media/x`
 * would be read against the page's address, not the file's (the font would not load).
 */
export function withAbsoluteUrls(css: string, href: string): string {
  const base = new URL(href, 'http://site');
  return css.replace(CSS_URL, (whole, quote: string, ref: string) => {
    if (/^([a-z][a-z0-9+.-]*:|\/|#)/i.test(ref)) return whole;
    const url = new URL(ref, base);
    return `url(${quote}${url.pathname}${url.search}${url.hash}${quote})`;
  });
}

/**
 * The build's stylesheets read from its `static` folder, each once and made ready once (escaping
 * them per page cost about 1 ms of a product page's 45): they never change while the build runs,
 * so the copies need no dropping, and there are a few dozen small files (no LRU). An address that
 * climbs out of the folder is not one of them.
 */
export function stylesheetsOfBuild(staticDir: string): StylesheetText {
  const texts = new Map<string, string | undefined>();
  return (href) => {
    if (texts.has(href)) return texts.get(href);
    const relative = href.slice('/_next/static/'.length);
    let text: string | undefined;
    if (href.startsWith('/_next/static/') && !relative.split('/').includes('..')) {
      try {
        // A stylesheet's text cannot end the element early: `<\/style` means the same in CSS.
        text = withAbsoluteUrls(readFileSync(path.join(staticDir, relative), 'utf8'), href).replace(/<\/style/gi, '<\\/style');
      } catch {
        text = undefined;
      }
    }
    texts.set(href, text);
    return text;
  };
}

/**
 * Each of Next's stylesheet links in `html` preceded by its text in a `<style>` and made
 * `disabled`; a link whose file is unknown stays as it was. The `<style>` carries the link's
 * precedence, where React inserts a later page's stylesheets after it, as it does after Next's
 * own inlined styles.
 */
export function inlineStylesheets(html: string, stylesheet: StylesheetText): string {
  return html.replace(NEXT_STYLESHEET, (link, href: string, precedence: string) => {
    const text = stylesheet(href);
    if (text === undefined) return link;
    return `<style data-precedence="${precedence}" data-href="${href}">${text}</style><link rel="stylesheet" href="${href}" data-precedence="${precedence}" disabled=""/>`;
  });
}

/** A `Link` header without the preloads of stylesheets the page carries inside; undefined if nothing is left. */
export function withoutInlinedPreloads(link: string, stylesheet: StylesheetText): string | undefined {
  const kept = link
    .split(/,\s*(?=<)/)
    .filter((entry) => {
      const [, href, params] = entry.match(/^\s*<([^>]*)>(.*)$/) ?? [];
      return !(href && /;\s*rel="?preload"?/i.test(params) && /;\s*as="?style"?/i.test(params) && stylesheet(href) !== undefined);
    });
  return kept.length ? kept.join(', ') : undefined;
}
