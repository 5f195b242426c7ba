/**
 * After the row at `index` of a list left it (removed by its own button, which went with it), puts
 * the focus on the same action of the row now at that place, or of the one before it, else on
 * `fallback`: the focus of a removed element falls back to the page's top, and a keyboard or
 * screen-reader user would have to find their way back down. Called once the list has rendered
 * without the row.
 */
export function focusAfterRemoval(list: HTMLElement | null, actionSelector: string, index: number, fallback: HTMLElement | null): void {
  const actions = list ? [...list.querySelectorAll<HTMLElement>(actionSelector)] : [];
  (actions[Math.min(index, actions.length - 1)] ?? fallback)?.focus();
}
