/** A day as the API takes it (`YYYY-MM-DD`), not one half typed. */
export const isDay = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** A «from» day after its «to» day: a list filtered so finds nothing, which its field should say. */
export const isReversedRange = (from: string, to: string): boolean => isDay(from) && isDay(to) && from > to;

/** A day read from an address (`?from=`): the day, or '' for none or one mistyped. */
export const dayOrNone = (text: string | null): string => (text !== null && isDay(text) ? text : '');
