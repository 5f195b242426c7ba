// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delaysHydration, EARLY_GATE_KEY, type EarlyGate, HYDRATED_EVENT, HYDRATION_GATE_ID, installHydrationGate } from './hydration-gate';

type GateWindow = Parameters<typeof installHydrationGate>[0];

/** A window at `pathname` with the gate installed, and Next's side of the handshake simulated. */
function setUp(pathname: string, early?: EarlyGate) {
  const win = Object.create(window, { location: { value: { pathname } } }) as Window & { __next_s?: [string, Record<string, string>][]; [EARLY_GATE_KEY]?: EarlyGate };
  if (early) win[EARLY_GATE_KEY] = early;
  // The gate listens on the window it is given; the test window forwards to jsdom's real one.
  win.addEventListener = window.addEventListener.bind(window);
  win.removeEventListener = window.removeEventListener.bind(window);
  win.setTimeout = window.setTimeout.bind(window);
  win.__next_s = undefined;
  installHydrationGate(win as GateWindow);
  const entries: [string, Record<string, string>][] = win.__next_s ?? [];
  const hydrate = vi.fn();
  // What Next does with every `__next_s` entry (client/app-bootstrap.js): a script element with
  // the entry's attributes whose load event lets hydration start.
  for (const [src, props] of entries) {
    const el = document.createElement('script');
    for (const [name, value] of Object.entries(props)) el.setAttribute(name, value);
    el.src = src;
    el.onload = () => hydrate();
    document.head.appendChild(el);
  }
  return { win, hydrate };
}

afterEach(() => {
  // Retires the test's gate: a hydrated gate stops listening for clicks.
  document.dispatchEvent(new Event(HYDRATED_EVENT));
  document.getElementById(HYDRATION_GATE_ID)?.remove();
  document.body.innerHTML = '';
  delete document.documentElement.dataset.hydrated;
});

describe('delaysHydration (seed: /profile/ and /api/ are excluded)', () => {
  it.each([
    ['/', true],
    ['/products/12/آجر', true],
    ['/search', true],
    ['/profilepicture', true],
    ['/profile', false],
    ['/profile/wallet', false],
    ['/api/v1/health', false],
    ['/users/login', true],
  ])('%s → %s', (path, expected) => {
    expect(delaysHydration(path)).toBe(expected);
  });
});

describe('installHydrationGate', () => {
  it('holds hydration on a public page until the visitor does something', () => {
    const { win, hydrate } = setUp('/products/12/آجر');
    expect(win.__next_s).toHaveLength(1);
    const gate = document.getElementById(HYDRATION_GATE_ID) as HTMLScriptElement;
    // A type no browser runs: the element never loads by itself.
    expect(gate.type).toBe('text/x-hydration-gate');
    expect(hydrate).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scroll'));
    expect(hydrate).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('lets a page in at once when it holds a placeholder only the browser can fill', async () => {
    document.body.innerHTML = '<main><div aria-busy="true" data-hydrate-now=""></div></main>';
    const { hydrate } = setUp('/category/properties/12/آجر');
    // Next creates its script element after the gate is installed; the gate waits for it.
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });

  it('leaves private pages alone: no gate, hydration at once', () => {
    const { win, hydrate } = setUp('/profile/wallet');
    expect(win.__next_s).toBeUndefined();
    expect(document.getElementById(HYDRATION_GATE_ID)).toBeNull();
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('replays a click on a control that landed before React was ready', () => {
    const { hydrate } = setUp('/');
    document.body.innerHTML = '<button type="button"><span>منو</span></button>';
    const button = document.querySelector('button')!;
    const reactHandler = vi.fn();
    button.querySelector('span')!.click();
    expect(hydrate).toHaveBeenCalledTimes(1);
    // React attaches its handlers while hydrating; the held click reaches them afterwards.
    button.addEventListener('click', reactHandler);
    expect(reactHandler).not.toHaveBeenCalled();
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    expect(reactHandler).toHaveBeenCalledTimes(1);
    // Once hydrated, clicks pass straight through.
    button.click();
    expect(reactHandler).toHaveBeenCalledTimes(2);
  });

  it('lets a link click navigate natively instead of holding it', () => {
    setUp('/');
    document.body.innerHTML = '<a href="#next"><span>بعدی</span></a>';
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('span')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('lets a details summary and a GET form field work natively, and still wakes the page', () => {
    const { hydrate } = setUp('/');
    document.body.innerHTML = '<details><summary>ترتیب</summary></details><form action="/x"><input type="checkbox" name="a"></form>';
    const open = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('summary')!.dispatchEvent(open);
    expect(open.defaultPrevented).toBe(false);
    const tick = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('input')!.dispatchEvent(tick);
    expect(tick.defaultPrevented).toBe(false);
    return vi.waitFor(() => expect(hydrate).toHaveBeenCalled());
  });

  it("takes over from the loader of deferred scripts: no waiting, and the loader's held click replayed", () => {
    document.body.innerHTML = '<button type="button">منو</button><button type="button">جستجو</button>';
    const [menu, search] = document.querySelectorAll('button');
    const early: EarlyGate = { heldClick: menu, gate: false };
    const { win } = setUp('/', early);
    // The scripts were fetched because the visitor arrived: Next may hydrate as soon as it runs.
    expect(win.__next_s).toBeUndefined();
    expect(early.gate).toBe(true);
    const menuHandler = vi.fn();
    const searchHandler = vi.fn();
    menu.addEventListener('click', menuHandler);
    search.addEventListener('click', searchHandler);
    // A click between the scripts running and React being ready is held as before.
    search.click();
    expect(searchHandler).not.toHaveBeenCalled();
    document.dispatchEvent(new Event(HYDRATED_EVENT));
    // The latest click wins, as it does without the loader.
    expect(searchHandler).toHaveBeenCalledTimes(1);
    expect(menuHandler).not.toHaveBeenCalled();
  });
});
