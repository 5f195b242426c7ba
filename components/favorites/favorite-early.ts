import { SIGNED_IN_WITH_TOKEN_JS } from '@/components/auth/early-session';
import { FAVORITE_AFTER_LOGIN_HASH, FAVORITE_KEYS_MAX } from '@/api/contract/favorites';

/** Marks a heart's form whose object the signed-in visitor keeps (set before React, read by it). */
export const FAVORITE_ON_ATTRIBUTE = 'data-favorite-on';
/** `kind:id` of a heart's object, on its form. */
export const FAVORITE_OBJECT_ATTRIBUTE = 'data-favorite';

/**
 * Public pages are shared HTML and hydrate only when the visitor arrives (ADR 9), so a heart is
 * rendered empty. This runs inline, before any of React: for a signed-in visitor (the early
 * session script's mark) whose access token has not run out (one being renewed asks nothing: its
 * cookie is gone until the renewal, and React fills the hearts after it) it asks the API, once for
 * all the page's hearts, which objects are kept and fills those; a page opened after a login with
 * `#favorite=kind:id` keeps that object first. Plain DOM, no text.
 *
 * For every visitor it also gives each heart's form the page's whole address to come back to: a
 * shared page is rendered from its path (and list parameters) for everyone, so the form is
 * rendered with the path alone, and a heart tapped on a listing's second page or a search's
 * results before the login brought the visitor back to the first page or to an empty search, where
 * the object to keep was not found.
 */
export const FAVORITE_EARLY_SCRIPT = `(function(){
${SIGNED_IN_WITH_TOKEN_JS}
function here(){document.querySelectorAll('form[${FAVORITE_OBJECT_ATTRIBUTE}] input[name=back]').forEach(function(i){i.value=location.pathname+location.search})}
function on(f){f.setAttribute(${JSON.stringify(FAVORITE_ON_ATTRIBUTE)},'');var b=f.querySelector('button');if(b)b.setAttribute('aria-pressed','true');var i=f.querySelector('input[name=intent]');if(i)i.value='remove'}
function run(){here();if(!signedIn())return;var forms={},keys=[];document.querySelectorAll('form[${FAVORITE_OBJECT_ATTRIBUTE}]').forEach(function(f){var k=f.getAttribute(${JSON.stringify(FAVORITE_OBJECT_ATTRIBUTE)})||'';var q=k.split(':');if(q.length!==2)return;
if(location.hash===${JSON.stringify(FAVORITE_AFTER_LOGIN_HASH)}+k){fetch('/api/v1/userfavorites',{method:'POST',credentials:'same-origin',headers:{'content-type':'application/json'},body:JSON.stringify({pageKind:q[0],objectId:Number(q[1])})}).then(function(r){if(r.ok){on(f);history.replaceState(history.state,'',location.pathname+location.search)}}).catch(function(){});return}
if(!forms[k]){forms[k]=[];keys.push(k)}forms[k].push(f)});
for(var i=0;i<keys.length;i+=${FAVORITE_KEYS_MAX})fetch('/api/v1/userfavorites/of-objects?keys='+encodeURIComponent(keys.slice(i,i+${FAVORITE_KEYS_MAX}).join(',')),{credentials:'same-origin'}).then(function(r){return r.ok?r.json():[]}).then(function(x){x.forEach(function(v){(forms[v.pageKind+':'+v.objectId]||[]).forEach(on)})}).catch(function(){})}
if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',run);else run()})();`;
