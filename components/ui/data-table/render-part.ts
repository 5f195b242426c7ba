import { flexRender } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/**
 * A column's cell or header as the table shows it. A column's renderer is a plain function written
 * inline, a new one at each render of the screen; `flexRender` takes any function for a component
 * type, so React saw a new type each time and mounted every cell afresh: a focused button in a row
 * («ویرایش», «پذیرش») was replaced and the focus fell to the page's top whenever the list refetched.
 * Called as the function it is, a renderer's elements are kept. (Renderers must not use hooks.)
 */
export function renderPart<C>(part: unknown, context: C): ReactNode {
  return typeof part === 'function' ? (part as (context: C) => ReactNode)(context) : flexRender(part as never, context as never);
}
