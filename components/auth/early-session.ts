import { USER_INFO_KEY } from '@/stores/session';
import { ACCESS_TOKEN_TTL_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@/lib/auth/token-lifetimes';

/** Set on `<html>` by the early-session script while the stored login is valid. */
export const SIGNED_IN_ATTRIBUTE = 'data-signed-in';
/** The stored login's name, as a CSS string, for the header's early account link. */
export const USER_NAME_PROPERTY = '--bazargah-user-name';

/**
 * Public pages are shared cached HTML and run none of React until the visitor arrives (ADR 5, 7),
 * so the header is rendered logged out. This runs inline before the first paint: with a stored
 * login that is valid or may be renewed (the rule of `readRenewableSession`, which a test holds it
 * to: a visitor back after the hour is renewed as the page wakes, not asked to log in) it marks `<html>` and
 * hands the name to CSS, which swaps the login button for an account link showing the name. It
 * changes no text React renders, so hydration finds the page as the server sent it. It follows
 * the site's other tabs too (the `storage` event): a page not yet woken has no React to do it, and
 * kept showing a name logged out elsewhere (login-across-tabs.ts does the rest once it wakes).
 */
export const EARLY_SESSION_SCRIPT = `(function(){var d=document.documentElement,K=${JSON.stringify(USER_INFO_KEY)};function mark(){try{var i=JSON.parse(localStorage.getItem(K)||'null');if(!i||typeof i.exp!=='number'||i.sub==null||!((i.exp-${ACCESS_TOKEN_TTL_SECONDS}+${REFRESH_TOKEN_TTL_SECONDS})*1000>Date.now())){d.removeAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)});d.style.removeProperty(${JSON.stringify(USER_NAME_PROPERTY)});return}d.setAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)},'');if(typeof i.name==='string'&&i.name)d.style.setProperty(${JSON.stringify(USER_NAME_PROPERTY)},JSON.stringify(i.name));else d.style.removeProperty(${JSON.stringify(USER_NAME_PROPERTY)})}catch(e){}}mark();addEventListener('storage',function(e){if(e.key===K||e.key===null)mark()})})();`;

/**
 * For the other early scripts, a function `signedIn()` in their source: the early-session mark is
 * set and the access token has not run out. One being renewed asks nothing: its cookie is gone until
 * the renewal, and React asks after it.
 */
export const SIGNED_IN_WITH_TOKEN_JS = `function signedIn(){if(!document.documentElement.hasAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)}))return false;try{var u=JSON.parse(localStorage.getItem(${JSON.stringify(USER_INFO_KEY)})||'null');return !!u&&(u.endsAt||u.exp*1000)>Date.now()}catch(e){return false}}`;

/** After a logout on this page: the early account link must not come back. */
export function clearEarlySession(root: HTMLElement = document.documentElement): void {
  root.removeAttribute(SIGNED_IN_ATTRIBUTE);
  root.style.removeProperty(USER_NAME_PROPERTY);
}
