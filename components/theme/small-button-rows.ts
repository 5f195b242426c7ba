/**
 * For a wrapping row of small buttons (`gap: 1`): a small button is drawn 31 px tall and takes a
 * finger's 44 px (theme.ts, FINGER_TARGET), so under a finger its rows stand 45 px apart, not 39,
 * and a tap between two rows is not claimed by both layers. Spread into the row's `sx`.
 */
export const SMALL_BUTTON_ROWS = { '@media (pointer: coarse)': { rowGap: '14px' } } as const;
