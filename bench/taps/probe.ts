/**
 * What runs in the page before its own scripts (`addInitScript`) to time a tap: the first
 * contentful paint, the tap's input event (its own timestamp, so any wait for a busy main thread
 * counts), and the frame after which the tap's answer shows — a configured element visible, or
 * focused. "Answered" is stamped in a task after the next animation frame, i.e. once the browser
 * has had the chance to paint the change. Plain JavaScript in strings: a function's source as the
 * TypeScript runner compiles it may name helpers the page does not have.
 */
export type ProbeState = { paint: number | null; tap: number | null; answered: number | null };

export const PROBE_SCRIPT = `(() => {
  const probe = (window.__tapProbe = { paint: null, tap: null, answered: null, answer: null, focus: false });
  const visible = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  let pending = false;
  const check = () => {
    if (probe.tap === null || probe.answered !== null || pending || !probe.answer) return;
    const shown = probe.focus ? !!(document.activeElement && document.activeElement.matches(probe.answer)) : [...document.querySelectorAll(probe.answer)].some(visible);
    if (!shown) return;
    pending = true;
    requestAnimationFrame(() => setTimeout(() => { if (probe.answered === null) probe.answered = performance.now(); }, 0));
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint' && probe.paint === null) probe.paint = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  addEventListener('touchstart', (event) => { if (probe.tap === null) probe.tap = event.timeStamp; check(); }, { capture: true, passive: true });
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  for (const type of ['toggle', 'focusin', 'change', 'click']) document.addEventListener(type, check, true);
})();`;

/** An expression that sets the answer the probe waits for: a selector, visible; or focused. */
export const armProbe = (answer: string, focus: boolean) =>
  `(() => { window.__tapProbe.answer = ${JSON.stringify(answer)}; window.__tapProbe.focus = ${focus}; })()`;

export const READ_PROBE = '({ paint: window.__tapProbe.paint, tap: window.__tapProbe.tap, answered: window.__tapProbe.answered })';
export const PAINTED = 'window.__tapProbe && window.__tapProbe.paint !== null';
export const ANSWERED = 'window.__tapProbe && window.__tapProbe.answered !== null';
export const UNTIL_PAINT_PLUS_100MS = 'window.__tapProbe.paint + 100 - performance.now()';
