import { SIGNED_IN_ATTRIBUTE } from '@/components/auth/early-session';
import { FAVORITE_AFTER_LOGIN_HASH } from '@/api/contract/favorites';

/** Marks a heart's form whose object the signed-in visitor keeps (set before React, read by it). */
export const FAVORITE_ON_ATTRIBUTE = 'data-favorite-on';
/** `kind:id` of a heart's object, on its form. */
export const FAVORITE_OBJECT_ATTRIBUTE = 'data-favorite';

/**
 * Public pages are shared HTML and hydrate only when the visitor arrives (ADR 9), so a heart is
 * rendered empty. This runs inline, before any of React: for a signed-in visitor (the early
 * session script's mark) it asks the API whether each heart's object is kept and fills the heart;
 * a page opened after a login with `#favorite=kind:id` keeps that object first. Plain DOM, no text.
 */
export const FAVORITE_EARLY_SCRIPT = `(function(){var d=document.documentElement;if(!d.hasAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)}))return;
function on(f){f.setAttribute(${JSON.stringify(FAVORITE_ON_ATTRIBUTE)},'');var b=f.querySelector('button');if(b)b.setAttribute('aria-pressed','true');var i=f.querySelector('input[name=intent]');if(i)i.value='remove'}
function run(){document.querySelectorAll('form[${FAVORITE_OBJECT_ATTRIBUTE}]').forEach(function(f){var k=f.getAttribute(${JSON.stringify(FAVORITE_OBJECT_ATTRIBUTE)})||'';var q=k.split(':');if(q.length!==2)return;
if(location.hash===${JSON.stringify(FAVORITE_AFTER_LOGIN_HASH)}+k){fetch('/api/v1/userfavorites',{method:'POST',credentials:'same-origin',headers:{'content-type':'application/json'},body:JSON.stringify({pageKind:q[0],objectId:Number(q[1])})}).then(function(r){if(r.ok){on(f);history.replaceState(history.state,'',location.pathname+location.search)}}).catch(function(){});return}
fetch('/api/v1/userfavorites/by-object-id?pageKind='+encodeURIComponent(q[0])+'&objectId='+encodeURIComponent(q[1]),{credentials:'same-origin'}).then(function(r){return r.ok?r.json():null}).then(function(x){if(x)on(f)}).catch(function(){})})}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',run);else run()})();`;
