import { LOGIN_PER_PAGE_KEY } from '@/stores/session';

/** `kind:id` of the page's object, on the visit tracker's mark. */
export const VISIT_ATTRIBUTE = 'data-visit';
/** The seed's `loginPerPage` value of the page (`product-34`), on the same mark. */
export const LOGIN_PER_PAGE_ATTRIBUTE = 'data-login-per-page';
/**
 * Who counted this page load's visit: the page's `kind:id` when this script did (React then
 * counts nothing), `'react'` once React counted one itself (this script then does nothing).
 */
export const VISIT_SENT_GLOBAL = '__bazargahVisitSent';
export const LOGIN_PER_PAGE_MAX_AGE_SECONDS = 24 * 60 * 60;

/**
 * Public pages hydrate only on the visitor's first interaction (ADR 5, 9), and a visit was counted
 * by React: a visitor who read a product page without touching it left no visit, no "last
 * visits" entry, and no `loginPerPage` for the login guard. This runs inline once the page is
 * read: it remembers `loginPerPage` (as VisitTracker does) and counts the visit, unless React has
 * already. Plain DOM, no text.
 */
export const VISIT_EARLY_SCRIPT = `(function(){var G=${JSON.stringify(VISIT_SENT_GLOBAL)};
function run(){if(window[G])return;var e=document.querySelector('[${VISIT_ATTRIBUTE}]');if(!e)return;var k=e.getAttribute(${JSON.stringify(VISIT_ATTRIBUTE)})||'',q=k.split(':');if(q.length!==2)return;
var l=e.getAttribute(${JSON.stringify(LOGIN_PER_PAGE_ATTRIBUTE)});if(l){document.cookie=${JSON.stringify(LOGIN_PER_PAGE_KEY)}+'='+encodeURIComponent(l)+'; path=/; max-age=${LOGIN_PER_PAGE_MAX_AGE_SECONDS}; samesite=lax';try{localStorage.setItem(${JSON.stringify(LOGIN_PER_PAGE_KEY)},l)}catch(x){}}
window[G]=k;fetch('/api/v1/pagevisits/visit-count',{method:'POST',credentials:'same-origin',keepalive:true,headers:{'content-type':'application/json'},body:JSON.stringify({pageKind:q[0],objectId:Number(q[1])})}).catch(function(){})}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',run);else run()})();`;
