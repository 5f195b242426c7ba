// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_GATE_KEY, type EarlyGate } from '@/lib/hydration/hydration-gate';
import { createScriptDeferrer, DEFERRED_SCRIPT_TYPE, SCRIPT_LOADER } from './deferred-scripts';

// The shape of Next 16's pages: scripts and their preloads in the head, the bootstrap after the page.
const PAGE =
  '<!DOCTYPE html><html lang="fa" dir="rtl"><head><meta charSet="utf-8"/><link rel="preload" href="/_next/static/media/font.woff2" as="font" crossorigin="" type="font/woff2"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/><script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/b.js" async=""></script><title>آجر نما</title><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>' +
  '<body><main><h1>آجر نما</h1></main><script>self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e"])</script>' +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script><script src="/_next/static/chunks/main.js" async=""></script></body></html>';

const deferredTag = (src: string) => `<script type="${DEFERRED_SCRIPT_TYPE}" data-src="${src}"></script>`;

function deferWhole(html: string): string {
  const deferrer = createScriptDeferrer();
  return deferrer.push(html) + deferrer.end();
}

describe('createScriptDeferrer', () => {
  const out = deferWhole(PAGE);

  it("turns every Next script into a deferred one and drops their preloads, keeping everything else", () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/);
    expect(out).not.toContain('rel="preload" as="script"');
    for (const src of ['a.js', 'b.js', 'main.js']) expect(out).toContain(deferredTag(`/_next/static/chunks/${src}`));
    // The font preload, the payload (whose escaped text only looks like a tag) and the
    // module-less polyfill, which modern browsers skip by themselves, stay as they were.
    expect(out).toContain('as="font"');
    expect(out).toContain('self.__next_f.push([1,"\\u003cscript src=');
    expect(out).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(out).toContain('<main><h1>آجر نما</h1></main>');
  });

  it('puts one loader just before the first deferred script', () => {
    expect(out.split(SCRIPT_LOADER).length - 1).toBe(1);
    expect(out.indexOf(SCRIPT_LOADER)).toBeLessThan(out.indexOf(deferredTag('/_next/static/chunks/a.js')));
  });

  it('gives the same page however the text was split between writes', () => {
    for (let at = 1; at < PAGE.length; at += 7) {
      const deferrer = createScriptDeferrer();
      expect(deferrer.push(PAGE.slice(0, at)) + deferrer.push(PAGE.slice(at)) + deferrer.end()).toBe(out);
    }
  });

  it('sends a finished tag at once rather than holding it for the next write', () => {
    const deferrer = createScriptDeferrer();
    expect(deferrer.push('<head><title>آجر</title></head>')).toBe('<head><title>آجر</title></head>');
    expect(deferrer.push('<body><script src="/_next/static/chunks/a.js" async="">')).toBe('<body>');
    expect(deferrer.push('</script>')).toContain(deferredTag('/_next/static/chunks/a.js'));
  });

  it('leaves a page without Next scripts as it was, with no loader', () => {
    const plain = '<!DOCTYPE html><html><head><title>خطا</title></head><body><p>سرور پاسخ نداد</p></body></html>';
    expect(deferWhole(plain)).toBe(plain);
  });
});

type LoaderWindow = Window & { [EARLY_GATE_KEY]?: EarlyGate };

describe('the loader', () => {
  const listeners: [string, EventListenerOrEventListenerObject, boolean][] = [];
  const realAdd = window.addEventListener.bind(window);

  function load(body: string) {
    document.head.innerHTML = `${deferredTag('/_next/static/chunks/a.js')}${deferredTag('/_next/static/chunks/b.js')}`;
    document.body.innerHTML = body;
    // Every listener the loader leaves on the window is taken away after the test.
    window.addEventListener = ((type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions) => {
      listeners.push([type, listener, typeof options === 'object' ? Boolean(options.capture) : Boolean(options)]);
      realAdd(type, listener, options);
    }) as typeof window.addEventListener;
    window.eval(SCRIPT_LOADER);
    window.addEventListener = realAdd;
    return (window as LoaderWindow)[EARLY_GATE_KEY]!;
  }

  const added = () => [...document.head.querySelectorAll('script[src]')].map((el) => el.getAttribute('src'));
  const prefetched = () => [...document.head.querySelectorAll('link[rel="prefetch"]')].map((el) => el.getAttribute('href'));

  afterEach(() => {
    for (const [type, listener, capture] of listeners.splice(0)) window.removeEventListener(type, listener, capture);
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    delete (window as LoaderWindow)[EARLY_GATE_KEY];
    vi.useRealTimers();
  });

  it('fetches nothing until the visitor arrives, then adds the scripts once', () => {
    load('<main><h1>آجر</h1></main>');
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event('pointermove'));
    expect(added()).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js']);
    window.dispatchEvent(new Event('scroll'));
    expect(added()).toHaveLength(2);
  });

  it('holds a click on a control for the gate, and lets a link click through', () => {
    const early = load('<button type="button"><span>منو</span></button><a href="#next"><button type="button">بعدی</button></a>');
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(early.heldClick).toBe(document.querySelector('button'));
    expect(added()).toHaveLength(2);
    const follow = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a button')!.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
  });

  it('lets the submit of a form with an action through (it works without React), but holds a form without one', () => {
    const early = load(
      '<form action="/search"><input name="q"><button type="submit">جستجو</button></form><form><button type="submit">ذخیره</button></form>',
    );
    const search = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('form[action] button')!.dispatchEvent(search);
    expect(search.defaultPrevented).toBe(false);
    expect(early.heldClick).toBeNull();
    const save = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('form:not([action]) button')!.dispatchEvent(save);
    expect(save.defaultPrevented).toBe(true);
  });

  it('lets a details summary, the fields of an action form and a part marked data-native work by themselves: the menu opens, a box is ticked, a section is chosen at once', () => {
    const early = load(
      '<details><summary>منو</summary><a href="/x">x</a></details><form action="/filter"><label><input type="checkbox" name="p54" value="A1"><span>A۱</span></label></form>' +
        '<div data-native=""><label><input type="radio" name="section" value="about"><span>درباره</span></label></div>',
    );
    const menu = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('summary')!.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(false);
    const tick = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('label span')!.dispatchEvent(tick);
    expect(tick.defaultPrevented).toBe(false);
    const section = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[data-native] span')!.dispatchEvent(section);
    expect(section.defaultPrevented).toBe(false);
    expect(early.heldClick).toBeNull();
    // The tap still wakes the page: its scripts are added.
    expect(added()).toHaveLength(2);
  });

  it('leaves clicks to the gate once it has taken over', () => {
    const early = load('<button type="button">منو</button>');
    early.gate = true;
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('button')!.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(false);
    expect(early.heldClick).toBeNull();
  });

  it('adds the scripts at once to a page with a part only the browser can fill', () => {
    load('<div aria-busy="true" data-hydrate-now=""></div>');
    expect(added()).toHaveLength(2);
  });

  it('fetches nothing before the visitor arrives, not even a prefetch after the page has loaded', () => {
    vi.useFakeTimers();
    load('<main><h1>آجر</h1></main>');
    window.dispatchEvent(new Event('load'));
    vi.runAllTimers();
    expect(prefetched()).toEqual([]);
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event('touchstart'));
    expect(added()).toHaveLength(2);
  });
});
