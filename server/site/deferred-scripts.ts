import { EARLY_GATE_KEY, INTERACTIVE, NATIVE, WAKE_EVENTS } from '@/lib/hydration/hydration-gate';

/**
 * Next's scripts on a public page, fetched when the visitor arrives rather than with the page
 * (ADR 7). A public page hydrates on the visitor's first interaction anyway
 * (lib/hydration/hydration-gate.ts); until then its ~270 kB of scripts only compete with the page
 * for a phone's bandwidth and main thread. The site server turns Next's `<script async>` tags (in
 * the head, and the bootstrap after the page) into inert ones no browser fetches, drops their
 * preloads and puts one small inline loader before the first, which:
 * - adds the scripts on the first sign of the visitor (a pointer, a key, a touch, a scroll, a
 *   focus), or at once on a page with a part only the browser can fill (`data-hydrate-now`);
 * - holds a click on a control only React can answer until Next's gate takes over, which replays
 *   it; a link, a summary or a GET form's field acts by itself (ADR 9).
 * Nothing is prefetched: the controls a visitor touches first answer without the scripts, and a
 * phone's bandwidth before the first interaction stays the page's (ADR 9).
 * The inline `self.__next_f` pushes stay: they only queue the page's payload for the runtime.
 */

/** Next's own script tags: `<script src="/_next/static/…" async=""></script>`. */
const NEXT_SCRIPT = /<script src="(\/_next\/static\/[^"]+\.js)" async=""><\/script>/g;
/** Next's low-priority preloads of the same scripts. */
const NEXT_SCRIPT_PRELOAD = /<link rel="preload" as="script"(?: fetchPriority="low")? href="\/_next\/static\/[^"]+"\/>/g;

/** Past this much text without the end of a tag, what is held back is sent on as it is. */
const MAX_PENDING_CHARS = 512 * 1024;

/** What a deferred script becomes: an element no browser fetches or runs, read by the loader. */
export const DEFERRED_SCRIPT_TYPE = 'text/x-deferred';

/** The inline loader (plain ES2017: it runs before any bundle); the same for every page. */
export const SCRIPT_LOADER = `(function(w,d,wake,controls,native){
var early=w[${JSON.stringify(EARLY_GATE_KEY)}]={heldClick:null,gate:false},started=false;
function deferred(){return d.querySelectorAll('script[type="${DEFERRED_SCRIPT_TYPE}"]:not([data-added])');}
function add(){deferred().forEach(function(el){el.setAttribute("data-added","");var s=d.createElement("script");s.src=el.getAttribute("data-src");s.async=true;d.head.appendChild(s);});}
function start(){if(started)return;started=true;wake.forEach(function(t){w.removeEventListener(t,start,true);});add();}
wake.forEach(function(t){w.addEventListener(t,start,{capture:true,passive:true});});
w.addEventListener("click",function(e){if(early.gate)return;start();
var c=e.target instanceof Element?e.target.closest(controls):null;if(!c||c.closest(native))return;
e.preventDefault();e.stopImmediatePropagation();early.heldClick=c;},true);
function parsed(){if(d.querySelector("[data-hydrate-now]"))start();if(started)add();}
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",parsed);else parsed();
})(self,document,${JSON.stringify(WAKE_EVENTS)},${JSON.stringify(INTERACTIVE)},${JSON.stringify(NATIVE)});`;

/**
 * Rewrites a page as it streams: every Next script becomes a deferred one, its preload goes, and
 * the loader comes just before the first; `alsoRewrite` then changes other whole tags (the site
 * server inlines stylesheets so). Text is held back while it may end inside a tag, so a tag split
 * between two writes is still seen whole.
 */
export function createScriptDeferrer(alsoRewrite: (html: string) => string = (html) => html) {
  let pending = '';
  let loaderSent = false;
  const rewrite = (text: string) =>
    alsoRewrite(
      text
        .replace(NEXT_SCRIPT, (_, src: string) => {
          const loader = loaderSent ? '' : `<script>${SCRIPT_LOADER}</script>`;
          loaderSent = true;
          return `${loader}<script type="${DEFERRED_SCRIPT_TYPE}" data-src="${src}"></script>`;
        })
        .replace(NEXT_SCRIPT_PRELOAD, ''),
    );
  return {
    /** The rewritten text that is safe to send now. */
    push(text: string): string {
      const all = pending + text;
      const lastTag = all.lastIndexOf('<');
      let cut = lastTag >= 0 && all.indexOf('>', lastTag) < 0 ? lastTag : all.length;
      const open = all.lastIndexOf('<script');
      if (open >= 0 && all.indexOf('</script>', open) < 0) cut = Math.min(cut, open);
      if (all.length - cut > MAX_PENDING_CHARS) cut = all.length;
      pending = all.slice(cut);
      return rewrite(all.slice(0, cut));
    },
    /** Whether text is held back until the next part (an unfinished tag or script). */
    holding(): boolean {
      return pending.length > 0;
    },
    /** Whatever was held back, at the end of the page. */
    end(): string {
      const rest = rewrite(pending);
      pending = '';
      return rest;
    },
  };
}
