import { SIGNED_IN_ATTRIBUTE } from './early-session';

/** Under `<html>` marked by the early-session script: a stored login, before React knows it. */
const SIGNED_IN = `html[${SIGNED_IN_ATTRIBUTE}] &`;

/**
 * For a public page's logged-out control (a login link) and the signed-in one standing in its place
 * until the page wakes on the first tap (ADR 9): a signed-in visitor's first tap must not be a
 * detour through the login page. The page's React then renders the real control.
 */
export const HIDDEN_WHEN_SIGNED_IN = { [SIGNED_IN]: { display: 'none' } } as const;
export const SHOWN_ONLY_WHEN_SIGNED_IN = { display: 'none', [SIGNED_IN]: { display: 'inline-flex' } } as const;
