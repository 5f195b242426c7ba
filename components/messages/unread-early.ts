import { SIGNED_IN_WITH_TOKEN_JS } from '@/components/auth/early-session';
import { UNREAD_COUNT_PATH } from '@/api/contract/conversations';

/** Set on `<html>` by the early unread script: the count, for React to start from until its stream says. */
export const EARLY_UNREAD_ATTRIBUTE = 'data-unread';
/** The count as the header's link shows it before React (CSS reads it): Persian digits, «۹۹+» beyond. */
export const EARLY_UNREAD_PROPERTY = '--bazargah-unread';
/** On the header's messages link drawn before React knows the login: its name with a count, `{count}` to fill. */
export const UNREAD_LABEL_ATTRIBUTE = 'data-unread-label';

/**
 * Public pages are shared HTML and hydrate only when the visitor arrives (ADR 9): the header's
 * messages link is drawn without a count, and the count came only after the first tap. This runs
 * inline, before any of React: for a signed-in visitor whose access token has not run out, on a
 * page with the early link, it asks the API for the count once and, if there is one, hands it to
 * CSS (the link's badge) and names it in the link's label. Plain DOM, no text React renders.
 */
export const UNREAD_EARLY_SCRIPT = `(function(){
${SIGNED_IN_WITH_TOKEN_JS}
function fa(s){return s.replace(/[0-9]/g,function(c){return '۰۱۲۳۴۵۶۷۸۹'.charAt(c)})}
function run(){var links=document.querySelectorAll('a[${UNREAD_LABEL_ATTRIBUTE}]');if(!links.length||!signedIn())return;
fetch(${JSON.stringify(UNREAD_COUNT_PATH)},{credentials:'same-origin'}).then(function(r){return r.ok?r.json():null}).then(function(x){var n=x&&x.totalUnread;if(typeof n!=='number'||n<1)return;var d=document.documentElement;
d.setAttribute(${JSON.stringify(EARLY_UNREAD_ATTRIBUTE)},String(n));d.style.setProperty(${JSON.stringify(EARLY_UNREAD_PROPERTY)},JSON.stringify(fa(n>99?'99+':String(n))));
links.forEach(function(a){a.setAttribute('aria-label',a.getAttribute(${JSON.stringify(UNREAD_LABEL_ATTRIBUTE)}).replace('{count}',fa(String(n))))})}).catch(function(){})}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',run);else run()})();`;

/** The count the early script found, for the live link to show until its stream says (null: none). */
export function earlyUnread(root: HTMLElement = document.documentElement): number | null {
  const n = Number(root.getAttribute(EARLY_UNREAD_ATTRIBUTE));
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** After a logout on this page: the early count must not come back. */
export function clearEarlyUnread(root: HTMLElement = document.documentElement): void {
  root.removeAttribute(EARLY_UNREAD_ATTRIBUTE);
  root.style.removeProperty(EARLY_UNREAD_PROPERTY);
}
