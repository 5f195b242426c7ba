/**
 * Delayed hydration (seed, section 2): a public page is fully server-rendered, so it is readable
 * and its links work before any JavaScript runs. React takes the page over on the visitor's first
 * sign of life (a pointer, a key, a touch, a scroll, a focus) instead of at load, which keeps a
 * phone's main thread free while the page paints. `/profile/` and `/api/` hydrate at once.
 *
 * Next.js starts hydrating once every `beforeInteractive` script in `self.__next_s` has fired its
 * load event. The gate adds one such entry of a type browsers never load, and fires its load event
 * itself when the visitor arrives. A click that lands before React is ready is held and replayed
 * once the page reports itself hydrated (components/providers/hydration-mark.tsx).
 *
 * A server placeholder that only the browser can fill (the login form, which depends on the
 * session found in the browser) carries
 * {@link HYDRATE_NOW}: a page with one is incomplete without React and is let in once parsed.
 *
 * Served by the site server, a public page also fetches Next's scripts only when the visitor
 * arrives (server/site/deferred-scripts.ts, ADR 7). Its inline loader wakes first and leaves its
 * state in {@link EARLY_GATE_KEY}: the gate then has nothing left to wait for, and adopts the
 * click the loader held.
 */

export const HYDRATION_GATE_ID = 'hydration-gate';
export const HYDRATED_EVENT = 'bazargah:hydrated';

const EXCLUDED_PREFIXES = ['/profile', '/api/'];

/** Whether a page at this path waits for the visitor before hydrating. */
export function delaysHydration(pathname: string): boolean {
  return !EXCLUDED_PREFIXES.some((prefix) =>
    prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

export const WAKE_EVENTS = ['pointerdown', 'pointermove', 'mousemove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'] as const;

/** Controls that do nothing without React; a click on them before hydration is replayed. */
export const INTERACTIVE = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], input, select, textarea, label, summary';

/**
 * What works without React, so a click on it (or inside it) is never held (ADR 9): links, the
 * summaries of `<details>` (the phone menu, the order of a list, the property filter), anything
 * in a form with an action (GET forms such as the header search and the property filter: their
 * fields, labels and submit buttons; Enter in such a field is a click on its submit button) and
 * any part marked {@link WORKS_WITHOUT_SCRIPTS}.
 */
export const NATIVE = 'a[href], summary, form[action], [data-native]';

/** Spread on a part whose controls work by themselves (radio buttons drawn as tabs): clicks in it are never held. */
export const WORKS_WITHOUT_SCRIPTS = { 'data-native': '' } as const;

/** Spread on a placeholder that only the browser can fill: `<Skeleton {...HYDRATE_NOW} />`. */
export const HYDRATE_NOW = { 'data-hydrate-now': '' } as const;

/** Where the inline loader of deferred scripts leaves what it saw before Next's scripts ran. */
export const EARLY_GATE_KEY = '__bazargahEarlyGate';

/** The loader's state: `gate` is set once this gate has taken the clicks over. */
export type EarlyGate = { heldClick: Element | null; gate: boolean };

type ScriptEntry = [src: string, props: Record<string, string>];
type GateWindow = Window & { __next_s?: ScriptEntry[]; [EARLY_GATE_KEY]?: EarlyGate };

export function installHydrationGate(win: GateWindow = window): void {
  const doc = win.document;
  if (!delaysHydration(win.location.pathname)) return;

  // Next's scripts were fetched because the visitor arrived: nothing is left to wait for.
  const early = win[EARLY_GATE_KEY];
  if (early) early.gate = true;
  let released = Boolean(early);
  let hydrated = false;
  let heldClick = (early?.heldClick as HTMLElement | null | undefined) ?? null;

  const fireGate = () => {
    const gate = doc.getElementById(HYDRATION_GATE_ID) as HTMLScriptElement | null;
    // Next creates the gate element a microtask after this file runs; a visitor faster than that
    // is let in as soon as it exists.
    if (gate?.onload) gate.onload(new Event('load'));
    else win.setTimeout(fireGate, 0);
  };

  const release = () => {
    if (released) return;
    released = true;
    for (const type of WAKE_EVENTS) win.removeEventListener(type, release, true);
    fireGate();
  };

  const holdClick = (event: MouseEvent) => {
    if (hydrated) return;
    const target = event.target instanceof Element ? event.target : null;
    const control = target?.closest<HTMLElement>(INTERACTIVE);
    // Links navigate and action forms submit on their own; a control inside a link is the link's.
    if (!control || control.closest(NATIVE)) {
      release();
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    heldClick = control;
    release();
  };

  const onHydrated = () => {
    hydrated = true;
    win.removeEventListener('click', holdClick, true);
    const control = heldClick;
    heldClick = null;
    if (control?.isConnected) control.click();
  };

  const releaseIfIncomplete = () => {
    if (doc.querySelector('[data-hydrate-now]')) release();
  };

  win.addEventListener('click', holdClick, true);
  doc.addEventListener(HYDRATED_EVENT, onHydrated, { once: true });
  if (released) return;
  (win.__next_s ??= []).push(['data:,', { id: HYDRATION_GATE_ID, type: 'text/x-hydration-gate' }]);
  for (const type of WAKE_EVENTS) win.addEventListener(type, release, { capture: true, passive: true });
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', releaseIfIncomplete, { once: true });
  else releaseIfIncomplete();
}
